import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'
import { toBosInterceptor } from './angriff-support'

// Issue #19: the duel shows the win chance for each number of power chips spent. Bo (astromech,
// 1 chip) meets a TIE Interceptor (strength 3): advantage −2 → 36 of 100 pairs, −1 → 45.

for (const theme of ['dark', 'light'] as const) {
  test(`chips chart in the duel (${theme} theme, 1366×768)`, async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto('./#/settings')
    await page.getByTestId(`theme-${theme}`).click()
    await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo', 'Cy'] })
    const tabs = page.getByRole('navigation', { name: 'Game tools' })
    await tabs.getByRole('tab', { name: 'Setup' }).click()
    await page.getByTestId('ar-start').click()
    await expect(page.getByTestId('ar-started')).toContainText('Ana starts')
    await tabs.getByRole('tab', { name: 'Space' }).click()

    await toBosInterceptor(page, async () => {
      // Ana has no chips: no chart.
      await expect(page.getByTestId('ar-odds-all')).toHaveText('36%')
      await expect(page.getByTestId('ar-chips-chart')).toHaveCount(0)
    })
    const chart = page.getByTestId('ar-chips-chart')
    await expect(chart.locator('svg rect[fill="var(--accent)"]')).toHaveCount(1)
    const rows = await chart
      .locator('table tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim())))
    expect(rows).toEqual([
      ['Spending 0 chips', '36%'],
      ['Spending 1 chip', '45%'],
    ])
    await expect(page.getByTestId('ar-odds-all')).toHaveText('45%')
    await snap(page, `odds-chart-angriff-${theme}`)
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`),
    ).toEqual([])
  })
}

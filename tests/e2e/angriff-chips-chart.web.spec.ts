import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createGame, snap } from './support'

// Issue #19: the duel shows the win chance for each number of power chips spent. Bo (astromech,
// 1 chip) meets a TIE Interceptor (strength 3): advantage −2 → 36 of 100 pairs, −1 → 45.

async function turn(page: Page, moveTo: number, revealAt: number, tile: string): Promise<void> {
  await page.getByTestId(`ar-space-${moveTo}`).click()
  await expect(page.getByTestId('ar-status')).toContainText('reveal a face-down tile')
  await page.getByTestId(`ar-space-${revealAt}`).click()
  await page.getByTestId(`ar-tile-${tile}`).click()
}

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

    await turn(page, 1, 2, 'astromech')
    await turn(page, 7, 6, 'astromech')
    await turn(page, 8, 9, 'asteroid-field')
    await turn(page, 5, 4, 'astromech')
    await turn(page, 6, 10, 'tie-interceptor')
    await page.getByTestId('ar-points-input').fill('2')
    await page.getByTestId('ar-ship-values-save').click()
    // Ana has no chips: no chart.
    await expect(page.getByTestId('ar-odds-all')).toHaveText('36%')
    await expect(page.getByTestId('ar-chips-chart')).toHaveCount(0)
    await page.getByTestId('ar-fight').click()
    await page.getByTestId('ar-ship-roll-4').click()
    await page.getByTestId('ar-roll-3').click()
    await page.getByTestId('ar-record-fight').click()
    await turn(page, 11, 10, 'tie-interceptor')
    await page.getByTestId('ar-take-chip').click()
    await expect(page.getByTestId('ar-player-p2')).toContainText('1 / 5')
    await turn(page, 4, 0, 'ally')
    await turn(page, 2, 3, 'tie-bomber')
    await page.getByTestId('ar-strength-input').fill('2')
    await page.getByTestId('ar-points-input').fill('3')
    await page.getByTestId('ar-ship-values-save').click()
    await page.getByTestId('ar-fight').click()
    await page.getByTestId('ar-ship-roll-2').click()
    await page.getByTestId('ar-roll-5').click()
    await page.getByTestId('ar-record-fight').click()

    // Bo: astromech and 1 chip against another Interceptor.
    await turn(page, 15, 14, 'tie-interceptor')
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

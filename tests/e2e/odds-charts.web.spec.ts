import { expect, test, type Locator, type Page } from '@playwright/test'
import { createGame, snap } from './support'
import { seriousViolations } from './axe'

// The odds charts (issue #19): each chart is drawn (an SVG with one bar or dot per outcome) and has
// a table of the same numbers for screen readers; axe finds nothing serious; both themes at 1366×768.

/** The chart's screen-reader table as [label, percentage] rows. */
async function rowsOf(chart: Locator): Promise<string[][]> {
  return chart
    .locator('table tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim())))
}

async function useTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('./#/settings')
  await page.getByTestId(`theme-${theme}`).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

for (const theme of ['dark', 'light'] as const) {
  test(`Rebellion odds charts in the ${theme} theme: combat bars per side, mission successes and leaders`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await useTheme(page, theme)
    await page.goto('./#/odds/rebellion')
    await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion odds' })).toBeVisible()

    // 1 TIE Fighter (1 black die) against 1 X-wing (1 black health): destroyed 0 or 1, each 50%.
    await page.getByTestId('attacker-plus-tie-fighter').click()
    await page.getByTestId('defender-plus-x-wing').click()
    await expect(page.getByTestId('combat-big')).toHaveText('0.50')
    const destroyed = page.getByTestId('combat-destroyed-chart')
    await expect(destroyed.locator('svg').first()).toBeVisible()
    expect(await rowsOf(destroyed)).toEqual([
      ['0 units destroyed', '50.0%'],
      ['1 unit destroyed', '50.0%'],
    ])
    await expect(destroyed).toContainText('Highlighted: at least one destroyed, 50.0%')
    // Two bars, the "at least one" bar in the accent colour.
    await expect(destroyed.locator('rect[fill="var(--accent)"]')).toHaveCount(1)
    await expect(destroyed.locator('rect[fill="var(--text-faint)"]')).toHaveCount(1)
    await expect(page.getByTestId('combat-damage-chart').locator('svg').first()).toBeVisible()

    // Whole round: each side's units left.
    await page.getByTestId('full-round').check()
    await expect(page.getByTestId('round-attacker-chart').locator('svg').first()).toBeVisible()
    expect(await rowsOf(page.getByTestId('round-defender-chart'))).toEqual([
      ['0 units left', '50.0%'],
      ['1 unit left', '50.0%'],
    ])
    await snap(page, `odds-chart-combat-${theme}`)
    expect(await seriousViolations(page)).toEqual([])

    // Mission: Leia (2 diplomacy) against the Emperor (3): 19.3%, the same in the leader list.
    await page.keyboard.press('m')
    await page.getByTestId('mission-attempt-leader-leia').click()
    await page.getByTestId('mission-opposition-leader-palpatine').click()
    await expect(page.getByTestId('mission-p')).toHaveText('19.3%')
    await expect(page.getByTestId('mission-attempt-chart').locator('svg').first()).toBeVisible()
    await expect(page.getByTestId('mission-opposition-chart').locator('svg').first()).toBeVisible()
    const leaders = page.getByTestId('mission-leader-chart')
    const rows = await rowsOf(leaders)
    expect(rows).toContainEqual(['Against Emperor Palpatine', '19.3%'])
    // The hardest opposing leader first.
    expect(rows[0]).toEqual(['Against Emperor Palpatine', '19.3%'])
    await snap(page, `odds-chart-mission-${theme}`)
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test(`Rule the Galaxy fire-risk curve in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme)
    await createGame(page, { module: 'rule-the-galaxy', title: 'Curve night', players: ['Ana', 'Ben'] })
    const tabs = page.getByRole('navigation', { name: 'Game tools' })
    await tabs.getByRole('tab', { name: 'Setup' }).click()
    await page.getByTestId('first-player').selectOption({ label: 'Ana' })
    await page.getByTestId('rtg-start').click()
    await tabs.getByRole('tab', { name: 'Play' }).click()
    await expect(page.getByTestId('p-next-fire')).toHaveText('16.4%')
    const chart = page.getByTestId('fire-risk-chart')
    await expect(chart.locator('svg circle')).toHaveCount(5)
    const rows = await rowsOf(chart)
    expect(rows.map((r) => r[1])).toEqual(['16.4%', '30.3%', '42.1%', '52.2%', '60.6%'])
    // The curve's first two points are the numbers printed beside it.
    await expect(page.getByTestId('p-fire-2')).toHaveText('30.3%')
    await snap(page, `odds-chart-rtg-${theme}`)
    expect(await seriousViolations(page)).toEqual([])
  })
}

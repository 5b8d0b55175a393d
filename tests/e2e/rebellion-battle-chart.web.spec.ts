import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'
import { seriousViolations } from './axe'

// Issue #19: after Fight, the whole-battle odds are drawn with the shared chart (how the battle
// ends, each side's units at the end) next to the outcome table, in both themes, with no serious
// accessibility violations.

for (const theme of ['dark', 'light'] as const) {
  test(`Fight draws the whole-battle odds chart (${theme} theme, 1366×768)`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto('./#/settings')
    await page.getByTestId(`theme-${theme}`).click()
    await createGame(page, { module: 'rebellion', title: 'Chart night', players: ['Leia', 'Vader'] })
    await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Units', exact: true }).click()

    // One TIE Fighter against one X-wing in Sullust: each ending is exactly a third.
    await page.getByTestId('forces-system').selectOption('sullust')
    await page.getByTestId('forces-text-empire').fill('1 tie')
    await page.getByTestId('forces-text-empire').press('Enter')
    await page.getByTestId('forces-text-rebels').fill('1 x-wing')
    await page.getByTestId('forces-text-rebels').press('Enter')
    await page.getByTestId('fight').click()

    const endings = page.getByTestId('battle-endings-chart')
    await expect(endings.locator('svg').first()).toBeVisible({ timeout: 20_000 })
    await expect(endings.getByRole('table')).toContainText('Attacker destroys every defending unit33.3%')
    await expect(endings.getByRole('table')).toContainText('Both sides destroyed33.3%')
    await expect(endings.locator('figcaption')).toHaveText('How the battle ends')
    const attacker = page.getByTestId('battle-survivors-attacker')
    await expect(attacker.locator('figcaption')).toHaveText('Empire (attacker) units at the end')
    await expect(attacker.getByRole('table')).toContainText('0 units left66.7%')
    await expect(attacker).toContainText('Expected 0.33 units')
    await expect(page.getByTestId('battle-survivors-defender').locator('svg').first()).toBeVisible()
    // The text equivalent stays.
    await expect(page.getByTestId('battle-result')).toContainText('Empire wins 33.3 %')
    await page.getByTestId('battle-charts').scrollIntoViewIfNeeded()
    await snap(page, `rebellion-battle-chart-${theme}`)
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
}

import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, recordUnits } from './support'

/** Every "?" on the current tab opens exactly its rule in the side panel, and Escape closes it. */
async function checkEveryHelpButton(page: Page, tab: string): Promise<number> {
  const buttons = page.getByTestId('rule-help')
  await expect(buttons.first(), `the ${tab} tab has at least one "?"`).toBeVisible()
  const ids = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-rule') ?? ''))
  const panel = page.getByTestId('rule-panel')
  for (let i = 0; i < ids.length; i++) {
    const button = buttons.nth(i)
    if (!(await button.isVisible())) continue
    await button.click()
    await expect(panel.getByTestId('rule-entry'), `"?" for ${ids[i]} on ${tab}`).toHaveAttribute('data-rule', ids[i]!)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }
  return ids.length
}

test('Rebellion: every helper tab has "?" help that opens its exact rule', async ({ page }) => {
  await page.goto('./#/new/rebellion')
  await page.getByLabel('Player 1 name').fill('Leia')
  await page.getByLabel('Player 2 name').fill('Vader')
  await page.getByLabel('Rise of the Empire expansion').check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  let total = 0
  for (const tab of ['Setup', 'Round', 'Systems', 'Build', 'Probe', 'Odds']) {
    await openTool(page, tab)
    total += await checkEveryHelpButton(page, tab)
  }
  expect(total).toBeGreaterThan(20)
})

test('Rule the Galaxy: every helper tab has "?" help that opens its exact rule', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  let total = await checkEveryHelpButton(page, 'Setup')
  await page.getByTestId('rtg-start').click()
  for (const tab of ['Play', 'Board', 'Score']) {
    await openTool(page, tab)
    total += await checkEveryHelpButton(page, tab)
  }
  expect(total).toBeGreaterThan(8)
})

test('Rebellion Units tab: the activation and the battle have "?" help that opens their rule', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await createGame(page, { module: 'rebellion', players: ['Leia', 'Vader'] })
  await openTool(page, 'Units')
  await recordUnits(page, 'sullust', 'empire', '1 sd')
  await recordUnits(page, 'sullust', 'rebels', '1 xw')
  const panel = page.getByTestId('rule-panel')
  for (const [where, rule] of [
    ['forces-activate', 'rebellion.activate-system'],
    ['forces-battle', 'rebellion.combat'],
  ] as const) {
    await page.getByTestId(where).getByTestId('rule-help').click()
    await expect(panel.getByTestId('rule-entry')).toHaveAttribute('data-rule', rule)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }
  await checkEveryHelpButton(page, 'Units')
})

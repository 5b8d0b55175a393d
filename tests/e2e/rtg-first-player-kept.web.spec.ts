import { expect, test } from '@playwright/test'
import { createGame, modKey } from './support'

// The Setup tab's "Who goes first?" as the table picked it, not yet started: another tab or a
// reload unmounted the tab and it came back showing the app's suggestion, so Start pressed then
// logged another first player than the one the table had chosen.

test('Rule the Galaxy setup: the first player picked is kept across another tab and a reload', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Who starts', players: ['Ana', 'Ben', 'Cleo'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  const select = page.getByTestId('first-player')
  // The table picks a player the app did not suggest.
  const suggested = await select.inputValue()
  const [chosen, name] = suggested === 'p2' ? ['p3', 'Cleo'] : ['p2', 'Ben']
  await select.selectOption(chosen)

  await tabs.getByRole('tab', { name: 'Board' }).click()
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(select).toHaveValue(chosen)

  await page.reload()
  await expect(select).toHaveValue(chosen)
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toContainText(`${name} starts`)
  await expect(page.getByTestId('game-view')).toContainText(`Round 1 · ${name}’s turn`)
  // Started, the pick is not kept any more.
  const kept = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('holotable.rule-the-galaxy.first-player.')),
    )
  await expect.poll(kept).toEqual([])

  // The start undone: the logged first player is shown; another picked then is kept across a tab too.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(select).toHaveValue(chosen)
  await select.selectOption('p1')
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(select).toHaveValue('p1')
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toContainText('Ana starts')
})

test('Rule the Galaxy setup: left as suggested, the suggestion still starts', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'As suggested', players: ['Ana', 'Ben'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  const suggested = await page.getByTestId('first-player').inputValue()
  const name = suggested === 'p1' ? 'Ana' : 'Ben'
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(page.getByTestId('first-player')).toHaveValue(suggested)
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toContainText(`${name} starts`)
})

import { expect, test } from '@playwright/test'
import { press, takeoverTable, twoRebelWorlds } from './rftg-support'
import { modKey, writesSettled } from './support'

// After Finish game the Takeovers tab still offered Declare, Resolve and New Settle phase with no
// word that the game was over (a press was refused). It now says so at the top, as Angriff's Space
// tab does, until the finish is undone.
test('a finished game’s Takeovers tab says the game is finished; the finish undone, the line goes', async ({
  page,
}) => {
  const tabs = await takeoverTable(page, {
    p1: [{ military: 1, imperiumCards: 1 }, ['imperiumSeat']],
    p2: [{ military: 1 }, [], twoRebelWorlds(5, 6)],
  })
  await expect(page.getByTestId('takeovers-finished')).toHaveCount(0)
  await writesSettled(page)
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toBeVisible()
  await writesSettled(page)
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await expect(page.getByTestId('takeovers-finished')).toHaveText(
    'The game is finished: undo the finish (Ctrl+Z) to play on.',
  )
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('takeovers-finished')).toHaveCount(0)
  // Playing on: D declares again.
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await press(page, 'd')
  await expect(page.getByTestId('declaration')).toHaveCount(1)
})

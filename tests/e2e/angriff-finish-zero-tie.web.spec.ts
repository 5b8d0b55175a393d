import { expect, test } from '@playwright/test'
import { writesSettled } from './support'
import { startedOnSpace, turn } from './angriff-support'

// Tied on points, more power chips win (rulebook, "End of the Game") — at 0 points too. With every
// score 0, Finish game took the game's tally for "nothing counted yet" and offered the score sheet:
// nobody ticked, no word of the chips.
test('Finish game lets more power chips decide a tie at 0 points', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  await turn(page, 1, 2, 'tie-fighter') // Ana takes a chip instead of fighting
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p1')).toContainText('1 / 5')
  await turn(page, 7, 6, 'asteroid-field') // Bo: bad luck, nothing
  await expect(page.getByTestId('ar-status')).toContainText('Ana (Millennium Falcon): move your ship')
  await writesSettled(page)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await expect(page.getByLabel('Ana final score')).toHaveValue('0')
  await expect(page.getByLabel('Bo final score')).toHaveValue('0')
  await expect(page.getByTestId('winner-p1')).toBeChecked()
  await expect(page.getByTestId('winner-p2')).not.toBeChecked()
  await expect(page.getByTestId('finish-note')).toHaveText('Tied on points: more power chips decided it.')
  await page.screenshot({ path: '/tmp/h2-zero-tie-dialog.png' })
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Ana')
})

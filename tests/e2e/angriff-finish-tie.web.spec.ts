import { expect, test } from '@playwright/test'
import { writesSettled } from './support'
import { startedOnSpace, turn } from './angriff-support'

// Tied on points, more power chips win (rulebook, "End of the Game"). Finish game ticked the player
// with more chips beside an equal score and said nothing of why; it now says how the tie was decided.
test('Finish game says that more power chips decided a tie on points', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  await turn(page, 1, 2, 'ally') // Ana: an ally kept is 1 point
  await turn(page, 2, 6, 'ally') // Bo: 1 point
  await turn(page, 5, 9, 'tie-fighter') // Ana takes a chip instead of fighting
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p1')).toContainText('1 / 5')
  await writesSettled(page)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await expect(page.getByLabel('Ana final score')).toHaveValue('1')
  await expect(page.getByLabel('Bo final score')).toHaveValue('1')
  await expect(page.getByTestId('winner-p1')).toBeChecked()
  await expect(page.getByTestId('winner-p2')).not.toBeChecked()
  await expect(page.getByTestId('finish-note')).toHaveText('Tied on points: more power chips decided it.')
  await page.screenshot({ path: '/tmp/h3/finish-note.png' })
  // In German, in the game's words.
  const gameUrl = page.url()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await page.goto(gameUrl)
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('finish-note')).toHaveText('Gleich viele Punkte: Mehr Energie-Chips haben entschieden.')
})

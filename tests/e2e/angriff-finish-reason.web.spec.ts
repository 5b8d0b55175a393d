import { expect, test } from '@playwright/test'
import { modKey, writesSettled } from './support'
import { startedOnSpace, turn } from './angriff-support'

// The tie-break's reason (rulebook, "End of the Game": tied → more power chips) was said in Finish
// game only: the recorded result, read later, named the winner and not why. It is recorded with the
// result when the players keep the game's suggestion, shown with the result and in the timeline, in
// the interface language; a result the players changed records none.
test('the finished result says more power chips decided the tie, after a reload and in German', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  await turn(page, 1, 2, 'ally') // Ana: an ally kept is 1 point
  await turn(page, 2, 6, 'ally') // Bo: 1 point
  await turn(page, 5, 9, 'tie-fighter') // Ana takes a chip instead of fighting
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p1')).toContainText('1 / 5')
  await writesSettled(page)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()

  // Changed from the suggestion (Bo ticked too): no reason is recorded.
  await page.getByTestId('finish-game').click()
  await page.getByTestId('winner-p2').check()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Ana and Bo')
  await expect(page.getByTestId('result-reason')).toHaveCount(0)
  const changed = page.getByTestId('timeline-event').filter({ hasText: 'Game finished — winner: Ana and Bo' })
  await expect(changed).toHaveCount(1)
  await expect(changed).not.toContainText('power chips')
  await writesSettled(page)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)

  // Kept as suggested: the reason goes with the result.
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('winner-p1')).toBeChecked()
  await expect(page.getByTestId('winner-p2')).not.toBeChecked()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Ana')
  await expect(page.getByTestId('result-reason')).toHaveText('Tied on points: more power chips decided it.')
  await expect(
    page
      .getByTestId('timeline-event')
      .filter({ hasText: 'Game finished — winner: Ana. Tied on points: more power chips decided it.' }),
  ).toHaveCount(1)
  await writesSettled(page)
  await page.screenshot({ path: '/tmp/h2-result-reason.png' })

  // Read later: the reload replays the log, the reason with it.
  await page.reload()
  await expect(page.getByTestId('result-reason')).toHaveText('Tied on points: more power chips decided it.')

  // In German, in the game's words.
  const gameUrl = page.url()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await page.goto(gameUrl)
  await expect(page.getByTestId('result-reason')).toHaveText(
    'Gleich viele Punkte: Mehr Energie-Chips haben entschieden.',
  )
  await expect(
    page.getByTestId('timeline-event').filter({
      hasText: 'Spiel beendet – gewonnen: Ana. Gleich viele Punkte: Mehr Energie-Chips haben entschieden.',
    }),
  ).toHaveCount(1)
  await page.screenshot({ path: '/tmp/h2-result-reason-de.png' })
})

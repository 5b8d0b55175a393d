import { expect, test } from '@playwright/test'
import { createGame, snap, writesSettled } from './support'
import { startedOnSpace, turn } from './angriff-support'

// Chip or fight is chosen before anyone rolls (rulebook, "Imperial starship"): once a roll of the fight
// is entered, Back no longer offers the chip, and says why; clearing the rolls (a Fight tapped by
// mistake) offers it again. A Fight tapped by mistake before any roll is undone with Back alone.

test('after a roll is entered, Back does not offer the chip; Back before any roll does', async ({ page }) => {
  test.setTimeout(120_000)
  await startedOnSpace(page, ['Ana', 'Bo', 'Cy'])
  await turn(page, 1, 2, 'tie-interceptor')
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()

  // Fight tapped by mistake, nothing rolled: Back, and the chip is there to take.
  await page.getByTestId('ar-fight').click()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByTestId('ar-take-chip')).toBeEnabled()
  await expect(page.getByTestId('ar-chip-after-rolls')).toHaveCount(0)

  // Both rolls entered, then Back: no chip, with the reason.
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-9').click()
  await page.getByTestId('ar-roll-1').click()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByTestId('ar-take-chip')).toBeDisabled()
  await expect(page.getByTestId('ar-chip-after-rolls')).toContainText('chip or fight before anyone rolls')
  await expect(page.getByTestId('ar-take-chip')).toHaveAccessibleDescription(/a roll of this fight is entered/)
  await snap(page, 'ar-chip-after-rolls')
  // Still so after a reload (the fight as entered is kept).
  await page.reload()
  await expect(page.getByTestId('ar-take-chip')).toBeDisabled()
  await expect(page.getByTestId('ar-chip-after-rolls')).toBeVisible()
  // Fight again: the rolls are where they were.
  await page.getByTestId('ar-fight').click()
  await expect(page.getByTestId('ar-ship-roll-9')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('ar-roll-1')).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Back' }).click()

  // Clearing the rolls (nobody really rolled) offers the chip again; taking it ends the turn.
  await page.getByTestId('ar-clear-rolls').click()
  await expect(page.getByTestId('ar-chip-after-rolls')).toHaveCount(0)
  await expect(page.getByTestId('ar-take-chip')).toBeEnabled()
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p1')).toContainText('1 / 5')
  await expect(page.getByTestId('ar-duel')).toHaveCount(0)
})

// Taking a chip needs no ship values: a ship whose points are not known yet offers the chip beside
// the question (before, the chip appeared only once strength and points were saved). The values stay
// unasked-for: the next player to reveal that ship is asked again.
test('a ship whose values are not known yet offers the chip without them', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo', 'Cy'])
  await turn(page, 1, 2, 'tie-interceptor')
  await expect(page.getByTestId('ar-ship-values')).toBeVisible()
  await expect(page.getByTestId('ar-fight')).toHaveCount(0)
  await expect(page.getByTestId('ar-take-chip')).toHaveText('Take a power chip')
  await snap(page, 'ar-chip-unknown-ship')
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p1')).toContainText('1 / 5')
  await expect(page.getByTestId('ar-duel')).toHaveCount(0)
  await expect(page.getByTestId('timeline-event').filter({ hasText: /took a power chip/ })).toHaveCount(1)
  // Nothing was saved for the ship: Bo, revealing the other TIE Interceptor, is asked its points.
  await turn(page, 7, 6, 'tie-interceptor')
  await expect(page.getByTestId('ar-ship-values')).toBeVisible()
  await expect(page.getByTestId('ar-take-chip')).toBeEnabled()
})

test.describe('German', () => {
  test('the chip refused after a roll says why in German, and Würfe löschen offers it again', async ({ page }) => {
    test.setTimeout(120_000)
    await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo', 'Cy'] })
    const gameUrl = page.url()
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByTestId('language-de').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.goto(gameUrl)
    const tabs = page.getByRole('navigation', { name: 'Spielwerkzeuge' })
    await tabs.getByRole('tab', { name: 'Aufbau' }).click()
    await page.getByTestId('ar-start').click()
    await tabs.getByRole('tab', { name: 'Weltraum' }).click()
    await page.getByTestId('ar-space-1').click()
    await writesSettled(page) // a space is no pick while the move is being written
    await page.getByTestId('ar-space-2').click()
    await page.getByTestId('ar-tile-tie-interceptor').click()
    await page.getByTestId('ar-points-input').fill('2')
    await page.getByTestId('ar-ship-values-save').click()
    await page.getByTestId('ar-fight').click()
    await page.getByTestId('ar-ship-roll-9').click()
    await page.getByTestId('ar-roll-1').click()
    await page.getByRole('button', { name: 'Zurück' }).click()
    await expect(page.getByTestId('ar-take-chip')).toBeDisabled()
    await expect(page.getByTestId('ar-chip-after-rolls')).toHaveText(
      'Jetzt kein Chip: Ein Wurf dieses Kampfes ist eingetragen, und nach der Regel wählt man Chip oder Kampf, bevor jemand würfelt. Versehentlich auf Kämpfen getippt und niemand hat gewürfelt? Würfe löschen.',
    )
    await expect(page.getByTestId('ar-take-chip')).toHaveAccessibleDescription(
      /Ein Wurf dieses Kampfes ist eingetragen/,
    )
    await snap(page, 'de-ar-chip-after-rolls')
    await page.getByRole('button', { name: 'Würfe löschen' }).click()
    await expect(page.getByTestId('ar-chip-after-rolls')).toHaveCount(0)
    await expect(page.getByTestId('ar-take-chip')).toBeEnabled()
  })
})

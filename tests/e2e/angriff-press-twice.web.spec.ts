import { expect, test } from '@playwright/test'
import { createGame, holdableDisk, holdWrites, modKey, writesSettled } from './support'
import { turn } from './angriff-support'

// A double click (or a child's double tap) counts once: its second click lands on whatever took the
// first one's place — the ship just moved there, or the die faces that replace the Fight button. And
// a fight entered and then undone is not brought back to whoever next meets that ship.

test.beforeEach(async ({ page }) => {
  await holdableDisk(page)
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('ar-start').click()
  await tabs.getByRole('tab', { name: 'Space' }).click()
})

test('a double-clicked move moves once; a double-clicked Fight chooses no roll', async ({ page }) => {
  await page.getByTestId('ar-space-1').dblclick()
  await expect(page.getByTestId('ar-status')).toContainText(
    'Ana (Millennium Falcon): reveal a face-down tile next to your ship',
  )
  await expect(page.getByTestId('ar-error')).toHaveCount(0)
  await writesSettled(page) // a space is no pick while the move is being written
  await page.getByTestId('ar-space-2').click()
  await page.getByTestId('ar-tile-tie-interceptor').dblclick()
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  await page.getByTestId('ar-fight').dblclick()
  await expect(page.getByTestId('ar-ship-roll-1')).toBeVisible()
  await expect(page.getByTestId('ar-duel').locator('[aria-pressed="true"]')).toHaveCount(0)
  await expect(page.getByTestId('ar-ship-total')).toHaveCount(0)
  // A double-clicked face chooses it all the same.
  await page.getByTestId('ar-ship-roll-4').dblclick()
  await expect(page.getByTestId('ar-ship-total')).toHaveText('Ship: 4 + 3 = 7')
})

test('Enter pressed twice on a move moves once, with no refusal; the tile kinds still come when a tile is chosen', async ({
  page,
}) => {
  // A keyboard has no double click: the second Enter lands on the ship just moved there.
  await page.getByTestId('ar-space-1').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ar-status')).toContainText(
    'Ana (Millennium Falcon): reveal a face-down tile next to your ship',
  )
  await expect(page.getByTestId('ar-space-1')).toContainText('Millennium Falcon')
  await expect(page.getByTestId('ar-error')).toHaveCount(0)
  await expect(page.getByTestId('ar-reveal')).toHaveCount(0)
  // A tile that is not next to the ship is still refused with the reason.
  await page.getByTestId('ar-space-3').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ar-error')).toHaveText(
    'Not entered: reveal a face-down tile right next to your ship (not diagonal) that no ship stands on.',
  )
  await page.getByTestId('ar-space-2').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ar-reveal')).toBeVisible()
})

test('a fight entered, then undone with its reveal, is not shown to the next player meeting that ship', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await turn(page, 1, 2, 'tie-interceptor')
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-7').click()
  await page.getByTestId('ar-roll-2').click()
  // The wrong tile: Ana takes the reveal back and reveals the tile she left instead.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-duel')).toHaveCount(0)
  await page.getByTestId('ar-space-0').click()
  await page.getByTestId('ar-tile-asteroid-field').click()
  await turn(page, 7, 6, 'astromech')
  await turn(page, 5, 4, 'asteroid-field')
  // Bo meets the Interceptor: the choice, with nothing of Ana's abandoned fight.
  await turn(page, 3, 2, 'tie-interceptor')
  await expect(page.getByTestId('ar-take-chip')).toBeVisible()
  await page.getByTestId('ar-fight').click()
  await expect(page.getByTestId('ar-duel')).toContainText('Ana rolls for the ship')
  await expect(page.getByTestId('ar-duel').locator('[aria-pressed="true"]')).toHaveCount(0)
})

test('a tile picked while the move is still being written opens the tile kinds (pressable once the move is written); both are kept', async ({
  page,
}) => {
  await writesSettled(page)
  await holdWrites(page, true)
  await page.getByTestId('ar-space-1').click()
  await expect(page.getByTestId('ar-status')).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  // The move is on screen but not written yet: the next pick counts all the same.
  await page.getByTestId('ar-space-2').click()
  await expect(page.getByTestId('ar-reveal')).toBeVisible()
  // The kinds wait, visibly, for the move to be written (one change written at a time).
  await expect(page.getByTestId('ar-tile-astromech')).toBeDisabled()
  await holdWrites(page, false)
  await page.getByTestId('ar-tile-astromech').click()
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): move your ship')
  await writesSettled(page)
  await page.reload()
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): move your ship')
  await expect(page.getByTestId('ar-space-1')).toContainText('Millennium Falcon')
})

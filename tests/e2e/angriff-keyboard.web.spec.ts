import { expect, test } from '@playwright/test'
import { createGame, writesSettled } from './support'

// At the default 1280 × 800 window the grid fills the window: what to choose next (the tile kinds,
// the fight) opens below it. It comes into view with the focus, and when a turn is over (its buttons
// gone) the focus goes to the next player's line, so a keyboard never falls back to the page's top.

test('keyboard only at 1280 × 800: the tile kinds and the fight come into view with the focus; a turn over, the next player’s line has it', async ({
  page,
}) => {
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo'] })
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('ar-start').click()
  await tabs.getByRole('tab', { name: 'Space' }).click()

  await page.getByTestId('ar-space-1').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ar-status')).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  // A space is no pick while a change is being written (SpaceTab's pick): the move first.
  await writesSettled(page)
  await page.getByTestId('ar-space-2').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ar-reveal')).toBeFocused()
  await expect(page.getByTestId('ar-tile-astromech')).toBeInViewport()
  await page.keyboard.press('Tab') // the first kind: Asteroid field
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('ar-tile-astromech')).toBeFocused()
  await page.keyboard.press('Enter')
  // Ana's turn is over: Bo's line has the focus, in view.
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): move your ship')
  await expect(page.getByTestId('ar-status')).toBeFocused()
  await expect(page.getByTestId('ar-status')).toBeInViewport()
  // … and not under the app's sticky top bar.
  const barBottom = await page.evaluate(() => document.querySelector('.topbar')!.getBoundingClientRect().bottom)
  expect((await page.getByTestId('ar-status').boundingBox())!.y).toBeGreaterThanOrEqual(barBottom)

  await page.getByTestId('ar-space-7').focus()
  await page.keyboard.press('Enter')
  await writesSettled(page)
  await page.getByTestId('ar-space-6').focus()
  await page.keyboard.press('Enter')
  await page.getByTestId('ar-tile-tie-interceptor').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ar-duel')).toBeFocused()
  await page.getByTestId('ar-points-input').fill('2')
  await page.keyboard.press('Enter')
  await page.getByTestId('ar-fight').focus()
  await page.keyboard.press('Enter')
  // The die faces took the Fight button's place and have the focus.
  await expect(page.getByTestId('ar-duel').locator('fieldset').first()).toBeFocused()
  await expect(page.getByTestId('ar-ship-roll-0')).toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('ar-ship-roll-0')).toBeFocused()
})

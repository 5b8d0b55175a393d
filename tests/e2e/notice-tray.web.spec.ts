import { expect, test } from '@playwright/test'
import { createGame, seedLibrary, snap } from './support'

// The notice tray floats over the bottom right corner: while it shows, the page has room below its
// end for it, so Home's last row (its Delete button) can be scrolled out from under it; and a notice
// stays while the player points at it, going a moment after the pointer leaves.

test('the tray never hides the last row for good, and waits while pointed at', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.clock.install()
  await seedLibrary(page, 14)
  const long = 'The long Saturday campaign at Ana’s place, second attempt after the cat knocked the board over'
  await createGame(page, { module: 'rule-the-galaxy', title: long, players: ['Ana', 'Ben'] })
  await page.goto('./')
  const rows = page.getByTestId('recent-game')
  await expect(rows).toHaveCount(15)

  // Delete that game: "Deleted …" (three lines) shows in the tray for five seconds.
  await rows.filter({ hasText: 'The long Saturday' }).getByTestId('delete-game').click()
  await page.getByTestId('confirm-delete').click()
  await expect(rows).toHaveCount(14)
  const notice = page.getByTestId('notice')
  await expect(notice).toContainText('Deleted “The long Saturday')

  // At the page's end, the last row's buttons are clear of the tray.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const tray = await page.getByTestId('notice-tray').boundingBox()
  const lastDelete = await rows.last().getByTestId('delete-game').boundingBox()
  expect(tray!.height).toBeGreaterThan(80)
  expect(lastDelete!.y + lastDelete!.height).toBeLessThan(tray!.y)
  await rows.last().getByTestId('delete-game').click({ trial: true }) // nothing over it takes the click
  await snap(page, 'home-notice-tray-room')

  // Pointed at, it stays past its five seconds; it goes 1.5 s after the pointer leaves.
  await notice.hover()
  await page.clock.runFor(8000)
  await expect(notice).toHaveCount(1)
  await page.mouse.move(10, 10)
  await page.clock.runFor(1000)
  await expect(notice).toHaveCount(1)
  await page.clock.runFor(600)
  await expect(notice).toHaveCount(0)
  // With the tray empty, the room below the page goes too.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--notice-tray-space')))
    .toBe('0px')
})

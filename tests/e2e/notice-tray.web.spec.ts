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
  await page.clock.runFor(50) // the focus goes to New game (at the top) right after a delete

  // At the page's end, the last row's buttons are clear of the tray.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const endY = await page.evaluate(() => window.scrollY)
  const tray = await page.getByTestId('notice-tray').boundingBox()
  const lastDelete = await rows.last().getByTestId('delete-game').boundingBox()
  expect(tray!.height).toBeGreaterThan(80)
  expect(lastDelete!.y + lastDelete!.height).toBeLessThan(tray!.y)
  await rows.last().getByTestId('delete-game').click({ trial: true }) // nothing over it takes the click
  await snap(page, 'home-notice-tray-room')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)) // snap went to the top

  // Pointed at, it stays past its five seconds; it goes 1.5 s after the pointer leaves.
  await notice.hover()
  await page.clock.runFor(8000)
  await expect(notice).toHaveCount(1)
  await page.mouse.move(10, 10)
  await page.clock.runFor(1000)
  await expect(notice).toHaveCount(1)
  await page.clock.runFor(600)
  await expect(notice).toHaveCount(0)
  // It went while the page sat at its end: the page does not jump up by the tray's height; the room
  // below it goes once the player scrolls up.
  const space = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--notice-tray-space'))
  expect(await space()).not.toBe('0px')
  expect(await page.evaluate(() => window.scrollY)).toBe(endY)
  await page.evaluate(() => window.scrollBy(0, -300))
  await expect.poll(space).toBe('0px')

  // Kept at the page's end, the room goes when the player changes screen.
  await rows.last().getByTestId('delete-game').click()
  await page.getByTestId('confirm-delete').click()
  await expect(notice).toHaveCount(1)
  await page.clock.runFor(50)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.mouse.move(10, 10)
  await page.clock.runFor(6000)
  await expect(notice).toHaveCount(0)
  expect(await space()).not.toBe('0px')
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect.poll(space).toBe('0px')
})

// A notice naming a game whose title is one long word (no spaces) wraps it: the text and its ✕ stay
// inside the notice, and the notice inside the window (the text ran out past the window's edge).
test('a notice naming a title of one long word wraps it inside the window', async ({ page }) => {
  const title = 'Supercalifragilisticexpialidocious'.repeat(4)
  await createGame(page, { module: 'rebellion', title, players: ['Ana', 'Ben'] })
  await page.goto('./')
  const download = page.waitForEvent('download')
  await page
    .getByTestId('recent-game')
    .first()
    .getByRole('button', { name: /^Export / })
    .click()
  await download
  const notice = page.getByTestId('notice')
  await expect(notice).toContainText('Exported “SupercalifragilisticexpialidociousSupercalifragilistic')
  const box = (await notice.boundingBox())!
  const text = (await notice.locator('.notice-text').boundingBox())!
  const close = (await notice.getByRole('button', { name: 'Dismiss' }).boundingBox())!
  // 1.25rem from the window's right edge (1280 px wide), its text left of its ✕, the ✕ inside it.
  expect(box.x + box.width).toBe(1260)
  expect(text.x + text.width).toBeLessThanOrEqual(close.x)
  expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width)
  expect(await notice.locator('.notice-text').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
})

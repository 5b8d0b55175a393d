import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, pageCannotWrite, snap } from './support'

// A change shown on screen whose write had not landed when the page was left (a reload answered
// "Leave", a closed window): the page keeps it on pagehide, and the next start writes it unless the
// write landed after all. Playwright answers the close warning with "Leave" by itself.

const tick = (page: Page) => page.getByTestId('tick-factions')

/** Ticks Factions and reloads in the same moment: the write has no time to land before the page goes. */
async function tickAndReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('[data-testid="tick-factions"]')!.click()
    setTimeout(() => location.reload(), 0)
  })
  await page.waitForLoadState('load')
  await openTool(page, 'Setup')
}

test('a tick and a reload at the same moment: after the reload the tick is there, once, every time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 }) // the timeline open beside the game
  await createGame(page, { module: 'rebellion', title: 'Leave at once', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('timeline')).toContainText('2 events')
  for (const [i, checked] of ['true', 'false', 'true', 'false'].entries()) {
    await tickAndReload(page)
    await expect(tick(page)).toHaveAttribute('aria-checked', checked)
    await expect(page.getByTestId('timeline')).toContainText(`${3 + i} events`)
  }
  // Whether each write landed as the page went or was written by the next start, none is doubled.
  await page.reload()
  await openTool(page, 'Setup')
  await expect(page.getByTestId('timeline')).toContainText('6 events')
  await expect(tick(page)).toHaveAttribute('aria-checked', 'false')
})

test('a page that could not write: the next start writes the change kept on leaving, and says so', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await createGame(page, { module: 'rebellion', title: 'Locked disk', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('timeline')).toContainText('2 events')
  await pageCannotWrite(page)
  await tick(page).click()
  await expect(page.getByTestId('pending-writes')).toBeVisible()
  await page.reload()
  await openTool(page, 'Setup')
  await expect(page.getByTestId('notice')).toHaveText(
    /Saved now: changes the page could not write before it was left \(Setup: “Factions” done\)\./,
  )
  await expect(tick(page)).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('timeline')).toContainText('3 events')
  await expect(page.getByTestId('timeline-event').first()).toContainText('Setup: “Factions” done')
  await snap(page, 'changes-left-behind-saved-now')
  // Written once: the next start has nothing more to say, and undo takes it back like any change.
  await page.reload()
  await openTool(page, 'Setup')
  await expect(page.getByTestId('timeline')).toContainText('3 events')
  await expect(page.getByTestId('notice')).toHaveCount(0)
  await page.getByTestId('undo').click()
  await expect(tick(page)).toHaveAttribute('aria-checked', 'false')
})

test('two windows on one game, neither able to write, left at once: one tick is written, the other is said', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await createGame(page, { module: 'rebellion', title: 'Two windows', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('timeline')).toContainText('2 events')
  const other = await context.newPage()
  await other.goto(page.url())
  await openTool(other, 'Setup')
  // Both windows show the game at its second event; from now on neither can write, and each ticks
  // Factions at the same place in the log.
  for (const window of [page, other]) {
    await pageCannotWrite(window)
    await tick(window).click()
    await expect(window.getByTestId('pending-writes')).toBeVisible()
  }
  // The other window is left first, then this one: each keeps its own change; the next start has both.
  await other.goto('about:blank')
  await page.reload()
  await openTool(page, 'Setup')
  const notices = page.getByTestId('notice')
  await expect(notices.filter({ hasText: /^Saved now: .*\(Setup: “Factions” done\)\./ })).toHaveCount(1)
  await expect(notices.filter({ hasText: /^Not saved: 1 change the page could not write/ })).toHaveCount(1)
  await expect(notices).toHaveCount(2)
  await expect(tick(page)).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('timeline')).toContainText('3 events')
  await snap(page, 'changes-left-behind-two-windows')
  // Both records are done with: the next start writes and says nothing more.
  await page.reload()
  await openTool(page, 'Setup')
  await expect(page.getByTestId('timeline')).toContainText('3 events')
  await expect(page.getByTestId('notice')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'
import { startedOnSpace, turn } from './angriff-support'

// Beside the work area (1200 px and wider), the timeline stays in view while the page scrolls. It
// sat in a slot only as tall as itself, so its sticky place had no room: scrolled down a long game
// screen, its heading went under the top bar and its rows ended mid-window.
test('the timeline beside a long game screen stays in view, whole, while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await startedOnSpace(page, ['Ana', 'Bo', 'Cy'])
  await turn(page, 1, 5, 'asteroid-field')
  const timeline = page.getByTestId('timeline')
  const bar = await page.locator('header.topbar').boundingBox()
  const top = Math.round(bar!.y + bar!.height)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await expect.poll(async () => Math.round((await timeline.boundingBox())!.y)).toBe(top)
  expect(Math.round((await timeline.boundingBox())!.height)).toBe(800 - top)
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeInViewport()
  await expect(page.getByTestId('timeline-event').first()).toBeInViewport()
})

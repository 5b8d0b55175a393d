import { expect, test, type Page } from '@playwright/test'
import { createGame, seedLibrary, snap } from './support'

// The desktop window can be made as narrow as 800 px (src-main's minimum width). At that width and
// at 900 px nothing runs out sideways: the game header's buttons move under the title, and Home's
// table of games fits the window.

const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const width of [800, 900]) {
  test(`at ${width} px the game screen and Home fit the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 })
    await seedLibrary(page, 3)
    await createGame(page, { module: 'rebellion', title: 'Narrow night', players: ['Ana', 'Ben'] })
    await expect(page.getByTestId('toggle-timeline')).toBeInViewport({ ratio: 1 })
    expect(await sideways(page)).toBe(0)
    if (width === 800) await snap(page, 'narrow-800-game')
    await page.goto('./#/')
    await expect(page.getByTestId('recent-game').first()).toBeVisible()
    expect(await sideways(page)).toBe(0)
    const remove = page
      .getByTestId('recent-game')
      .first()
      .getByRole('button', { name: /^Delete/ })
    await remove.scrollIntoViewIfNeeded()
    await expect(remove).toBeInViewport({ ratio: 1 })
    if (width === 800) await snap(page, 'narrow-800-home')
  })
}

test('below 1200 px the timeline drawer closes with Escape or ✕, and the focus goes back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Drawer night', players: ['Ana', 'Ben'] })
  const toggle = page.getByTestId('toggle-timeline')
  const drawer = page.getByTestId('timeline-slot')
  await expect(drawer).toHaveCount(0)
  await toggle.click()
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(toggle).toBeFocused()
  await toggle.click()
  await drawer.getByRole('button', { name: 'Close timeline' }).click()
  await expect(drawer).toHaveCount(0)
  await expect(toggle).toBeFocused()
})

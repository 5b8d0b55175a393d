import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'

// The game screen at the three window sizes players use: the timeline never covers the work area
// unless asked for, the header and tabs stay on one line, and no favicon request fails.
for (const size of [
  { width: 1024, height: 640 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`game screen at ${size.width}×${size.height}`, async ({ page }) => {
    const failed: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
    })
    await page.setViewportSize(size)
    await createGame(page, {
      module: 'rule-the-galaxy',
      title: 'A long evening at the table',
      players: ['Anna', 'Ben'],
    })
    const slot = page.getByTestId('timeline-slot')
    if (size.width < 1200) {
      await expect(slot).toHaveCount(0)
      await page.getByTestId('toggle-timeline').click()
      await expect(slot).toBeVisible()
      await expect(page.getByTestId('timeline')).toContainText('1 event')
    } else {
      // Beside the work area, not over it.
      await expect(slot).toBeVisible()
      const main = await page.locator('.game-main').boundingBox()
      const drawer = await slot.boundingBox()
      expect(main!.x + main!.width).toBeLessThanOrEqual(drawer!.x + 1)
    }
    // One line each: every header button on the same row, and the tabs no taller than one tab.
    const tops = await page
      .locator('.header-actions > button')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
    expect(tops).toHaveLength(5)
    expect(new Set(tops).size).toBe(1)
    const tabs = await page.getByRole('navigation', { name: 'Game tools' }).boundingBox()
    const tab = await page.locator('.tab').first().boundingBox()
    expect(tabs!.height).toBeLessThan(tab!.height * 1.5)
    await snap(page, `game-screen-${size.width}`)
    expect(failed).toEqual([])
  })
}

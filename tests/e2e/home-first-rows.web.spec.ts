import { expect, test, type Page } from '@playwright/test'
import { seedLibrary, snap } from './support'
import { ROW_MIN_PX, ROWS_TOP_MIN_PX } from '../../src-renderer/views/home-row-bounds'

// Home's first screen draws only the game rows a window can show (#12, start-up; views/home-first-rows.ts):
// on a fresh start, as many as fit below the earliest place the list can start, in a window as tall
// as the screen; the others come in the frame after. A reload, and a later visit to Home, draw them
// all at once as before. Whatever the window, no row it shows is missing from the first screen, and
// the bounds the count is worked out from hold at every width, in English and German.

const GAMES = 12

/** Counts the rows each time the list appears anew (from none to some), noted inside the page. */
async function noteFirstRows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { firstRows: number[] }
    w.firstRows = []
    let before = 0
    new MutationObserver(() => {
      const rows = document.querySelectorAll('[data-testid="recent-game"]').length
      if (rows > 0 && before === 0) w.firstRows.push(rows)
      before = rows
    }).observe(document, { subtree: true, childList: true })
  })
}
const firstRows = (page: Page) => page.evaluate(() => (window as unknown as { firstRows: number[] }).firstRows)

/** Where the rows are once all are in the page: the first one's top, the shortest, and how many the window shows. */
function rowsLaidOut(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-testid="recent-game"]')].map((r) => r.getBoundingClientRect())
    return {
      top: rows[0]!.top + window.scrollY,
      shortest: Math.min(...rows.map((r) => r.height)),
      inWindow: rows.filter((r) => r.top < window.innerHeight).length,
      screen: screen.availHeight,
    }
  })
}

/** A fresh start of the app at Home (a new page load, not a reload). */
async function startAtHome(page: Page): Promise<void> {
  await page.goto('about:blank')
  await page.goto('./#/')
  await expect(page.getByTestId('recent-game')).toHaveCount(GAMES)
}

test('a fresh start draws the rows the window can show, the rest a frame later; a reload and a later visit draw all', async ({
  page,
}) => {
  await seedLibrary(page, GAMES)
  await noteFirstRows(page)

  // [width, height, rows drawn with the first screen]: the screen is as tall as the window here,
  // so (height − 600) ÷ 56 rounded up; a window tall enough for all twelve draws them at once.
  const windows: [number, number, number][] = [
    [1280, 800, 4],
    [1280, 1080, 9],
    [800, 900, 6],
    [1920, 1440, GAMES],
  ]
  for (const [width, height, drawn] of windows) {
    await page.setViewportSize({ width, height })
    await startAtHome(page)
    const laidOut = await rowsLaidOut(page)
    expect(laidOut.screen).toBe(height)
    expect(await firstRows(page)).toEqual([drawn])
    // Every row the window shows was drawn with the first screen.
    expect(laidOut.inWindow).toBeLessThanOrEqual(drawn)
    // The bounds hold at this width.
    expect(laidOut.top).toBeGreaterThanOrEqual(ROWS_TOP_MIN_PX)
    expect(laidOut.shortest).toBeGreaterThanOrEqual(ROW_MIN_PX)
  }
  // At 1280 × 1080 four rows show and nine are drawn first.
  await page.setViewportSize({ width: 1280, height: 1080 })
  await startAtHome(page)
  expect(await rowsLaidOut(page)).toMatchObject({ inWindow: 4 })
  await snap(page, 'home-first-rows-1280x1080')

  // A reload may bring back a scroll position: every row at once.
  await page.getByTestId('recent-game').last().scrollIntoViewIfNeeded()
  await page.reload()
  await expect(page.getByTestId('recent-game')).toHaveCount(GAMES)
  expect(await firstRows(page)).toEqual([GAMES])
  // So does Home shown again after another screen.
  await page.getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByTestId('recent-game')).toHaveCount(0)
  await page.getByRole('link', { name: 'Games', exact: true }).click()
  await expect(page.getByTestId('recent-game')).toHaveCount(GAMES)
  expect(await firstRows(page)).toEqual([GAMES, GAMES])
})

test('the bounds the first rows are worked out from hold at every width, in English and German', async ({ page }) => {
  await seedLibrary(page, 3)
  for (const language of ['en', 'de'] as const) {
    if (language === 'de') {
      await page.goto('./#/settings')
      await page.getByTestId('language-de').click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    }
    for (const width of [360, 800, 1024, 1180, 1280, 1920, 3840]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('./#/')
      await expect(page.getByTestId('recent-game')).toHaveCount(3)
      const { top, shortest } = await rowsLaidOut(page)
      expect(top, `${language} at ${width} px`).toBeGreaterThanOrEqual(ROWS_TOP_MIN_PX)
      expect(shortest, `${language} at ${width} px`).toBeGreaterThanOrEqual(ROW_MIN_PX)
    }
  }
})

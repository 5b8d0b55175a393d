import { expect, test } from '@playwright/test'
import { createGame, seedLibrary, snap } from './support'

// The first screen (#12, start-up): Home is drawn once, already listing the saved games (read
// straight from IndexedDB while the app's script runs), in the theme the player chose; the library's
// code loads after it, and everything that needs the library still works.

test('Home is drawn with its games and in the chosen theme at once, and the library works after', async ({ page }) => {
  // What the page looked like the moment Home first appeared, noted inside the page.
  await page.addInitScript(() => {
    const w = window as unknown as { firstHome?: { loaded: string | null; rows: number; theme: string | null } }
    new MutationObserver((_, observer) => {
      const recent = document.querySelector('[data-testid="recent"]')
      if (!recent) return
      w.firstHome = {
        loaded: recent.getAttribute('data-loaded'),
        rows: document.querySelectorAll('[data-testid="recent-game"]').length,
        theme: document.documentElement.getAttribute('data-theme'),
      }
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  })
  const firstHome = () => page.evaluate(() => (window as unknown as { firstHome?: unknown }).firstHome)

  // A first start: no library yet; Home says there are no games, and the library is created after.
  // (How Home was first drawn is not asserted here: a brand-new browser may take longer than the
  // wait to open IndexedDB the very first time, and Home is then drawn at once and fills in.)
  await page.goto('./')
  await expect(page.getByTestId('recent')).toHaveAttribute('data-loaded', 'true')
  await expect(page.getByTestId('recent')).toContainText('No games yet')
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).find((d) => d.name === 'holotable')?.version))
    .toBe(10)

  await createGame(page, { module: 'rebellion', title: 'Friday night', players: ['Ana', 'Ben'] })
  await createGame(page, { module: 'rule-the-galaxy', title: 'Sunday', players: ['Ana', 'Ben'] })
  await page.goto('./#/settings')
  await page.getByTestId('theme-light').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')

  await page.goto('./')
  await page.reload()
  await expect(page.getByTestId('recent-game')).toHaveCount(2)
  expect(await firstHome()).toEqual({ loaded: 'true', rows: 2, theme: 'light' })
  await expect(page.getByTestId('recent-game').first()).toContainText('Sunday')
  await snap(page, 'home-first-screen-light')

  // The library (loaded after the first screen) deletes, and the list follows.
  // A double-click on the dialog's button deletes once and says so once.
  await page.getByTestId('delete-game').first().click()
  await page.getByTestId('confirm-delete').dblclick()
  await expect(page.getByTestId('recent-game')).toHaveCount(1)
  // Said, and the focus is on New game (the row and its Delete button are gone).
  await expect(page.getByText('Deleted “Sunday')).toHaveCount(1)
  await expect(
    page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Deleted “Sunday' }),
  ).toBeVisible()
  await expect(page.getByTestId('new-game')).toBeFocused()
  await page.reload()
  await expect(page.getByTestId('recent-game')).toHaveCount(1)
  await expect(page.getByTestId('recent-game')).toContainText('Friday night')
})

test('a start on another screen reads what that screen needs itself', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Friday night', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  await page.reload()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await expect(page.getByTestId('game-heading')).toHaveText('Friday night')
  await page.goto('./#/settings')
  await page.reload()
  await expect(page.getByTestId('settings')).toBeVisible()
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
})

test('a big library: Home is first drawn with its 20 latest games, the others follow in order', async ({ page }) => {
  await seedLibrary(page, 45)
  // The titles Home listed the moment it first showed its games, noted inside the page.
  await page.addInitScript(() => {
    const w = window as unknown as { firstRows?: string[] }
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="recent"][data-loaded="true"]')) return
      w.firstRows = [...document.querySelectorAll('[data-testid="recent-game"] .game-title')].map((a) => a.textContent!)
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto('./')
  await page.reload()
  const rows = page.getByTestId('recent-game')
  await expect(rows).toHaveCount(45)
  const firstRows = await page.evaluate(() => (window as unknown as { firstRows?: string[] }).firstRows)
  const titles = await rows.locator('.game-title').allTextContents()
  expect(firstRows).toEqual(titles.slice(0, 20))
  // Every game once (the one started and its 44 imported copies), the last reachable at the bottom.
  expect(titles.filter((t) => t === 'Friday night')).toHaveLength(1)
  expect(titles.filter((t) => t === 'Friday night (copy)')).toHaveLength(1)
  expect(new Set(titles).size).toBe(45)
  expect(titles).toContain('Friday night (copy 44)')
  await rows.last().scrollIntoViewIfNeeded()
  await expect(rows.last().locator('.game-title')).toBeInViewport()
  await snap(page, 'home-big-library')
})

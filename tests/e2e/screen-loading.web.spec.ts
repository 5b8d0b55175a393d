import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap } from './support'

// A tab's code loads at idle moments while its game is open, or when the tab is first opened. On a
// slow disk, its place says so until it is there (after a blink, so a quick load does not flash),
// the other tabs stay usable, and the tab appears when it is there.

/** Holds back a tab's code, whenever it is asked for, until released or `ms` have passed. */
async function holdCode(page: Page, file: string, ms: number): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(`**/assets/${file}-*.js`, async (route) => {
    await Promise.race([held, new Promise((r) => setTimeout(r, ms))])
    await route.continue()
  })
  return release
}

test('a slow first load of a tab: "Loading this screen…" in its place, then the tab', async ({ page }) => {
  // The Score tabs' code arrives 1.5 s late, whenever it is asked for (while warming, or on opening).
  const release = await holdCode(page, 'ScoreTab', 1500)
  await createGame(page, { module: 'rule-the-galaxy', title: 'Slow disk', players: ['Ana', 'Ben'] })
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Score' }).click()
  const loading = page.getByTestId('screen-loading')
  await expect(loading).toHaveText('Loading this screen…')
  await expect(loading).toHaveAttribute('role', 'status')
  // Blank for the first 300 ms, then shown.
  await expect(loading).toHaveCSS('opacity', '1')
  await snap(page, 'screen-loading')
  // The game's header still works meanwhile: the other tab opens.
  await openTool(page, 'Table log')
  await expect(page.getByTestId('finish-game')).toBeVisible()
  release()
  await openTool(page, 'Score')
  await expect(page.getByRole('tabpanel', { name: 'Score' })).toHaveText('Scores appear once the game is set up.')
  await expect(page.getByTestId('screen-loading')).toHaveCount(0)
})

test('while a game is open its tabs’ code loads at idle moments: each tab then opens at once, asking for none of it', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => {
    const file = /\/assets\/([^/]+\.js)$/.exec(r.url())?.[1]
    if (file) asked.push(file)
  })
  await createGame(page, { module: 'rule-the-galaxy', title: 'Warm', players: ['Ana', 'Ben'] })
  // Rule the Galaxy's four tabs (Play and Board are its own names; Setup and Score other games have too).
  const tabCode = ['PlayTab-', 'SetupTab-', 'BoardTab-', 'ScoreTab-']
  await expect
    .poll(() => tabCode.filter((name) => asked.some((f) => f.startsWith(name))), { timeout: 10_000 })
    .toEqual(tabCode)
  // Any loading status drawn from now on is noted, however briefly it shows.
  await page.evaluate(() => {
    const seen = window as unknown as { loadingSeen: number }
    seen.loadingSeen = 0
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="screen-loading"]')) seen.loadingSeen++
    }).observe(document.body, { subtree: true, childList: true })
  })
  const askedBefore = asked.length
  // What each tab shows on a game not set up yet.
  for (const [tab, shows] of [
    ['Play', '[data-testid="rtg-not-set-up"]'],
    ['Setup', '[data-testid="rtg-setup"]'],
    ['Board', '[data-testid="rtg-board"], [data-testid="rtg-board-empty"]'],
    ['Score', 'text=Scores appear once the game is set up.'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: tab, exact: true }).click()
    await expect(page.getByRole('tabpanel', { name: tab }).locator(shows)).toBeVisible()
  }
  // (A tab may still load data it draws, such as its game's rules entries for the "?" buttons.)
  const tabCodeAsked = asked.slice(askedBefore).filter((f) => tabCode.some((name) => f.startsWith(name)))
  expect(tabCodeAsked, 'tab code asked for while opening the tabs').toEqual([])
  expect(await page.evaluate(() => (window as unknown as { loadingSeen: number }).loadingSeen)).toBe(0)
})

test('a key pressed while a tab’s code is still loading reaches the tab once it is there', async ({ page }) => {
  // Rebellion's Round tab arrives late (held until released): the player opens it and presses T at once.
  const release = await holdCode(page, 'RoundTab', 10_000)
  await createGame(page, { module: 'rebellion', title: 'Quick fingers', players: ['Ana', 'Ben'] })
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('record-options').click()
  await page.getByTestId('loyalty-app-draw').click()
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Round', exact: true }).click()
  await expect(page.getByTestId('screen-loading')).toHaveCount(1)
  // T (advance the time marker) while the tab is not there yet; nothing else takes it.
  await page.keyboard.press('t')
  await expect(page.getByTestId('advance-error')).toHaveCount(0)
  release()
  // The tab comes, and the key reaches it: in round 1's Assignment phase time cannot move, and it says so.
  await expect(page.getByTestId('advance-error')).toHaveText(
    'Time advances in the Refresh phase; round 1 is in the Assignment phase.',
  )
  await expect(page.getByTestId('screen-loading')).toHaveCount(0)
  await snap(page, 'screen-loading-key-kept')
})

test('a key pressed for a loading tab the player then leaves is not pressed later on the tab left for', async ({
  page,
}) => {
  const release = await holdCode(page, 'RoundTab', 10_000)
  await createGame(page, { module: 'rebellion', title: 'Changed my mind', players: ['Ana', 'Ben'] })
  // The Odds tab first (its code there): the combat calculator is open, M would switch to missions.
  await openTool(page, 'Odds')
  await expect(page.getByTestId('mission-calculator')).toHaveCount(0)
  const tools = page.getByRole('navigation', { name: 'Game tools' })
  await tools.getByRole('tab', { name: 'Round', exact: true }).click()
  await expect(page.getByTestId('screen-loading')).toHaveCount(1)
  // M while the Round tab loads, then back to Odds before it comes.
  await page.keyboard.press('m')
  await openTool(page, 'Odds')
  release()
  // The Round tab's code comes meanwhile (opened later, it is drawn at once); the M stays unpressed.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /RoundTab-/.test(r.name)))
  await page.waitForTimeout(300)
  await expect(page.getByTestId('mission-calculator')).toHaveCount(0)
  // A key pressed now reaches the Odds tab as usual.
  await page.keyboard.press('m')
  await expect(page.getByTestId('mission-calculator')).toBeVisible()
})

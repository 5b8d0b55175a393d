import { expect, test } from '@playwright/test'
import { createGame, openTool, snap } from './support'

// A tab's code loads the first time it is opened. On a slow disk, its place says so (after a blink,
// so a quick load does not flash), the other tabs stay usable, and the tab appears when it is there.

test('a slow first load of a tab: "Loading this screen…" in its place, then the tab', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Slow disk', players: ['Ana', 'Ben'] })
  // From now on, every script the page asks for arrives 1.5 s late.
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/assets/*.js', async (route) => {
    await Promise.race([held, new Promise((r) => setTimeout(r, 1500))])
    await route.continue()
  })
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

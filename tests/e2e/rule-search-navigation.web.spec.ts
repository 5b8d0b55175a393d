import { expect, test } from '@playwright/test'
import { createGame, modKey, snap } from './support'

// The rules search is opened over a screen: leaving that screen (Back, a link or a menu command that
// changes the route) closes it, and the focus goes to the new screen instead of being lost.

test('the rules search closes when the screen changes under it', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Search and leave', players: ['Ana', 'Bo'] })
  const search = page.getByTestId('rule-search')

  // Browser Back, from the game to the New game form.
  await page.keyboard.press(`${modKey()}+k`)
  await page.getByTestId('rule-search-input').pressSequentially('fire')
  await expect(page.getByTestId('rule-hit').first()).toBeVisible()
  await page.goBack()
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  await expect(search).toHaveCount(0)
  await expect(page.locator('main')).toBeFocused()
  await snap(page, 'rule-search-closed-on-back')

  // A route changed by anything else (a link, the desktop menu): Settings.
  await page.keyboard.press(`${modKey()}+k`)
  await expect(page.getByTestId('rule-search-input')).toBeFocused()
  await page.evaluate(() => (location.hash = '#/settings'))
  await expect(page.getByTestId('language-de')).toBeVisible()
  await expect(search).toHaveCount(0)
  await expect(page.locator('main')).toBeFocused()

  // It opens again as usual, empty.
  await page.keyboard.press(`${modKey()}+k`)
  await expect(page.getByTestId('rule-search-input')).toBeFocused()
  await expect(page.getByTestId('rule-search-input')).toHaveValue('')
})

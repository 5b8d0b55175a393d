import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'

// Home's links are plain links the app follows itself (composables/useHashLinks.ts, issue #12):
// each one opens its screen, by mouse and by keyboard, Back returns to Home, and the address is
// the one a RouterLink gave.
test('every kind of link on Home opens its screen, by click and by Enter, and Back returns', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Hoth / “Echo” base', players: ['Leia', 'Vader'] })
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  await page.goto('./#/')
  const row = page.getByTestId('recent-game').first()
  await expect(row.getByRole('link', { name: 'Hoth / “Echo” base' })).toHaveAttribute('href', `#/game/${gameId}`)
  await snap(page, 'home-links')

  const backHome = async (): Promise<void> => {
    await page.goBack()
    await expect(page.getByTestId('home')).toBeVisible()
  }
  // The game's title, then its Resume button.
  await row.getByRole('link', { name: 'Hoth / “Echo” base' }).click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  expect(new URL(page.url()).hash).toMatch(new RegExp(`^#/game/${gameId}(/|$)`))
  await backHome()
  await row.getByRole('link', { name: 'Resume' }).click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await backHome()

  // A game card's New … and its own page; New game at the top, by keyboard.
  await page.getByTestId('game-card-rule-the-galaxy').getByRole('link', { name: /^New / }).click()
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  expect(new URL(page.url()).hash).toBe('#/new/rule-the-galaxy')
  await backHome()
  await page.getByTestId('open-rebellion-odds').click()
  expect(new URL(page.url()).hash).toBe('#/odds/rebellion')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await backHome()
  await page.getByTestId('new-game').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  // New game picks its first game in the address (as it always did).
  expect(new URL(page.url()).hash).toBe('#/new/rebellion')
  await backHome()
  // Home is one entry in the history, not one per link followed.
  await expect(page.getByTestId('recent-game')).toHaveCount(1)
})

// The top bar's links are plain links too: each goes to its section, and the section on screen is
// marked (and is the current page on the section's own address), as RouterLink marked it.
test('the top bar’s links open their sections and mark the one on screen', async ({ page }) => {
  await page.goto('./#/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const link = (name: string) => nav.getByRole('link', { name, exact: true })
  await expect(link('Games')).toHaveClass(/\bactive\b/)
  await expect(link('Games')).toHaveAttribute('aria-current', 'page')
  await link('Rules').click()
  await expect(page).toHaveURL(/#\/rules$/)
  await expect(link('Rules')).toHaveClass(/\bactive\b/)
  await expect(link('Rules')).toHaveAttribute('aria-current', 'page')
  await expect(link('Games')).not.toHaveClass(/\bactive\b/)
  await expect(link('Games')).not.toHaveAttribute('aria-current')
  // An entry of the rules: still the Rules section, no longer its own page.
  await page.goto('./#/rules/angriff-der-rebellen.lost-fight')
  await expect(link('Rules')).toHaveClass(/\bactive\b/)
  await expect(link('Rules')).not.toHaveAttribute('aria-current')
  await link('Settings').press('Enter')
  await expect(page).toHaveURL(/#\/settings$/)
  await expect(link('Settings')).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: 'Holotable home' }).click()
  await expect(page.getByTestId('home')).toBeVisible()
  await expect(link('Games')).toHaveClass(/\bactive\b/)
  await snap(page, 'top-bar-games')
})

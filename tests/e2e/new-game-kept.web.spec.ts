import { expect, test, type Page } from '@playwright/test'

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('holotable.new-game'))

test('the New game form typed and not yet started comes back after a reload and from Home; started, it is gone', async ({
  page,
}) => {
  await page.goto('./#/new/rule-the-galaxy')
  const title = page.getByTestId('game-title')
  await title.fill('Sunday league')
  await page.getByLabel('Player 1 name').fill('Ana')
  await page.getByLabel('Player 2 name').fill('Bo')
  await expect.poll(() => kept(page)).not.toBeNull()
  await page.reload()
  await expect(title).toHaveValue('Sunday league')
  await expect(page.getByLabel('Player 1 name')).toHaveValue('Ana')
  await expect(page.getByLabel('Player 2 name')).toHaveValue('Bo')

  // Away to Home and back to a New game naming no game: the game chosen comes back with the names.
  await page.goto('./#/')
  await page.goto('./#/new')
  await expect(page).toHaveURL(/#\/new\/rule-the-galaxy$/)
  await expect(title).toHaveValue('Sunday league')
  await expect(page.getByLabel('Player 1 name')).toHaveValue('Ana')
  await expect(page.getByLabel('Player 2 name')).toHaveValue('Bo')

  // Started, the game has what was typed and the next New game starts empty.
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-heading')).toHaveText('Sunday league')
  await expect.poll(() => kept(page)).toBeNull()
  await page.goto('./#/new/rule-the-galaxy')
  await page.reload()
  await expect(title).not.toHaveValue('Sunday league')
  await expect(title).toHaveValue(/^Rule the Galaxy — /)
  await expect(page.getByLabel('Player 1 name')).toHaveValue('')
  await expect(page.getByLabel('Player 2 name')).toHaveValue('')
})

test('a kept New game form that is damaged or names no game is not used', async ({ page }) => {
  await page.goto('./#/')
  await page.evaluate(() =>
    localStorage.setItem(
      'holotable.new-game',
      JSON.stringify({ basis: 'null', draft: { game: 'no-such-game', title: 'Ghost', names: ['Ana'] } }),
    ),
  )
  await page.goto('./#/new/rule-the-galaxy')
  await expect(page.getByTestId('game-title')).toHaveValue(/^Rule the Galaxy — /)
  await expect(page.getByLabel('Player 1 name')).toHaveValue('')
  await expect.poll(() => kept(page)).toBeNull()
})

test('Cancel throws the New game form kept away', async ({ page }) => {
  await page.goto('./#/new/rule-the-galaxy')
  await page.getByLabel('Player 1 name').fill('Ana')
  await expect.poll(() => kept(page)).not.toBeNull()
  await page.getByTestId('cancel-new-game').click()
  await expect(page.getByTestId('new-game-view')).toHaveCount(0)
  await expect.poll(() => kept(page)).toBeNull()
  await page.goto('./#/new/rule-the-galaxy')
  await expect(page.getByLabel('Player 1 name')).toHaveValue('')
})

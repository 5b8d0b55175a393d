import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'

const kept = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('holotable.rename.')))

test('a new name typed and not yet saved comes back after a reload, for its game only; saved, it is gone', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Friday', players: ['Ana', 'Bo'] })
  const gameUrl = page.url()
  await page.getByTestId('rename-game').click()
  await page.getByTestId('rename-input').fill('Friday rema')
  await page.reload()
  await expect(page.getByTestId('rename-dialog')).toBeVisible()
  await expect(page.getByTestId('rename-input')).toHaveValue('Friday rema')

  // Another game opens without it, and its Rename starts from its own title.
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Other', players: ['Ana', 'Bo'] })
  await expect(page.getByTestId('rename-dialog')).toHaveCount(0)
  await page.getByTestId('rename-game').click()
  await expect(page.getByTestId('rename-input')).toHaveValue('Other')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('rename-dialog')).toHaveCount(0)

  await page.goto(gameUrl)
  await expect(page.getByTestId('rename-input')).toHaveValue('Friday rema')
  await page.getByTestId('rename-input').fill('Friday rematch')
  await page.getByTestId('rename-save').click()
  await expect(page.getByTestId('game-heading')).toHaveText('Friday rematch')
  await expect.poll(() => kept(page)).toEqual([])
  await page.reload()
  await expect(page.getByTestId('game-heading')).toHaveText('Friday rematch')
  await expect(page.getByTestId('rename-dialog')).toHaveCount(0)

  // Cancel throws a half-typed name away.
  await page.getByTestId('rename-game').click()
  await page.getByTestId('rename-input').fill('Oops')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.reload()
  await expect(page.getByTestId('game-heading')).toHaveText('Friday rematch')
  await expect(page.getByTestId('rename-dialog')).toHaveCount(0)
})

test('a kept name comes back with the caret after it: the letters typed next are added to it, not put in its place', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Friday', players: ['Ana', 'Bo'] })
  await page.getByTestId('rename-game').click()
  // A fresh Rename selects the whole title: typing replaces it.
  await expect(page.getByTestId('rename-input')).toBeFocused()
  await page.keyboard.type('Friday rema')
  await expect(page.getByTestId('rename-input')).toHaveValue('Friday rema')
  await expect.poll(() => kept(page)).toHaveLength(1)
  await page.reload()
  await expect(page.getByTestId('rename-input')).toHaveValue('Friday rema')
  await expect(page.getByTestId('rename-input')).toBeFocused()
  await page.keyboard.type('tch')
  await expect(page.getByTestId('rename-input')).toHaveValue('Friday rematch')
  await snap(page, 'rename-kept-caret')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('game-heading')).toHaveText('Friday rematch')

  // In German, at 420 px wide, the same.
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.setViewportSize({ width: 420, height: 800 })
  await page.goBack()
  await page.getByTestId('rename-game').click()
  await page.keyboard.type('Freitag, Rück')
  await expect.poll(() => kept(page)).toHaveLength(1)
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Diese Partie umbenennen' })).toBeVisible()
  await page.keyboard.type('spiel')
  await expect(page.getByTestId('rename-input')).toHaveValue('Freitag, Rückspiel')
  await snap(page, 'rename-kept-caret-de-420')
})

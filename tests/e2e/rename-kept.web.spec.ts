import { expect, test } from '@playwright/test'
import { createGame } from './support'

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

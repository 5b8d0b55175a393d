import { expect, test } from '@playwright/test'
import { createGame, modKey } from './support'

test('Finish game by keyboard: the focus goes to the result, and back to Finish game when Ctrl+Z undoes it', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Keys only', players: ['Ana', 'Bo'] })
  await page.getByTestId('finish-game').focus()
  await page.keyboard.press('Enter')
  await page.getByTestId('confirm-finish').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('game-finished-badge')).toBeVisible()
  await expect(page.getByTestId('result')).toBeFocused()

  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('game-finished-badge')).toHaveCount(0)
  await expect(page.getByTestId('finish-game')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('confirm-finish')).toBeVisible()
})

import { expect, test } from '@playwright/test'
import { createGame, modKey, snap } from './support'
import { toBosInterceptor } from './angriff-support'

// A fight entered but not yet recorded survives a reload (angriff-der-rebellen/fight-draft.ts): the
// neighbour's roll, the player's roll and the spend the player chose come back as they were; once
// the fight is recorded nothing of it is kept, and undoing the record shows the fight afresh.

const DRAFT = (gameId: string): string => `holotable.angriff-der-rebellen.fight.${gameId}`

test('a fight half entered comes back after a reload, spend included; recorded, it is gone', async ({ page }) => {
  test.setTimeout(150_000)
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo', 'Cy'] })
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('ar-start').click()
  await tabs.getByRole('tab', { name: 'Space' }).click()
  // Astromechs for all, Bo takes a chip from an Interceptor, then meets another one.
  await toBosInterceptor(page)

  // Bo (astromech +1, one chip) against strength 3: the ship rolls 4 (7), Bo rolls 5 (6): one chip
  // wins, and the advice spends it. Bo keeps the chip instead (and loses), then the page is reloaded.
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-4').click()
  await page.getByTestId('ar-roll-5').click()
  await expect(page.getByTestId('ar-chips-used')).toHaveText('1')
  await page.getByRole('button', { name: 'One chip fewer' }).click()
  await expect(page.getByTestId('ar-chips-used')).toHaveText('0')
  await expect(page.getByTestId('ar-own-total')).toContainText('You: 6 against 7 → you lose')
  await page.reload()
  await expect(page.getByTestId('ar-ship-roll-4')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('ar-roll-5')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('ar-chips-used')).toHaveText('0')
  await expect(page.getByTestId('ar-own-total')).toContainText('You: 6 against 7 → you lose')
  await snap(page, 'ar-fight-after-reload')
  // Another tab and back: still there.
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await tabs.getByRole('tab', { name: 'Space' }).click()
  await expect(page.getByTestId('ar-roll-5')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('ar-chips-used')).toHaveText('0')

  // Bo spends the chip after all and records the fight: nothing of it is kept.
  await page.getByRole('button', { name: 'One chip more' }).click()
  await expect(page.getByTestId('ar-own-total')).toContainText('You: 7 against 7 → you win')
  await page.getByTestId('ar-record-fight').click()
  await expect(page.getByTestId('ar-player-p2')).toContainText('TIE Interceptor')
  await expect(page.getByTestId('ar-duel')).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT(gameId))).toBeNull()
  await page.reload()
  await expect(page.getByTestId('ar-player-p2')).toContainText('TIE Interceptor')
  await expect(page.getByTestId('ar-duel')).toHaveCount(0)
  // Undoing the record shows the fight again, with nothing entered.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-fight')).toBeVisible()
  await page.getByTestId('ar-fight').click()
  await expect(page.getByTestId('ar-duel').locator('[aria-pressed="true"]')).toHaveCount(0)
})

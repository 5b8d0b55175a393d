import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, snap } from './support'

// A fight entered but not yet recorded survives a reload (angriff-der-rebellen/fight-draft.ts): the
// neighbour's roll, the player's roll and the spend the player chose come back as they were; once
// the fight is recorded nothing of it is kept, and undoing the record shows the fight afresh.

async function turn(page: Page, moveTo: number, revealAt: number, tile: string): Promise<void> {
  await page.getByTestId(`ar-space-${moveTo}`).click()
  await expect(page.getByTestId('ar-status')).toContainText('reveal a face-down tile')
  await page.getByTestId(`ar-space-${revealAt}`).click()
  await page.getByTestId(`ar-tile-${tile}`).click()
}

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
  await turn(page, 1, 2, 'astromech')
  await turn(page, 7, 6, 'astromech')
  await turn(page, 8, 9, 'asteroid-field')
  await turn(page, 5, 4, 'astromech')
  await turn(page, 6, 10, 'tie-interceptor')
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-4').click()
  await page.getByTestId('ar-roll-3').click()
  await page.getByTestId('ar-record-fight').click()
  await turn(page, 11, 10, 'tie-interceptor')
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p2')).toContainText('1 / 5')
  await turn(page, 4, 0, 'ally')
  await turn(page, 2, 3, 'tie-bomber')
  await page.getByTestId('ar-strength-input').fill('2')
  await page.getByTestId('ar-points-input').fill('3')
  await page.getByTestId('ar-ship-values-save').click()
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-2').click()
  await page.getByTestId('ar-roll-5').click()
  await page.getByTestId('ar-record-fight').click()
  await turn(page, 15, 14, 'tie-interceptor')

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

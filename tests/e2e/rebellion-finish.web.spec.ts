import { expect, test } from '@playwright/test'
import { importFixture, openTool, snap } from './support'

// Rebellion keeps no points: once a side has won, the Table log's "Finish game…" offers that side's
// players as the winners, not whoever leads the generic score sheet.
test('Finish game… ticks the side that won, not the score sheet’s leader', async ({ page }) => {
  // The Empire (Ana) conquered the Rebel base; Ben (the Rebels) has 1 on the score sheet.
  await importFixture(page, 'rebellion')
  await expect(page.getByTestId('game-heading')).toHaveText('Friday night')
  // Undo the finish, so the game stands won but not finished.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('timeline-event').first()).toContainText('Undid: Game finished')
  await openTool(page, 'Table log')
  await page.getByTestId('finish-game').click()
  const dialog = page.getByTestId('finish-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('winner-p1')).toBeChecked()
  await expect(dialog.getByTestId('winner-p2')).not.toBeChecked()
  await expect(dialog.getByRole('textbox', { name: 'Ben final score' })).toHaveValue('1')
  await snap(page, 'rebellion-finish-dialog')
  await dialog.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('timeline-event').first()).toContainText('winner: Ana')
})

import { expect, test } from '@playwright/test'
import { openTool } from './support'
import { placeUnit, pressKeys as press, startAtDeal } from './rtg-support'

// Rulebook, Ending the Game: the points decide the winner "when the players have destroyed all enemy
// units". Finish game pressed with units still on the board said "All units destroyed." under the
// ticked leader; it now says the game was finished before that, and how the players were ranked.

test('Finish game before every unit is destroyed does not claim they all were', async ({ page }) => {
  await startAtDeal(page, 'Stopped early', ['Ana', 'Ben'])
  await press(page, 'rf')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 3, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 8, 'multi')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'ccbs')
  await page.keyboard.press('d')
  await page.getByTestId('destroy-u1').click()
  await expect(page.getByTestId('current-hand')).toContainText('Chewbacca 0')

  await openTool(page, 'Table log')
  await page.getByTestId('finish-game').click()
  const dialog = page.getByTestId('finish-dialog')
  await expect(dialog).toContainText(
    'Finished before every unit was destroyed: ranked by points, then by units destroyed.',
  )
  await expect(dialog).not.toContainText('All units destroyed')
  await expect(dialog.getByRole('checkbox')).toHaveCount(2)
  await expect(dialog.getByRole('checkbox').first()).toBeChecked()
  await expect(dialog.getByRole('checkbox').last()).not.toBeChecked()
})

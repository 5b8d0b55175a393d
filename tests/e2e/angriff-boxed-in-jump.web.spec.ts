import { expect, test } from '@playwright/test'
import { startedOnSpace, turn } from './angriff-support'

// Rulebook, "1. Move your own Rebel ship one space": if no adjacent tile is free, the ship moves
// onto the next free tile behind an occupied one. A boxed-in ship tapped onto a neighbour's ship was
// told only "another Rebel ship stands there": nothing said it may jump, nor how.
test('a boxed-in ship moved onto another ship is told it can only jump, and jumps', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo', 'Cy']) // corners: Ana top left, Bo top right, Cy bottom left
  await turn(page, 1, 5, 'asteroid-field')
  await turn(page, 2, 6, 'asteroid-field')
  await turn(page, 8, 9, 'asteroid-field')
  await turn(page, 0, 4, 'astromech')
  await turn(page, 1, 5, 'asteroid-field')
  await turn(page, 4, 5, 'asteroid-field')
  // Ana in the top left corner, Bo to her right, Cy below her: only the jumps are lit, and the
  // prompt says it is a jump (it said "move your ship one space").
  await expect(page.getByTestId('ar-status')).toContainText(
    'Ana (Millennium Falcon): jump past the ships to the first free tile in a straight line, since no tile next to your ship is free (tap a lit tile)',
  )
  await expect(page.locator('[data-testid^="ar-space-"].target')).toHaveCount(2)
  await expect(page.getByTestId('ar-space-2')).toHaveClass(/target/)
  await expect(page.getByTestId('ar-space-8')).toHaveClass(/target/)
  await page.getByTestId('ar-space-1').click()
  await expect(page.getByTestId('ar-error')).toHaveText(
    'Not entered: another Rebel ship stands there, and no tile next to your ship is free: it can only jump, past the ships to the first free tile in a straight line (tap a lit tile).',
  )
  await page.getByTestId('ar-space-2').click()
  await expect(page.getByTestId('ar-status')).toContainText('reveal a face-down tile')

  await expect(page.getByTestId('ar-error')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'
import { modKey, writesSettled } from './support'
import { startedOnSpace, turn } from './angriff-support'

// A game finished from Finish game takes no move until the finish is undone. Its Space tab still
// said 'Bo (X-Wing): move your ship one space (tap a lit tile)' with tiles lit, and a tap was refused.
test('a finished game’s Space tab offers no move; the finish undone, the move is offered again', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  await turn(page, 1, 5, 'asteroid-field')
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): move your ship')
  await writesSettled(page)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toBeVisible()
  await writesSettled(page)

  await tabs.getByRole('tab', { name: 'Space' }).click()
  await expect(page.getByTestId('ar-finished')).toHaveText('The game is finished: undo the finish (Ctrl+Z) to play on.')
  await expect(page.getByTestId('ar-status')).toHaveCount(0)
  await expect(page.locator('[data-testid^="ar-space-"].target')).toHaveCount(0)
  await page.screenshot({ path: '/tmp/h2-finished-space.png' })

  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): move your ship')
  await expect(page.getByTestId('ar-finished')).toHaveCount(0)
  await expect(page.locator('[data-testid^="ar-space-"].target')).not.toHaveCount(0)
})

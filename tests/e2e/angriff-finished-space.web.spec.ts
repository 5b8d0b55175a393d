import { expect, test, type Page } from '@playwright/test'
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

  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): move your ship')
  await expect(page.getByTestId('ar-finished')).toHaveCount(0)
  await expect(page.locator('[data-testid^="ar-space-"].target')).not.toHaveCount(0)
})

async function finishFromTableLog(page: Page): Promise<void> {
  await writesSettled(page)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toBeVisible()
  await writesSettled(page)
  await tabs.getByRole('tab', { name: 'Space' }).click()
}

// Finished mid-turn, the tile picked for a reveal and a revealed ship's fight stayed on the tab,
// and a press on them was refused; now they go with the turn prompt and come back with the undo.
test('a game finished mid-turn shows neither the tile choice nor the fight; the finish undone, both are back', async ({
  page,
}) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  await page.getByTestId('ar-space-1').click()
  await expect(page.getByTestId('ar-status')).toContainText('reveal a face-down tile')
  await writesSettled(page)
  await page.getByTestId('ar-space-5').click()
  await expect(page.getByTestId('ar-reveal')).toBeVisible()
  await finishFromTableLog(page)
  await expect(page.getByTestId('ar-finished')).toBeVisible()
  await expect(page.getByTestId('ar-reveal')).toHaveCount(0)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-reveal')).toBeVisible()

  await page.getByTestId('ar-tile-tie-interceptor').click()
  await expect(page.getByTestId('ar-duel')).toBeVisible()
  await finishFromTableLog(page)
  await expect(page.getByTestId('ar-finished')).toBeVisible()
  await expect(page.getByTestId('ar-duel')).toHaveCount(0)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-duel')).toBeVisible()
  await expect(page.getByTestId('ar-finished')).toHaveCount(0)
})

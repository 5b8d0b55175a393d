import { expect, test } from '@playwright/test'
import { countWrites, createGame, doubleClickAfterWrite } from './support'

// A mouse double click on a Setup step ticked it and unticked it at once (two writes): the screen
// shows the tick before it is written, so the second click of the pair read the ticked step. A double
// click is one press; Space and a later click still toggle.
test('Setup steps: a double click ticks once; Space and a later click still toggle', async ({ page }) => {
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo'] })
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Setup' }).click()
  const committed = await countWrites(page)
  const step = page.getByTestId('ar-step-ships')
  await doubleClickAfterWrite(page, step, committed)
  await expect(step).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('ar-setup-progress')).toContainText('1 / 6 done')
  // The next step clicked right away is its own press.
  await page.getByTestId('ar-step-grid').click()
  await expect(page.getByTestId('ar-setup-progress')).toContainText('2 / 6 done')
  await expect.poll(committed).toBe(2)
  await step.focus()
  await page.keyboard.press('Space')
  await expect(step).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(committed).toBe(3)
  await step.click()
  await expect(step).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('ar-setup-progress')).toContainText('2 / 6 done')
  await expect.poll(committed).toBe(4)
})

import { expect, test } from '@playwright/test'
import { countWrites, createGame, doubleClickAfterWrite, openTool } from './support'

// Rule the Galaxy's Setup checklist: a mouse double click on a step's box ticked it and unticked it
// (two writes), because the screen shows the tick before it is written and the second click of the
// pair read the ticked step. A double click is one press, as on Rebellion's checklists; Space, Enter
// and the step's number key still toggle on every press, and a later click toggles as usual.
test('Setup checklist: a double click ticks once; keys and a later click still toggle', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rule-the-galaxy', title: 'Setup tick twice', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  const progress = page.getByTestId('setup-progress')
  await expect(progress).toContainText('0 / 9 done')
  const line = (done: boolean) =>
    page
      .getByTestId('timeline-event')
      .filter({ hasText: new RegExp(`#\\d+\\s*Setup: “Resistance deck” ${done ? 'done' : 'reopened'}`) })
  const deck = page.getByTestId('setup-step-deck').getByRole('checkbox')
  const board = page.getByTestId('setup-step-board').getByRole('checkbox')

  const committed = await countWrites(page)
  await doubleClickAfterWrite(page, deck, committed)
  await expect(deck).toBeChecked()
  await expect(progress).toContainText('1 / 9 done')
  // A click on another step right away is its own press (a second write from the double click would make 3).
  await board.click()
  await expect(board).toBeChecked()
  await expect.poll(committed).toBe(2)
  await expect(line(true)).toHaveCount(1)
  await expect(line(false)).toHaveCount(0)

  // Space pressed twice quickly on the focused box: two presses, untick then tick.
  await deck.focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Space')
  await expect.poll(committed).toBe(4)
  await expect(deck).toBeChecked()
  // Enter on the focused box toggles it too, each press.
  await page.keyboard.press('Enter')
  await expect(deck).not.toBeChecked()
  await expect.poll(committed).toBe(5)
  await page.keyboard.press('Enter')
  await expect(deck).toBeChecked()
  await expect.poll(committed).toBe(6)
  // The step's number key, pressed twice quickly: two presses as well.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('2')
  await page.keyboard.press('2')
  await expect.poll(committed).toBe(8)
  await expect(deck).toBeChecked()
  // A deliberate click later unticks it.
  await deck.click()
  await expect(deck).not.toBeChecked()
  await expect.poll(committed).toBe(9)
  await expect(progress).toContainText('1 / 9 done')
  await expect(line(true)).toHaveCount(4)
  await expect(line(false)).toHaveCount(4)
  await page.reload()
  await openTool(page, 'Setup')
  await expect(page.getByTestId('setup-step-deck').getByRole('checkbox')).not.toBeChecked()
  await expect(page.getByTestId('setup-step-board').getByRole('checkbox')).toBeChecked()
  await expect(page.getByTestId('setup-progress')).toContainText('1 / 9 done')
  expect(errors).toEqual([])
})

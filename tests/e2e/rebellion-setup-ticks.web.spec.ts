import { expect, test } from '@playwright/test'
import { countWrites, createGame, doubleClickAfterWrite, openTool, snap } from './support'

// A mouse double click on a Setup checklist step ticked it and unticked it at once (two writes): the
// screen shows the tick before it is written, so the second click of the pair read the ticked step
// and unticked it. A double click is one press; Space, Enter and a later click still toggle, and a
// click on another step is never held back.
test('Setup checklist: a double click ticks once; Space, Enter and a later click still toggle', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Setup tick twice', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  // The count starts before the changes it waits for: the options recorded, then each press.
  const committed = await countWrites(page)
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('setup-progress-text')).toHaveText('0 of 14 done')
  await expect.poll(committed).toBe(1)
  const line = (done: boolean) =>
    page
      .getByTestId('timeline-event')
      .filter({ hasText: new RegExp(`#\\d+\\s*Setup: “Factions” ${done ? 'done' : 'reopened'}`) })
  const step = page.getByTestId('tick-factions')
  await doubleClickAfterWrite(page, step, committed, 2)
  await expect(step).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('1 of 14 done')
  // A click on the next step right away is its own press.
  await page.getByTestId('tick-leaders').click()
  await expect(page.getByTestId('tick-leaders')).toHaveAttribute('aria-checked', 'true')
  await expect.poll(committed).toBe(3)
  // Space on the focused step unticks it: one more write, not two.
  await step.focus()
  await page.keyboard.press('Space')
  await expect(step).toHaveAttribute('aria-checked', 'false')
  await expect.poll(committed).toBe(4)
  await page.keyboard.press('Enter')
  await expect(step).toHaveAttribute('aria-checked', 'true')
  await expect.poll(committed).toBe(5)
  // A deliberate click later unticks it again.
  await step.click()
  await expect(step).toHaveAttribute('aria-checked', 'false')
  await expect.poll(committed).toBe(6)
  await expect(page.getByTestId('setup-progress-text')).toHaveText('1 of 14 done')
  await expect(line(true)).toHaveCount(2)
  await expect(line(false)).toHaveCount(2)
  await page.reload()
  await openTool(page, 'Setup')
  await expect(page.getByTestId('tick-factions')).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByTestId('tick-leaders')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('1 of 14 done')
  await expect(line(true)).toHaveCount(2)
  await expect(line(false)).toHaveCount(2)
  expect(errors).toEqual([])
})

// Enter pressed twice quickly on the Rebel base's Record recorded the same base twice (two private
// lines in the timeline): the choice stayed in the select until the first record was written. It
// empties at once; pressed again with nothing chosen since, Record says nothing.
test('Rebel base: Record pressed twice quickly records the base once', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Base twice', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('opt-first-game').check()
  await page.getByTestId('record-options').click()
  // The count starts before the changes it waits for: the first game's three records, then the base.
  const committed = await countWrites(page)
  await page.getByTestId('first-game-record').click()
  await expect(page.getByTestId('first-game-recorded')).toBeVisible()
  await expect.poll(committed).toBe(3)
  await page.getByTestId('rebel-private-show').click()
  const chosen = page.getByTestId('timeline-event').filter({ hasText: 'Rebel base location chosen (private)' })
  await page.getByTestId('base-choice').selectOption('endor')
  await page.getByTestId('base-choice-record').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('base-chosen')).toHaveText('Your base: Endor')
  await expect(page.getByTestId('base-choice')).toHaveValue('')
  await expect.poll(committed).toBe(4)
  await expect(chosen).toHaveCount(1)
  await expect(page.getByTestId('base-choice-error')).toHaveCount(0)
  // Pressed again later with nothing chosen, it still asks for a system.
  await page.getByTestId('base-choice').selectOption('endor')
  await page.getByTestId('base-choice').selectOption('')
  await page.getByTestId('base-choice-record').click()
  await expect(page.getByTestId('base-choice-error')).toHaveText(
    'Choose the system whose probe card you put under the Location space.',
  )
  await page.reload()
  await openTool(page, 'Setup')
  await page.getByTestId('rebel-private-show').click()
  await expect(page.getByTestId('base-chosen')).toHaveText('Your base: Endor')
  await expect(chosen).toHaveCount(1)
  expect(errors).toEqual([])
})

// Changing the options once play had begun warned only of 'ticks, draws and deployments', and going
// ahead took the game back to setup: the rounds played and the time track went too. The warning
// says so once play has begun (Undo brings it all back).
test('Changing the options: the warning names the rounds played once play has begun', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Options again', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('record-options').click()
  await page.getByTestId('tick-factions').click()
  await expect(page.getByTestId('setup-progress-text')).toHaveText('1 of 14 done')
  const warning = page.getByTestId('options-reset-warning')
  await page.getByTestId('change-options').click()
  await page.getByTestId('record-options').click()
  await expect(warning).toHaveText(
    'Changing the options starts the setup again: ticks, draws and deployments are cleared (Undo brings them back). Press the button again to go ahead.',
  )
  await page.getByRole('button', { name: 'Cancel' }).click()
  await openTool(page, 'Round')
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Command phase')
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await openTool(page, 'Setup')
  await page.getByTestId('change-options').click()
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('record-options').click()
  await expect(warning).toHaveText(
    'The game is under way (round 1): changing the options starts it again from setup. The rounds played, the time track, the board, ticks, draws and deployments are cleared (Undo brings them back). Press the button again to go ahead.',
  )
  await snap(page, 'rebellion-setup-options-reset-play')
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('options-summary')).toHaveText('Rise of the Empire · standard setup')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('0 of 14 done')
  await expect(page.getByTestId('game-progress')).not.toContainText('Round 1 · Refresh phase')
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await expect(page.getByTestId('options-summary')).toHaveText('Base game · standard setup')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('1 of 14 done')
  expect(errors).toEqual([])
})

import { expect, test } from '@playwright/test'
import { countWrites, createGame, doubleClickAfterWrite, openTool } from './support'

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

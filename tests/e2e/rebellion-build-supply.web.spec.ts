import { expect, test, type Page } from '@playwright/test'
import { countWrites, createGame, modKey, openTool, recordUnits, snap, writesSettled } from './support'

// Base rules, Build: units are taken "from the supply". The box holds 4 Rebel Transports; with 3 on
// the board and 1 on the build queue (a card put it there), the Rebel Base space's space triangle
// cannot become a fifth: the build is refused with the box's numbers, nothing is queued, pressing
// again or reloading changes nothing, and an X-wing picked instead is built.

const FULL =
  'Not built: The box holds 4 Rebel Transport figures and 4 are already in use (3 on the board, 1 in the build queue), so 1 more cannot be built: units come from the supply. If your copy has more, correct it in Settings › Data corrections.'

/** The Rebel Base space's space triangle (X-wing, Y-wing or Rebel Transport) is the list's only choice. */
async function pickSpaceUnit(page: Page, unit: string): Promise<void> {
  const pick = page.locator('[data-testid^="pick-rebels-"]')
  await expect(pick).toHaveCount(1)
  await pick.selectOption(unit)
  await expect(pick).toHaveValue(unit)
}

test('a build the box cannot hold is refused with its numbers, nothing queued, across a press twice and a reload', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Supply night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Units')
  await recordUnits(page, 'kashyyyk', 'rebels', '3 rebel transport')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-transport')).toHaveText('3')

  // A card puts a fourth on the build queue (space 2).
  await openTool(page, 'Build')
  await page.getByTestId('build-rebels').locator('summary', { hasText: 'Project card' }).click()
  await page.getByTestId('extra-unit-rebels').selectOption('rebel-transport')
  await page.getByTestId('build-rebels').getByLabel('Queue space').selectOption('2')
  await page.getByTestId('extra-add-rebels').click()
  await expect(page.getByTestId('queue-rebels-2')).toContainText('1 × Rebel Transport')

  // Refresh phase, time to space 2 (a build icon).
  await openTool(page, 'Round')
  // Next phase is one press at a time (usePressGuard): the second once the first is written.
  await page.getByTestId('next-phase').click()
  await writesSettled(page)
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await page.getByTestId('advance-time').click()
  await expect(page.getByTestId('time-space')).toHaveText('2')

  // The Rebels pick a Rebel Transport: refused, with the box's count and what holds it.
  await openTool(page, 'Build')
  await expect(page.getByTestId('build-icon-badge')).toHaveText('build icon this round')
  await pickSpaceUnit(page, 'rebel-transport')
  const commits = await countWrites(page)
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('build-error-rebels')).toHaveText(FULL)
  await expect(page.getByTestId('built-rebels')).toHaveCount(0)
  await expect(page.getByTestId('queue-rebels-1')).toHaveAttribute('data-count', '0')
  await expect(page.getByTestId('queue-rebels-2')).toHaveAttribute('data-count', '1')
  // Pressed again: the same refusal, still nothing queued.
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('build-error-rebels')).toHaveText(FULL)
  await expect(page.getByTestId('queue-rebels-1')).toHaveAttribute('data-count', '0')
  await snap(page, 'rebellion-build-supply-refused')
  // Nothing was written, and the Round tab's Build step is still open.
  expect(await commits()).toBe(0)
  await openTool(page, 'Round')
  await expect(page.getByTestId('rtick-build')).toHaveAttribute('aria-checked', 'false')

  // After a reload the game is as it was, and the same build is refused the same way.
  await page.reload()
  await openTool(page, 'Build')
  await expect(page.getByTestId('queue-rebels-1')).toHaveAttribute('data-count', '0')
  await expect(page.getByTestId('queue-rebels-2')).toHaveAttribute('data-count', '1')
  await expect(page.getByTestId('built-rebels')).toHaveCount(0)
  await expect(page.getByTestId('build-icon-badge')).toHaveText('build icon this round')
  await pickSpaceUnit(page, 'rebel-transport')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('build-error-rebels')).toHaveText(FULL)
  await expect(page.getByTestId('queue-rebels-1')).toHaveAttribute('data-count', '0')

  // An X-wing instead: built, beside the Rebel Trooper, on space 1.
  await pickSpaceUnit(page, 'x-wing')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('built-rebels')).toBeVisible()
  await expect(page.getByTestId('build-error-rebels')).toHaveCount(0)
  await expect(page.getByTestId('queue-rebels-1')).toHaveAttribute('data-count', '2')
  await expect(page.getByTestId('queue-rebels-1')).toContainText('1 × X-wing')
  await expect(page.getByTestId('queue-rebels-1')).not.toContainText('Rebel Transport')

  // Undo takes the build back; a fifth transport is still refused.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('built-rebels')).toHaveCount(0)
  await expect(page.getByTestId('queue-rebels-1')).toHaveAttribute('data-count', '0')
  await pickSpaceUnit(page, 'rebel-transport')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('build-error-rebels')).toHaveText(FULL)
  await expect(page.getByTestId('queue-rebels-1')).toHaveAttribute('data-count', '0')
  expect(errors).toEqual([])
})

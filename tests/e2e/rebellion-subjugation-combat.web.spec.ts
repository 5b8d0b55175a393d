import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, openTool, recordUnits, snap, toCommandPhase } from './support'

// Base rules, "Subjugation": whenever a subjugated system has no Imperial ground unit left, its marker
// is discarded (the RotE sheet's round end says the same). Taking the last one off with "−" on the
// Units tab did that already; a combat round recorded in the battle tracker that destroys the last
// one now does it too, in the same record: a double press records one round, undo brings the
// Stormtrooper and the marker back together, and a reload keeps each state.

const timelineLine = (page: Page, text: string) =>
  page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })
const ROUND_LINE =
  'Combat in Naboo, round 1: Empire lost 1 Stormtrooper; Rebels lost nothing; no Imperial ground unit is left there, so the subjugation marker came off'

async function subjugated(page: Page, system: string): Promise<string | null> {
  await openTool(page, 'Systems')
  const v = await page.getByTestId(`subjugated-${system}`).getAttribute('aria-pressed')
  await openTool(page, 'Units')
  return v
}

test('the last Imperial ground unit destroyed in a recorded round takes the subjugation marker off', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Naboo night', players: ['Leia', 'Vader'] })
  await toCommandPhase(page)
  // Naboo is loyal to the Rebels; a Stormtrooper lands there and subjugates it.
  await openTool(page, 'Systems')
  await page.getByTestId('loyalty-naboo-rebel').click()
  await openTool(page, 'Units')
  await recordUnits(page, 'naboo', 'empire', '1 stormtrooper, 1 tie')
  await recordUnits(page, 'naboo', 'rebels', '2 troops')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('2')
  expect(await subjugated(page, 'naboo')).toBe('true')

  // The Rebel Troopers destroy the Stormtrooper; Record pressed twice in one instant: one round.
  await page.getByTestId('forces-system').selectOption('naboo')
  await page.getByTestId('fight').click()
  await page.getByTestId('lost-empire-stormtrooper-0').fill('1')
  await page.getByTestId('round-form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit()
    form.requestSubmit()
  })
  await expect(timelineLine(page, ROUND_LINE)).toHaveCount(1)
  await expect(page.getByTestId('timeline-event').filter({ hasText: 'round 2' })).toHaveCount(0)
  // Nothing is left to do by hand: the marker came off with the round.
  await expect(page.getByTestId('battle-follow-ups')).toHaveCount(0)
  await snap(page, 'rebellion-subjugation-combat')
  expect(await subjugated(page, 'naboo')).toBe('false')
  await openTool(page, 'Systems')
  await expect(page.getByTestId('loyalty-naboo-rebel')).toHaveAttribute('aria-pressed', 'true')
  await openTool(page, 'Units')

  // Undo takes the round back whole: the Stormtrooper and the marker are back; a reload keeps that.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await page.getByTestId('forces-system').selectOption('naboo')
  await expect(page.getByTestId('forces-empire').getByTestId('count-stormtrooper')).toHaveText('1')
  expect(await subjugated(page, 'naboo')).toBe('true')
  await page.reload()
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('naboo')
  await expect(page.getByTestId('forces-empire').getByTestId('count-stormtrooper')).toHaveText('1')
  expect(await subjugated(page, 'naboo')).toBe('true')

  // Recorded again after the reload (the tracker opened at Naboo this round is open still): off
  // again, and a reload keeps it off.
  await page.getByTestId('forces-system').selectOption('naboo')
  await expect(page.getByTestId('battle-tracker')).toBeVisible()
  await page.getByTestId('lost-empire-stormtrooper-0').fill('1')
  await page.getByTestId('record-round').click()
  await expect(timelineLine(page, ROUND_LINE)).toHaveCount(2)
  await page.reload()
  await openTool(page, 'Units')
  expect(await subjugated(page, 'naboo')).toBe('false')
  await page.getByTestId('forces-system').selectOption('naboo')
  await expect(page.getByTestId('forces-empire').getByTestId('count-stormtrooper')).toHaveText('0')
  expect(errors).toEqual([])
})

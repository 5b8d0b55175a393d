import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, openTool, snap, toCommandPhase } from './support'

// Base rules, "Establishing A New Base" (Rapid Mobilization): once play has begun the Rebels move
// their base. The Rebel player records it in private on the Systems tab; the old base is revealed
// with its Rebel Base space units, the new one stays hidden. Before, a base could not change once
// round 1 had begun, so the app went on judging reveals and "Base conquered" at the old base.

const timelineLine = (page: Page, text: string) =>
  page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })

test('a new base by Rapid Mobilization: recorded once in private, the old base revealed; undo and reload', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Moving night', players: ['Cleo', 'Dan'] })
  await openTool(page, 'Setup')
  await page.getByTestId('opt-first-game').check()
  await page.getByTestId('record-options').click()
  await page.getByTestId('first-game-record').click()
  await expect(page.getByTestId('first-game-recorded')).toBeVisible()
  await page.getByTestId('rebel-private-show').click()
  await page.getByTestId('base-choice').selectOption('bothawui')
  await page.getByTestId('base-choice-record').click()
  await expect(page.getByTestId('base-chosen')).toContainText('Bothawui')
  await toCommandPhase(page)

  await openTool(page, 'Systems')
  const form = page.getByTestId('new-base')
  await form.locator('summary').click()
  await page.getByTestId('new-base-private-show').click()
  await expect(page.getByTestId('new-base-current')).toHaveText('Your base: Bothawui')
  // Nothing chosen: the form says what to do.
  await page.getByTestId('new-base-record').click()
  await expect(page.getByTestId('new-base-error')).toHaveText(
    'Choose the system of the probe card you put under the Location space.',
  )
  // The base's own system and systems holding Imperial units are not offered.
  const options = page.getByTestId('new-base-system').locator('option')
  await expect(options.filter({ hasText: 'Bothawui' })).toHaveCount(0)
  await expect(options.filter({ hasText: 'Coruscant' })).toHaveCount(0)
  await page.getByTestId('new-base-system').selectOption('dagobah')
  await page.getByTestId('new-base-record').dblclick()
  await expect(page.getByTestId('new-base-current')).toHaveText('Your base: Dagobah')
  await expect(page.getByTestId('new-base-error')).toHaveCount(0)
  // One event; the shared line never names the new base, its note names the old one.
  await expect(
    timelineLine(
      page,
      'The Rebels established a new base \\(Rapid Mobilization; private\\) — Rebel base revealed in Bothawui',
    ),
  ).toHaveCount(1)
  // The new base is hidden: the Systems tab offers to reveal it, and the old base's units are in Bothawui.
  await expect(page.getByTestId('base-reveal-recorded')).toBeVisible()
  await expect(page.getByTestId('base-space-units')).toHaveCount(0)
  await snap(page, 'rebellion-new-base')
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('bothawui')
  // Its 3 Rebel Troopers and the Rebel Base space's 3.
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('6')

  // Undo: the old base is hidden again with its units back on the Rebel Base space; a reload agrees.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('3')
  await page.reload()
  await openTool(page, 'Systems')
  await page.getByTestId('new-base').locator('summary').click()
  await page.getByTestId('new-base-private-show').click()
  await expect(page.getByTestId('new-base-current')).toHaveText('Your base: Bothawui')
  await expect(page.getByTestId('base-space-units')).toContainText('Rebel Trooper')
  expect(errors).toEqual([])
})

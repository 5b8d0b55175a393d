import { expect, test, type Page } from '@playwright/test'
import { holdableDisk, holdWrites, modKey, openTool, rebellionWithBase, snap } from './support'

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
  await rebellionWithBase(page, 'Moving night')
  // The Empire's ground units went to Dagobah and found no base: Dagobah is ruled out.
  await openTool(page, 'Probe')
  await page.getByTestId('empire-private-show').click()
  await page.getByTestId('probe-visit-system').selectOption('dagobah')
  await page.getByTestId('probe-visit-add').click()
  await expect(page.getByTestId('probe-visited')).toHaveText('Dagobah')
  // 32 systems less Coruscant (no probe card), the first game's five Imperial systems and Dagobah.
  await expect(page.getByTestId('probe-candidate-count')).toHaveText('25')
  await expect(page.getByTestId('probe-region-8')).toHaveText(/^\s*Region 8\s*Naboo, Utapau\s*$/)
  await page.getByTestId('empire-private-hide').click()

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
  // Bothawui's probe card went to the Empire: no later new base is offered there; Dagobah is the base.
  await expect(options.filter({ hasText: 'Dagobah' })).toHaveCount(0)
  await expect(options.filter({ hasText: 'Bothawui' })).toHaveCount(0)
  // 32 systems less Coruscant (no probe card), the first game's five Imperial ones, Dagobah and
  // Bothawui: 24, after the placeholder.
  await expect(options).toHaveCount(25)
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
  // The Empire's deduction: the visit said only where the old base was not. The new base may be in
  // Dagobah (its card could still be in the probe deck); Bothawui's card is now the Empire's.
  await openTool(page, 'Probe')
  await page.getByTestId('empire-private-show').click()
  await expect(page.getByTestId('probe-candidate-count')).toHaveText('25')
  await expect(page.getByTestId('probe-region-8')).toHaveText(/^\s*Region 8\s*Dagobah, Naboo, Utapau\s*$/)
  await expect(page.getByTestId('probe-region-2')).toHaveText(/^\s*Region 2\s*Kessel, Nal Hutta, Toydaria\s*$/)
  await expect(page.getByTestId('probe-cards-seen')).toHaveText('Bothawui')
  await expect(page.getByTestId('probe-visited')).toHaveText('none yet')
  await expect(page.getByTestId('probe-visited-before-move')).toHaveText(
    'Visited before the Rebels established a new base (rules nothing out now): Dagobah',
  )
  await snap(page, 'rebellion-new-base-probe')
  await page.getByTestId('empire-private-hide').click()
  // Setup's base choice no longer offers a change (it was refused with 'undo that choice'): it says
  // where a new base comes from, and shows the base recorded now.
  await openTool(page, 'Setup')
  await page.getByTestId('rebel-private-show').click()
  await expect(page.getByTestId('base-chosen')).toHaveText('Your base: Dagobah')
  await expect(page.getByTestId('base-choice')).toHaveCount(0)
  // The setup's list of systems that may hide the base is gone (it was worked out from the board now,
  // above the base): the setup's choice is named instead.
  await expect(page.getByTestId('base-eligible-count')).toHaveCount(0)
  await expect(page.getByTestId('rebel-private')).not.toContainText('may hide the base')
  await expect(page.getByTestId('base-setup-choice')).toHaveText('Base chosen at setup: Bothawui')
  await expect(page.getByTestId('base-choice-locked')).toHaveText(
    'Play has begun: a new base comes from Rapid Mobilization, on the Systems tab (New base).',
  )
  await page.getByTestId('rebel-private').scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/reb-setup-locked.png' })
  await page.getByTestId('rebel-private-hide').click()
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('bothawui')
  // Its 3 Rebel Troopers and the Rebel Base space's 3.
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('6')

  // Undo: the old base is hidden again with its units back on the Rebel Base space; a reload agrees.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('3')
  // Said as for any reveal undone: the players see the troopers go back.
  await expect(
    page.getByTestId('notice').filter({
      hasText:
        'Undid: the Rebel base in Bothawui is hidden again, and the units and leaders the reveal moved there are back on the Rebel Base space.',
    }),
  ).toBeVisible()
  await page.reload()
  await openTool(page, 'Systems')
  await page.getByTestId('new-base').locator('summary').click()
  await page.getByTestId('new-base-private-show').click()
  await expect(page.getByTestId('new-base-current')).toHaveText('Your base: Bothawui')
  await expect(page.getByTestId('base-space-units')).toContainText('Rebel Trooper')
  // The move undone, the visit rules Dagobah out again.
  await openTool(page, 'Probe')
  await page.getByTestId('empire-private-show').click()
  await expect(page.getByTestId('probe-candidate-count')).toHaveText('25')
  await expect(page.getByTestId('probe-region-8')).toHaveText(/^\s*Region 8\s*Naboo, Utapau\s*$/)
  await expect(page.getByTestId('probe-visited-before-move')).toHaveCount(0)
  expect(errors).toEqual([])
})

// Two windows of one game, both on the New base form: the second press, made before it had heard of
// the first, went through once it had caught up, as a second move (Dagobah's probe card to the Empire).
test('a new base recorded in two windows at once: the second is refused, the base moves once', async ({
  page,
  context,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await holdableDisk(page)
  await rebellionWithBase(page, 'Two windows')
  const other = await context.newPage()
  other.on('pageerror', (e) => errors.push(e.message))
  await other.goto(page.url())
  for (const p of [page, other]) {
    await openTool(p, 'Systems')
    await p.getByTestId('new-base').locator('summary').click()
    await p.getByTestId('new-base-private-show').click()
    await expect(p.getByTestId('new-base-current')).toHaveText('Your base: Bothawui')
  }
  await page.getByTestId('new-base-system').selectOption('dagobah')
  await other.getByTestId('new-base-system').selectOption('naboo')
  // The first window's move is stored, but not yet announced to the other window.
  await holdWrites(page, true)
  await page.getByTestId('new-base-record').click()
  await expect(page.getByTestId('new-base-current')).toHaveText('Your base: Dagobah')
  await other.getByTestId('new-base-record').click()
  await expect(other.getByTestId('new-base-error')).toHaveText(
    'Not recorded: this game changed in another window. Bothawui is no longer the base: the base moved to Dagobah meanwhile. If this is a further new base, record it again.',
  )
  await expect(other.getByTestId('new-base-current')).toHaveText('Your base: Dagobah')
  await other.getByTestId('new-base').scrollIntoViewIfNeeded()
  await other.screenshot({ path: '/tmp/reb2-two-windows.png' })
  await holdWrites(page, false)
  const moves = (p: Page) => timelineLine(p, 'The Rebels established a new base')
  await expect(moves(other)).toHaveCount(1)
  await other.reload()
  await expect(moves(other)).toHaveCount(1)
  await expect(moves(page)).toHaveCount(1)
  // Only Bothawui's card went to the Empire.
  await openTool(other, 'Probe')
  await other.getByTestId('empire-private-show').click()
  await expect(other.getByTestId('probe-cards-seen')).toHaveText('Bothawui')
  expect(errors).toEqual([])
})

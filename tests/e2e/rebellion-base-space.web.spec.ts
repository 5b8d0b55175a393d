import { expect, test } from '@playwright/test'
import { createGame, modKey, openTool, snap, toCommandPhase } from './support'

// The Rebel Base space holds figures (base rules, "The Rebel Base"): Rebel units typed onto it, a
// Rebel activation moves some of them out (the hidden base's neighbours are not checked, and the
// screen says so), the Empire cannot put units there, revealing the base puts the rest into its
// system where they can be fought, and undo and reload keep every step.

test('the Rebel Base space: units there, moved out, revealed into the base system, undo and reload', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 768 })
  await createGame(page, { module: 'rebellion', title: 'Hidden base', players: ['Leia', 'Vader'] })
  await toCommandPhase(page)
  await openTool(page, 'Units')
  const system = page.getByTestId('forces-system')
  await system.selectOption('rebel-base')
  await expect(page.getByTestId('base-space-note')).toContainText('The Rebel Base space holds the Rebel units')
  // Only the Rebels' side is offered there.
  await expect(page.getByTestId('forces-empire')).toHaveCount(0)
  await page.getByTestId('forces-text-rebels').fill('2 x-wing, 3 troops, 1 transport')
  await page.getByTestId('forces-text-rebels').press('Enter')
  const rebels = page.getByTestId('forces-rebels')
  await expect(rebels.getByRole('heading')).toHaveText('Rebels in the Rebel Base space')
  await expect(rebels.getByTestId('count-x-wing')).toHaveText('2')
  await expect(rebels.getByTestId('count-rebel-trooper')).toHaveText('3')
  await expect(page.getByRole('button', { name: 'Rebel Base space 0·6' })).toBeVisible()

  // A Rebel activation of Tatooine offers the base space's units, says the neighbours are not checked.
  await system.selectOption('tatooine')
  await page.getByRole('combobox', { name: 'Side that activates' }).selectOption('rebels')
  await page.getByTestId('activate-leader').selectOption('rieekan')
  await expect(page.getByTestId('base-move-note')).toContainText('Holotable does not check this')
  await page.getByTestId('move-rebel-base-rebel-transport').fill('1')
  await page.getByTestId('move-rebel-base-rebel-trooper').fill('2')
  await snap(page, 'rebellion-base-space-activate')
  await page.getByTestId('activate').click()
  await expect(rebels.getByTestId('count-rebel-trooper')).toHaveText('2')
  await expect(page.getByRole('button', { name: 'Rebel Base space 0·3' })).toBeVisible()

  // The Empire has nothing to put there: its side does not show, and activating it is the Rebels' only.
  await system.selectOption('rebel-base')
  await expect(page.getByRole('combobox', { name: 'Side that activates' })).toBeDisabled()

  // The players reveal the base in Hoth (no base recorded): the base space's units go there.
  await openTool(page, 'Systems')
  await expect(page.getByTestId('base-space-units')).toHaveText('Rebel Base space — Rebels: 2 X-wings, 1 Rebel Trooper')
  await snap(page, 'rebellion-base-space-systems')
  await page.getByTestId('base-reveal-system').selectOption('hoth')
  await page.getByTestId('base-reveal').click()
  await expect(page.getByTestId('base-revealed')).toContainText('Hoth')
  await expect(page.getByTestId('base-space-units')).toHaveCount(0)
  await openTool(page, 'Units')
  await expect(page.getByTestId('base-space-note')).toHaveText(
    'The base is revealed in Hoth: the Rebel Base space’s units went there, and nothing goes onto the space any more.',
  )
  await expect(rebels.getByTestId('count-x-wing')).toHaveText('0')
  await page.getByTestId('forces-text-rebels').fill('1 x-wing')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByText('The base is revealed: nothing goes onto the Rebel Base space any more.')).toBeVisible()
  await system.selectOption('hoth')
  await expect(rebels.getByTestId('count-x-wing')).toHaveText('2')
  await expect(rebels.getByTestId('count-rebel-trooper')).toHaveText('1')
  // Imperial ground units arrive: there is a battle to fight in the base's system.
  await page.getByTestId('forces-text-empire').fill('2 at-at')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(page.getByTestId('fight')).toBeVisible()
  await snap(page, 'rebellion-base-space-revealed')

  // Undo twice: the AT-ATs go, then the reveal; the units are back on the base space. Reload keeps it.
  // (Out of the text field first: there Ctrl+Z undoes typing.)
  await page.getByRole('heading', { name: 'Units on the board' }).click()
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('fight')).toHaveCount(0)
  await page.keyboard.press(`${modKey()}+z`)
  await expect(rebels.getByTestId('count-x-wing')).toHaveText('0')
  await page.reload()
  await openTool(page, 'Units')
  await system.selectOption('rebel-base')
  await expect(rebels.getByTestId('count-x-wing')).toHaveText('2')
  await expect(rebels.getByTestId('count-rebel-trooper')).toHaveText('1')
  await expect(page.getByTestId('base-space-note')).toContainText('The Rebel Base space holds the Rebel units')
  expect(errors).toEqual([])
})

import { expect, test } from '@playwright/test'
import { createGame, snap, toCommandPhase, openTool, recordUnits } from './support'

// Base rules, "Objective Cards": only one objective during each combat. The combat the Units tab
// recorded (Vader's activation into the X-wings at Cato Neimoidia) takes one; a second is refused
// under the field, with what was typed kept.

test('one objective per combat: the second during the same combat is refused, the typed value kept', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Objective night', players: ['Leia', 'Vader'] })
  await openTool(page, 'Units')
  await recordUnits(page, 'sullust', 'empire', '1 sd')
  await recordUnits(page, 'cato-neimoidia', 'rebels', '2 x-wing')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await toCommandPhase(page)
  await expect(page.getByTestId('objective-combat')).toHaveCount(0)
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('cato-neimoidia')
  await page.getByTestId('activate-leader').selectOption('vader')
  await page.getByTestId('move-sullust-star-destroyer').fill('1')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')

  await openTool(page, 'Round')
  await expect(page.getByTestId('objective-combat')).toHaveText(
    'Now it counts toward the combat in Cato Neimoidia: one objective per combat.',
  )
  await page.getByTestId('rep-value').fill('1')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('reputation-space')).toHaveText('13')
  await expect(page.getByTestId('objective-combat')).toHaveText(
    'An objective was already played during the combat in Cato Neimoidia: one per combat.',
  )
  await page.getByTestId('rep-value').fill('2')
  await page.getByTestId('rep-name').fill('Rebel Ambush')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('rep-error')).toHaveText(
    'The Rebels already played an objective during the combat in Cato Neimoidia, and only one may be played per combat; undo it to play another one instead. If this objective belongs to a later combat, record that combat on the Units tab first (the activation, or its first round).',
  )
  await expect(page.getByTestId('rep-value')).toHaveValue('2')
  await expect(page.getByTestId('rep-name')).toHaveValue('Rebel Ambush')
  await expect(page.getByTestId('reputation-space')).toHaveText('13')
  await snap(page, 'rebellion-objective-one-per-combat')
  expect(errors).toEqual([])
})

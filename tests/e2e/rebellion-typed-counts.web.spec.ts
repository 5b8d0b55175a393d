import { expect, test } from '@playwright/test'
import { createGame, snap, toCommandPhase, openTool, recordUnits } from './support'

// Rebellion's count fields read what was typed as a whole number: "1e1", "1.5", "-2" are refused in
// words naming the field, and the text stays. They were number fields, which hand Vue parseFloat's
// reading ("1e1" became 10 and was moved, destroyed, counted or scored as 10).

test('setup: objective piles and the deployment grid refuse "1e1" and keep it', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Typed setup', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('opt-new-starter').check()
  await page.getByTestId('record-options').click()

  await page.getByTestId('pile-I').fill('1e1')
  await page.getByTestId('pile-II').fill('8')
  await page.getByTestId('pile-III').fill('8')
  await page.getByTestId('objectives-app-draw').click()
  await expect(page.getByRole('alert')).toHaveText(
    'Stage I pile: “1e1” is not a whole number. Count the cards (without Death Star Plans) and enter the number.',
  )
  await expect(page.getByTestId('pile-I')).toHaveValue('1e1')
  await expect(page.getByTestId('objective-outcome')).toHaveCount(0)
  await snap(page, 'rebellion-typed-objective-piles')
  await page.getByTestId('pile-I').fill('10')
  await page.getByTestId('objectives-app-draw').click()
  await expect(page.getByTestId('objective-outcome')).toContainText('Stage I:')

  await page.getByTestId('loyalty-app-draw').click()
  await page.getByTestId('n-coruscant-stormtrooper').fill('1e1')
  await page.getByTestId('n-coruscant-at-at').fill('1.5')
  await page.getByTestId('record-deploy-empire').click()
  await expect(page.getByTestId('deploy-problems-empire')).toContainText(
    'Enter whole numbers of 0 or more: AT-AT in Coruscant, Stormtrooper in Coruscant.',
  )
  await expect(page.getByTestId('n-coruscant-stormtrooper')).toHaveValue('1e1')
  await expect(page.getByTestId('start-deploy-empire-recorded')).toHaveCount(0)
  await snap(page, 'rebellion-typed-deployment')
})

test('Units tab and battle: move, destroyed and retreat counts refuse "1e1", "1.5", "-2"; reputation too', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Typed counts', players: ['Leia', 'Vader'] })
  await openTool(page, 'Units')
  await recordUnits(page, 'sullust', 'empire', '2 sd')
  await recordUnits(page, 'cato-neimoidia', 'rebels', '2 x-wing')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('cato-neimoidia')
  await page.getByTestId('activate-leader').selectOption('vader')

  const field = page.getByTestId('move-sullust-star-destroyer')
  for (const typed of ['1e1', '1.5', '-2']) {
    await field.fill(typed)
    await expect(page.getByTestId('move-problem')).toHaveText(
      `Star Destroyer from Sullust: “${typed}” is not a whole number. Enter how many figures move, from 0 to 2 (empty for none).`,
    )
    await expect(field).toHaveValue(typed)
    await expect(page.getByTestId('activate')).toBeDisabled()
  }
  await field.fill('1e1')
  await snap(page, 'rebellion-typed-move')
  await field.fill('1')
  await expect(page.getByTestId('move-problem')).toHaveCount(0)
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')

  // Fight: the whole-battle odds' retreat points and the battle tracker's losses.
  await page.getByTestId('fight').click()
  await page.getByTestId('retreat-empire').fill('1e1')
  await expect(page.getByTestId('retreat-problem')).toHaveText(
    'Empire retreat at: “1e1” is not a whole number. Enter the number of units at which they retreat, or leave it empty for never.',
  )
  await snap(page, 'rebellion-typed-retreat')
  await page.getByTestId('retreat-empire').fill('')
  await expect(page.getByTestId('retreat-problem')).toHaveCount(0)
  const lost = page.getByTestId('lost-rebels-x-wing-0')
  await lost.fill('1e1')
  await page.getByTestId('record-round').click()
  await expect(page.getByTestId('round-problem')).toHaveText(
    'Rebels, 2 X-wings: “1e1” is not a whole number. Enter how many were destroyed, from 0 to 2 (empty for none).',
  )
  await expect(lost).toHaveValue('1e1')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await snap(page, 'rebellion-typed-battle')
  await lost.fill('1')
  await page.getByTestId('record-round').click()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('1')

  // The reputation field (an objective played during the combat): "1e1" was 10 spaces.
  await openTool(page, 'Round')
  await page.getByTestId('rep-value').fill('1e1')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('rep-error')).toHaveText(
    'Enter the objective’s reputation value as a whole number, like 1 or 2 (you typed “1e1”).',
  )
  await expect(page.getByTestId('rep-value')).toHaveValue('1e1')
  await expect(page.getByTestId('reputation-space')).toHaveText('14')
  expect(errors).toEqual([])
})

// Units typed in and sent twice in one instant (Enter pressed twice quickly) went in twice: the field
// kept its text until the first was written. Enter again once they were in said how to type units.
test('Units typed in: sent twice in one instant, they go in once; Enter again says nothing', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Typed twice', players: ['Leia', 'Vader'] })
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('naboo')
  const field = page.getByTestId('forces-text-rebels')
  const count = (unit: string) => page.getByTestId('forces-rebels').getByTestId(`count-${unit}`)
  const line = (text: string) => page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })
  await field.fill('2 y-wing')
  await field.evaluate((input: HTMLInputElement) => {
    input.form!.requestSubmit()
    input.form!.requestSubmit()
  })
  await expect(line('Rebels: 2 Y-wings placed in Naboo')).toHaveCount(1)
  await expect(count('y-wing')).toHaveText('2')
  await expect(field).toHaveValue('')
  // Enter twice at a person's pace: one placement, no "type units like…".
  await field.fill('1 x-wing')
  await field.press('Enter')
  await field.press('Enter')
  await expect(count('x-wing')).toHaveText('1')
  await expect(line('Rebels: 1 X-wing placed in Naboo')).toHaveCount(1)
  await expect(page.getByTestId('forces-rebels').getByRole('alert')).toHaveCount(0)
  // Something typed and refused keeps its text and says why; emptied on purpose, the hint shows.
  await field.fill('2 at-at')
  await field.press('Enter')
  await expect(page.getByTestId('forces-rebels').getByRole('alert')).toBeVisible()
  await expect(field).toHaveValue('2 at-at')
  // More than the box holds: the placement is refused and what was typed comes back.
  await field.fill('30 x-wing')
  await field.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'X-wing' })).toBeVisible()
  await expect(field).toHaveValue('30 x-wing')
  await expect(count('x-wing')).toHaveText('1')
  await field.fill('')
  await field.press('Enter')
  await expect(page.getByTestId('forces-rebels').getByRole('alert')).toHaveText(
    'Type units like “2 x-wing, 1 mc”: a number, then a unit name.',
  )
  await page.reload()
  await expect(count('y-wing')).toHaveText('2')
  await expect(count('x-wing')).toHaveText('1')
  expect(errors).toEqual([])
})

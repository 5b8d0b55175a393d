import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createGame, modKey, openTool, snap, toCommandPhase } from './support'

// Issue #16: the board knows its units. Units typed in, a leader activates a system and moves a
// Star Destroyer and the AT-AT it carries in, Fight shows both sides exactly as the board holds
// them with the whole-battle odds, two rounds of losses and damage are recorded, the Rebels
// retreat, and undo takes it all back step by step.

test('units on the board: enter, move in, fight, record rounds, undo (1366×768)', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 768 })
  await createGame(page, { module: 'rebellion', title: 'Battle night', players: ['Leia', 'Vader'] })
  await openTool(page, 'Units')
  const forces = page.getByTestId('rebellion-forces')
  await expect(forces).toBeVisible()

  // Sullust: a Star Destroyer and an AT-AT, typed; Corellia: a Stormtrooper with the + button.
  await page.getByTestId('forces-system').selectOption('sullust')
  await page.getByTestId('forces-text-empire').fill('1 sd, 1 at-at')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')
  await page.getByTestId('forces-system').selectOption('corellia')
  await page.getByRole('button', { name: 'Add one Stormtrooper' }).click()
  // A typo says what is wrong.
  await page.getByTestId('forces-text-rebels').fill('2 tie')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByRole('alert')).toContainText('“tie” is not a unit of this side')

  // Cato Neimoidia: the Rebels hold it with 3 troopers and an X-wing.
  await page.getByTestId('forces-system').selectOption('cato-neimoidia')
  await page.getByTestId('forces-text-rebels').fill('3 troops, 1 x-wing')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('3')

  // Systems are activated in the Command phase: before it, the form says so and waits.
  await expect(page.getByTestId('move-problem')).toHaveText(
    'Systems are activated (and retreats made) in the Command phase; round 1 is in the Assignment phase. Move on to the Command phase on the Round tab first.',
  )
  await expect(page.getByTestId('activate')).toBeDisabled()
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('cato-neimoidia')

  // The Empire activates Cato Neimoidia with Vader: the Stormtrooper in Corellia has no ship.
  const activate = page.getByTestId('forces-activate')
  await page.getByTestId('activate-leader').selectOption('vader')
  await page.getByTestId('move-corellia-stormtrooper').fill('1')
  await expect(page.getByTestId('move-problem')).toHaveText(
    "1 ground unit or TIE Fighter from Corellia needs a ship's transport capacity to come along, and no moving ship from there carries any.",
  )
  await expect(page.getByTestId('activate')).toBeDisabled()
  await page.getByTestId('move-corellia-stormtrooper').fill('0')
  await page.getByTestId('move-sullust-star-destroyer').fill('1')
  await page.getByTestId('move-sullust-at-at').fill('1')
  await snap(page, 'rebellion-forces-activate')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')
  await expect(page.getByTestId('forces-empire').getByTestId('leader-vader')).toBeVisible()
  await expect(activate).toBeVisible()

  // Fight (the F key): both sides as the board holds them, with Vader's tactics as rerolls.
  await page.keyboard.press('f')
  await expect(page.getByTestId('battle-side-empire')).toHaveText(
    'Empire (attacker): 1 Star Destroyer, 1 AT-AT · rerolls space 2, ground 3',
  )
  await expect(page.getByTestId('battle-side-rebels')).toHaveText(
    'Rebels (defender): 1 X-wing, 3 Rebel Troopers · rerolls space 0, ground 0 · no leader',
  )
  await expect(page.getByTestId('battle-result')).toContainText('Empire wins', { timeout: 20_000 })
  const first = await page.getByTestId('battle-result').textContent()
  await snap(page, 'rebellion-forces-fight')

  // Round 1: the X-wing puts one damage on the Star Destroyer; the AT-AT destroys a trooper.
  await page.getByTestId('forces-empire').getByTestId('damage-star-destroyer').click()
  await page.getByTestId('forces-rebels').getByRole('button', { name: 'Remove one Rebel Trooper' }).click()
  // Round 2: another damage, another trooper.
  await page.getByTestId('forces-empire').getByTestId('damage-star-destroyer').click()
  await page.getByTestId('forces-rebels').getByRole('button', { name: 'Remove one Rebel Trooper' }).click()
  await expect(page.getByTestId('battle-side-empire')).toHaveText(
    'Empire (attacker): 1 Star Destroyer (2 dmg), 1 AT-AT · rerolls space 2, ground 3',
  )
  await expect(page.getByTestId('battle-side-rebels')).toContainText('1 X-wing, 1 Rebel Trooper')
  await expect(page.getByTestId('battle-result')).not.toHaveText(first!, { timeout: 20_000 })

  // The Rebels retreat with Leia: Corellia holds Imperial units, so Kashyyyk; the X-wing carries
  // no troopers, so they stay.
  await page.getByTestId('forces-rebels').getByLabel('Rebels leader to place here').selectOption('leia')
  await page.getByTestId('forces-rebels').getByRole('button', { name: 'Place' }).click()
  // The battle tracker's retreat (the only one) offers only the systems a retreat may go to.
  await page.getByTestId('tracker-retreat-side').selectOption('rebels')
  await page.getByTestId('tracker-retreat-leader').selectOption('leia')
  await expect(page.getByTestId('tracker-retreat-to').locator('option', { hasText: 'Corellia' })).toHaveCount(0)
  await page.getByTestId('tracker-retreat-to').selectOption('kashyyyk')
  await page.getByTestId('tracker-retreat-go').click()
  await expect(page.getByTestId('battle-side-rebels')).toContainText('Rebels (defender): 1 Rebel Trooper')
  await expect(page.getByRole('button', { name: /^Kashyyyk/ })).toBeVisible()
  await snap(page, 'rebellion-forces-retreat')

  // Undo takes the retreat back, then (after the leader) the last loss.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('battle-side-rebels')).toContainText('1 X-wing, 1 Rebel Trooper')
  await page.keyboard.press(`${modKey()}+z`)
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('battle-side-rebels')).toContainText('1 X-wing, 2 Rebel Troopers')
  await snap(page, 'rebellion-forces-after-undo')

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  expect(errors).toEqual([])
})

// An activation half entered (the side, the leader, the counts) was lost to a look at the Odds tab,
// another tab or a reload; now it is kept until the move is made, and another system starts again.
test('an activation half entered stays through the Odds tab and a reload, until the units move', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Kept move night', players: ['Leia', 'Vader'] })
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('bespin')
  await page.getByTestId('forces-text-rebels').fill('3 x-wing')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('3')
  await page.getByTestId('forces-system').selectOption('sullust')
  const side = page.getByLabel('Side that activates')
  await side.selectOption('rebels')
  await page.getByTestId('activate-leader').selectOption('leia')
  await page.getByTestId('move-bespin-x-wing').fill('2')
  const entered = async () => [
    await side.inputValue(),
    await page.getByTestId('activate-leader').inputValue(),
    await page.getByTestId('move-bespin-x-wing').inputValue(),
  ]
  await openTool(page, 'Odds')
  await openTool(page, 'Units')
  await expect.poll(entered).toEqual(['rebels', 'leia', '2'])
  await page.reload()
  await expect.poll(entered).toEqual(['rebels', 'leia', '2'])
  await snap(page, 'rebellion-activation-kept')

  // Another system starts again with the same side moving; back at Sullust nothing is left entered.
  await page.getByTestId('forces-system').selectOption('corellia')
  await expect(side).toHaveValue('rebels')
  await expect(page.getByTestId('activate-leader')).toHaveValue('')
  await page.getByTestId('forces-system').selectOption('sullust')
  await expect.poll(entered).toEqual(['rebels', '', ''])

  // Entered again and made: the units move and the fields start again, after a reload too.
  await page.getByTestId('activate-leader').selectOption('leia')
  await page.getByTestId('move-bespin-x-wing').fill('2')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await expect(page.getByTestId('activate-leader')).toHaveValue('')
  await page.reload()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await expect(page.getByTestId('activate-leader')).toHaveValue('')
})

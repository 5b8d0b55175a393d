import { expect, test, type Page } from '@playwright/test'
import {
  countWrites,
  createGame,
  doubleClickAfterWrite,
  modKey,
  openTool,
  recordUnits,
  snap,
  toCommandPhase,
  writesSettled,
} from './support'
import { seriousViolations } from './axe'

// Issue #16, the battle tracker: units come off the build queues through the Deploy step, the Empire
// moves in with Vader, Fight shows both sides exactly as the board holds them, two rounds are
// recorded from the table (losses and damage, one event each), the Rebels retreat to a legal
// neighbour, undo takes the retreat and then round 2 back whole, and a reload finds the same board.

async function key(page: Page, k: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(k)
}
/** A unit added to queue space 1 from the Build tab's "Project card" row. */
async function queueUnit(page: Page, faction: 'empire' | 'rebels', unit: string): Promise<void> {
  const extra = page.getByTestId(`build-${faction}`).locator('details.extra')
  if ((await extra.getAttribute('open')) === null) await extra.locator('summary').click()
  await page.getByTestId(`extra-unit-${faction}`).selectOption(unit)
  await page.getByTestId(`extra-add-${faction}`).click()
}
/** Deploys the first waiting unit with this name to a system. */
async function deploy(page: Page, faction: 'empire' | 'rebels', unit: string, to: string): Promise<void> {
  const row = page.getByTestId(`awaiting-${faction}`).filter({ hasText: unit }).first()
  await row.locator('select').selectOption(to)
  await row.getByRole('button', { name: 'Deploy' }).click()
}
/** The timeline line of an event that starts with `text` (not the "Undid: …" line of its undo). */
const timelineLine = (page: Page, text: string) =>
  page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })

test('battle tracker: deploy, move in, fight two recorded rounds, retreat, undo, reload (dark, 1366×768)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('./#/settings')
  await page.getByTestId('theme-dark').click()
  await createGame(page, { module: 'rebellion', title: 'Sullust night', players: ['Leia', 'Vader'] })

  // Sullust is loyal to the Rebels, Naboo (next to it) to the Empire: both may take deployed units.
  await openTool(page, 'Systems')
  await page.getByTestId('loyalty-sullust-rebel').click()
  await page.getByTestId('loyalty-naboo-imperial').click()

  // Project cards put 2 X-wings, a Star Destroyer and a TIE Fighter on queue space 1.
  await openTool(page, 'Build')
  await page.getByTestId('faction-rebels').click()
  await queueUnit(page, 'rebels', 'x-wing')
  await queueUnit(page, 'rebels', 'x-wing')
  await page.getByTestId('faction-empire').click()
  await queueUnit(page, 'empire', 'star-destroyer')
  await queueUnit(page, 'empire', 'tie-fighter')

  // Refresh: time moves to space 2 (a build icon); nothing else to build, so Build is ticked by hand.
  await openTool(page, 'Round')
  await key(page, 'n')
  await key(page, 'n')
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await page.getByTestId('rtick-build').click()
  await expect(page.getByTestId('rtick-build')).toHaveAttribute('aria-checked', 'true')

  // Deploy step: Rebels first (both X-wings to Sullust), then the Empire (to Naboo).
  await openTool(page, 'Build')
  await page.getByTestId('faction-rebels').click()
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slid-rebels')).toBeVisible()
  await deploy(page, 'rebels', 'X-wing', 'sullust')
  await deploy(page, 'rebels', 'X-wing', 'sullust')
  await expect(page.getByTestId('placed-rebels')).toHaveText('Deployed this step: X-wing → Sullust · X-wing → Sullust')
  await page.getByTestId('faction-empire').click()
  await page.getByTestId('slide-empire').click()
  await expect(page.getByTestId('slid-empire')).toBeVisible()
  await deploy(page, 'empire', 'Star Destroyer', 'naboo')
  await deploy(page, 'empire', 'TIE Fighter', 'naboo')
  await expect(page.getByTestId('placed-empire')).toHaveText(
    'Deployed this step: Star Destroyer → Naboo · TIE Fighter → Naboo',
  )

  // Round 2's Command phase: the Units tab finds the deployed figures; a Corvette, a second TIE and
  // Leia are typed in.
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('naboo')
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')
  await expect(page.getByTestId('forces-empire').getByTestId('count-tie-fighter')).toHaveText('1')
  await page.getByTestId('forces-text-empire').fill('1 tie')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(page.getByTestId('forces-empire').getByTestId('count-tie-fighter')).toHaveText('2')
  await page.getByTestId('forces-system').selectOption('sullust')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await page.getByTestId('forces-text-rebels').fill('1 corvette')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-corellian-corvette')).toHaveText('1')
  await page.getByTestId('forces-rebels').getByLabel('Rebels leader to place here').selectOption('leia')
  await page.getByTestId('forces-rebels').getByRole('button', { name: 'Place' }).click()
  await expect(page.getByTestId('forces-rebels').getByTestId('leader-leia')).toBeVisible()

  // Vader activates Sullust: the Star Destroyer comes in carrying one TIE; the other TIE stays in Naboo.
  await page.getByTestId('activate-leader').selectOption('vader')
  await page.getByTestId('move-naboo-star-destroyer').fill('1')
  await page.getByTestId('move-naboo-tie-fighter').fill('1')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-empire').getByTestId('leader-vader')).toBeVisible()

  // Fight (F): the prefilled sides are the board, figure for figure.
  await key(page, 'f')
  await expect(page.getByTestId('battle-side-empire')).toHaveText(
    'Empire (attacker): 1 TIE Fighter, 1 Star Destroyer · rerolls space 2, ground 3',
  )
  await expect(page.getByTestId('battle-side-rebels')).toHaveText(
    'Rebels (defender): 2 X-wings, 1 Corellian Corvette · rerolls space 1, ground 1',
  )
  const tracker = page.getByTestId('battle-tracker')
  await expect(tracker.getByRole('heading')).toHaveText('Battle tracker · Sullust · round 1')
  await expect(tracker.getByTestId('round-empire').locator('tbody th')).toHaveText([
    '1 TIE Fighter',
    '1 Star Destroyer',
  ])
  await expect(tracker.getByTestId('round-rebels').locator('tbody th')).toHaveText([
    '2 X-wings',
    '1 Corellian Corvette',
  ])
  await expect(page.getByTestId('battle-result')).toContainText('Empire wins', { timeout: 20_000 })
  const before = await page.getByTestId('battle-result').textContent()

  // Round 1 from the table: the TIE is destroyed, the Star Destroyer takes 2; one X-wing is lost.
  // Opening the fight leaves the focus where it was (the odds stay in view, S/G keys work); Enter records.
  await expect(page.getByTestId('lost-empire-tie-fighter-0')).not.toBeFocused()
  await page.getByTestId('lost-empire-tie-fighter-0').fill('1')
  await page.getByTestId('hit-empire-star-destroyer-0').fill('2')
  await page.getByTestId('lost-rebels-x-wing-0').fill('1')
  await page.getByTestId('lost-rebels-x-wing-0').press('Enter')
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')
  await expect(timelineLine(page, 'Combat in Sullust, round 1')).toHaveText(
    /Combat in Sullust, round 1: Empire lost 1 TIE Fighter, a Star Destroyer took 2 damage; Rebels lost 1 X-wing/,
  )
  await expect(page.getByTestId('battle-side-empire')).toHaveText(
    'Empire (attacker): 1 Star Destroyer (2 dmg) · rerolls space 2, ground 3',
  )
  await expect(page.getByTestId('battle-side-rebels')).toHaveText(
    'Rebels (defender): 1 X-wing, 1 Corellian Corvette · rerolls space 1, ground 1',
  )
  await expect(page.getByTestId('forces-empire').getByTestId('count-tie-fighter')).toHaveText('0')
  await expect(page.getByTestId('forces-empire').locator('.hit')).toHaveText(['2 dmg'])
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('1')
  // The whole-battle odds follow the damaged board.
  await expect(page.getByTestId('battle-result')).not.toHaveText(before!, { timeout: 20_000 })
  // The fields are empty again (nothing is the default).
  await expect(page.getByTestId('hit-empire-star-destroyer-2')).toHaveValue('')

  // A survivor cannot take damage that would destroy it: said, nothing recorded.
  await page.getByTestId('hit-empire-star-destroyer-2').fill('2')
  await page.getByTestId('record-round').click()
  await expect(page.getByTestId('round-problem')).toHaveText(
    'Empire: 4 damage destroys a Star Destroyer (health 4); count it as destroyed instead.',
  )
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')

  // Round 2: the Star Destroyer takes 1 more (3 of 4), the Corvette takes 1.
  await page.getByTestId('hit-empire-star-destroyer-2').fill('1')
  await page.getByTestId('hit-rebels-corellian-corvette-0').fill('1')
  await page.getByTestId('record-round').click()
  await expect(page.getByTestId('record-round')).toContainText('Record round 3')
  await expect(timelineLine(page, 'Combat in Sullust, round 2')).toHaveText(
    /Combat in Sullust, round 2: Empire lost nothing, a Star Destroyer took 1 damage; Rebels lost nothing, a Corellian Corvette took 1 damage/,
  )
  await expect(page.getByTestId('battle-side-empire')).toContainText('Empire (attacker): 1 Star Destroyer (3 dmg)')
  await expect(page.getByTestId('battle-side-rebels')).toContainText(
    'Rebels (defender): 1 X-wing, 1 Corellian Corvette (1 dmg)',
  )
  await snap(page, 'rebellion-battle-tracker-dark')
  expect(await seriousViolations(page, '[data-testid="battle-tracker"]')).toEqual([])

  // Retreat: only the legal neighbours are offered (Naboo, where the Empire came from, still holds a TIE).
  await page.getByTestId('tracker-retreat-side').selectOption('rebels')
  await expect(page.getByTestId('tracker-retreat-leader')).toHaveValue('leia')
  await expect(page.getByTestId('tracker-retreat-to').locator('option')).toHaveText([
    'To…',
    'Bespin',
    'Cato Neimoidia',
    'Corellia',
    'Dagobah',
    'Malastare',
    'Mustafar',
    'Rebel Base space',
  ])
  await page.getByTestId('tracker-retreat-to').selectOption('bespin')
  await page.getByTestId('tracker-retreat-go').click()
  await expect(page.getByTestId('battle-winner')).toHaveText('Empire won the battle in Sullust (the Rebels retreated).')
  await expect(timelineLine(page, 'Rebels retreat from Sullust to Bespin')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Bespin 0·2', exact: true })).toBeVisible()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('0')
  await snap(page, 'rebellion-battle-tracker-won-dark')

  // Undo: the retreat comes back off; undo again takes round 2 back whole.
  await key(page, `${modKey()}+z`)
  await expect(page.getByTestId('record-round')).toContainText('Record round 3')
  await expect(page.getByTestId('battle-side-rebels')).toContainText('1 X-wing, 1 Corellian Corvette (1 dmg)')
  await key(page, `${modKey()}+z`)
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')
  await expect(page.getByTestId('battle-side-empire')).toContainText('Empire (attacker): 1 Star Destroyer (2 dmg)')
  await expect(page.getByTestId('battle-side-rebels')).toContainText(
    'Rebels (defender): 1 X-wing, 1 Corellian Corvette ·',
  )
  await expect(timelineLine(page, 'Combat in Sullust, round 2')).toHaveAttribute('data-undone', 'true')
  await expect(timelineLine(page, 'Undid: Combat in Sullust, round 2')).toHaveCount(1)

  // Esc closes the tracker (and the odds); F opens it again.
  await key(page, 'Escape')
  await expect(tracker).toHaveCount(0)

  // Reload: the same board.
  await page.reload()
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('sullust')
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')
  await expect(page.getByTestId('forces-empire').getByTestId('count-tie-fighter')).toHaveText('0')
  await expect(page.getByTestId('forces-empire').locator('.hit')).toHaveText(['2 dmg'])
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('1')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-corellian-corvette')).toHaveText('1')
  await expect(page.getByTestId('forces-rebels').locator('.hit')).toHaveCount(0)
  await key(page, 'f')
  await expect(page.getByTestId('battle-side-empire')).toHaveText(
    'Empire (attacker): 1 Star Destroyer (2 dmg) · rerolls space 2, ground 3',
  )
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')
  await page.getByTestId('forces-system').selectOption('naboo')
  await expect(page.getByTestId('forces-empire').getByTestId('count-tie-fighter')).toHaveText('1')
  expect(errors).toEqual([])
})

test('battle tracker in the light theme: a double press records one round; a wiped-out side has lost', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('./#/settings')
  await page.getByTestId('theme-light').click()
  await createGame(page, { module: 'rebellion', title: 'Light night', players: ['Leia', 'Vader'] })
  // Sullust is subjugated (its AT-AT holds it); the fight is in the Command phase.
  await toCommandPhase(page)
  await openTool(page, 'Systems')
  await page.getByTestId('subjugated-sullust').click()
  await expect(page.getByTestId('subjugated-sullust')).toHaveAttribute('aria-pressed', 'true')
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('sullust')
  await page.getByTestId('forces-text-empire').fill('2 tie, 1 at-at')
  await page.getByTestId('forces-text-empire').press('Enter')
  await page.getByTestId('forces-text-rebels').fill('2 troops')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('2')
  // The Rebels attack: Leia activates Sullust and 2 X-wings come in from Bespin.
  await page.getByTestId('forces-system').selectOption('bespin')
  await page.getByTestId('forces-text-rebels').fill('2 x-wing')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await page.getByTestId('forces-system').selectOption('sullust')
  await page.getByLabel('Side that activates').selectOption('rebels')
  await page.getByTestId('activate-leader').selectOption('leia')
  await page.getByTestId('move-bespin-x-wing').fill('2')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await page.getByTestId('fight').click()
  // The side that moved in is the attacker from the start.
  await expect(page.getByTestId('battle-attacker')).toHaveValue('rebels')
  await expect(page.getByTestId('battle-side-rebels')).toHaveText(
    'Rebels (attacker): 2 X-wings, 2 Rebel Troopers · rerolls space 1, ground 1',
  )
  const tracker = page.getByTestId('battle-tracker')
  await expect(tracker.getByRole('table')).toHaveCount(4)
  await expect(tracker.getByRole('table').first().locator('caption')).toHaveText('Space')

  // Record pressed twice in the same instant (before the first write lands): one round 1 in the log.
  await page.getByTestId('lost-rebels-x-wing-0').fill('1')
  await page.getByTestId('lost-empire-at-at-0').fill('1')
  await page.getByTestId('round-form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit()
    form.requestSubmit()
  })
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')
  await expect(timelineLine(page, 'Combat in Sullust, round 1')).toHaveCount(1)
  await expect(timelineLine(page, 'Combat in Sullust, round 2')).toHaveCount(0)
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('1')
  // The AT-AT was the last Imperial ground unit: the subjugation marker came off with the round.
  await expect(timelineLine(page, 'Combat in Sullust, round 1')).toContainText(
    'no Imperial ground unit is left there, so the subjugation marker came off',
  )
  await expect(page.getByTestId('battle-follow-ups')).toHaveCount(0)
  await snap(page, 'rebellion-battle-tracker-light')
  expect(await seriousViolations(page, '[data-testid="battle-tracker"]')).toEqual([])

  // Round 2: every Rebel unit is destroyed; the tracker says who won.
  await page.getByTestId('lost-rebels-x-wing-0').fill('1')
  await page.getByTestId('lost-rebels-rebel-trooper-0').fill('2')
  await page.getByTestId('record-round').click()
  await expect(page.getByTestId('battle-winner')).toHaveText(
    'Empire won the battle in Sullust (the Rebels have no units left there).',
  )
  await expect(page.getByTestId('record-round')).toHaveCount(0)
  await snap(page, 'rebellion-battle-tracker-won-light')
  expect(await seriousViolations(page, '[data-testid="battle-tracker"]')).toEqual([])
  expect(errors).toEqual([])
})

test('a combat ends when no theatre holds both sides: ships over troopers fight no round 2', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Toydaria night', players: ['Leia', 'Vader'] })
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await recordUnits(page, 'toydaria', 'rebels', '2 troops')
  await recordUnits(page, 'toydaria', 'empire', '1 sd, 1 stormtrooper')
  await page.getByTestId('fight').click()
  // Round 1 on the ground: the Stormtrooper falls. The Star Destroyer cannot reach the troopers.
  await page.getByTestId('lost-empire-stormtrooper-0').fill('1')
  await page.getByTestId('record-round').click()
  await expect(timelineLine(page, 'Combat in Toydaria, round 1')).toHaveCount(1)
  await expect(page.getByTestId('battle-winner')).toHaveText(
    'The combat in Toydaria is over: neither space nor ground holds units of both sides, so both keep their units there.',
  )
  await expect(page.getByTestId('round-form')).toHaveCount(0)
  await expect(page.getByTestId('tracker-retreat')).toHaveCount(0)
  await expect(page.getByTestId('battle-tracker').locator('h3')).toHaveText('Battle tracker · Toydaria')
  expect(errors).toEqual([])
})

// Base rules, "Moving To And From The Rebel Base", read into the RotE sheet's retreat: the Rebels may
// retreat to the Rebel Base space while the base is hidden (the app does not check that the hidden
// base is next door, so as not to give it away); the Empire never; nobody once the base is revealed.
test('the Rebels retreat to the Rebel Base space while the base is hidden; never the Empire, nor after the reveal', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Base night', players: ['Leia', 'Vader'] })
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await recordUnits(page, 'naboo', 'empire', '1 sd')
  await recordUnits(page, 'sullust', 'rebels', '2 x-wing')
  await page.getByTestId('forces-rebels').getByLabel('Rebels leader to place here').selectOption('leia')
  await page.getByTestId('forces-rebels').getByRole('button', { name: 'Place' }).click()
  await expect(page.getByTestId('forces-rebels').getByTestId('leader-leia')).toBeVisible()
  // Vader attacks Sullust from Naboo; one round, nobody hit.
  await page.getByTestId('activate-leader').selectOption('vader')
  await page.getByTestId('move-naboo-star-destroyer').fill('1')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')
  await page.getByTestId('fight').click()
  await page.getByTestId('record-round').click()
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')

  // The Rebels: the neighbours but Naboo (the attacker's origin), then the Rebel Base space.
  const to = page.getByTestId('tracker-retreat-to')
  const ALL = ['Bespin', 'Cato Neimoidia', 'Corellia', 'Dagobah', 'Malastare', 'Mustafar']
  await page.getByTestId('tracker-retreat-side').selectOption('rebels')
  await expect(page.getByTestId('tracker-retreat-leader')).toHaveValue('leia')
  await expect(to.locator('option')).toHaveText(['To…', ...ALL, 'Rebel Base space'])
  await expect(page.getByTestId('tracker-base-note')).toHaveText(
    'Moves between the Rebel Base space and a system are allowed only for the systems next to the hidden base (or its own system). Holotable does not check this, so that the screen never gives the base away.',
  )
  // The Empire: never the Rebel Base space.
  await page.getByTestId('tracker-retreat-side').selectOption('empire')
  await expect(page.getByTestId('tracker-retreat-leader')).toHaveValue('vader')
  await expect(to.locator('option')).toHaveText(['To…', ...ALL])
  await expect(page.getByTestId('tracker-base-note')).toHaveCount(0)

  // Leia takes both X-wings to the Rebel Base space; the button pressed twice at once retreats once.
  await page.getByTestId('tracker-retreat-side').selectOption('rebels')
  await to.selectOption('rebel-base')
  await snap(page, 'rebellion-retreat-to-base-offered')
  await page.getByTestId('tracker-retreat-go').evaluate((b: HTMLButtonElement) => {
    b.click()
    b.click()
  })
  await expect(page.getByTestId('battle-winner')).toHaveText('Empire won the battle in Sullust (the Rebels retreated).')
  await expect(timelineLine(page, 'Rebels retreat from Sullust to the Rebel Base space with Leia Organa')).toHaveCount(
    1,
  )
  await expect(page.getByTestId('forces-rebels').getByTestId('leader-leia')).toHaveCount(0)
  await snap(page, 'rebellion-retreat-to-base-done')

  // Reload: the X-wings and Leia stand on the Rebel Base space, Sullust holds no Rebel.
  await page.reload()
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('rebel-base')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await expect(page.getByTestId('forces-rebels').getByTestId('leader-leia')).toBeVisible()
  await page.getByTestId('forces-system').selectOption('sullust')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('0')
  await expect(timelineLine(page, 'Rebels retreat from Sullust to the Rebel Base space with Leia Organa')).toHaveCount(
    1,
  )

  // Undo: back in Sullust. Once the base is revealed (Hoth), the Rebel Base space is no longer offered.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('forces-rebels').getByTestId('count-x-wing')).toHaveText('2')
  await openTool(page, 'Systems')
  await page.getByTestId('base-reveal-system').selectOption('hoth')
  await page.getByTestId('base-reveal').click()
  await expect(page.getByTestId('base-revealed')).toHaveText('Rebel base revealed in Hoth')
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('sullust')
  // The tracker opened at Sullust this round is open there still (through the reload and the tabs).
  await expect(page.getByTestId('battle-tracker')).toBeVisible()
  await page.getByTestId('tracker-retreat-side').selectOption('rebels')
  await expect(to.locator('option')).toHaveText(['To…', ...ALL])
  await expect(page.getByTestId('tracker-base-note')).toHaveCount(0)
  expect(errors).toEqual([])
})

// A mouse double click on Record round at a person's pace (the first click written before the second
// came) recorded round 1 and then round 2 with nothing lost. The second click of a double click is no
// press now; Enter in a field still records.
test('Record round double clicked records one round', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Double night', players: ['Leia', 'Vader'] })
  await toCommandPhase(page)
  await openTool(page, 'Units')
  // Counted from before the units are recorded (one write each), so a late write is never taken for
  // the first click's.
  const committed = await countWrites(page)
  await recordUnits(page, 'toydaria', 'rebels', '3 x-wing')
  await recordUnits(page, 'toydaria', 'empire', '2 tie')
  await expect.poll(committed).toBe(2)
  await page.getByTestId('fight').click()
  await page.getByTestId('lost-empire-tie-fighter-0').fill('1')
  await doubleClickAfterWrite(page, page.getByTestId('record-round'), committed, 3)
  await expect(timelineLine(page, 'Combat in Toydaria, round 1: Empire lost 1 TIE Fighter')).toHaveCount(1)
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')
  await expect(timelineLine(page, 'Combat in Toydaria, round 2')).toHaveCount(0)
  // Enter in a field records the next round as before.
  await page.getByTestId('lost-rebels-x-wing-0').fill('1')
  await page.getByTestId('lost-rebels-x-wing-0').press('Enter')
  await expect(
    timelineLine(page, 'Combat in Toydaria, round 2: Empire lost nothing; Rebels lost 1 X-wing'),
  ).toHaveCount(1)
  expect(errors).toEqual([])
})

// A look elsewhere mid-battle: the Odds or Rules tab, or a reload, unmounted the tracker; it came back
// closed and what was typed for the round was gone.
test('the tracker stays open with the round typed through another tab and a reload, until recorded', async ({
  page,
}) => {
  await createGame(page, { module: 'rebellion', title: 'Kept battle night', players: ['Leia', 'Vader'] })
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await recordUnits(page, 'toydaria', 'rebels', '3 x-wing')
  await recordUnits(page, 'toydaria', 'empire', '1 sd, 2 tie')
  await page.getByTestId('fight').click()
  const lostTie = page.getByTestId('lost-empire-tie-fighter-0')
  const hitSd = page.getByTestId('hit-empire-star-destroyer-0')
  await lostTie.fill('1')
  await hitSd.fill('2')
  // The odds panel's choices too: who attacks, and a retreat point.
  await page.getByTestId('battle-attacker').selectOption('rebels')
  await page.getByTestId('retreat-rebels').fill('1')
  // And the side chosen to retreat.
  await page.getByTestId('tracker-retreat-side').selectOption('empire')
  const oddsPicks = async () => [
    await page.getByTestId('battle-attacker').inputValue(),
    await page.getByTestId('retreat-rebels').inputValue(),
    await page.getByTestId('tracker-retreat-side').inputValue(),
  ]
  await openTool(page, 'Odds')
  await openTool(page, 'Units')
  await expect(lostTie).toHaveValue('1')
  await expect(hitSd).toHaveValue('2')
  await expect.poll(oddsPicks).toEqual(['rebels', '1', 'empire'])
  await page.reload()
  await expect(lostTie).toHaveValue('1')
  await expect(hitSd).toHaveValue('2')
  await expect.poll(oddsPicks).toEqual(['rebels', '1', 'empire'])
  await expect(page.getByTestId('record-round')).toContainText('Record round 1')
  // Another system shows no tracker; back at Toydaria it is open again with the same round.
  await page.getByTestId('forces-system').selectOption('coruscant')
  await expect(page.getByTestId('battle-tracker')).toHaveCount(0)
  await page.getByTestId('forces-system').selectOption('toydaria')
  await expect(hitSd).toHaveValue('2')
  await snap(page, 'rebellion-battle-tracker-kept')

  // Recorded, the fields start empty for round 2, after a reload too; closed, it stays closed.
  await page.getByTestId('record-round').click()
  await expect(timelineLine(page, 'Combat in Toydaria, round 1: Empire lost 1 TIE Fighter')).toHaveCount(1)
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')
  // The Star Destroyer's group is now the one with 2 damage.
  const hitSdNow = page.getByTestId('hit-empire-star-destroyer-2')
  await expect(lostTie).toHaveValue('')
  await expect(hitSdNow).toHaveValue('')
  await page.reload()
  await expect(page.getByTestId('record-round')).toContainText('Record round 2')
  await expect(hitSdNow).toHaveValue('')
  await page.getByTestId('tracker-close').click()
  await expect(page.getByTestId('battle-tracker')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('fight')).toBeVisible()
  await expect(page.getByTestId('battle-tracker')).toHaveCount(0)
  // Opened again, then the next game round begins: it starts closed there.
  await page.getByTestId('fight').click()
  await expect(page.getByTestId('battle-tracker')).toBeVisible()
  await page.getByTestId('forces-system').selectOption('coruscant')
  await openTool(page, 'Round')
  await page.getByTestId('next-phase').click()
  await expect(page.locator('[data-testid="phase-refresh"][aria-pressed="true"]')).toBeVisible()
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await writesSettled(page)
  await toCommandPhase(page)
  await expect(page.getByTestId('round-number')).toHaveText('2')
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('toydaria')
  await expect(page.getByTestId('fight')).toBeVisible()
  await expect(page.getByTestId('battle-tracker')).toHaveCount(0)
  // Opened in the new round, the odds panel starts again: no retreat point, the attacker as recorded.
  await page.getByTestId('fight').click()
  await expect(page.getByTestId('retreat-rebels')).toHaveValue('')
  await expect(page.getByTestId('battle-attacker')).toHaveValue('empire')
  await expect(page.getByTestId('tracker-retreat-side')).toHaveValue('rebels')
})

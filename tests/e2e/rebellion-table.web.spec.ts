import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap, writesSettled } from './support'
import { firstGameImperialSystems, rebelBaseCandidates } from '../../src-shared/games/rebellion/starting-deployment'
import { seriousViolations } from './axe'

// A Rise of the Empire game driven through every Rebellion screen, as players at a table would.

async function tickByKeyboard(page: Page, step: string): Promise<void> {
  await page.getByTestId(`tick-${step}`).focus()
  await page.keyboard.press('Space')
  await expect(page.getByTestId(`tick-${step}`)).toHaveAttribute('aria-checked', 'true')
}

const shot = snap

async function fill(page: Page, target: string, unit: string, n: number): Promise<void> {
  await page.getByTestId(`n-${target}-${unit}`).fill(String(n))
}

async function pickAll(page: Page, faction: string): Promise<void> {
  const picks = page.locator(`[data-testid^="pick-${faction}-"]`)
  // The Build tab loads lazily: wait for its form, or there is nothing to pick yet.
  await expect(page.getByTestId(`record-build-${faction}`)).toBeVisible()
  for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).selectOption({ index: 1 })
}

test('Rise of the Empire: setup wizard, two rounds of build and deploy, reload, undo, probe view', async ({ page }) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'rebellion', title: 'Rebellion night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')

  // Options: Rise of the Empire with the new starter units, standard setup.
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('opt-new-starter').check()
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('options-summary')).toHaveText(
    'Rise of the Empire · standard setup · new starter units',
  )
  await expect(page.getByTestId('setup-step')).toHaveCount(14)
  await expect(page.getByTestId('setup-progress-text')).toHaveText('0 of 14 done')
  await shot(page, 'rebellion-setup-wizard-dark')

  // Keyboard: Space ticks, j moves down, Enter ticks, k moves back up.
  await tickByKeyboard(page, 'factions')
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('tick-leaders')).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('j')
  await page.keyboard.press('Space')
  await expect(page.getByTestId('tick-time-track')).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('k')
  await expect(page.getByTestId('tick-leaders')).toBeFocused()
  await expect(page.getByTestId('setup-progress-text')).toHaveText('3 of 14 done')

  // The app picks the RotE objectives from the counted piles; a pile too small is refused.
  await page.getByTestId('pile-I').fill('3')
  await page.getByTestId('pile-II').fill('8')
  await page.getByTestId('pile-III').fill('8')
  await page.getByTestId('objectives-app-draw').click()
  await expect(page.getByRole('alert').filter({ hasText: 'Stage I needs at least 5 cards' })).toBeVisible()
  await page.getByTestId('pile-I').fill('10')
  await page.getByTestId('objectives-app-draw').click()
  await expect(page.getByTestId('objective-outcome')).toContainText('Stage I:')
  for (const s of ['objective-deck', 'action-decks', 'tactics', 'missions']) await tickByKeyboard(page, s)

  // The loyalty draw, made by the app and recorded with its seed.
  await page.getByTestId('loyalty-app-draw').click()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Drawn by the app (seed')
  await tickByKeyboard(page, 'loyalty')

  // Empire deployment: an illegal system is refused with the reason, then a legal deployment.
  const empire = page.getByTestId('start-deploy-empire')
  const imperialRows = await empire
    .locator('[data-testid^="deploy-row-"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('deploy-row-', '')))
  expect(imperialRows).toHaveLength(6)
  expect(imperialRows).toContain('coruscant')
  await page.getByTestId('add-target-empire').selectOption('kessel')
  await fill(page, 'kessel', 'stormtrooper', 1)
  await page.getByTestId('record-deploy-empire').click()
  await expect(page.getByTestId('deploy-problems-empire')).toContainText(
    'Kessel has no Imperial loyalty or subjugation marker.',
  )
  await expect(page.getByTestId('deploy-problems-empire')).toContainText(
    'Choose the system for the Death Star Under Construction group.',
  )
  await empire.getByRole('button', { name: 'Remove Kessel' }).click()
  await page.getByTestId('death-star-system').selectOption('dagobah')
  await fill(page, 'dagobah', 'death-star-under-construction', 1)
  await fill(page, 'dagobah', 'tie-fighter', 4)
  await fill(page, 'dagobah', 'stormtrooper', 1)
  for (const sys of imperialRows) await fill(page, sys, 'stormtrooper', sys === 'coruscant' ? 7 : 1)
  for (const [unit, n] of [
    ['star-destroyer', 3],
    ['assault-carrier', 3],
    ['tie-fighter', 8],
    ['tie-striker', 2],
    ['at-at', 1],
    ['at-st', 4],
    ['assault-tank', 2],
  ] as const) {
    await fill(page, 'coruscant', unit, n)
  }
  await expect(page.getByTestId('total-stormtrooper')).toHaveText('13/13')
  await shot(page, 'rebellion-setup-deployment-dark')
  await page.getByTestId('record-deploy-empire').click()
  await expect(page.getByTestId('start-deploy-empire-recorded')).toContainText(
    'Dagobah: 4 TIE Fighter, 1 Stormtrooper, 1 Death Star Under Construction',
  )
  // The probe step now names the cards to take out: the 5 Imperial systems with a card, and Dagobah.
  await expect(page.locator('li[data-step="probe-deck"]')).toContainText('Take these 6 cards out of the probe deck')
  await expect(page.locator('li[data-step="probe-deck"]')).toContainText('Dagobah')
  await expect(page.locator('li[data-step="probe-deck"]')).toContainText('Coruscant has no probe card.')

  // Rebels put everything in the Rebel Base space.
  for (const [unit, n] of [
    ['corellian-corvette', 1],
    ['rebel-transport', 1],
    ['x-wing', 1],
    ['y-wing', 1],
    ['u-wing', 1],
    ['rebel-trooper', 5],
    ['rebel-vanguard', 1],
    ['airspeeder', 2],
  ] as const) {
    await fill(page, 'rebel-base', unit, n)
  }
  await page.getByTestId('record-deploy-rebels').click()
  await expect(page.getByTestId('start-deploy-rebels-recorded')).toBeVisible()
  for (const s of ['empire-units', 'rebels-units', 'probe-deck']) await tickByKeyboard(page, s)

  // The Rebel base candidates appear only in the Rebel private view.
  await expect(page.getByTestId('rebel-private')).toHaveCount(0)
  await page.getByTestId('rebel-private-show').click()
  await expect(page.getByTestId('rebel-private')).toContainText('PRIVATE — Rebel player only.')
  // 31 systems with a probe card, less the 5 Imperial systems and Dagobah (Coruscant has no card).
  await expect(page.getByTestId('base-eligible-count')).toHaveText('25')
  // The Rebel player records the base privately; the timeline never names it.
  await page.getByTestId('base-choice-record').click()
  await expect(page.getByTestId('base-choice-error')).toHaveText(
    'Choose the system whose probe card you put under the Location space.',
  )
  await page.getByTestId('base-choice').selectOption('hoth')
  await page.getByTestId('base-choice-record').click()
  await expect(page.getByTestId('base-chosen')).toHaveText('Your base: Hoth')
  await expect(
    page.getByTestId('timeline-event').filter({ hasText: 'Rebel base location chosen (private)' }),
  ).toHaveCount(1)
  await shot(page, 'rebellion-rebel-base-private-dark')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('rebel-private-hide').click()
  await expect(page.getByTestId('rebel-private')).toHaveCount(0)
  for (const s of ['rebel-base', 'starting-hands', 'starting-action-cards']) await tickByKeyboard(page, s)
  await expect(page.getByTestId('setup-complete')).toBeVisible()
  await expect(page.getByTestId('setup-progress')).toHaveAttribute('aria-valuenow', '100')

  // Round 1: Assignment → Command → Refresh by keyboard, then time moves to space 2 (build icon).
  await openTool(page, 'Round')
  await expect(page.getByTestId('round-number')).toHaveText('1')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('n')
  await expect(page.getByTestId('phase-command')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('n')
  await expect(page.getByTestId('phase-refresh')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await page.getByTestId('rtick-play-objective').click()
  await page.getByTestId('rep-value').fill('two')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('rep-error')).toContainText('whole number')
  await page.getByTestId('rep-value').fill('1')
  await page.getByTestId('rep-name').fill('Rescue the Prince')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('reputation-space')).toHaveText('13')
  await page.keyboard.press('t')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await expect(page.getByTestId('time-prompts')).toContainText('Build: both factions')
  await expect(page.getByTestId('icons-verify')).toBeVisible()
  await shot(page, 'rebellion-time-track-dark')

  // System board: Kessel goes Imperial, a subjugation there is refused, then it turns Rebel.
  await openTool(page, 'Systems')
  await page.getByTestId('loyalty-kessel-imperial').click()
  await page.getByTestId('subjugated-kessel').click()
  await expect(page.getByTestId('system-error')).toContainText('A system with Imperial loyalty is not subjugated')
  await page.getByTestId('loyalty-kessel-rebel').click()
  await expect(page.getByTestId('loyalty-kessel-rebel')).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('rebelUnits-endor').click()
  await expect(page.getByTestId('rebelUnits-endor')).toHaveAttribute('aria-pressed', 'true')
  await shot(page, 'rebellion-system-board-dark')

  // Build: Rebels pick their choices and queue the units; the Rebel Base space builds too.
  await openTool(page, 'Build')
  await expect(page.getByTestId('build-rebels')).toContainText('Rebel Base space')
  await expect(page.getByTestId('build-rebels')).toContainText('Kessel')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose what' })).toBeVisible()
  await pickAll(page, 'rebels')
  const rebelOrders = await page.getByTestId('order-rebels').count()
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('built-rebels')).toBeVisible()
  const queued = async (f: string, n: number) =>
    Number(await page.getByTestId(`queue-${f}-${n}`).getAttribute('data-count'))
  expect((await queued('rebels', 1)) + (await queued('rebels', 2)) + (await queued('rebels', 3))).toBe(rebelOrders)
  await shot(page, 'rebellion-build-queue-dark')

  // The Empire builds too, before anyone slides (Build comes before Deploy).
  await page.getByTestId('faction-empire').click()
  await pickAll(page, 'empire')
  await page.getByTestId('record-build-empire').click()
  await expect(page.getByTestId('built-empire')).toBeVisible()
  await expect(page.getByTestId('queue-empire-3')).toContainText('Death Star')
  await page.getByTestId('faction-rebels').click()

  // Deploy: slide, an illegal destination is refused, two go to the Rebel Base space, a third is refused there.
  const inSpace1 = await queued('rebels', 1)
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(inSpace1)
  expect(inSpace1).toBeGreaterThanOrEqual(3)
  await page.getByTestId('dest-rebels-0').selectOption('coruscant')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('deploy-error')).toHaveText('Not allowed: Coruscant holds Imperial units.')
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(inSpace1 - 1)
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(inSpace1 - 2)
  await expect(page.getByTestId('placed-rebels')).toContainText('→ Rebel Base space')
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('deploy-error')).toContainText('Rebel Base space')
  await page.getByTestId('dest-rebels-0').selectOption('kessel')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(inSpace1 - 3)

  // Undo the Kessel deployment: the unit waits again and Kessel loses its Rebel units.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(inSpace1 - 2)
  await shot(page, 'rebellion-deploy-dark')

  // Empire slides and deploys one unit to Coruscant (after the Rebels).
  await page.getByTestId('faction-empire').click()
  await page.getByTestId('slide-empire').click()
  await expect(page.getByTestId('queue-empire-2')).toContainText('Death Star')
  const empireWaiting = await page.getByTestId('awaiting-empire').count()
  expect(empireWaiting).toBeGreaterThan(0)
  await page.getByTestId('dest-empire-0').selectOption('coruscant')
  await page.getByTestId('deploy-empire-0').click()
  await expect(page.getByTestId('awaiting-empire')).toHaveCount(empireWaiting - 1)

  // Reload mid-round: everything comes back from the log.
  await page.reload()
  await expect(page.getByTestId('rebellion-build')).toBeVisible()
  await page.getByTestId('faction-empire').click()
  await expect(page.getByTestId('awaiting-empire')).toHaveCount(empireWaiting - 1)
  await expect(page.getByTestId('queue-empire-2')).toContainText('Death Star')
  await page.getByTestId('faction-rebels').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(inSpace1 - 2)
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await openTool(page, 'Round')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await expect(page.getByTestId('reputation-space')).toHaveText('13')
  await openTool(page, 'Setup')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('14 of 14 done')

  // Round 2: time to space 3; the Empire's project card puts a Star Destroyer on space 1, which deploys.
  await openTool(page, 'Round')
  await page.getByTestId('next-phase').click()
  // Refresh steps are left unticked: the app names them and asks first.
  await expect(page.getByTestId('steps-left')).toContainText('Draw missions')
  await page.getByTestId('next-round-anyway').click()
  await expect(page.getByTestId('round-number')).toHaveText('2')
  // Next phase (and Start round anyway) is one press at a time: each once the one before is written.
  await writesSettled(page)
  await page.getByTestId('next-phase').click()
  await writesSettled(page)
  await page.getByTestId('next-phase').click()
  await page.getByTestId('advance-time').click()
  await expect(page.getByTestId('time-space')).toHaveText('3')
  await openTool(page, 'Build')
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slid-rebels')).toBeVisible()
  await page.getByTestId('faction-empire').click()
  await page.getByTestId('build-empire').locator('summary', { hasText: 'Project card' }).click()
  await page.getByTestId('extra-unit-empire').selectOption('star-destroyer')
  await page.getByTestId('extra-add-empire').click()
  await expect(page.getByTestId('queue-empire-1')).toContainText('Star Destroyer')
  await page.getByTestId('slide-empire').click()
  await expect(page.getByTestId('queue-empire-1')).toContainText('Death Star')
  const waiting2 = await page.getByTestId('awaiting-empire').count()
  await page.getByTestId('dest-empire-0').selectOption('coruscant')
  await page.getByTestId('deploy-empire-0').click()
  await expect(page.getByTestId('awaiting-empire')).toHaveCount(waiting2 - 1)

  // Probe deduction: hidden until the Imperial player opens it, and never named in the timeline.
  await openTool(page, 'Probe')
  await expect(page.getByTestId('empire-private')).toHaveCount(0)
  await expect(page.getByTestId('rebellion-probe')).not.toContainText('candidate')
  await page.getByTestId('empire-private-show').click()
  await page.getByTestId('probe-card-system').selectOption('hoth')
  await page.getByTestId('probe-card-add').click()
  await page.getByTestId('probe-visit-system').selectOption('yavin')
  await page.getByTestId('probe-visit-add').click()
  await expect(page.getByTestId('probe-cards-seen')).toHaveText('Hoth')
  await expect(page.getByTestId('probe-visited')).toHaveText('Yavin')
  // 31 probe cards, less Hoth, Yavin, the 5 Imperial systems and Dagobah (the Death Star group's
  // starting system: its card left the deck at setup, as the probe step said).
  await expect(page.getByTestId('probe-candidate-count')).toHaveText('23')
  await shot(page, 'rebellion-probe-view-dark')
  await page.getByTestId('empire-private-hide').click()
  await expect(page.getByTestId('empire-private')).toHaveCount(0)
  await expect(page.getByTestId('timeline-event').filter({ hasText: 'Imperial probe record (private)' })).toHaveCount(2)
  await expect(page.getByTestId('timeline-event').filter({ hasText: 'Hoth' })).toHaveCount(0)

  // An objective worth more than the gap: the markers meet, the Rebels win and the game is finished.
  await openTool(page, 'Round')
  await page.getByTestId('rep-value').fill('12')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('victory')).toContainText('The Rebels win: time and reputation share space 3.')
  await page.getByTestId('finish-game-rebellion').click()
  await expect(page.getByTestId('game-finished')).toBeVisible()
  await expect(page.getByTestId('timeline-event').first()).toContainText('winner: Ben')
})

test('first game: the rulebook placements go on the system board in one click', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'First Rebellion', players: ['Cleo', 'Dan'] })
  await openTool(page, 'Setup')
  await page.getByTestId('opt-first-game').check()
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('options-summary')).toHaveText('Base game · first game')
  // First game: no starting action cards step, and the units steps list the fixed placements.
  await expect(page.getByTestId('setup-step')).toHaveCount(13)
  await expect(page.locator('li[data-step="empire-units"]')).toContainText('Mandalore')
  await page.getByTestId('first-game-record').click()
  await expect(page.getByTestId('first-game-recorded')).toBeVisible()

  await page.getByTestId('rebel-private-show').click()
  const expected = rebelBaseCandidates(firstGameImperialSystems(), true).eligible.length
  await expect(page.getByTestId('base-eligible-count')).toHaveText(String(expected))
  await page.getByTestId('rebel-private-hide').click()

  await openTool(page, 'Systems')
  await expect(page.getByTestId('subjugated-mandalore')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('loyalty-bothawui-rebel')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('rebelUnits-bothawui')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('imperialUnits-sullust')).toHaveAttribute('aria-pressed', 'true')
  // The Rebel Base space holds the first game's base units (base rules, setup step 5).
  await expect(page.getByTestId('base-space-units')).toHaveText(
    'Rebel Base space — Rebels: 1 X-wing, 1 Y-wing, 3 Rebel Troopers, 1 Airspeeder',
  )

  // The base recorded in private on Bothawui (the Rebels' own system: a hidden base may sit there);
  // Imperial ground units arriving there reveal it, and the base space's units move into Bothawui,
  // which the app says (the timeline line names only the units placed).
  await openTool(page, 'Setup')
  await page.getByTestId('rebel-private-show').click()
  await page.getByTestId('base-choice').selectOption('bothawui')
  await page.getByTestId('base-choice-record').click()
  await page.getByTestId('rebel-private-hide').click()
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('bothawui')
  await page.getByTestId('forces-text-empire').fill('1 at-at')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(
    page.getByText(
      'The Rebel base is revealed in Bothawui: the units and leaders on the Rebel Base space moved there.',
    ),
  ).toBeVisible()
  // Bothawui's own 3 Rebel Troopers and the base space's 3.
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('6')
  await expect(page.getByTestId('fight')).toBeVisible()
})

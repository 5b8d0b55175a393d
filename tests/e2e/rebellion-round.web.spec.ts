import { expect, test, type Page } from '@playwright/test'
import {
  countWrites,
  createGame,
  doubleClickAfterWrite,
  holdableDisk,
  holdWrites,
  modKey,
  openTool,
  snap,
} from './support'
import { seriousViolations } from './axe'

// Two Rise of the Empire rounds played by players who try every move the rules forbid: each one is
// refused on screen with its reason, and the time track, the round counter and the queues never drift.

async function key(page: Page, k: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(k)
}
/** Picks the first unit of every choice; again if the list was re-rendered meanwhile. */
async function pickAll(page: Page, faction: string): Promise<void> {
  const picks = page.locator(`[data-testid^="pick-${faction}-"]`)
  // The Build tab loads lazily: wait for its form, or there is nothing to pick yet.
  await expect(page.getByTestId(`record-build-${faction}`)).toBeVisible()
  await expect(async () => {
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).selectOption({ index: 1 })
    for (let i = 0; i < (await picks.count()); i++) await expect(picks.nth(i)).not.toHaveValue('', { timeout: 200 })
  }).toPass()
}
const ticked = (page: Page, step: string) => page.getByTestId(`rtick-${step}`)

/**
 * A new game brought to round 1's Refresh phase, time advanced and Build ticked (nothing built from
 * systems, so nothing else comes down the queue), a Project card's units put on space 1 of the Rebel
 * queue and slid off it: they wait to be deployed. Returns the names of the rows waiting.
 */
async function rebelsWaitingToDeploy(page: Page, title: string, units: string[]) {
  await createGame(page, { module: 'rebellion', title, players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  await key(page, 'n')
  await key(page, 'n')
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await ticked(page, 'build').click()
  await expect(ticked(page, 'build')).toHaveAttribute('aria-checked', 'true')
  await openTool(page, 'Build')
  await page.getByTestId('build-rebels').locator('summary', { hasText: 'Project card' }).click()
  for (const unit of units) {
    await page.getByTestId('extra-unit-rebels').selectOption(unit)
    await page.getByTestId('extra-add-rebels').click()
    await expect(page.getByTestId('extra-unit-rebels')).toHaveValue('')
  }
  await page.getByTestId('slide-rebels').click()
  return page.getByTestId('awaiting-rebels').locator('.unit strong')
}

test('Caps Lock on: N and T still move the round on and the time marker (a capital, no Shift)', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Caps night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  // Playwright's "N" is the capital with no Shift held, as a keyboard with Caps Lock on sends it.
  await key(page, 'N')
  await expect(page.locator('[data-testid="phase-command"][aria-pressed="true"]')).toBeVisible()
  await key(page, 'N')
  await expect(page.locator('[data-testid="phase-refresh"][aria-pressed="true"]')).toBeVisible()
  await key(page, 'T')
  await expect(page.getByTestId('time-space')).toHaveText('2')
})

test('Rise of the Empire: two rounds where every illegal move is refused with its reason', async ({ page }) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'rebellion', title: 'Strict night', players: ['Ana', 'Ben'] })
  // A new game opens on Setup, and the header says so.
  await expect(page.getByTestId('rebellion-setup')).toBeVisible()
  await expect(page.getByTestId('game-progress')).toContainText('Setup')
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('record-options').click()
  await page.getByTestId('loyalty-app-draw').click()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Drawn by the app (seed')

  // Round 1, Assignment phase: time cannot move yet.
  await openTool(page, 'Round')
  await key(page, 't')
  await expect(page.getByTestId('advance-error')).toHaveText(
    'Time advances in the Refresh phase; round 1 is in the Assignment phase.',
  )
  await expect(page.getByTestId('time-space')).toHaveText('1')
  await expect(page.getByTestId('game-progress')).toContainText('Setup')
  await key(page, 'n')
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Command phase')
  await key(page, 'n')
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')

  // Refresh before time moves: no recruit tick, no hand tick of Advance time, no next round, no build.
  await ticked(page, 'recruit').click()
  await expect(page.getByTestId('tick-error')).toHaveText(
    'Recruit comes after Advance time: move the time marker first.',
  )
  await ticked(page, 'advance-time').click()
  await expect(page.getByTestId('tick-error')).toHaveText(
    'Advance time ticks itself when the time marker moves (the button or T); undo the advance to untick it.',
  )
  await expect(ticked(page, 'advance-time')).toHaveAttribute('aria-checked', 'false')
  await key(page, 'n')
  await expect(page.getByTestId('phase-error')).toHaveText(
    'Advance time first: the time marker is on space 1, and round 2 starts with it one space further.',
  )
  await expect(page.getByTestId('round-number')).toHaveText('1')
  await openTool(page, 'Build')
  await pickAll(page, 'rebels')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('build-error-rebels')).toHaveText(
    'Not built: Building comes after Advance time: move the time marker first.',
  )

  // Time moves once: the button and T both say it is done; undo lets it move again.
  await openTool(page, 'Round')
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await expect(page.getByTestId('advance-time')).toBeDisabled()
  await expect(page.getByTestId('advance-time')).toContainText('Time advanced')
  await expect(page.getByTestId('time-done')).toHaveText('Done: time moved to space 2. Undo to do it again.')
  await expect(ticked(page, 'advance-time')).toHaveAttribute('aria-checked', 'true')
  await key(page, 't')
  await expect(page.getByTestId('advance-error')).toHaveText(
    'Time already advanced this Refresh phase (the marker is on space 2); undo that advance to do it again.',
  )
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('time-space')).toHaveText('1')
  await expect(page.getByTestId('advance-time')).toBeEnabled()
  await page.getByTestId('advance-time').click()
  await expect(page.getByTestId('time-space')).toHaveText('2')
  // Going back to the Command phase would let time move twice.
  await page.getByTestId('phase-command').click()
  await expect(page.getByTestId('phase-error')).toHaveText(
    'Time already advanced in this Refresh phase; undo that advance to go back to the Command phase.',
  )
  await ticked(page, 'recruit').click()
  await expect(ticked(page, 'recruit')).toHaveAttribute('aria-checked', 'true')

  // "Next round" with steps left asks first and names them.
  await key(page, 'n')
  const confirm = page.getByTestId('next-round-confirm')
  await expect(confirm).toBeVisible()
  await expect(page.getByTestId('steps-left')).toHaveText(
    /Rapid Mobilization\s*Rebel objective\s*Retrieve leaders\s*Draw missions\s*Launch probe droids\s*Draw objective\s*Build — not built yet: Rebels, Empire\s*Deploy/,
  )
  await snap(page, 'rebellion-next-round-confirm-dark')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('next-round-back').click()
  await expect(confirm).toHaveCount(0)
  await expect(page.getByTestId('round-number')).toHaveText('1')

  // Build, then Deploy: Rebels first; building after a slide is refused.
  await openTool(page, 'Build')
  await expect(page.getByTestId('build-icon-badge')).toHaveText('build icon this round')
  await pickAll(page, 'rebels')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('built-rebels')).toBeVisible()
  // Build (step 5) comes before Deploy (step 6) for both players: no slide while the Empire has not built.
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slide-error-rebels')).toHaveText(
    'Not slid: Build comes before Deploy: the Empire has not built yet (space 2 shows a build icon). Record the build first, or tick Build on the Round tab if there was nothing to build.',
  )
  await expect(page.getByTestId('slid-rebels')).toHaveCount(0)
  await page.getByTestId('faction-empire').click()
  await pickAll(page, 'empire')
  await page.getByTestId('record-build-empire').click()
  await expect(page.getByTestId('built-empire')).toBeVisible()
  await page.getByTestId('slide-empire').click()
  await expect(page.getByTestId('slide-error-empire')).toHaveText(
    'Not slid: The Rebels deploy first: slide the Rebel queue and place their units, then the Empire’s.',
  )
  await openTool(page, 'Round')
  await expect(ticked(page, 'build')).toHaveAttribute('aria-checked', 'true')
  await openTool(page, 'Build')
  await page.getByTestId('faction-rebels').click()
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slid-rebels')).toBeVisible()
  // The Rebel Base space builds two units on queue space 1, so at least two wait now; one is placed.
  const rebelsWaiting = await page.getByTestId('awaiting-rebels').count()
  expect(rebelsWaiting).toBeGreaterThanOrEqual(2)
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(rebelsWaiting - 1)
  await page.getByTestId('faction-empire').click()
  await page.getByTestId('slide-empire').click()
  await expect(page.getByTestId('slid-empire')).toBeVisible()
  await page.getByTestId('faction-rebels').click()
  await snap(page, 'rebellion-deploy-round-1-dark')

  // Round 2 starts clean: no stale ticks, no "slid" or "deployed this step" from round 1.
  await openTool(page, 'Round')
  for (const s of ['rapid-mobilization', 'play-objective', 'retrieve-leaders', 'draw-missions', 'launch-probes'])
    await ticked(page, s).click()
  await ticked(page, 'draw-objective').click()
  // With units left over the players may tick Deploy, but the next round still names the units waiting.
  await expect(ticked(page, 'deploy')).toHaveAttribute('aria-checked', 'false')
  await ticked(page, 'deploy').click()
  await expect(page.locator('[data-testid^="rtick-"][aria-checked="false"]')).toHaveCount(0)
  await key(page, 'n')
  await expect(confirm).toBeVisible()
  await expect(page.getByTestId('steps-left')).toHaveText(/^\s*Deploy — still waiting to deploy: Rebels: \d+ [A-Z]/)
  await expect(page.getByTestId('round-number')).toHaveText('1')
  await page.getByTestId('next-round-anyway').click()
  await expect(page.getByTestId('round-number')).toHaveText('2')
  await expect(page.getByTestId('game-progress')).toContainText('Round 2 · Assignment phase')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await expect(page.locator('[data-testid^="rtick-"][aria-checked="true"]')).toHaveCount(0)
  await expect(page.getByTestId('time-done')).toHaveCount(0)
  await openTool(page, 'Build')
  await expect(page.getByTestId('slid-rebels')).toHaveCount(0)
  await expect(page.getByTestId('placed-rebels')).toHaveCount(0)
  await expect(page.getByTestId('built-rebels')).toHaveCount(0)
  await expect(page.getByTestId('build-icon-badge')).toHaveCount(0)

  // The Empire finds the base on Hoth; a unit for the Rebel Base space now goes to Hoth.
  await openTool(page, 'Systems')
  await page.getByTestId('base-reveal-system').selectOption('hoth')
  await page.getByTestId('base-reveal').click()
  await expect(page.getByTestId('base-revealed')).toHaveText('Rebel base revealed in Hoth')
  await openTool(page, 'Round')
  await key(page, 'n')
  await key(page, 'n')
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('3')
  // Space 3 shows a recruit icon but no build icon.
  await ticked(page, 'build').click()
  await expect(page.getByTestId('tick-error')).toHaveText(
    'Space 3 of the time track has no build icon: nobody does Build this round.',
  )
  await openTool(page, 'Build')
  await expect(page.getByTestId('build-icon-badge')).toHaveText('no build icon this round')
  await pickAll(page, 'rebels')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('build-error-rebels')).toHaveText(
    'Not built: Space 3 of the time track has no build icon: nobody builds this round.',
  )
  await page.getByTestId('build-rebels').locator('summary', { hasText: 'Project card' }).click()
  await page.getByTestId('extra-unit-rebels').selectOption('x-wing')
  await page.getByTestId('extra-add-rebels').click()
  await expect(page.getByTestId('queue-rebels-1')).toContainText('X-wing')
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slid-rebels')).toBeVisible()
  const waiting = await page.getByTestId('awaiting-rebels').count()
  expect(waiting).toBeGreaterThan(0)
  const xwing = page.getByTestId('awaiting-rebels').filter({ hasText: 'X-wing' }).first()
  await xwing.locator('select').selectOption('rebel-base')
  await xwing.getByRole('button', { name: 'Deploy' }).click()
  await expect(page.getByTestId('deploy-error')).toHaveText(
    'Not allowed: The base is revealed: units for the Rebel Base space go to Hoth instead; choose Hoth.',
  )
  await xwing.locator('select').selectOption('hoth')
  await xwing.getByRole('button', { name: 'Deploy' }).click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(waiting - 1)
  await expect(page.getByTestId('placed-rebels')).toContainText('X-wing → Hoth')
  await snap(page, 'rebellion-deploy-revealed-base-dark')
  expect(await seriousViolations(page)).toEqual([])

  // Next round anyway, after naming what is left; the round and the time marker agree; reload keeps all.
  await openTool(page, 'Round')
  await key(page, 'n')
  await expect(confirm).toBeVisible()
  await expect(page.getByTestId('steps-left')).toContainText('Recruit')
  await expect(page.getByTestId('steps-left')).not.toContainText('Build')
  await page.getByTestId('next-round-anyway').click()
  await expect(page.getByTestId('round-number')).toHaveText('3')
  await expect(page.getByTestId('time-space')).toHaveText('3')
  await page.reload()
  await expect(page.getByTestId('round-number')).toHaveText('3')
  await expect(page.getByTestId('time-space')).toHaveText('3')
  await expect(page.getByTestId('game-progress')).toContainText('Round 3 · Assignment phase')
  await openTool(page, 'Systems')
  await expect(page.getByTestId('rebelUnits-hoth')).toHaveAttribute('aria-pressed', 'true')
})

// A double click on "Next phase" moved the game two phases: from the Assignment phase straight past
// the Command phase into Refresh (two presses before the first write landed, or a mouse double click).
test('Next phase pressed twice (in one instant, or a mouse double click) moves one phase; undo and reload agree', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Twice night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  await expect(page.getByTestId('phase-assignment')).toHaveAttribute('aria-pressed', 'true')
  // Counts the writes the app announces, to wait for the first press to be stored.
  const committed = await countWrites(page)
  await page.getByTestId('next-phase').evaluate((b: HTMLButtonElement) => {
    b.click()
    b.click()
  })
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Command phase')
  const line = (text: string) => page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })
  await expect(line('Round 1 · Command phase')).toHaveCount(1)
  await expect(line('Round 1 · Refresh phase')).toHaveCount(0)
  await expect(page.getByTestId('phase-error')).toHaveCount(0)
  // A mouse double click at a person's pace: the first click is stored before the second arrives.
  // One phase on, to Refresh; the second click (detail 2) is no second press.
  await expect.poll(committed).toBe(1)
  await doubleClickAfterWrite(page, page.getByTestId('next-phase'), committed, 2)
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await expect(line('Round 1 · Refresh phase')).toHaveCount(1)
  await expect(page.getByTestId('next-round-confirm')).toHaveCount(0)
  await expect(page.getByTestId('phase-error')).toHaveCount(0)
  await key(page, `${modKey()}+z`)
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Command phase')
  await page.reload()
  await openTool(page, 'Round')
  await expect(page.getByTestId('phase-command')).toHaveAttribute('aria-pressed', 'true')
  await expect(line('Round 1 · Command phase')).toHaveCount(1)
  expect(errors).toEqual([])
})

// The Next phase guard holds back clicks only: a click while the N key's move is being written (or N
// while a click's is) is a second move, and N N in one instant is two moves. Before, the key's write
// also set the click guard, and a click in that moment was dropped.
test('N and a click on Next phase in one instant are two moves; N N in one instant is two moves', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Key and click night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  await expect(page.getByTestId('phase-assignment')).toHaveAttribute('aria-pressed', 'true')
  const line = (text: string) => page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })
  // N, then a click while N's move is still being written (both in one task: nothing is stored yet).
  await page.getByTestId('next-phase').evaluate((b: HTMLButtonElement) => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }))
    b.click()
  })
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await expect(line('Round 1 · Command phase')).toHaveCount(1)
  await expect(line('Round 1 · Refresh phase')).toHaveCount(1)
  await expect(page.getByTestId('phase-error')).toHaveCount(0)
  // A click, then N while the click's move is being written: two moves as well.
  await page.getByTestId('phase-assignment').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Assignment phase')
  await page.getByTestId('next-phase').evaluate((b: HTMLButtonElement) => {
    b.click()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }))
  })
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await expect(line('Round 1 · Command phase')).toHaveCount(2)
  await expect(line('Round 1 · Refresh phase')).toHaveCount(2)
  // N N in one instant: Assignment → Command → Refresh.
  await page.getByTestId('phase-assignment').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Assignment phase')
  await page.evaluate(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }))
  })
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await expect(line('Round 1 · Command phase')).toHaveCount(3)
  await expect(line('Round 1 · Refresh phase')).toHaveCount(3)
  await expect(page.getByTestId('phase-error')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  expect(errors).toEqual([])
})

// Deploy pressed twice (in one instant, a mouse double click): the screen shows the first deploy at
// once, so the row pressed already holds the next unit waiting, and the second press deployed that
// one too. Now one press deploys one unit; presses meant as two, once the first is written, are two.
test('Deploy pressed twice (in one instant, a mouse double click, Enter twice) deploys one unit; keys meant twice deploy two', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const waiting = await rebelsWaitingToDeploy(page, 'Deploy twice night', ['x-wing', 'y-wing'])
  await expect(waiting).toHaveText(['X-wing', 'Y-wing'])
  const committed = await countWrites(page)
  const placed = page.getByTestId('placed-rebels')
  const deployedLine = (unit: string) =>
    page
      .getByTestId('timeline-event')
      .filter({ hasText: new RegExp(`#\\d+\\s*Ben \\(Rebels\\) deployed 1 ${unit} to the Rebel Base space`) })

  // Both rows have a destination; Deploy on the first row pressed twice in one instant.
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('dest-rebels-1').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').evaluate((b: HTMLButtonElement) => {
    b.click()
    b.click()
  })
  await expect.poll(committed).toBe(1)
  await expect(waiting).toHaveText(['Y-wing'])
  await expect(placed).toHaveText('Deployed this step: X-wing → Rebel Base space')
  await expect(deployedLine('X-wing')).toHaveCount(1)
  await expect(deployedLine('Y-wing')).toHaveCount(0)
  await expect(page.getByTestId('deploy-error')).toHaveCount(0)
  // The screen and the stored log agree.
  await page.reload()
  await expect(waiting).toHaveText(['Y-wing'])
  await expect(placed).toHaveText('Deployed this step: X-wing → Rebel Base space')

  // Undone: both wait again. A mouse double click at a person's pace (the first click stored before
  // the second arrives) deploys one unit, and the second click asks nothing (no "choose where").
  // The count starts again on the reloaded page before the undo, so the undo's write is counted
  // whenever it lands (started after it, a late undo was taken for the first click's write).
  await countWrites(page)
  await key(page, `${modKey()}+z`)
  await expect(waiting).toHaveText(['X-wing', 'Y-wing'])
  await expect.poll(committed).toBe(1)
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await doubleClickAfterWrite(page, page.getByTestId('deploy-rebels-0'), committed, 2)
  await expect(waiting).toHaveText(['Y-wing'])
  await expect(page.getByTestId('deploy-error')).toHaveCount(0)
  await expect(deployedLine('Y-wing')).toHaveCount(0)
  await key(page, `${modKey()}+z`)
  await expect(waiting).toHaveText(['X-wing', 'Y-wing'])
  await expect.poll(committed).toBe(3)

  // Enter pressed twice quickly on the Deploy button: one unit.
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('dest-rebels-1').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect.poll(committed).toBe(4)
  await expect(waiting).toHaveText(['Y-wing'])
  await expect(deployedLine('Y-wing')).toHaveCount(0)
  await expect(placed).toHaveText('Deployed this step: X-wing → Rebel Base space')

  // Keys meant twice: once the first deploy is written, Enter on the row (now the Y-wing's, its
  // destination chosen again) deploys the second unit.
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('nothing-to-deploy-rebels')).toBeVisible()
  await expect(placed).toHaveText('Deployed this step: X-wing → Rebel Base space · Y-wing → Rebel Base space')
  await expect.poll(committed).toBe(5)
  await expect(deployedLine('Y-wing')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('Deploy destinations are chosen anew when the rows change: after a deploy, after an undo', async ({ page }) => {
  const waiting = await rebelsWaitingToDeploy(page, 'Deploy choices night', ['x-wing', 'y-wing', 'x-wing'])
  await expect(waiting).toHaveText(['X-wing', 'Y-wing', 'X-wing'])
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('dest-rebels-2').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(waiting).toHaveText(['Y-wing', 'X-wing'])
  // The rows moved up: no destination is left beside a unit it was not chosen for.
  await expect(page.getByTestId('dest-rebels-0')).toHaveValue('')
  await expect(page.getByTestId('dest-rebels-1')).toHaveValue('')
  // Pressed again on the same row, Deploy asks where the Y-wing goes and sends nothing.
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('deploy-error')).toHaveText('Choose where the Y-wing goes.')
  await expect(waiting).toHaveText(['Y-wing', 'X-wing'])
  // A destination chosen for the Y-wing's row, then an undo brings the first X-wing back on that row:
  // the Y-wing's choice does not stay beside the X-wing.
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await key(page, `${modKey()}+z`)
  await expect(waiting).toHaveText(['X-wing', 'Y-wing', 'X-wing'])
  for (const row of [0, 1, 2]) await expect(page.getByTestId(`dest-rebels-${row}`)).toHaveValue('')
  await expect(page.getByTestId('placed-rebels')).toHaveCount(0)
})

test('Deploy destinations stay chosen through the other faction, another tab and a reload, until deployed', async ({
  page,
}) => {
  const waiting = await rebelsWaitingToDeploy(page, 'Deploy kept night', ['x-wing', 'y-wing'])
  await expect(waiting).toHaveText(['X-wing', 'Y-wing'])
  await page.getByTestId('dest-rebels-1').selectOption('rebel-base')
  const chosen = async () => [
    await page.getByTestId('dest-rebels-0').inputValue(),
    await page.getByTestId('dest-rebels-1').inputValue(),
  ]
  // A look at the Empire's build, then back; another tab, then back; a reload.
  await page.getByTestId('faction-empire').click()
  await expect(page.getByTestId('deploy-empire')).toBeVisible()
  await page.getByTestId('faction-rebels').click()
  await expect.poll(chosen).toEqual(['', 'rebel-base'])
  await openTool(page, 'Round')
  await openTool(page, 'Build')
  await expect.poll(chosen).toEqual(['', 'rebel-base'])
  await page.reload()
  await expect.poll(chosen).toEqual(['', 'rebel-base'])
  await snap(page, 'rebellion-deploy-kept')
  // Deployed, the rows change and the choices go: the X-wing left waiting has none, after a reload too.
  await page.getByTestId('deploy-rebels-1').click()
  await expect(waiting).toHaveText(['X-wing'])
  await expect(page.getByTestId('placed-rebels')).toHaveText('Deployed this step: Y-wing → Rebel Base space')
  await expect(page.getByTestId('dest-rebels-0')).toHaveValue('')
  await page.reload()
  await expect(waiting).toHaveText(['X-wing'])
  await expect(page.getByTestId('dest-rebels-0')).toHaveValue('')
})

// Pressed again, said once: a click on the phase already on wrote the same phase to the log again; a
// second Enter in the objective field, after the play had emptied it, said 'you typed “”'; a refused
// objective's reason stayed on screen into the next phases and rounds; a double click on Add to queue
// asked to choose a unit, the first click having added it and emptied the field.
test('Phase, objective and Add to queue pressed again: nothing logged twice, no false refusal, old refusals go', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Again night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  const events = page.getByTestId('timeline-event')
  const line = (text: string) => events.filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })
  await key(page, 'n')
  await key(page, 'n')
  await expect(line('Round 1 · Refresh phase')).toHaveCount(1)
  const logged = await events.count()
  await page.getByTestId('phase-refresh').click()
  await page.getByTestId('phase-refresh').click()
  await expect(page.getByTestId('phase-refresh')).toHaveAttribute('aria-pressed', 'true')
  await expect(events).toHaveCount(logged)

  // An objective played with Enter, and Enter again: one play, no refusal.
  await page.getByTestId('rep-value').fill('1')
  await page.getByTestId('rep-value').press('Enter')
  await page.getByTestId('rep-value').press('Enter')
  await expect(page.getByTestId('reputation-space')).toHaveText('13')
  await expect(line('Reputation 14 → 13')).toHaveCount(1)
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('rep-error')).toHaveCount(0)
  // A second objective this Refresh phase is refused, with its reason; what was typed stays.
  await page.getByTestId('rep-value').fill('1')
  await page.getByTestId('rep-value').press('Enter')
  await expect(page.getByTestId('rep-error')).toHaveText(
    'The Rebels already played an objective this Refresh phase, and only one may be played; undo it to play another one instead.',
  )
  await expect(page.getByTestId('rep-value')).toHaveValue('1')
  // A field left empty on purpose is named as such.
  await page.getByTestId('rep-value').fill('')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('rep-error')).toHaveText('Enter the objective’s reputation value, like 1 or 2.')
  await page.getByTestId('rep-value').fill('1')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('rep-error')).toContainText('already played an objective this Refresh phase')
  // Time moves on: the refusal was about the moment before, and goes.
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await expect(page.getByTestId('rep-error')).toHaveCount(0)

  // Add to queue double clicked: one X-wing on the queue, no request to choose a unit.
  await openTool(page, 'Build')
  await page.getByTestId('build-rebels').locator('summary', { hasText: 'Project card' }).click()
  await page.getByTestId('extra-unit-rebels').selectOption('x-wing')
  await page.getByTestId('extra-add-rebels').dblclick()
  await expect(line('Ben \\(Rebels\\) put 1 X-wing on the build queue')).toHaveCount(1)
  await expect(page.getByTestId('queue-rebels-1')).toContainText('X-wing')
  await expect(page.getByTestId('build-rebels').getByRole('alert')).toHaveCount(0)
  await page.reload()
  await expect(line('Ben \\(Rebels\\) put 1 X-wing on the build queue')).toHaveCount(1)
  await expect(page.getByTestId('queue-rebels-1')).toContainText('X-wing')
  expect(errors).toEqual([])
})

// A refusal on the Build tab stayed after its cause was gone: 'Not slid: Build comes before Deploy'
// still showed once the build was recorded, and a refusal from round 2 still showed after an undo
// took the game back to round 1's Refresh phase. It now goes when the game moves on.
test('Build tab refusals go when the game moves on (a build recorded, an undo)', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Stale night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  await key(page, 'n')
  await key(page, 'n')
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await openTool(page, 'Build')
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slide-error-rebels')).toHaveText(
    'Not slid: Build comes before Deploy: the Rebels and the Empire have not built yet (space 2 shows a build icon). Record the build first, or tick Build on the Round tab if there was nothing to build.',
  )
  await pickAll(page, 'rebels')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('built-rebels')).toBeVisible()
  await expect(page.getByTestId('slide-error-rebels')).toHaveCount(0)
  // Asked again, the rules' answer is the one for now.
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slide-error-rebels')).toContainText('the Empire has not built yet')
  // Undone, the refusal goes with the moment it was about.
  await key(page, `${modKey()}+z`)
  await expect(page.getByTestId('built-rebels')).toHaveCount(0)
  await expect(page.getByTestId('slide-error-rebels')).toHaveCount(0)
  // A build refused (nothing chosen yet) stays while nothing changes, and goes with the next change.
  await page.locator('[data-testid^="pick-rebels-"]').first().selectOption('')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('build-rebels').getByRole('alert')).toContainText('Choose')
  await page.getByTestId('build-rebels').locator('summary', { hasText: 'Project card' }).click()
  await page.getByTestId('extra-unit-rebels').selectOption('x-wing')
  await page.getByTestId('extra-add-rebels').click()
  await expect(page.getByTestId('queue-rebels-1')).toContainText('X-wing')
  await expect(page.getByTestId('build-rebels').getByRole('alert')).toHaveCount(0)
  expect(errors).toEqual([])
})

// A mouse double click on a Refresh checklist item ticked it and unticked it at once (two writes):
// the screen shows the tick before it is written, so the second click of the pair read the ticked
// step and unticked it. A double click is one press; Space, Enter and a later click still toggle.
test('Refresh checklist: a double click ticks once; Space, Enter and a later click still toggle', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Tick twice night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  // The count starts before the changes it waits for: the two phase moves, then each press.
  const committed = await countWrites(page)
  await key(page, 'n')
  await key(page, 'n')
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await expect.poll(committed).toBe(2)
  const line = (done: boolean) =>
    page
      .getByTestId('timeline-event')
      .filter({ hasText: new RegExp(`#\\d+\\s*Refresh: “Draw missions” ${done ? 'done' : 'reopened'}`) })
  const step = ticked(page, 'draw-missions')
  await doubleClickAfterWrite(page, step, committed, 3)
  await expect(step).toHaveAttribute('aria-checked', 'true')
  // Space on the focused item (the click left the focus there) unticks it: one more write, not two.
  await page.keyboard.press('Space')
  await expect(step).toHaveAttribute('aria-checked', 'false')
  await expect.poll(committed).toBe(4)
  await page.keyboard.press('Enter')
  await expect(step).toHaveAttribute('aria-checked', 'true')
  await expect.poll(committed).toBe(5)
  // A deliberate click later unticks it again.
  await step.click()
  await expect(step).toHaveAttribute('aria-checked', 'false')
  await expect.poll(committed).toBe(6)
  await expect(line(true)).toHaveCount(2)
  await expect(line(false)).toHaveCount(2)
  await page.reload()
  await expect(ticked(page, 'draw-missions')).toHaveAttribute('aria-checked', 'false')
  await expect(line(true)).toHaveCount(2)
  await expect(line(false)).toHaveCount(2)
  expect(errors).toEqual([])
})

// Enter pressed twice quickly on "Start round 2 anyway" started round 2 and moved on to its Command
// phase: closing the dialog gives the focus back to Next phase, which took the second Enter.
// The second Enter comes while the first is being written: the disk is held for that moment (on a fast
// machine the write could land between two key presses, and then a second Enter is a press as usual).
test('Start round anyway with Enter pressed twice quickly starts the round once', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await holdableDisk(page)
  await createGame(page, { module: 'rebellion', title: 'Anyway night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  const committed = await countWrites(page)
  await key(page, 'n')
  await key(page, 'n')
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await expect.poll(committed).toBe(3)
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('next-round-anyway')).toBeVisible()
  await page.getByTestId('next-round-anyway').focus()
  await holdWrites(page, true)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('game-progress')).toContainText('Round 2 · Assignment phase')
  await page.keyboard.press('Enter')
  await holdWrites(page, false)
  await expect.poll(committed).toBe(4)
  await expect(page.getByTestId('game-progress')).toContainText('Round 2 · Assignment phase')
  await page.reload()
  await expect(page.getByTestId('game-progress')).toContainText('Round 2 · Assignment phase')
  await expect(page.getByTestId('timeline-event').filter({ hasText: /#\d+\s*Round 2 · / })).toHaveCount(1)
  // Once the round is written, Enter on Next phase (where the focus went) is a press as usual.
  await page.getByTestId('next-phase').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('game-progress')).toContainText('Round 2 · Command phase')
  expect(errors).toEqual([])
})

// The second click of a double click on Slide found the queue already slid and said so under the
// slide that had just gone through ("Not slid: The Rebels already slid their queue this round.").
test('Slide double clicked slides once and refuses nothing', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Slide twice night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  const committed = await countWrites(page)
  await key(page, 'n')
  await key(page, 'n')
  await key(page, 't')
  await ticked(page, 'build').click()
  await expect(ticked(page, 'build')).toHaveAttribute('aria-checked', 'true')
  await openTool(page, 'Build')
  await page.getByTestId('build-rebels').locator('summary', { hasText: 'Project card' }).click()
  for (const unit of ['x-wing', 'y-wing', 'x-wing']) {
    await page.getByTestId('extra-unit-rebels').selectOption(unit)
    await page.getByTestId('extra-add-rebels').click()
    await expect(page.getByTestId('extra-unit-rebels')).toHaveValue('')
  }
  await expect.poll(committed).toBe(7)
  const slide = page.getByTestId('slide-rebels')
  await slide.scrollIntoViewIfNeeded()
  const before = (await slide.boundingBox())!
  await doubleClickAfterWrite(page, slide, committed, 8)
  // The slide's badge moves the button a little: the second click still lands on it.
  const after = (await slide.boundingBox())!
  const [x, y] = [before.x + before.width / 2, before.y + before.height / 2]
  expect(x > after.x && x < after.x + after.width && y > after.y && y < after.y + after.height).toBe(true)
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(3)
  await expect(page.getByTestId('slid-rebels')).toBeVisible()
  await expect(page.getByTestId('slide-error-rebels')).toHaveCount(0)
  await expect(
    page.getByTestId('timeline-event').filter({ hasText: /Ben \(Rebels\) slid the build queue/ }),
  ).toHaveCount(1)
  // Pressed again later, the rules' answer stands.
  await slide.click()
  await expect(page.getByTestId('slide-error-rebels')).toHaveText(
    'Not slid: The Rebels already slid their queue this round.',
  )
  expect(await committed()).toBe(8)
  expect(errors).toEqual([])
})

import { expect, test } from '@playwright/test'
import { correctFact, createGame, snap } from './support'
import { seriousViolations } from './axe'
import { enterGoals, press, saveScores, tableau } from './rftg-support'
import { unfitAt } from './narrow-support'

// A 3-player Rebel vs Imperium game: the session alternation on New game, setup, tableaux, one
// takeover won on a tie and one lost to Rebel Pact, the score sheet and Finish game prefilled.

// The laptop beside the board.
test.use({ viewport: { width: 1366, height: 768 } })

test('takeovers ticked on New game before the session advice arrives stay ticked', async ({ page }) => {
  // The advice's code held back until the box is ticked, as on a slow start: the player's tick wins.
  let release: () => void = () => undefined
  const held = new Promise<void>((done) => (release = done))
  await page.route(/\/assets\/session-advice-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  const box = page.getByRole('checkbox', { name: /Play with takeovers/ })
  await expect(box).not.toBeChecked()
  await expect(page.getByTestId('option-advice')).toHaveCount(0)
  await box.check()
  release()
  await expect(page.getByTestId('option-advice')).toHaveText(
    'First game of this session: takeovers off (the rulebook starts each session with the red side of the disk). You changed it for this game.',
  )
  await expect(box).toBeChecked()
})

test('3 players, takeovers on: alternation, setup, a tie won by the attacker, a takeover lost to Rebel Pact, final scores', async ({
  page,
}) => {
  test.setTimeout(180_000) // a whole game with four accessibility scans, on a shared machine
  // First game of the session: New game advises takeovers off.
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await expect(page.getByTestId('option-advice')).toContainText('First game of this session: takeovers off')
  await expect(page.getByRole('checkbox', { name: /Play with takeovers/ })).not.toBeChecked()
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Warm-up', players: ['Ana', 'Bo'] })
  await expect(page.getByTestId('takeovers-mode')).toHaveText('Takeovers OFF — red side of the disk')
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Takeovers' }).click()
  await expect(page.getByTestId('takeovers-off')).toBeVisible()

  // The second game alternates to on, by itself.
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await expect(page.getByTestId('option-advice')).toContainText(
    'Game 2 of this session: “Warm-up” was played with takeovers off, so this one has them on.',
  )
  await expect(page.getByRole('checkbox', { name: /Play with takeovers/ })).toBeChecked()
  await snap(page, 'rftg-new-game')
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Main event', players: ['Ana', 'Bo', 'Cy'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await expect(tabs.getByRole('tab')).toHaveText(['Table log', 'Setup', 'Tableaux', 'Takeovers', 'Score sheet'])

  // Setup opens first.
  await expect(page.getByTestId('takeovers-mode')).toHaveText('Takeovers ON')
  await expect(page.getByTestId('takeovers-why')).toContainText('Game 2 of this session')
  await page.getByTestId('step-slides').check()
  await expect(page.getByTestId('step-slides')).toBeChecked()
  // The draw needs more goals than this box has: it says so and what to do.
  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('rftg-error')).toContainText('the app knows 3 and 2')
  await page.getByTestId('other-first').fill('Galactic Standard of Living, Overlord Discoveries')
  await page.getByTestId('other-most').fill('Greatest Military')
  // G draws (the key hint is on the button); pressed twice it draws once.
  await expect(page.getByTestId('draw-goals').locator('kbd')).toHaveText('G')
  await press(page, 'g', 2)
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  // The refusal of the first try goes with the draw that succeeded, not once its write has landed.
  await expect(page.getByTestId('rftg-error')).toHaveCount(0)
  await expect(page.getByText(/^Goals drawn: most/)).toHaveCount(1)
  // Or the goals the table actually drew.
  await enterGoals(page, 'Propaganda Edge, Greatest Military')
  await expect(page.getByTestId('goals-out')).toContainText('Most: Propaganda Edge, Greatest Military')
  // Which start worlds are in play is asked once (the facts give no set for each world).
  await expect(page.getByTestId('deal-start-worlds')).toHaveCount(0)
  await page.getByTestId('remember-in-play').click()
  await expect(page.getByTestId('rftg-error')).toHaveText(
    'The deal needs a blue and a red start world for each of the 3 players: you ticked 0 blue and 0 red.',
  )
  await page.getByTestId('pick-all').click()
  await page.getByTestId('in-play-11').uncheck()
  await snap(page, 'rftg-start-worlds-in-play')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('remember-in-play').click()
  await expect(page.getByTestId('in-play')).toHaveText('From your 11 start worlds (6 blue, 5 red).')
  // The virtual deal: one blue (even) and one red (odd) each, then each keeps one of them.
  await expect(page.getByTestId('deal-start-worlds').locator('kbd')).toHaveText('D')
  await press(page, 'd', 2)
  await expect(page.getByText(/^Start worlds dealt:/)).toHaveCount(1)
  for (const p of ['p1', 'p2', 'p3']) {
    await expect(page.getByTestId(`keep-${p}`).locator('option')).toHaveCount(3)
    await expect(page.getByTestId(`keep-${p}`)).not.toContainText('Imperium Warlord')
  }
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('deal-start-worlds')).toBeVisible()
  // Without the deal, anyone may keep any start world — but not one another player keeps.
  await page.getByTestId('keep-p1').selectOption({ label: '5 Separatist Colony' })
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await page.getByTestId('keep-p3').selectOption({ label: '5 Separatist Colony' })
  await expect(page.getByTestId('rftg-error')).toContainText('Ana already keeps Separatist Colony')
  await page.getByTestId('keep-p3').selectOption({ label: '9 Rebel Cantina' })
  await expect(page.getByTestId('keep-p3')).toHaveValue('9')
  // Without the deal, the choices are the start worlds in play.
  await expect(page.getByTestId('keep-p1').locator('option')).toHaveCount(12)
  await expect(page.getByTestId('start-numbers')).toContainText('12 of 12 numbers are not checked yet')
  await snap(page, 'rftg-setup')
  expect(await seriousViolations(page)).toEqual([])

  // Tableaux.
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await tableau(page, 'p1', { military: 5, imperiumCards: 1, cards: 6 }, ['imperiumSeat'], [])
  await tableau(page, 'p2', { military: 1, cards: 5 }, [], [{ name: 'Rebel Outpost', defence: 4, rebel: true }])
  await tableau(
    page,
    'p3',
    { military: 2, temporaryMilitary: 1, cards: 7 },
    ['rebelPact'],
    [
      { name: 'Rebel Base', defence: 3, rebel: true },
      { name: 'Mining Colony', defence: 2, rebel: false },
    ],
  )
  await expect(page.getByTestId('summary-p3')).toContainText(
    'Military 2 (+1 temporary) · 1 Rebel military · 1 other military',
  )
  await snap(page, 'rftg-tableaux')
  // A window a third of a laptop's width: tableaux with military worlds (their table widened the page).
  expect(await unfitAt(page, 420)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])

  // Reload: everything is still there.
  await page.reload()
  await expect(page.getByTestId('summary-p2')).toContainText('Military 1')

  // Takeovers: who can attack whom.
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  const vuln = page.getByTestId('vulnerability')
  await expect(vuln).toContainText('Ana → Bo: Imperium Seat (targets: Rebel Outpost)')
  await expect(vuln).toContainText('Ana → Cy: Imperium Seat (targets: Rebel Base)')
  await expect(vuln.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByTestId('order')).toContainText(
    'Bo (2 Alpha Centauri) → Cy (9 Rebel Cantina) → Ana (5 Separatist Colony)',
  )

  // Ana on Bo's Rebel Outpost: 5 against 1 + 4 — a tie, so the attacker wins.
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover succeeds (5 against 5, margin +0)')
  await expect(page.getByTestId('verdict')).toContainText('ties go to the attacker')
  await snap(page, 'rftg-takeover-calculator')
  expect(await seriousViolations(page)).toEqual([])
  await press(page, 'd', 2)
  // A takeover is the Settle action: Ana has used hers, so nothing more this Settle — said where
  // the pair is listed and in the calculator.
  await expect(vuln).toContainText(
    'not now: Ana already has a takeover this Settle: a takeover uses the one Settle action',
  )
  await page.getByTestId('defender').selectOption({ label: 'Cy' })
  await expect(page.getByTestId('calc-error')).toHaveText(
    'The attacker already has a takeover this Settle: a takeover uses the one Settle action.',
  )
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveCount(1)
  await expect(decl.nth(0)).toContainText('Ana → Rebel Outpost (Bo): succeeds')
  // A reload keeps the declaration (it waits on this computer until it is resolved).
  await page.reload()
  await expect(decl).toHaveCount(1)
  await snap(page, 'rftg-declarations')

  await expect(page.getByTestId('resolve-1').locator('kbd')).toHaveText('N')
  await press(page, 'n', 2)
  await expect(page.getByTestId('takeover-history')).toContainText(
    'Ana took Rebel Outpost from Bo (Imperium Seat, 5 against 5)',
  )
  await expect(decl).toHaveCount(0)
  // Undo brings the declaration back with the world; redo resolves it again.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(decl).toHaveCount(1)
  await expect(vuln).toContainText('Ana → Bo')
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(decl).toHaveCount(0)
  // The world moved: Bo is out of reach now, Ana holds it (not counted for her bonuses this Settle).
  await expect(vuln).not.toContainText('Ana → Bo')
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await expect(page.getByTestId('summary-p1')).toContainText('1 Rebel military · 0 other military')
  await expect(page.getByTestId('summary-p1')).toContainText('7/12 cards')
  await expect(page.getByTestId('summary-p1')).toContainText('(1 new this Settle)')
  await expect(page.getByTestId('summary-p2')).toContainText('0 Rebel military · 0 other military')
  await expect(page.getByTestId('summary-p2')).toContainText('4/12 cards')

  // Next Settle: Ana may try again. On Cy's Rebel Base: 5 against 2 + 3 + Rebel Pact
  // (2 × 1 Rebel + 1 other) = 8: fails, and Cy's spare temporary Military is shown.
  await press(page, 's')
  await expect(page.getByTestId('summary-p1')).not.toContainText('new this Settle')
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Cy' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover fails (5 against 8, margin -3)')
  await expect(page.getByTestId('verdict')).toContainText('Rebel Pact: 2 × 1 Rebel + 1 other military worlds: 3')
  await expect(page.getByTestId('can-add')).toContainText('Cy could still add 1')
  // R pressed twice: one failure is logged; the second is refused (the action is spent).
  await press(page, 'r', 2)
  // said once, where the calculator already explains it (not again in a second line below)
  await expect(page.getByTestId('calc-error')).toHaveText(
    'Not resolved: The attacker already has a takeover this Settle: a takeover uses the one Settle action.',
  )
  await expect(page.getByTestId('rftg-error')).toHaveCount(0)
  await expect(page.getByTestId('record-takeover')).toHaveCount(0)
  const history = page.getByTestId('takeover-history').getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.nth(1)).toHaveText('Ana failed to take Rebel Base from Cy (Imperium Seat, 5 against 8)')
  await expect(vuln).toContainText('not now: Ana already has a takeover this Settle')
  await snap(page, 'rftg-takeovers')

  // Undo across the phase: the failure, then the New Settle phase — Ana's first takeover is this
  // Settle's again, and the world she took is new again.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(history).toHaveCount(1)
  await expect(vuln).not.toContainText('not now')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(vuln).toContainText('not now: Ana already has a takeover this Settle')
  await page.getByRole('button', { name: 'Redo' }).click()
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(history).toHaveCount(2)
  await page.reload()
  await expect(history).toHaveCount(2)
  await expect(history.nth(0)).toHaveText('Ana took Rebel Outpost from Bo (Imperium Seat, 5 against 5)')
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await expect(page.getByTestId('summary-p1')).toContainText('1 Rebel military · 0 other military')
  await expect(page.getByTestId('summary-p1')).not.toContainText('new this Settle')
  await expect(page.getByTestId('summary-p3')).toContainText('1 Rebel military · 1 other military')

  // Score sheet.
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  await saveScores(page, [
    ['p1', 10, 20, 4],
    ['p2', 8, 25, 0],
    ['p3', 12, 15, 6],
  ])
  await page.getByTestId('goal-Galactic Riches-p1').check()
  await page.getByTestId('goal-Propaganda Edge-p2').check()
  await page.getByTestId('tied-Propaganda Edge-p3').check()
  // Ana 34 + 3 = 37; Bo 33 + 5 = 38; Cy 33 + 3 = 36.
  await expect(page.getByTestId('total-p1')).toHaveText('37')
  await expect(page.getByTestId('total-p2')).toHaveText('38')
  await expect(page.getByTestId('total-p3')).toHaveText('36')
  await expect(page.getByTestId('score-winner')).toContainText('Winner: Bo')
  await snap(page, 'rftg-score')
  // A window a third of a laptop's width: the goals' claims (their table widened the page).
  expect(await unfitAt(page, 420)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  // In a browser window half as wide as this laptop's screen, the sheet tightens and fits its card
  // (it pushed the whole page 52 px sideways), totals and Save in view; narrower, it scrolls inside
  // the card: scrolled to its end, Save is inside the card.
  await page.setViewportSize({ width: 680, height: 768 })
  const sheetBox = page.getByTestId('score-sheet-scroll')
  expect(await sheetBox.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
  await expect(page.getByTestId('total-p3')).toBeInViewport({ ratio: 1 })
  await expect(page.getByTestId('p3-save-score')).toBeInViewport({ ratio: 1 })
  await page.setViewportSize({ width: 480, height: 768 })
  const narrow = await page.getByTestId('score-sheet-scroll').evaluate((el) => {
    el.scrollLeft = el.scrollWidth
    const save = el.querySelector('[data-testid="p3-save-score"]')!.getBoundingClientRect()
    return {
      cardSideways: el.closest('.card')!.scrollWidth - el.closest('.card')!.clientWidth,
      savePastCard: save.right - el.closest('.card')!.getBoundingClientRect().right,
    }
  })
  expect(narrow.cardSideways).toBe(0)
  expect(narrow.savePastCard).toBeLessThanOrEqual(0)
  // The timeline, beside the tabs at 1366 px, is a drawer over them below 1200 px: closed for the picture.
  await page.setViewportSize({ width: 680, height: 768 })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('timeline-slot')).toHaveCount(0)
  await snap(page, 'rftg-score-680')
  expect(await seriousViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1366, height: 768 })

  // Finish game is prefilled with the sheet.
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('winner-p2')).toBeChecked()
  await expect(page.getByTestId('winner-p1')).not.toBeChecked()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Bo')
  await expect(page.getByTestId('result')).toContainText('38')
})

test('start-world numbers: flagged until checked, corrected in Settings, and the takeover order follows', async ({
  page,
}) => {
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await page.getByTestId('game-title').fill('Numbers')
  await page.getByRole('checkbox', { name: /Play with takeovers/ }).check()
  while ((await page.getByTestId('player-row').count()) < 3) await page.getByTestId('add-player').click()
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name)
  await page.getByTestId('start-game').click()
  await page.getByTestId('keep-p1').selectOption({ label: '5 Separatist Colony' })
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await page.getByTestId('keep-p3').selectOption({ label: '9 Rebel Cantina' })
  await expect(page.getByTestId('keep-p3')).toHaveValue('9')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  const order = page.getByTestId('order')
  await expect(order).toContainText('Bo (2 Alpha Centauri) → Cy (9 Rebel Cantina) → Ana (5 Separatist Colony)')
  await expect(order).toContainText('verify on your copy')
  const gameUrl = page.url()
  await page.goto('./#/settings')
  const key = 'rftg-rebel-vs-imperium.start-number.9'
  await page.getByTestId(`fact-edit-${key}`).click()
  await page.getByTestId(`fact-input-${key}`).fill('one')
  await page.getByTestId(`fact-save-${key}`).click()
  await expect(page.getByTestId(`fact-${key}`)).toContainText(
    'Start number of Rebel Cantina: enter a whole number (you typed “one”).',
  )
  // A "+" is refused as every other whole-number field refuses it.
  await page.getByTestId(`fact-input-${key}`).fill('+1')
  await page.getByTestId(`fact-save-${key}`).click()
  await expect(page.getByTestId(`fact-${key}`)).toContainText(
    'Start number of Rebel Cantina: enter a whole number (you typed “+1”).',
  )
  await expect(page.getByTestId(`fact-input-${key}`)).toHaveValue('+1')
  // Rebel Cantina is a red start world: an even number cannot be its number.
  await page.getByTestId(`fact-input-${key}`).fill('12')
  await page.getByTestId(`fact-save-${key}`).click()
  await expect(page.getByTestId(`fact-${key}`).getByRole('alert')).toHaveText(
    'Start number of Rebel Cantina: Rebel Cantina is a red start world, and red start worlds have odd numbers ' +
      '(the setup sorts them by that): 12 is even. Enter the number printed on Rebel Cantina.',
  )
  await expect(page.getByTestId(`fact-value-${key}`)).toHaveCount(0)
  await page.getByTestId(`fact-${key}`).scrollIntoViewIfNeeded()
  await page
    .getByTestId(`fact-${key}`)
    .screenshot({ path: 'tests/e2e/screenshots/rftg-settings-start-number-colour.png' })
  // 1 is Epsilon Eridani's number (the facts'): two start worlds on one number is refused.
  await page.getByTestId(`fact-input-${key}`).fill('1')
  await page.getByTestId(`fact-save-${key}`).click()
  await expect(page.getByTestId(`fact-${key}`).getByRole('alert')).toHaveText(
    'Start number of Rebel Cantina: 1 is already the number of Epsilon Eridani (as the game facts list it, not checked yet), ' +
      'and two start worlds cannot share a number. Enter the number printed on Rebel Cantina, or correct Epsilon Eridani’s number first.',
  )
  await expect(page.getByTestId(`fact-input-${key}`)).toHaveValue('1')
  await expect(page.getByTestId(`fact-value-${key}`)).toHaveCount(0)
  // Cancel ends the edit and its refusal: the value in force shows, without the message, and a new
  // edit starts from it.
  await page.getByTestId(`fact-cancel-${key}`).click()
  await expect(page.getByTestId(`fact-value-${key}`)).toHaveText('9')
  await expect(page.getByTestId(`fact-${key}`).getByRole('alert')).toHaveCount(0)
  await page.getByTestId(`fact-edit-${key}`).click()
  await expect(page.getByTestId(`fact-input-${key}`)).toHaveValue('9')
  await page.getByTestId(`fact-input-${key}`).fill('1')
  await page.getByTestId(`fact-save-${key}`).click()
  await expect(page.getByTestId(`fact-${key}`).getByRole('alert')).toContainText('1 is already the number of Epsilon')
  // The worlds in play with one typed twice: refused, naming it, and the list stays as typed.
  const inPlay = 'rftg-rebel-vs-imperium.start-worlds-in-play'
  await page.getByTestId(`fact-edit-${inPlay}`).click()
  await page.getByTestId(`fact-input-${inPlay}`).fill('0, 1, 2, 3, 9, 3')
  await page.getByTestId(`fact-save-${inPlay}`).click()
  await expect(page.getByTestId(`fact-${inPlay}`).getByRole('alert')).toHaveText(
    'Start worlds you play with: 3 New Sparta is in the list more than once. Enter each start world once.',
  )
  await expect(page.getByTestId(`fact-input-${inPlay}`)).toHaveValue('0, 1, 2, 3, 9, 3')
  await snap(page, 'rftg-settings-start-number-taken')
  // Esc cancels the same way.
  await page.getByTestId(`fact-input-${inPlay}`).press('Escape')
  await expect(page.getByTestId(`fact-${inPlay}`).getByRole('alert')).toHaveCount(0)
  await expect(page.getByTestId(`fact-input-${inPlay}`)).toHaveCount(0)
  await snap(page, 'rftg-settings-cancelled')
  // Epsilon Eridani moved to 13 first: 1 is free for Rebel Cantina, and its refusal goes.
  const other = 'rftg-rebel-vs-imperium.start-number.1'
  await correctFact(page, other, '13')
  await expect(page.getByTestId(`fact-${key}`).getByRole('alert')).toHaveCount(0)
  await page.getByTestId(`fact-save-${key}`).click()
  await expect(page.getByTestId(`fact-value-${key}`)).toHaveText('1')
  await expect(page.getByTestId(`fact-${key}`)).toContainText('Your correction')
  // Epsilon Eridani back to its built-in 1 would clash with Rebel Cantina now: refused, kept at 13.
  await page.getByTestId(`fact-${other}`).getByRole('button', { name: 'Use built-in' }).click()
  await expect(page.getByTestId(`fact-${other}`).getByRole('alert')).toHaveText(
    'Start number of Epsilon Eridani: 1 is already the number of Rebel Cantina, and two start worlds cannot share a number. ' +
      'Enter the number printed on Epsilon Eridani, or correct Rebel Cantina’s number first.',
  )
  await expect(page.getByTestId(`fact-value-${other}`)).toHaveText('13')
  await snap(page, 'rftg-settings-start-numbers')
  await page.goto(gameUrl)
  await expect(order).toContainText('Cy (1 Rebel Cantina) → Ana (5 Separatist Colony) → Bo (2 Alpha Centauri)')
  await expect(order).toContainText('verify on your copy')
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(page.getByTestId('keep-p3').locator('option:checked')).toHaveText('1 Rebel Cantina')
  await expect(page.getByTestId('start-numbers')).toContainText('10 of 12 numbers are not checked yet')
  // The worlds in play were never saved: the Setup tab still asks.
  await expect(page.getByTestId('in-play-question')).toBeVisible()
})

test('a wrong entry is refused where it was made, says what to do, and keeps what was typed', async ({ page }) => {
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await page.getByTestId('game-title').fill('Typos')
  await page.getByRole('checkbox', { name: /Play with takeovers/ }).check()
  for (const [i, name] of ['Ana', 'Bo'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name)
  await page.getByTestId('start-game').click()
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()

  // A number out of range: said on Ana's card, the typed value kept, nothing saved.
  await page.getByTestId('p1-military').fill('150')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-error')).toHaveText(
    'Ana: Total Military must be a whole number from -20 to 99 (you entered 150). Correct it, then save again.',
  )
  await expect(page.getByTestId('p1-military')).toHaveValue('150')
  await expect(page.getByTestId('p1-military')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('summary-p1')).toContainText('Military 0 (+0 temporary)')
  await page.getByTestId('tableau-p1').screenshot({ path: test.info().outputPath('tableau-error.png') })
  // What the browser would read as 10 ("1e1") is not a whole number typed: refused, kept as typed.
  await page.getByTestId('p1-military').fill('1e1')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-error')).toHaveText(
    'Ana: Total Military must be a whole number from -20 to 99 (you entered 1e1). Correct it, then save again.',
  )
  await expect(page.getByTestId('p1-military')).toHaveValue('1e1')
  await expect(page.getByTestId('summary-p1')).toContainText('Military 0 (+0 temporary)')
  // − and + count from a whole number only: from 0 here.
  await page.getByTestId('tableau-p1').getByRole('button', { name: 'Total Military plus 1' }).click()
  await expect(page.getByTestId('p1-military')).toHaveValue('1')
  // A new world's Defence: the same.
  await page.getByTestId('p1-world-name').fill('Outpost')
  await page.getByTestId('p1-world-defence').fill('1e1')
  await page.getByTestId('p1-add-world').click()
  await expect(page.getByTestId('p1-world-error')).toHaveText(
    'Defence is a whole number from 0 to 99: the number printed on the world.',
  )
  // One past the range the event takes is refused here too (Save said it in the schema's words).
  await page.getByTestId('p1-world-defence').fill('100')
  await page.getByTestId('p1-add-world').click()
  await expect(page.getByTestId('p1-world-error')).toHaveText(
    'Defence is a whole number from 0 to 99: the number printed on the world.',
  )
  await expect(page.getByTestId('tableau-p1').locator('tbody tr')).toHaveCount(0)
  await page.getByTestId('p1-world-name').fill('')
  await page.getByTestId('p1-world-defence').fill('0')
  // An empty field.
  await page.getByTestId('p1-military').fill('')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-error')).toHaveText(
    'Ana: Total Military is empty. Enter a whole number from -20 to 99, then save again.',
  )
  // Imperium Seat is an Imperium card: the count must include it.
  await page.getByTestId('p1-military').fill('5')
  await page.getByTestId('p1-imperiumSeat').check()
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-error')).toHaveText(
    'Not entered: Ana’s Imperium cards (0) must include Imperium Seat, which is ticked and is an Imperium card itself: set Imperium cards to at least 1.',
  )
  await expect(page.getByTestId('p1-military')).toHaveValue('5')
  await expect(page.getByTestId('p1-imperiumSeat')).toBeChecked()
  await page.getByTestId('p1-imperiumCards').fill('1')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-save')).toBeDisabled()
  await expect(page.getByTestId('p1-error')).toHaveCount(0)
  await expect(page.getByTestId('summary-p1')).toContainText(
    'Military 5 (+0 temporary) · 0 Rebel military · 0 other military · 1 Imperium',
  )
  // Each military world is a card in the tableau: two worlds on a tableau of 1 card are refused.
  for (const name of ['Outpost', 'Mining World']) {
    await page.getByTestId('p1-world-name').fill(name)
    await page.getByTestId('p1-world-defence').fill('2')
    await page.getByTestId('p1-add-world').click()
  }
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-error')).toHaveText(
    'Not entered: Ana’s cards in tableau (1) must include the 2 military worlds listed, each a card in the tableau: set Cards in tableau to at least 2.',
  )
  await expect(page.getByTestId('summary-p1')).toContainText('0 other military · 1 Imperium · 1/12 cards')
  await page.getByTestId('p1-cards').fill('3')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-save')).toBeDisabled()
  await expect(page.getByTestId('summary-p1')).toContainText('2 other military · 1 Imperium · 3/12 cards')

  // Rebel Pact's power is the takeover-defence symbol: ticking it ticks that box, counted once.
  await page.getByTestId('p2-rebelPact').check()
  await expect(page.getByTestId('p2-takeoverDefence')).toBeChecked()
  await expect(page.getByTestId('p2-takeoverDefence')).toBeDisabled()
  await expect(page.getByTestId('p2-pact-note')).toHaveText('— Rebel Pact’s own power: ticked with it, counted once')
  await tableau(page, 'p2', { military: 1 }, [], [{ name: 'Rebel Outpost', defence: 4, rebel: true }])

  // The calculator: temporary Military must be a whole number; Rebel Pact counts once.
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover fails (5 against 7, margin -2)')
  await page.getByTestId('attacker-temp').fill('2.5')
  await expect(page.getByTestId('calc-error')).toHaveText('The attacker’s temporary Military must be a whole number.')
  await page.getByTestId('defender-temp').fill('1e1')
  await page.getByTestId('attacker-temp').fill('0')
  await expect(page.getByTestId('calc-error')).toHaveText('The defender’s temporary Military must be a whole number.')
  await page.getByTestId('defender-temp').fill('0')
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover fails (5 against 7, margin -2)')

  // The score sheet: a negative number of VP chips.
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  await page.getByTestId('p1-chips').fill('-4')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('rftg-error')).toHaveText(
    'Ana: VP chips must be a whole number from 0 to 999 (you entered -4). Correct it, then save again.',
  )
  await expect(page.getByTestId('p1-chips')).toHaveValue('-4')
  await expect(page.getByTestId('total-p1')).toHaveText('0')
  // "1e1" is not a whole number as typed (the browser would read 10).
  await page.getByTestId('p1-chips').fill('1e1')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('rftg-error')).toHaveText(
    'Ana: VP chips must be a whole number from 0 to 999 (you entered 1e1). Correct it, then save again.',
  )
  await expect(page.getByTestId('p1-chips')).toHaveValue('1e1')
  await expect(page.getByTestId('total-p1')).toHaveText('0')
  await page.getByTestId('p1-chips').fill('10')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('total-p1')).toHaveText('10')
})

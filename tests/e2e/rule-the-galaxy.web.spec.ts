import { expect, test } from '@playwright/test'
import { correctFact, createGame, modKey, snap } from './support'
import { placeUnit, pressKeys as press } from './rtg-support'

// Odds asserted here are worked out by hand from the deck: 9 each of Rey, Poe, Finn, Chewbacca,
// 10 BB-8 and 9 fire cards (55).

test('a 2-player game: setup, keyboard turns with a free first fire card and a bust, destroy, reload, undo, reshuffle', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Sunday galaxy', players: ['Ana', 'Ben'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await expect(tabs.getByRole('tab')).toHaveText(['Table log', 'Play', 'Setup', 'Board', 'Score'])

  // Setup: the checklist for 2 players, ticked by keyboard.
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(page.getByTestId('rtg-setup')).toBeVisible()
  await expect(page.getByTestId('setup-step-flametroopers-out')).toContainText(
    'the 4 Flametroopers (strength 5) stay in the box',
  )
  // 24 tiles without Flametroopers: 20 split 10 / 10, the 4 strength-1 Stormtroopers go into the upper part (14).
  await expect(page.getByTestId('setup-step-stack')).toContainText('14 in the upper part')
  await expect(page.getByTestId('setup-step-stack')).toContainText('24 tiles, face down')
  await expect(page.getByTestId('setup-step-movement-marker')).toContainText('every second round')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, '123')
  await expect(page.getByTestId('setup-progress')).toContainText('3 / 9 done')
  await page.keyboard.press('3')
  await expect(page.getByTestId('setup-progress')).toContainText('2 / 9 done')
  await snap(page, 'rtg-setup')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toContainText('4 lanes × 7 rows, Ana starts')

  // Play: the full deck, 9 fire in 55.
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('p-next-fire')).toHaveText('16.4%')
  await expect(page.getByTestId('fire-seen')).toHaveText('0')

  // Opening deal by keyboard; a fire card in the deal goes back, so X is refused with the reason.
  await expect(page.getByTestId('deal')).toContainText('Enter Ana’s first card')
  await page.keyboard.press('r')
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
  await page.keyboard.press('x')
  await expect(page.getByRole('alert').filter({ hasText: 'goes back into the middle of the deck' })).toBeVisible()
  await page.keyboard.press('f')
  // 53 cards left, 9 of them fire.
  await expect(page.getByTestId('p-next-fire')).toHaveText('17.0%')

  // The first four units; a draw before they are on the board is refused with what to do.
  await page.keyboard.press('r')
  await expect(page.getByTestId('play-error')).toContainText('put 4 new units on the entry row')
  // Nothing can be drawn yet, so the advice does not say Draw.
  await expect(page.getByTestId('advice-action')).toHaveText('Enter first')
  await expect(page.getByTestId('advice-reason')).toHaveText('the board needs what is listed above before anyone draws')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 1, 'finn')
  await page.getByTestId('entry-strength-8').click() // Kylo Ren: multicolour is picked for you
  await page.getByTestId('entry-place').click()
  await expect(page.getByTestId('unit-entry')).toHaveCount(0)
  await expect(page.getByTestId('current-player')).toHaveText('Ana’s turn')

  // Ana: a fire card first costs nothing and the advice says so.
  await page.keyboard.press('x')
  await expect(page.getByTestId('fire-seen')).toHaveText('1')
  await expect(page.getByTestId('at-risk')).toContainText('0')
  await expect(page.getByTestId('advice-action')).toHaveText('Draw')
  await expect(page.getByTestId('advice-reason')).toContainText('nothing at risk')
  await press(page, 'ccb')
  // 49 left, 8 fire: 8/49; ≥1 fire in 2 = 1 − (41·40)/(49·48); in 3 = 1 − (41·40·39)/(49·48·47).
  await expect(page.getByTestId('p-next-fire')).toHaveText('16.3%')
  await expect(page.getByTestId('p-fire-2')).toHaveText('30.3%')
  await expect(page.getByTestId('p-fire-3')).toHaveText('42.1%')
  await expect(page.getByTestId('at-risk')).toContainText('3')
  await expect(page.getByTestId('advice-reason')).toHaveText('draw: 3 cards at risk, 16% fire')
  await expect(page.getByTestId('draw-chewbacca')).toContainText('14.3% next') // 7/49
  await page.getByTestId('advice-rule-toggle').click()
  await expect(page.getByTestId('advice-rule')).toContainText('Draw while the safe cards left in the deck outnumber')
  await snap(page, 'rtg-play')
  await page.keyboard.press('s')
  await expect(page.getByTestId('advice-reason')).toHaveText('drawing is over for this turn')
  await expect(page.getByTestId('stop-or-end')).toContainText('End turn')

  // Destroy: strength-2 points are unknown, so the app asks once, then plans.
  await page.keyboard.press('d')
  await expect(page.getByTestId('points-dialog')).toBeVisible()
  // Only plain whole numbers: "1e1" (10 to Number()) and "1.0" are refused like any bad value.
  for (const typed of ['1e1', '1.0']) {
    await page.getByTestId('points-2').fill(typed)
    await page.getByTestId('points-save').click()
    await expect(page.getByTestId('points-dialog').getByRole('alert')).toHaveText(
      `Points for strength 2: enter the whole number printed on the tile, 0 to 20 (you typed “${typed}”).`,
    )
  }
  await page.getByTestId('points-2').fill('1')
  await page.getByTestId('points-save').click()
  await expect(page.getByTestId('destroy-best')).toHaveText('Best: 2 points, 1 unit, spending 3 cards')
  await expect(page.getByTestId('destroy-action')).toHaveCount(1)
  await expect(page.getByTestId('destroy-action')).toContainText('spend 2 Chewbacca + 1 BB-8')
  await snap(page, 'rtg-destroy')
  await page.getByTestId('destroy-u1').click()
  await expect(page.getByTestId('current-hand')).toContainText('Rey 1')
  await expect(page.getByTestId('current-hand')).toContainText('Chewbacca 0')
  await page.keyboard.press('s')

  // Ben has not drawn yet: destroying his Finn-coloured target waits for his first card.
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('d')
  await expect(page.getByTestId('destroy-draw-first')).toHaveText(
    'Draw this turn’s first card before destroying: a turn starts with one.',
  )
  await expect(page.getByTestId('destroy-u3')).toBeDisabled()
  await expect(page.getByTestId('stop-or-end')).toContainText('Stop')

  // Ben draws Poe, then the page is reloaded mid-turn: everything comes back from the log.
  await page.keyboard.press('p')
  await expect(page.getByTestId('at-risk')).toContainText('1')
  await page.reload()
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await expect(page.getByTestId('drawn-card')).toHaveText(['Poe'])
  await expect(page.getByTestId('at-risk')).toContainText('1')
  await expect(page.getByTestId('fire-seen')).toHaveText('1')
  // 48 left, 8 fire.
  await expect(page.getByTestId('p-next-fire')).toHaveText('16.7%')
  await expect(page.getByTestId('advice-reason')).toHaveText('draw: 1 card at risk, 17% fire')

  // A fire card now takes the Poe: a bust. Undo it with Ctrl+Z, then it happens again.
  await page.keyboard.press('x')
  await expect(page.getByTestId('busted')).toBeVisible()
  await expect(page.getByTestId('hand-row-p2')).toContainText('Ben')
  await expect(page.getByTestId('current-hand')).toContainText('Poe 0')
  await expect(page.getByTestId('fire-seen')).toHaveText('2')
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('busted')).toHaveCount(0)
  await expect(page.getByTestId('current-hand')).toContainText('Poe 1')
  await expect(page.getByTestId('fire-seen')).toHaveText('1')
  await page.keyboard.press('x')
  await expect(page.getByTestId('busted')).toBeVisible()
  await expect(page.getByTestId('draw-rey')).toBeDisabled()
  await page.keyboard.press('s')

  // Round 2, Ana: seven fire cards in a row with nothing at risk, all free; the ninth calls the reshuffle.
  await expect(page.getByTestId('current-player')).toHaveText('Ana’s turn')
  await press(page, 'xxxxxxx')
  await expect(page.getByTestId('fire-seen')).toHaveText('9')
  await expect(page.getByTestId('reshuffle-prompt')).toBeVisible()
  await expect(page.getByTestId('advice-action')).toHaveText('Reshuffle')
  await expect(page.getByTestId('draw-rey')).toBeDisabled()
  await page.keyboard.press('r')
  await expect(page.getByTestId('play-error')).toContainText('reshuffle first')
  // S too, as the greyed Stop button: refused with the same reason, and Ana is still drawing.
  await page.keyboard.press('s')
  await expect(page.getByTestId('play-error')).toContainText('reshuffle first: the ninth fire card is out')
  await expect(page.getByTestId('current-player')).toHaveText('Ana’s turn')
  await expect(page.getByTestId('stop-or-end')).toBeDisabled()
  await expect(page.getByTestId('stop-or-end')).toContainText('Stop')
  await snap(page, 'rtg-reshuffle')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('reshuffle-prompt')).toHaveCount(0)
  // Everything but the 2 cards in hands (Ana's Rey, Ben's Finn) is back: 53 cards, 9 fire.
  await expect(page.getByTestId('fire-seen')).toHaveText('0')
  await expect(page.getByTestId('p-next-fire')).toHaveText('17.0%')
  await expect(page.getByTestId('deck-left')).toHaveText('53 cards left in the deck, 9 of them fire')
  await press(page, 'rss')

  // Ben ends round 2: the movement marker shows white, so the units move one row and 4 new ones are due.
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await expect(page.getByTestId('movement')).toContainText('Units move at the end of this round')
  await tabs.getByRole('tab', { name: 'Play' }).click()
  // S before any card is drawn is refused: a turn starts by taking the top card.
  await page.keyboard.press('s')
  await expect(page.getByTestId('play-error')).toContainText('a turn starts by drawing a card')
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await press(page, 'pss')
  await expect(page.getByTestId('current-player')).toHaveText('Ana’s turn')
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await expect(page.getByTestId('space-2-2').getByTestId('board-unit')).toContainText('2')
  await expect(page.getByTestId('space-4-2').getByTestId('board-unit')).toContainText('8')
  await expect(page.getByTestId('unit-entry')).toContainText('Put 4 new units on the entry row')
  await expect(page.getByTestId('movement')).toContainText('Units do not move this round')
  await snap(page, 'rtg-board')

  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(page.getByTestId('standing-p1')).toContainText('Ana')
  await expect(page.getByTestId('standing-p1').locator('td.big')).toHaveText(['2', '1'])
  await expect(page.getByTestId('standing-p2').locator('td.big')).toHaveText(['0', '0'])
  await snap(page, 'rtg-score')

  // The Table log's tally (left at 0) says what the game counts, with the way to its Score tab.
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  const points = page.getByTestId('game-points')
  await expect(points).toContainText('The game counts: Ana 2 · Ben 0.')
  await expect(points).toContainText('The boxes below are a tally of your own; Finish game offers the game’s count.')
  await expect(page.getByTestId('score-p1')).toHaveValue('0')
  await snap(page, 'rtg-table-log-points')
  await points.getByRole('link', { name: 'Open Score' }).click()
  await expect(tabs.getByRole('tab', { name: 'Score', selected: true })).toBeVisible()
  await expect(page.getByTestId('standing-p1')).toContainText('Ana')
})

test('a unit breaking through: the app offers to finish the game as a loss for everyone', async ({ page }) => {
  // A one-row board (a data correction) lets the first regroup push the units off the last row.
  await page.goto('./#/settings')
  await correctFact(page, 'rule-the-galaxy.board.size', '4, 1')

  await createGame(page, { module: 'rule-the-galaxy', title: 'Short board', players: ['Ana', 'Ben', 'Cleo'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  // 3 players: no movement marker, the Flametroopers stay in.
  await expect(page.getByTestId('setup-step-movement-marker')).toContainText('not used')
  await expect(page.getByTestId('setup-step-flametroopers-out')).toHaveCount(0)
  await expect(page.getByTestId('setup-step-stack')).toContainText('28 tiles, face down')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('deal')).toContainText('Enter Ana’s first card')
  await press(page, 'rfc')
  await expect(page.getByTestId('deal')).toHaveCount(0)
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 5, 'finn')
  await placeUnit(page, 1, 'multi')
  await expect(page.getByTestId('moves-this-round')).toHaveText('Units move after this round')
  // Each player draws a card (a turn starts with one), stops and ends the turn.
  await press(page, 'pssbsspss')
  await expect(page.getByTestId('game-over')).toContainText('everyone loses')
  await page.getByTestId('finish-rtg').click()
  await expect(page.getByTestId('game-finished')).toBeVisible()
  await expect(page.getByTestId('game-view').locator('.badge.ok')).toHaveText('Finished')
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await expect(page.getByTestId('escaped')).toHaveText('4 units broke through to the Resistance.')
  await snap(page, 'rtg-defeat')
})

test('the entry row: Kylo Ren stays multicolour, a strength-1 tile past the upper part of the stack is warned about but placed', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Deep stack', players: ['Ana', 'Ben'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  // The upper part the warning counts with is the Setup tab's.
  await expect(page.getByTestId('setup-step-stack')).toContainText('14 in the upper part')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('deal')).toContainText('Enter Ana’s first card')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'rf')
  const warning = page.getByTestId('entry-warning')

  // Kylo Ren: picking strength 8 sets multicolour and locks the other colours.
  await page.getByTestId('entry-colour-rey').click()
  await page.getByTestId('entry-strength-8').click()
  await expect(page.getByTestId('entry-colour-multi')).toHaveAttribute('aria-pressed', 'true')
  for (const c of ['rey', 'poe', 'finn', 'chewbacca'])
    await expect(page.getByTestId(`entry-colour-${c}`)).toBeDisabled()
  await expect(page.getByTestId('entry-multicolour-only')).toHaveText('Strength 8 is Kylo Ren: always multicolour.')
  // Another strength frees the colours again.
  await page.getByTestId('entry-strength-3').click()
  await expect(page.getByTestId('entry-colour-rey')).toBeEnabled()
  await expect(page.getByTestId('entry-multicolour-only')).toHaveCount(0)

  // Tiles 1–12 (setup and two regroups): strength 1 there is no surprise.
  const keys = ['r', 'p', 'f', 'c']
  async function regroup(): Promise<void> {
    // Two rounds of two turns: a card, stop, end turn.
    for (const [i, name] of ['Ben', 'Ana', 'Ben', 'Ana'].entries()) {
      await press(page, `${keys[i]!}ss`)
      await expect(page.getByTestId('current-player')).toHaveText(`${name}’s turn`)
    }
    await expect(page.getByTestId('unit-entry')).toContainText('Put 4 new units on the entry row')
  }
  for (let batch = 0; batch < 3; batch++) {
    if (batch > 0) await regroup()
    await page.getByTestId('entry-strength-1').click()
    await expect(warning).toHaveCount(0)
    await placeUnit(page, 2, 'rey')
    await placeUnit(page, 2, 'finn')
    await placeUnit(page, 3, 'chewbacca')
    await placeUnit(page, 3, 'rey')
  }

  // Tiles 13–16: only 13 and 14 are in the upper part, so two strength-1 tiles fit, a third is warned about.
  await regroup()
  await placeUnit(page, 1, 'rey')
  await page.getByTestId('entry-strength-1').click()
  await expect(warning).toHaveCount(0)
  await page.getByTestId('entry-colour-finn').click()
  await page.getByTestId('entry-place').click()
  await expect(page.getByTestId('unit-entry')).toContainText('Put 2 new units on the entry row')
  await page.getByTestId('entry-strength-1').click()
  await expect(warning).toContainText('only 2 of tiles 13–16 of the stack come from it')
  await placeUnit(page, 2, 'poe')
  await placeUnit(page, 3, 'finn')

  // Tiles 17–20 are all below the upper part: strength 1 is warned about, and still placed.
  await regroup()
  await page.getByTestId('entry-strength-1').click()
  await expect(warning).toHaveText(
    'Check this tile: the 4 strength-1 Stormtroopers were shuffled into the upper part of the stack (its top 14 tiles, ' +
      'as the Setup tab builds it), and tiles 17–20 of the stack come from the part below it. Strength 1 and 2 are ' +
      'both Stormtroopers: look at the number on the tile. If it shows 1, place it anyway: the rulebook splits the ' +
      'stack only into “roughly equal” parts, so your upper part may hold more tiles.',
  )
  await snap(page, 'rtg-upper-part-warning')
  await page.getByTestId('entry-colour-chewbacca').click()
  await page.getByTestId('entry-place').click()
  await expect(page.getByTestId('unit-entry')).toContainText('Put 3 new units on the entry row')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByTestId('entry-strength-1')).toContainText('×1')
  await page.getByTestId('entry-strength-6').click()
  await expect(warning).toHaveCount(0)
})

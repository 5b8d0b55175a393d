import { expect, test, type Page } from '@playwright/test'
import { countWrites, createGame, doubleClickAfterWrite } from './support'
import { appendEvents, placeUnit, pressKeys as press, rtgEventsToAWin, startAtDeal } from './rtg-support'

// One press, one change (usePressGuard): a mouse double click on a Play tab button, or two presses
// in one instant, is one press.
// Each button's change is built from the state when it lands, so the second click of a double
// click used to act on the state the first had left: a card dealt to the next player, a card drawn
// twice, Stop and then End turn, a unit destroyed and then the next one the helper suggested, a
// swap made twice, a fire marker turned up twice, two cards discarded. Keys are not held back
// (S S is Stop, then End turn), so only buttons are pressed twice here.

/** A mouse double click at a person's pace on the button `id`: its first click's write lands before the second. */
async function doubleClick(page: Page, id: string): Promise<void> {
  const committed = await countWrites(page)
  await doubleClickAfterWrite(page, page.getByTestId(id), committed)
}

/** The button `id` pressed twice in one instant (the second press before the first is written). */
async function clickTwiceAtOnce(page: Page, id: string): Promise<void> {
  await page.getByTestId(id).evaluate((b: HTMLElement) => {
    b.click()
    b.click()
  })
}

/** One player's row of the hands table: Rey, Poe, Finn, Chewbacca, BB-8, cards. */
async function expectHand(page: Page, id: string, counts: number[]): Promise<void> {
  const cells = page.getByTestId(`hand-row-${id}`).locator('td')
  for (const [i, n] of counts.entries()) await expect(cells.nth(i)).toHaveText(String(n))
}

test('a button pressed twice is one press: deal, place, draw, Stop, destroy, swap, marker, discard', async ({
  page,
}) => {
  await startAtDeal(page, 'Press twice', ['Ana', 'Ben'])

  // The deal: Ana's Rey double clicked is Ana's card only; Ben is still asked for his.
  await doubleClick(page, 'deal-rey')
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
  await doubleClick(page, 'deal-finn')

  // The first tile's Place double clicked: one tile, and no "pick first" for the second click.
  await expect(page.getByTestId('unit-entry')).toContainText('Put 4 new units on the entry row')
  await page.getByTestId('entry-strength-3').click()
  await page.getByTestId('entry-colour-rey').click()
  await doubleClick(page, 'entry-place')
  await expect(page.getByTestId('unit-entry')).toContainText('Put 3 new units on the entry row')
  await expect(page.getByTestId('unit-entry').getByRole('alert')).toHaveCount(0)
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 8, 'multi')
  await expect(page.getByTestId('unit-entry')).toHaveCount(0)

  // Ana draws Rey with a double click: one Rey.
  await doubleClick(page, 'draw-rey')
  await expect(page.getByTestId('drawn-card')).toHaveText(['Rey'])
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'rrffb')
  await expect(page.getByTestId('drawn-card')).toHaveCount(6)

  // Stop double clicked stops drawing; Ana's turn goes on (she has not destroyed anything yet).
  await doubleClick(page, 'stop-or-end')
  await expect(page.getByTestId('stop-or-end')).toContainText('End turn')
  await expect(page.getByTestId('current-player')).toHaveText('Ana’s turn')

  // Destroy this, double clicked on the Rey unit: that unit only, the Finn unit stays on the board.
  await page.keyboard.press('d')
  await expect(page.getByTestId('destroy-best')).toHaveText('Best: 4 points, 2 units, spending 6 cards')
  await doubleClick(page, 'destroy-u1')
  await expect(page.getByTestId('destroy-best')).toHaveText('Best: 2 points, 1 unit, spending 3 cards')
  await expectHand(page, 'p1', [1, 0, 2, 0, 1, 4])

  // Swap double clicked: one Rey for one Finn, not a second swap refused for want of a Rey.
  await page.getByTestId('trade-gives').selectOption('rey')
  await page.getByTestId('trade-with').selectOption({ label: 'Ben' })
  await page.getByTestId('trade-gets').selectOption('finn')
  await doubleClick(page, 'trade-go')
  await expectHand(page, 'p1', [0, 0, 3, 0, 1, 4])
  await expectHand(page, 'p2', [1, 0, 0, 0, 0, 1])
  await expect(page.getByTestId('trade-form').getByRole('alert')).toHaveCount(0)

  // The rest of round 1 and round 2 (two players: the units move on after round 2).
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 's')
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await press(page, 'pss')
  await expect(page.getByTestId('current-player')).toHaveText('Ana’s turn')
  await press(page, 'css')
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await press(page, 'css')
  await expectHand(page, 'p1', [0, 0, 3, 1, 1, 5])
  await expectHand(page, 'p2', [1, 1, 0, 1, 0, 3])

  // A fire marker's value pressed twice at once (the red frames were never entered, so the players
  // enter it once the units have moved on): one marker turned up, not the other marker of value 1
  // too. (At a person's pace the discards shown above it move the button from under the pointer.)
  await clickTwiceAtOnce(page, 'marker-value-1')
  await expect(page.getByTestId('fire-marker-form')).toContainText('Turned up so far: 1')
  await expect(page.getByTestId('fire-marker-form')).not.toContainText('Turned up so far: 1, 1')
  await expect(page.getByTestId('discard-p1').locator('.owes')).toHaveText('Ana discards 1 more card — click each one:')

  // A card to discard pressed twice at once: one Finn, Ana owes nothing more, and no refusal.
  await clickTwiceAtOnce(page, 'discard-p1-finn')
  await expect(page.getByTestId('discard-p1')).toHaveCount(0)
  await expectHand(page, 'p1', [0, 0, 2, 1, 1, 4])
  await expect(page.getByTestId('discard-p2').locator('.owes')).toHaveText('Ben discards 1 more card — click each one:')
  await expect(page.getByTestId('discards').getByRole('alert')).toHaveCount(0)
})

test('End turn pressed twice in one instant ends one turn: the next player is not told to draw first', async ({
  page,
}) => {
  await startAtDeal(page, 'Twice at once', ['Ana', 'Ben'])
  await press(page, 'rf')
  await placeUnit(page, 3, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 8, 'multi')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'rs')
  await expect(page.getByTestId('stop-or-end')).toContainText('End turn')
  const committed = await countWrites(page)
  await clickTwiceAtOnce(page, 'stop-or-end')
  await expect.poll(committed).toBe(1)
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await expect(page.getByTestId('stop-or-end')).toContainText('Stop')
  await expect(page.getByTestId('play-error')).toHaveCount(0)
})

test('Record the result pressed twice in one instant records it once, with no refusal', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Won twice', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  const events = await rtgEventsToAWin([
    { id: 'p1', name: 'Ana' },
    { id: 'p2', name: 'Ben' },
  ])
  await appendEvents(page, gameUrl, events)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('finish-rtg')).toBeVisible()
  const committed = await countWrites(page)
  await clickTwiceAtOnce(page, 'finish-rtg')
  await expect(page.getByTestId('game-finished')).toHaveText('The result is recorded; the game is in your history.')
  await expect.poll(committed).toBe(1)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('Start double clicked starts the game once and stays on Setup: its second click is no press of "Go to Play"', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Start twice', players: ['Ana', 'Ben'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('first-player').selectOption({ label: 'Ben' })
  await doubleClick(page, 'rtg-start')
  await expect(page.getByTestId('rtg-started')).toContainText('Ben starts.')
  await expect(tabs.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).not.toHaveURL(/\/play/)
  // The link itself, clicked once, goes to Play.
  await page.getByTestId('rtg-to-play').click()
  await expect(page).toHaveURL(/\/play/)
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
})

test('a card to discard double clicked at a person’s pace, with two cards owed, is one card discarded', async ({
  page,
}) => {
  // Three players, red frames in lanes 1 and 2 of row 2: markers of 1 and 3 at the first regroup,
  // so Ana owes both her cards (two Rey) and is told to click each one.
  await startAtDeal(page, 'Discard twice', ['Ana', 'Ben', 'Cleo'])
  await press(page, 'rfc')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 1, 'finn')
  await page.getByTestId('red-frames-input').fill('1,2, 2,2, 3,3, 4,5')
  await page.getByTestId('red-frames-save').click()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'rssbsscpss')
  await page.getByTestId('marker-value-1').click()
  // A guarded press while the one before is written is no press (usePressGuard): the second value
  // once the first is in (on a busy machine the 3 was dropped and Ana owed 1 card).
  await expect(page.getByTestId('fire-marker-form')).toContainText('Turned up so far: 1')
  await page.getByTestId('marker-value-3').click()
  await expect(page.getByTestId('discard-p1').locator('.owes')).toHaveText(
    'Ana discards all 2 cards in their hand — click each one:',
  )
  await doubleClick(page, 'discard-p1-rey')
  await expect(page.getByTestId('discard-p1').locator('.owes')).toHaveText(
    'Ana discards their only card — click each one:',
  )
  await expectHand(page, 'p1', [1, 0, 0, 0, 0, 1])
})

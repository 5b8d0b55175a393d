import { expect, type Page } from '@playwright/test'
import type { NewEvent, Player } from '../../src-shared/core/game-record'
import { GAMES } from '../../src-shared/games/registry'
import { createGame } from './support'
import { rtgEvents as ev } from '../../src-shared/games/rule-the-galaxy/events'
import { currentPlayer, type RtgState } from '../../src-shared/games/rule-the-galaxy/state'
import { frontUnits } from '../../src-shared/games/rule-the-galaxy/board'
import { turnRisk } from '../../src-shared/games/rule-the-galaxy/fire-deck'
import {
  HAND_CARDS,
  POINTS,
  STRENGTHS,
  emptyHand,
  handSize,
  type HandCard,
  type Strength,
} from '../../src-shared/games/rule-the-galaxy/data'

// Rule the Galaxy played to a win without the screens: every event checked by the game's own log
// (as the screens' writes are), then written through the e2e build's repository hook. A won game
// takes 24 destroyed tiles, too long to click through in a spec that looks at the end banner.

/**
 * Points this test's table "read off" the tiles whose points the rulebook does not give (strengths
 * 2, 5 and 6): test input, as a player would type it, not the printed values.
 */
const TABLE_POINTS: Partial<Record<Strength, number>> = { 2: 1, 5: 3, 6: 4 }
const pointsFor = (st: Strength): number => POINTS[st].value ?? TABLE_POINTS[st]!

/**
 * A game's events built without the screens: `add` checks each by the game's own log (as the screens'
 * writes are) and applies it; `g` is the game as it stands; `out` the events so far.
 */
export async function checkedRtgLog(players: Player[]) {
  const log = await GAMES.log('rule-the-galaxy')
  let full = log.initial(players, {})
  const out: NewEvent[] = []
  const g = () => full.game as RtgState
  const add = (e: NewEvent): void => {
    const why = log.check(full, e)
    if (why) throw new Error(`${e.type} refused: ${why}`)
    full = log.apply(full, { ...e, gameId: 'generated', seq: out.length + 2, at: '2026-01-01T20:00:00.000Z' })
    out.push(e)
  }
  return { add, g, out }
}

/** The events of a game the players win: every tile multicolour, drawn and destroyed turn by turn, no fire card risked. */
export async function rtgEventsToAWin(players: Player[]): Promise<NewEvent[]> {
  const { add, g, out } = await checkedRtgLog(players)
  add(ev.setup({ seed: 1, firstPlayer: players[0]!.id, lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }))
  for (const p of players) add(ev.deal(p.id, 'bb8'))
  for (let guard = 0; g().phase === 'play'; guard++) {
    if (guard > 500) throw new Error('the generated game does not end')
    const board = g().board
    if (board.entryDue > 0) {
      const free = [...Array(board.lanes).keys()].filter((l) => !board.units.some((u) => u.lane === l && u.row === 0))
      const stack = { ...board.stack }
      const units = free.slice(0, board.entryDue).map((lane) => {
        const strength = STRENGTHS.find((st) => stack[st] > 0)!
        stack[strength]--
        return { lane, strength, colour: 'multi' as const }
      })
      add(ev.unitsEnter(units))
      continue
    }
    const me = currentPlayer(g())!
    const need = g().board.units.reduce((n, u) => n + u.strength, 0)
    while (g().drawing && (handSize(g().hands[me]!) < need || g().drawnThisTurn.length === 0)) {
      const deck = g().deck
      if (deck.reshuffleDue) {
        add(ev.reshuffle())
        continue
      }
      const card = HAND_CARDS.filter((c) => deck.remaining[c] > 0).sort(
        (a, b) => deck.remaining[b] - deck.remaining[a],
      )[0]
      if (card) add(ev.draw(card))
      // With no safe card left, fire cards are drawn only while nothing is at risk (then they cost nothing).
      else if (turnRisk(g().drawnThisTurn).atRisk === 0 && deck.remaining.fire > 0) add(ev.draw('fire'))
      else break
    }
    for (let front = frontUnits(g().board); ; front = frontUnits(g().board)) {
      const hand = g().hands[me]!
      const unit = front.find((u) => u.strength <= handSize(hand))
      if (!unit) break
      const spend = emptyHand()
      let left: number = unit.strength
      for (const c of HAND_CARDS as readonly HandCard[]) {
        const take = Math.min(left, hand[c])
        spend[c] = take
        left -= take
      }
      const { strength, colour, lane } = unit
      add(
        ev.destroy({
          player: me,
          unitId: unit.id,
          spend,
          points: pointsFor(strength),
          unit: { strength, colour, lane },
        }),
      )
      if (g().phase !== 'play') break
    }
    if (g().phase === 'play') add(ev.turnEnd())
  }
  return out
}

/** Writes events into a game of the library through the e2e build's repository hook, then opens the game again. */
export async function appendEvents(page: Page, gameUrl: string, events: readonly NewEvent[]): Promise<void> {
  const gameId = /#\/game\/([^/?]+)/.exec(gameUrl)![1]!
  await page.goto('./?perf=1#/')
  await page.waitForFunction(() => 'holotablePerf' in window)
  await page.evaluate(
    async ({ id, list }) => {
      type Repo = { appendEvent(gameId: string, e: unknown): Promise<unknown> }
      const repository = (window as unknown as { holotablePerf: { repository: Repo } }).holotablePerf.repository
      for (const e of list) await repository.appendEvent(id, e)
    },
    { id: gameId, list: events },
  )
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
}

/** Presses each character of `keys` in turn (the Play tab's card keys). */
export async function pressKeys(page: Page, keys: string): Promise<void> {
  for (const k of keys) await page.keyboard.press(k)
}

/** Places one unit with the entry row: its strength, its colour (Kylo Ren, strength 8, is multicolour by itself). */
export async function placeUnit(page: Page, strength: number, colour: string): Promise<void> {
  await page.getByTestId(`entry-strength-${strength}`).click()
  if (strength !== 8) await page.getByTestId(`entry-colour-${colour}`).click()
  await page.getByTestId('entry-place').click()
}

/** The first unit entry on the Play tab: four units, one a lane. */
export async function placeFirstUnits(page: Page): Promise<void> {
  for (const [strength, colour] of [
    [3, 'chewbacca'],
    [2, 'rey'],
    [5, 'finn'],
    [1, 'multi'],
  ] as const)
    await placeUnit(page, strength, colour)
}

/**
 * A new Rule the Galaxy game started through its screens, the first named player first, left on the
 * Play tab asking for that player's first card, with the focus on the page (so the card keys work).
 */
export async function startAtDeal(page: Page, title: string, players: string[]): Promise<void> {
  await createGame(page, { module: 'rule-the-galaxy', title, players })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('first-player').selectOption({ label: players[0]! })
  await page.getByTestId('rtg-start').click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('deal')).toContainText(`Enter ${players[0]!}’s first card`)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
}

/**
 * A two-player game at the point where Ana can destroy Kylo Ren: Kylo Ren (multicolour, strength 8)
 * in lane 1 and three strength-3 units, then Ana draws Rey 4, Poe 3, BB-8 2 and stops.
 */
export async function kyloRenToDestroy(page: Page, title: string): Promise<void> {
  await startAtDeal(page, title, ['Ana', 'Ben'])
  await pressKeys(page, 'rf')
  // Kylo Ren in lane 1, then units of strengths whose points the rulebook gives (no points dialog).
  await placeUnit(page, 8, 'multi')
  await placeUnit(page, 3, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 3, 'chewbacca')
  await expect(page.getByTestId('unit-entry')).toHaveCount(0)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await pressKeys(page, 'rrrpppbbs')
  await expect(page.getByTestId('current-hand')).toContainText('Rey 4')
}

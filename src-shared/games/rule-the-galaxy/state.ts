// Rule the Galaxy's state as the log builds it, and the turn logic the events share.
//
// The app records what happens at the table: each player's opening card, every card drawn,
// stopping, trades, destroyed units, the tiles that enter the board, fire markers turned up and
// the cards players discard for them, and the end of each turn. From that it knows the deck, every
// hand, the board and the score. The units' regroup is worked out at the end of a round (movement
// cadence in board.ts).
import type { Player } from '../../core/game-record'
import { BOARD_SIZE, emptyHand, HAND_CARDS, stackComposition, type CardType, type HandCounts } from './data'
import { drawFromDeck, shuffledDeck, turnRisk, type FireDeck } from './fire-deck'
import type { InfiltratorTile } from './destroy'
import { allDestroyed, newBoard, regroup, regroupsAfterRound, removeUnit, type BoardState } from './board'
import type { TakenUnit } from './scoring'
import type { DestroyPayload } from './events'
import type { Locale } from '../../locale'
import { textsIn } from './texts'

export type Phase = 'setup' | 'play' | 'won' | 'lost'

export interface RtgState {
  players: Player[]
  phase: Phase
  seed: number | undefined
  /** Player ids in turn order, the first player first. */
  order: string[]
  round: number
  turnIndex: number
  /** False once the current player stopped or a fire card took their cards. */
  drawing: boolean
  drawnThisTurn: CardType[]
  /** A card has been drawn this game: the opening deal is over. */
  drawStarted: boolean
  dealt: string[]
  deck: FireDeck
  hands: Record<string, HandCounts>
  infiltrators: Record<string, InfiltratorTile[]>
  taken: Record<string, TakenUnit[]>
  board: BoardState
  /** Cards each player still has to discard for fire markers. */
  discardsDue: Record<string, number>
  anyMix: boolean
  /** Rounds after which the units regrouped, for the timeline and tests. */
  regroups: number[]
  /** Setup checklist steps ticked. */
  setupTicked: string[]
}

const perPlayer = <T>(players: readonly Player[], make: () => T): Record<string, T> =>
  Object.fromEntries(players.map((p) => [p.id, make()]))

export function initialState(players: readonly Player[], _options: Record<string, unknown> = {}): RtgState {
  return {
    players: [...players],
    phase: 'setup',
    seed: undefined,
    order: players.map((p) => p.id),
    round: 1,
    turnIndex: 0,
    drawing: true,
    drawnThisTurn: [],
    drawStarted: false,
    dealt: [],
    deck: shuffledDeck(),
    hands: perPlayer(players, emptyHand),
    infiltrators: perPlayer(players, () => []),
    taken: perPlayer(players, () => []),
    board: newBoard(BOARD_SIZE.value, stackComposition(players.length), null),
    discardsDue: perPlayer(players, () => 0),
    anyMix: true,
    regroups: [],
    setupTicked: [],
  }
}

export function currentPlayer(s: RtgState): string | undefined {
  return s.phase === 'play' ? s.order[s.turnIndex] : undefined
}

export const nameOf = (s: RtgState, id: string): string => s.players.find((p) => p.id === id)?.name ?? id

/** What must be entered before the current player can act; empty = go ahead. */
export function blockers(s: RtgState, locale?: Locale): string[] {
  const T = textsIn(locale)
  if (s.phase === 'setup') return [T.refusal.setUpFirst]
  if (s.phase !== 'play') return [T.refusal.gameOver]
  const out: string[] = []
  for (const id of s.order) if (!s.dealt.includes(id) && !s.drawStarted) out.push(T.todo.firstCard(nameOf(s, id)))
  if (s.board.entryDue > 0) out.push(T.todo.newUnits(s.board.entryDue))
  for (const sp of s.board.fireMarkers.pending) out.push(T.todo.marker(sp.lane + 1, sp.row + 1))
  for (const id of s.order) {
    const due = s.discardsDue[id] ?? 0
    if (due > 0) out.push(T.todo.discards(nameOf(s, id), due))
  }
  return out
}

export function hasCards(hand: HandCounts | undefined, cards: HandCounts): boolean {
  return !!hand && HAND_CARDS.every((c) => hand[c] >= cards[c])
}

export function minus(hand: HandCounts, cards: HandCounts): HandCounts {
  const out = { ...hand }
  for (const c of HAND_CARDS) out[c] = Math.max(0, out[c] - cards[c])
  return out
}

export function onTurn(s: RtgState, player?: string, locale?: Locale): string | undefined {
  const b = blockers(s, locale)
  if (b.length) return b[0]
  if (player !== undefined && player !== currentPlayer(s))
    return textsIn(locale).refusal.notYourTurn(nameOf(s, currentPlayer(s) ?? ''))
  return undefined
}

export function endTurn(s: RtgState): RtgState {
  const next = { ...s, drawing: true, drawnThisTurn: [], turnIndex: s.turnIndex + 1 }
  if (next.turnIndex < s.order.length) return next
  const round = s.round + 1
  if (!regroupsAfterRound(s.order.length, s.round)) return { ...next, turnIndex: 0, round }
  const board = regroup(s.board)
  return {
    ...next,
    turnIndex: 0,
    round,
    board,
    regroups: [...s.regroups, s.round],
    phase: board.escaped.length ? 'lost' : s.phase,
  }
}

export function applyDraw(s: RtgState, card: CardType): RtgState {
  const player = currentPlayer(s)!
  const deck = drawFromDeck(s.deck, card)
  const drawnThisTurn = [...s.drawnThisTurn, card]
  const hand = s.hands[player]!
  if (card !== 'fire')
    return {
      ...s,
      deck,
      drawnThisTurn,
      drawStarted: true,
      hands: { ...s.hands, [player]: { ...hand, [card]: hand[card] + 1 } },
    }
  if (turnRisk(s.drawnThisTurn).atRisk === 0) return { ...s, deck, drawnThisTurn, drawStarted: true }
  // The fire card takes every card drawn this turn (cards from earlier turns stay).
  const lost = emptyHand()
  for (const c of s.drawnThisTurn) if (c !== 'fire') lost[c]++
  return {
    ...s,
    deck,
    drawnThisTurn,
    drawStarted: true,
    drawing: false,
    hands: { ...s.hands, [player]: minus(hand, lost) },
  }
}

export function applyDestroy(s: RtgState, q: DestroyPayload): RtgState {
  const unit = s.board.units.find((u) => u.id === q.unitId)!
  const board = removeUnit(s.board, unit.id)
  const tiles = (s.infiltrators[q.player] ?? []).filter((t) => t.id !== q.infiltratorId)
  if (unit.strength === 1) tiles.push({ id: unit.id, colour: unit.colour })
  const next: RtgState = {
    ...s,
    drawing: false,
    board,
    hands: { ...s.hands, [q.player]: minus(s.hands[q.player]!, q.spend) },
    infiltrators: { ...s.infiltrators, [q.player]: tiles },
    taken: {
      ...s.taken,
      [q.player]: [...(s.taken[q.player] ?? []), { unitId: unit.id, strength: unit.strength, points: q.points }],
    },
  }
  return allDestroyed(board) ? { ...next, phase: 'won' } : next
}

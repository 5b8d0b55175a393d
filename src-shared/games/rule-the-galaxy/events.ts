// Rule the Galaxy's log: event payloads (version 1), the state they fold into, and the reducer.
//
// The app records what happens at the table: each player's opening card, every card drawn,
// stopping, trades, destroyed units, the tiles that enter the board, fire markers turned up and
// the cards players discard for them, and the end of each turn. From that it knows the deck, every
// hand, the board and the score. The units' regroup is worked out by the reducer at the end of a
// round (movement cadence in board.ts). An event that does not fit the state is ignored, so a
// damaged log still replays; checkEvent() says why, for the UI to refuse it up front.
import type { LogEvent, NewEvent, Player } from '../../core/game-record'
import { BOARD_SIZE, emptyHand, handSize, HAND_CARDS, isBoardSize, isCardType, isHandCard, isSpaceList, stackComposition, type CardType, type HandCard, type HandCounts, type Space } from './data'
import { drawFromDeck, shuffledDeck, turnRisk, type FireDeck } from './fire-deck'
import { checkPayment, type InfiltratorTile } from './destroy'
import {
  checkEntry,
  checkReveal,
  enterUnits,
  newBoard,
  regroup,
  regroupsAfterRound,
  removeUnit,
  revealMarker,
  allDestroyed,
  type BoardState,
  type UnitEntry,
} from './board'
import type { TakenUnit } from './scoring'

export const RTG_EVENT = {
  setup: 'rtg.setup',
  deal: 'rtg.deal',
  unitsEnter: 'rtg.unitsEnter',
  draw: 'rtg.draw',
  stop: 'rtg.stop',
  reshuffle: 'rtg.reshuffle',
  destroy: 'rtg.destroy',
  trade: 'rtg.trade',
  fireMarker: 'rtg.fireMarker',
  discard: 'rtg.discard',
  turnEnd: 'rtg.turnEnd',
  setupTick: 'rtg.setupTick',
} as const
export const RTG_EVENT_VERSION = 1

export interface SetupPayload {
  /** Seed behind the app's suggested first player (setup.ts), and who actually starts. */
  seed: number
  firstPlayer: string
  /** Board facts as resolved when the game was set up, so later corrections never rewrite it. */
  lanes: number
  rows: number
  fireMarkerSpaces: Space[] | null
  anyMix: boolean
}
/** The setup checklist: a step ticked (done) or unticked. Logged so every device and undo agree. */
export interface SetupTickPayload {
  step: string
  done: boolean
}
/** A player's opening card (a fire card in the deal goes back into the deck and is not logged). */
export interface DealPayload {
  player: string
  card: HandCard
}
export interface UnitsEnterPayload {
  units: UnitEntry[]
}
/** A card the current player drew. */
export interface DrawPayload {
  card: CardType
}
export type StopPayload = Record<string, never>
export type ReshufflePayload = Record<string, never>
export interface DestroyPayload {
  player: string
  unitId: string
  /** Cards put on the discard pile. */
  spend: HandCounts
  infiltratorId?: string
  /** Points on the tile, as known when it was taken. */
  points: number
}
/** A 1:1 swap between the current player and another. */
export interface TradePayload {
  player: string
  with: string
  gives: HandCard
  gets: HandCard
}
/** A fire marker turned up; space null when the board's marker spaces were never entered. */
export interface FireMarkerPayload {
  space: Space | null
  value: number
}
export interface DiscardPayload {
  player: string
  cards: HandCounts
}
export type TurnEndPayload = Record<string, never>

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

const perPlayer = <T>(players: readonly Player[], make: () => T): Record<string, T> => Object.fromEntries(players.map((p) => [p.id, make()]))

export function initialState(players: Player[], _options: Record<string, unknown> = {}): RtgState {
  return {
    players,
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

const nameOf = (s: RtgState, id: string): string => s.players.find((p) => p.id === id)?.name ?? id

/** What must be entered before the current player can act; empty = go ahead. */
export function blockers(s: RtgState): string[] {
  if (s.phase === 'setup') return ['set the game up first']
  if (s.phase !== 'play') return ['the game is over']
  const out: string[] = []
  for (const id of s.order) if (!s.dealt.includes(id) && !s.drawStarted) out.push(`enter ${nameOf(s, id)}’s first card`)
  if (s.board.entryDue > 0) out.push(`put ${s.board.entryDue} new unit${s.board.entryDue === 1 ? '' : 's'} on the entry row`)
  for (const sp of s.board.fireMarkers.pending) out.push(`turn up the fire marker in lane ${sp.lane + 1}, row ${sp.row + 1}`)
  for (const id of s.order) {
    const due = s.discardsDue[id] ?? 0
    if (due > 0) out.push(`${nameOf(s, id)} discards ${due} card${due === 1 ? '' : 's'}`)
  }
  return out
}

function isCounts(v: unknown): v is HandCounts {
  const o = v as Record<string, unknown> | null
  return typeof o === 'object' && o !== null && HAND_CARDS.every((c) => Number.isInteger(o[c]) && (o[c] as number) >= 0)
}

function hasCards(hand: HandCounts | undefined, cards: HandCounts): boolean {
  return !!hand && HAND_CARDS.every((c) => hand[c] >= cards[c])
}

function minus(hand: HandCounts, cards: HandCounts): HandCounts {
  const out = { ...hand }
  for (const c of HAND_CARDS) out[c] = Math.max(0, out[c] - cards[c])
  return out
}

function onTurn(s: RtgState, player?: string): string | undefined {
  const b = blockers(s)
  if (b.length) return b[0]
  if (player !== undefined && player !== currentPlayer(s)) return `it is ${nameOf(s, currentPlayer(s) ?? '')}’s turn`
  return undefined
}

/** Why the event cannot apply to this state, or undefined when it can. */
export function checkEvent(s: RtgState, e: Pick<LogEvent, 'type' | 'v' | 'payload'>): string | undefined {
  if (!e.type.startsWith('rtg.')) return undefined
  if (e.v !== RTG_EVENT_VERSION) return `unknown payload version ${e.v}`
  const p = (e.payload ?? {}) as Record<string, unknown>
  switch (e.type) {
    case RTG_EVENT.setupTick:
      return typeof p['step'] === 'string' && typeof p['done'] === 'boolean' ? undefined : 'setup step missing'
    case RTG_EVENT.setup: {
      const q = p as Partial<SetupPayload>
      if (s.phase !== 'setup') return 'the game is already set up'
      if (!s.order.includes(q.firstPlayer ?? '')) return 'the first player is not in this game'
      if (!isBoardSize({ lanes: q.lanes, rows: q.rows })) return 'board size missing'
      if (q.fireMarkerSpaces === null) return undefined
      const spaces = q.fireMarkerSpaces
      if (!isSpaceList(spaces)) return 'fire-marker spaces missing'
      return spaces.every((m) => m.lane >= 0 && m.lane < q.lanes! && m.row >= 0 && m.row < q.rows!) ? undefined : 'a fire-marker space is off the board'
    }
    case RTG_EVENT.deal: {
      const q = p as Partial<DealPayload>
      if (s.phase !== 'play') return 'set the game up first'
      if (s.drawStarted) return 'the opening deal is over'
      if (!s.order.includes(q.player ?? '')) return 'no such player'
      if (s.dealt.includes(q.player!)) return `${nameOf(s, q.player!)} already has a first card`
      if (!isHandCard(q.card)) return 'the opening card cannot be a fire card'
      return s.deck.remaining[q.card] > 0 ? undefined : `no ${q.card} card is left in the deck`
    }
    case RTG_EVENT.unitsEnter:
      if (s.phase !== 'play') return 'set the game up first'
      return Array.isArray(p.units) ? checkEntry(s.board, p.units as UnitEntry[]) : 'no units given'
    case RTG_EVENT.draw: {
      const card = p.card
      if (!isCardType(card)) return 'unknown card'
      const b = onTurn(s)
      if (b) return b
      if (!s.drawing) return 'this turn’s drawing is over'
      if (s.deck.reshuffleDue) return 'reshuffle first: the ninth fire card is out'
      return s.deck.remaining[card] > 0 ? undefined : `no ${card} card is left in the deck`
    }
    case RTG_EVENT.stop:
      return onTurn(s) ?? (s.drawing ? undefined : 'this turn’s drawing is over')
    case RTG_EVENT.reshuffle:
      return s.deck.reshuffleDue ? undefined : 'no reshuffle is due'
    case RTG_EVENT.destroy: {
      const q = p as Partial<DestroyPayload>
      const b = onTurn(s, q.player)
      if (b) return b
      const unit = s.board.units.find((u) => u.id === q.unitId)
      if (!unit) return 'that unit is not on the board'
      if (!isCounts(q.spend) || !hasCards(s.hands[q.player!], q.spend)) return 'the hand does not hold those cards'
      if (!Number.isInteger(q.points) || q.points! < 0) return 'points missing'
      let tile: InfiltratorTile | undefined
      if (q.infiltratorId !== undefined) {
        tile = s.infiltrators[q.player!]?.find((t) => t.id === q.infiltratorId)
        if (!tile) return 'that infiltrator is not in this player’s hands'
      } else {
        const front = s.board.units.filter((u) => u.lane === unit.lane).every((u) => u.row <= unit.row)
        if (!front) return 'cards can only shoot the front unit of a lane'
      }
      return checkPayment(unit, tile, q.spend, s.anyMix)
    }
    case RTG_EVENT.trade: {
      const q = p as Partial<TradePayload>
      const b = onTurn(s, q.player)
      if (b) return b
      if (!isHandCard(q.gives) || !isHandCard(q.gets)) return 'unknown card'
      if (q.with === q.player || !s.order.includes(q.with ?? '')) return 'trade with another player'
      if ((s.hands[q.player!]?.[q.gives] ?? 0) < 1) return `${nameOf(s, q.player!)} has no ${q.gives} card`
      return (s.hands[q.with!]?.[q.gets] ?? 0) < 1 ? `${nameOf(s, q.with!)} has no ${q.gets} card` : undefined
    }
    case RTG_EVENT.fireMarker: {
      const q = p as Partial<FireMarkerPayload>
      if (s.phase !== 'play') return 'the game is not running'
      if (!Number.isInteger(q.value)) return 'marker value missing'
      return checkReveal(s.board, q.space ?? null, q.value!)
    }
    case RTG_EVENT.discard: {
      const q = p as Partial<DiscardPayload>
      if (!isCounts(q.cards) || !hasCards(s.hands[q.player ?? ''], q.cards)) return 'the hand does not hold those cards'
      const n = handSize(q.cards)
      if (n === 0) return 'no cards given'
      return n > (s.discardsDue[q.player!] ?? 0) ? `${nameOf(s, q.player!)} owes only ${s.discardsDue[q.player!] ?? 0}` : undefined
    }
    case RTG_EVENT.turnEnd:
      return onTurn(s)
    default:
      return `unknown event ${e.type}`
  }
}

function endTurn(s: RtgState): RtgState {
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

function applyDraw(s: RtgState, card: CardType): RtgState {
  const player = currentPlayer(s)!
  const deck = drawFromDeck(s.deck, card)
  const drawnThisTurn = [...s.drawnThisTurn, card]
  const hand = s.hands[player]!
  if (card !== 'fire') return { ...s, deck, drawnThisTurn, drawStarted: true, hands: { ...s.hands, [player]: { ...hand, [card]: hand[card] + 1 } } }
  if (turnRisk(s.drawnThisTurn).atRisk === 0) return { ...s, deck, drawnThisTurn, drawStarted: true }
  // The fire card takes every card drawn this turn (cards from earlier turns stay).
  const lost = emptyHand()
  for (const c of s.drawnThisTurn) if (c !== 'fire') lost[c]++
  return { ...s, deck, drawnThisTurn, drawStarted: true, drawing: false, hands: { ...s.hands, [player]: minus(hand, lost) } }
}

function applyDestroy(s: RtgState, q: DestroyPayload): RtgState {
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
    taken: { ...s.taken, [q.player]: [...(s.taken[q.player] ?? []), { unitId: unit.id, strength: unit.strength, points: q.points }] },
  }
  return allDestroyed(board) ? { ...next, phase: 'won' } : next
}

export function reduce(s: RtgState, e: LogEvent): RtgState {
  if (!e.type.startsWith('rtg.') || checkEvent(s, e) !== undefined) return s
  switch (e.type) {
    case RTG_EVENT.setup: {
      const q = e.payload as SetupPayload
      const start = s.order.indexOf(q.firstPlayer)
      return {
        ...initialState(s.players),
        setupTicked: s.setupTicked,
        phase: 'play',
        seed: q.seed,
        order: [...s.order.slice(start), ...s.order.slice(0, start)],
        board: newBoard({ lanes: q.lanes, rows: q.rows }, stackComposition(s.players.length), q.fireMarkerSpaces),
        anyMix: q.anyMix,
      }
    }
    case RTG_EVENT.deal: {
      const q = e.payload as DealPayload
      const hand = s.hands[q.player]!
      return { ...s, deck: drawFromDeck(s.deck, q.card), dealt: [...s.dealt, q.player], hands: { ...s.hands, [q.player]: { ...hand, [q.card]: hand[q.card] + 1 } } }
    }
    case RTG_EVENT.unitsEnter:
      return { ...s, board: enterUnits(s.board, (e.payload as UnitsEnterPayload).units) }
    case RTG_EVENT.draw:
      return applyDraw(s, (e.payload as DrawPayload).card)
    case RTG_EVENT.stop:
      return { ...s, drawing: false }
    case RTG_EVENT.reshuffle:
      return { ...s, deck: shuffledDeck(Object.values(s.hands)) }
    case RTG_EVENT.destroy:
      return applyDestroy(s, e.payload as DestroyPayload)
    case RTG_EVENT.trade: {
      const q = e.payload as TradePayload
      const a = { ...s.hands[q.player]! }
      const b = { ...s.hands[q.with]! }
      a[q.gives]--
      b[q.gives]++
      b[q.gets]--
      a[q.gets]++
      return { ...s, hands: { ...s.hands, [q.player]: a, [q.with]: b } }
    }
    case RTG_EVENT.fireMarker: {
      const q = e.payload as FireMarkerPayload
      const board = revealMarker(s.board, q.space, q.value)
      const discardsDue = Object.fromEntries(s.order.map((id) => [id, Math.min((s.discardsDue[id] ?? 0) + q.value, handSize(s.hands[id]!))]))
      return { ...s, board, discardsDue }
    }
    case RTG_EVENT.discard: {
      const q = e.payload as DiscardPayload
      return {
        ...s,
        hands: { ...s.hands, [q.player]: minus(s.hands[q.player]!, q.cards) },
        discardsDue: { ...s.discardsDue, [q.player]: (s.discardsDue[q.player] ?? 0) - handSize(q.cards) },
      }
    }
    case RTG_EVENT.turnEnd:
      return endTurn(s)
    case RTG_EVENT.setupTick: {
      const q = e.payload as SetupTickPayload
      const rest = s.setupTicked.filter((t) => t !== q.step)
      return { ...s, setupTicked: q.done ? [...rest, q.step] : rest }
    }
    default:
      return s
  }
}

/** Builders for the UI, so every payload goes out in the current version. */
export const rtgEvents = {
  setup: (payload: SetupPayload): NewEvent<SetupPayload> => ({ type: RTG_EVENT.setup, v: RTG_EVENT_VERSION, payload }),
  deal: (player: string, card: HandCard): NewEvent<DealPayload> => ({ type: RTG_EVENT.deal, v: RTG_EVENT_VERSION, payload: { player, card } }),
  unitsEnter: (units: UnitEntry[]): NewEvent<UnitsEnterPayload> => ({ type: RTG_EVENT.unitsEnter, v: RTG_EVENT_VERSION, payload: { units } }),
  draw: (card: CardType): NewEvent<DrawPayload> => ({ type: RTG_EVENT.draw, v: RTG_EVENT_VERSION, payload: { card } }),
  stop: (): NewEvent<StopPayload> => ({ type: RTG_EVENT.stop, v: RTG_EVENT_VERSION, payload: {} }),
  reshuffle: (): NewEvent<ReshufflePayload> => ({ type: RTG_EVENT.reshuffle, v: RTG_EVENT_VERSION, payload: {} }),
  destroy: (payload: DestroyPayload): NewEvent<DestroyPayload> => ({ type: RTG_EVENT.destroy, v: RTG_EVENT_VERSION, payload }),
  trade: (payload: TradePayload): NewEvent<TradePayload> => ({ type: RTG_EVENT.trade, v: RTG_EVENT_VERSION, payload }),
  fireMarker: (space: Space | null, value: number): NewEvent<FireMarkerPayload> => ({ type: RTG_EVENT.fireMarker, v: RTG_EVENT_VERSION, payload: { space, value } }),
  discard: (player: string, cards: HandCounts): NewEvent<DiscardPayload> => ({ type: RTG_EVENT.discard, v: RTG_EVENT_VERSION, payload: { player, cards } }),
  setupTick: (step: string, done: boolean): NewEvent<SetupTickPayload> => ({ type: RTG_EVENT.setupTick, v: RTG_EVENT_VERSION, payload: { step, done } }),
  turnEnd: (): NewEvent<TurnEndPayload> => ({ type: RTG_EVENT.turnEnd, v: RTG_EVENT_VERSION, payload: {} }),
}

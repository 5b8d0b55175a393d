// Rule the Galaxy's events, each declared once: payload schema and version, how it changes the
// state, its words for the timeline, and the check that refuses what the table cannot have done
// (run when a player enters it, so a refused entry says why instead of vanishing).
import { z } from 'zod'
import { defineEvents, type DescribeContext } from '../../core/events'
import { playEvents } from '../../core/play-events'
import {
  CARD_TYPES,
  CHARACTERS,
  HAND_CARDS,
  handSize,
  stackComposition,
  STRENGTHS,
  type CardType,
  type HandCard,
  type HandCounts,
  type Space,
  type Strength,
  type UnitColour,
} from './data'
import { drawFromDeck, shuffledDeck } from './fire-deck'
import { checkPayment, type InfiltratorTile } from './destroy'
import {
  checkEntry,
  checkMarkerSpaces,
  checkReveal,
  checkUnseenMarkerDue,
  checkTileColours,
  enterUnits,
  newBoard,
  revealMarker,
  setMarkerSpaces,
  type UnitEntry,
} from './board'
import { applyDestroy, applyDraw, endTurn, hasCards, initialState, minus, nameOf, onTurn, type RtgState } from './state'
import { textsIn, type RtgTexts } from './texts'
import type { Locale } from '../../locale'

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
export type EmptyPayload = Record<string, never>
/** The unit as it stood on the board (v2), so the timeline can name it. */
export interface DestroyedUnit {
  strength: Strength
  colour: UnitColour
  lane: number
}
export interface DestroyPayload {
  player: string
  unitId: string
  /** Cards put on the discard pile. */
  spend: HandCounts
  infiltratorId?: string
  /** Points on the tile, as known when it was taken. */
  points: number
  /** v2: what the unit was; absent in games logged before version 2. */
  unit?: DestroyedUnit
  /** v2: the colour of the infiltrator spent, if one was. */
  infiltrator?: { colour: UnitColour }
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
/** The red-framed spaces entered during a game set up without them. */
export interface MarkerSpacesPayload {
  spaces: Space[]
}
export interface DiscardPayload {
  player: string
  cards: HandCounts
}

const count = z.number().int().min(0)
const handCounts: z.ZodType<HandCounts> = z.object({
  rey: count,
  poe: count,
  finn: count,
  chewbacca: count,
  bb8: count,
})
const handCard = z.enum(HAND_CARDS)
const space: z.ZodType<Space> = z.object({ lane: count, row: count })
const strength = z.number().refine((n): n is Strength => STRENGTHS.includes(n as Strength), {
  message: `must be one of ${STRENGTHS.join(', ')}`,
}) as unknown as z.ZodType<Strength>
const colour: z.ZodType<UnitColour> = z.enum([...CHARACTERS, 'multi'])
const playerId = z.string().min(1)
const empty: z.ZodType<EmptyPayload> = z.object({}).strict() as unknown as z.ZodType<EmptyPayload>

const name = (ctx: DescribeContext, id: string): string =>
  ctx.players.find((p) => p.id === id)?.name ?? textsIn(ctx.locale).someone

function cardList(cards: HandCounts, T: RtgTexts): string {
  const parts = HAND_CARDS.filter((c) => cards[c] > 0).map((c) => `${cards[c]} ${T.cards[c]}`)
  return parts.length ? parts.join(', ') : T.noCards
}

const colourWord = (c: UnitColour, T: RtgTexts): string => (c === 'multi' ? T.multicolour : T.colourOf(T.cards[c]))
const unitWords = (u: Pick<DestroyedUnit, 'strength' | 'colour'>, T: RtgTexts): string =>
  T.timeline.unit(u.strength, colourWord(u.colour, T))
/** The refusals in the language asked for (English without one). */
const refusal = (locale: Locale | undefined) => textsIn(locale).refusal

export interface RtgPayloads {
  'rtg.game.set-up': SetupPayload
  'rtg.card.dealt': DealPayload
  'rtg.units.entered': UnitsEnterPayload
  'rtg.card.drawn': DrawPayload
  'rtg.drawing.stopped': EmptyPayload
  'rtg.deck.reshuffled': EmptyPayload
  'rtg.unit.destroyed': DestroyPayload
  'rtg.cards.traded': TradePayload
  'rtg.fire-marker.revealed': FireMarkerPayload
  'rtg.fire-marker-spaces.entered': MarkerSpacesPayload
  'rtg.cards.discarded': DiscardPayload
  'rtg.turn.ended': EmptyPayload
}

export const rtgEventLog = defineEvents<RtgState>()<RtgPayloads>({
  'rtg.game.set-up': {
    v: 1,
    formerly: [{ type: 'rtg.setup' }],
    schema: z.object({
      seed: z.number().int(),
      firstPlayer: playerId,
      lanes: z.number().int().min(1),
      rows: z.number().int().min(1),
      fireMarkerSpaces: z.array(space).nullable(),
      anyMix: z.boolean(),
    }),
    check(s, q, locale) {
      const R = refusal(locale)
      if (s.phase !== 'setup') return R.alreadySetUp
      if (!s.order.includes(q.firstPlayer)) return R.firstNotInGame
      const off = q.fireMarkerSpaces?.find((m) => m.lane >= q.lanes || m.row >= q.rows)
      return off ? R.markerOffBoard(off.lane + 1, off.row + 1, q.lanes, q.rows) : undefined
    },
    apply(s, q) {
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
    },
    describe: (q, ctx) => textsIn(ctx.locale).timeline.setUp(q.lanes, q.rows, name(ctx, q.firstPlayer)),
  },
  'rtg.card.dealt': {
    v: 1,
    formerly: [{ type: 'rtg.deal' }],
    schema: z.object({ player: playerId, card: z.enum(CARD_TYPES) }) as unknown as z.ZodType<DealPayload>,
    check(s, q, locale) {
      const T = textsIn(locale)
      const R = T.refusal
      if (s.phase !== 'play') return R.setUpFirst
      if (s.drawStarted) return R.dealOver
      if (!s.order.includes(q.player)) return R.noSuchPlayer
      if (s.dealt.includes(q.player)) return R.hasFirstCard(nameOf(s, q.player))
      if (!HAND_CARDS.includes(q.card)) return R.openingNotFire
      return s.deck.remaining[q.card] > 0 ? undefined : R.noneLeft(T.cards[q.card])
    },
    apply(s, q) {
      const hand = s.hands[q.player]!
      return {
        ...s,
        deck: drawFromDeck(s.deck, q.card),
        dealt: [...s.dealt, q.player],
        hands: { ...s.hands, [q.player]: { ...hand, [q.card]: hand[q.card] + 1 } },
      }
    },
    describe: (q, ctx) => {
      const T = textsIn(ctx.locale)
      return T.timeline.firstCard(name(ctx, q.player), T.cards[q.card])
    },
  },
  'rtg.units.entered': {
    v: 1,
    formerly: [{ type: 'rtg.unitsEnter' }],
    schema: z.object({ units: z.array(z.object({ lane: count, strength, colour })).min(1) }),
    check: (s, q, locale) =>
      s.phase !== 'play'
        ? refusal(locale).setUpFirst
        : (checkEntry(s.board, q.units, locale) ?? checkTileColours(q.units, locale)),
    apply: (s, q) => ({ ...s, board: enterUnits(s.board, q.units) }),
    describe: (q, ctx) => {
      const T = textsIn(ctx.locale)
      const list = q.units.map((u) => T.timeline.enteringUnit(u.lane + 1, u.strength, colourWord(u.colour, T)))
      return T.timeline.unitsEnter(list.join(T.timeline.enteringSeparator))
    },
  },
  'rtg.card.drawn': {
    v: 1,
    formerly: [{ type: 'rtg.draw' }],
    schema: z.object({ card: z.enum(CARD_TYPES) }),
    check(s, q, locale) {
      const T = textsIn(locale)
      const b = onTurn(s, undefined, locale)
      if (b) return b
      if (!s.drawing) return T.refusal.drawingOver
      if (s.deck.reshuffleDue) return T.refusal.reshuffleFirst
      if (s.deck.remaining[q.card] > 0) return undefined
      return q.card === 'fire' ? T.refusal.noFireLeft : T.refusal.noneLeft(T.cards[q.card])
    },
    apply: (s, q) => applyDraw(s, q.card),
    describe: (q, ctx) => {
      const T = textsIn(ctx.locale)
      return q.card === 'fire' ? T.timeline.drewFire : T.timeline.drew(T.cards[q.card])
    },
  },
  'rtg.drawing.stopped': {
    v: 1,
    formerly: [{ type: 'rtg.stop' }],
    schema: empty,
    check(s, _q, locale) {
      const R = refusal(locale)
      const b = onTurn(s, undefined, locale) ?? (s.drawing ? undefined : R.drawingOver)
      if (b) return b
      // A turn starts by taking the top card; only then may the player stop.
      return s.drawnThisTurn.length ? undefined : R.drawFirst
    },
    apply: (s) => ({ ...s, drawing: false }),
    describe: (_q, ctx) => textsIn(ctx.locale).timeline.stopped,
  },
  'rtg.deck.reshuffled': {
    v: 1,
    formerly: [{ type: 'rtg.reshuffle' }],
    schema: empty,
    check: (s, _q, locale) => (s.deck.reshuffleDue ? undefined : refusal(locale).noReshuffle),
    apply: (s) => ({ ...s, deck: shuffledDeck(Object.values(s.hands)) }),
    describe: (_q, ctx) => textsIn(ctx.locale).timeline.reshuffled,
  },
  'rtg.unit.destroyed': {
    v: 2,
    formerly: [{ type: 'rtg.destroy' }],
    // v1 → v2 adds what the unit was; a v1 payload cannot know it, so the timeline says "a unit".
    upgrade: { 1: (p) => p },
    schema: z.object({
      player: playerId,
      unitId: z.string().min(1),
      spend: handCounts,
      infiltratorId: z.string().min(1).optional(),
      points: count,
      unit: z.object({ strength, colour, lane: count }).optional(),
      infiltrator: z.object({ colour }).optional(),
    }),
    check(s, q, locale) {
      const R = refusal(locale)
      const b = onTurn(s, q.player, locale)
      if (b) return b
      // Rulebook, Gameplay: destroying comes after the drawing, which starts with one card.
      if (!s.drawnThisTurn.length) return R.drawBeforeDestroying
      const unit = s.board.units.find((u) => u.id === q.unitId)
      if (!unit) return R.unitNotOnBoard
      if (!hasCards(s.hands[q.player], q.spend)) return R.handLacks
      let tile: InfiltratorTile | undefined
      if (q.infiltratorId !== undefined) {
        tile = s.infiltrators[q.player]?.find((t) => t.id === q.infiltratorId)
        if (!tile) return R.infiltratorNotHeld
      } else {
        const front = s.board.units.filter((u) => u.lane === unit.lane).every((u) => u.row <= unit.row)
        if (!front) return R.frontOnly
      }
      return checkPayment(unit, tile, q.spend, s.anyMix, locale)
    },
    apply: (s, q) => applyDestroy(s, q),
    describe(q, ctx) {
      const T = textsIn(ctx.locale)
      const what = q.unit ? T.timeline.unitInLane(unitWords(q.unit, T), q.unit.lane + 1) : T.timeline.aUnit
      const tile = q.infiltratorId
        ? T.timeline.andInfiltrator(q.infiltrator ? colourWord(q.infiltrator.colour, T) : undefined)
        : ''
      return T.timeline.destroyed(name(ctx, q.player), what, q.points, cardList(q.spend, T), tile)
    },
  },
  'rtg.cards.traded': {
    v: 1,
    formerly: [{ type: 'rtg.trade' }],
    schema: z.object({ player: playerId, with: playerId, gives: handCard, gets: handCard }),
    check(s, q, locale) {
      const T = textsIn(locale)
      const b = onTurn(s, q.player, locale)
      if (b) return b
      if (q.with === q.player || !s.order.includes(q.with)) return T.refusal.tradeOther
      // The form starts with the same card on both sides: a swap left so would change nothing.
      if (q.gives === q.gets) return T.refusal.sameCard(T.cards[q.gives])
      if ((s.hands[q.player]?.[q.gives] ?? 0) < 1) return T.refusal.hasNo(nameOf(s, q.player), T.cards[q.gives])
      return (s.hands[q.with]?.[q.gets] ?? 0) < 1 ? T.refusal.hasNo(nameOf(s, q.with), T.cards[q.gets]) : undefined
    },
    apply(s, q) {
      const a = { ...s.hands[q.player]! }
      const b = { ...s.hands[q.with]! }
      a[q.gives]--
      b[q.gives]++
      b[q.gets]--
      a[q.gets]++
      return { ...s, hands: { ...s.hands, [q.player]: a, [q.with]: b } }
    },
    describe: (q, ctx) => {
      const T = textsIn(ctx.locale)
      return T.timeline.traded(name(ctx, q.player), T.cards[q.gives], name(ctx, q.with), T.cards[q.gets])
    },
  },
  'rtg.fire-marker.revealed': {
    v: 1,
    formerly: [{ type: 'rtg.fireMarker' }],
    schema: z.object({ space: space.nullable(), value: z.number().int() }),
    check: (s, q, locale) =>
      s.phase !== 'play'
        ? refusal(locale).notRunning
        : (checkReveal(s.board, q.space, q.value, locale) ?? checkUnseenMarkerDue(s.board, locale)),
    apply(s, q) {
      const board = revealMarker(s.board, q.space, q.value)
      const discardsDue = Object.fromEntries(
        s.order.map((id) => [id, Math.min((s.discardsDue[id] ?? 0) + q.value, handSize(s.hands[id]!))]),
      )
      return { ...s, board, discardsDue }
    },
    describe(q, ctx) {
      const T = textsIn(ctx.locale).timeline
      const where = q.space ? T.markerAt(q.space.lane + 1, q.space.row + 1) : ''
      return T.markerTurnedUp(where, q.value)
    },
  },
  'rtg.fire-marker-spaces.entered': {
    v: 1,
    schema: z.object({ spaces: z.array(space) }),
    check: (s, q, locale) =>
      s.phase !== 'play' ? refusal(locale).notRunning : checkMarkerSpaces(s.board, q.spaces, locale),
    apply: (s, q) => ({ ...s, board: setMarkerSpaces(s.board, q.spaces) }),
    describe: (q, ctx) => {
      const T = textsIn(ctx.locale).timeline
      return T.redSpacesEntered(q.spaces.map((m) => T.redSpace(m.lane + 1, m.row + 1)).join(', '))
    },
  },
  'rtg.cards.discarded': {
    v: 1,
    formerly: [{ type: 'rtg.discard' }],
    schema: z.object({ player: playerId, cards: handCounts }),
    check(s, q, locale) {
      const R = refusal(locale)
      if (!hasCards(s.hands[q.player], q.cards)) return R.handLacks
      const n = handSize(q.cards)
      if (n === 0) return R.noCardsGiven
      const due = s.discardsDue[q.player] ?? 0
      if (n <= due) return undefined
      return due === 0 ? R.owesNothing(nameOf(s, q.player)) : R.owesOnly(nameOf(s, q.player), due)
    },
    apply: (s, q) => ({
      ...s,
      hands: { ...s.hands, [q.player]: minus(s.hands[q.player]!, q.cards) },
      discardsDue: { ...s.discardsDue, [q.player]: (s.discardsDue[q.player] ?? 0) - handSize(q.cards) },
    }),
    describe: (q, ctx) => {
      const T = textsIn(ctx.locale)
      return T.timeline.discarded(name(ctx, q.player), cardList(q.cards, T))
    },
  },
  'rtg.turn.ended': {
    v: 1,
    formerly: [{ type: 'rtg.turnEnd' }],
    schema: empty,
    check: (s, _q, locale) =>
      onTurn(s, undefined, locale) ?? (s.drawnThisTurn.length ? undefined : refusal(locale).drawBeforeEnding),
    apply: (s) => endTurn(s),
    describe: (_q, ctx) => textsIn(ctx.locale).timeline.turnEnded,
  },
})

/** The checklist the setup tab ticks (a shared `checklist.ticked` event with this list name). */
export const RTG_SETUP_LIST = 'setup'

const make = rtgEventLog.make
/** Builders for the screens: every payload goes out in its current version. */
export const rtgEvents = {
  setup: (payload: SetupPayload) => make('rtg.game.set-up', payload),
  deal: (player: string, card: HandCard) => make('rtg.card.dealt', { player, card }),
  unitsEnter: (units: UnitEntry[]) => make('rtg.units.entered', { units }),
  draw: (card: CardType) => make('rtg.card.drawn', { card }),
  stop: () => make('rtg.drawing.stopped', {}),
  reshuffle: () => make('rtg.deck.reshuffled', {}),
  destroy: (payload: DestroyPayload) => make('rtg.unit.destroyed', payload),
  trade: (payload: TradePayload) => make('rtg.cards.traded', payload),
  fireMarker: (at: Space | null, value: number) => make('rtg.fire-marker.revealed', { space: at, value }),
  markerSpaces: (spaces: Space[]) => make('rtg.fire-marker-spaces.entered', { spaces }),
  discard: (player: string, cards: HandCounts) => make('rtg.cards.discarded', { player, cards }),
  turnEnd: () => make('rtg.turn.ended', {}),
  setupTick: (step: string, done: boolean) => playEvents.make('checklist.ticked', { list: RTG_SETUP_LIST, step, done }),
}

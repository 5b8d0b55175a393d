// Angriff der Rebellen's events, each declared once: payload schema and version, how it changes
// the state, its words for the timeline, and the check that refuses what the rules do not allow
// (run when a player enters it, so a refused entry says why).
import { z } from 'zod'
import { defineEvents, type DescribeContext } from '../../core/events'
import { CORNERS, isAdjacent, spaceName } from './grid'
import { DIE, MAX_CHIPS, POINTS_RANGE, STRENGTH_RANGE, TILE_COUNTS } from './data'
import { duelTotal } from './duel'
import { namesIn, REBEL_SHIPS, SHIP_TYPES, TILE_KINDS, type RebelShip, type ShipType, type TileKind } from './names'
import {
  boxedIn,
  addChip,
  currentPlayer,
  endTurn,
  movesFor,
  recordOutcome,
  revealsFor,
  setSpace,
  unseenCounts,
  withHolding,
  type ArState,
} from './state'
import { textsIn, type AngriffTexts } from './texts'
import type { Locale } from '../../locale'

export const AR_SETUP_LIST = 'ar-setup'

export interface Seat {
  player: string
  ship: RebelShip
  /** 0 top left, 1 top right, 2 bottom left, 3 bottom right */
  corner: number
}
export interface SetUpPayload {
  seats: Seat[]
  /** Who starts (the youngest); play goes clockwise in the players' order from there. */
  first: string
}
export interface MovePayload {
  player: string
  to: number
}
export interface RevealPayload {
  player: string
  space: number
  tile: TileKind
}
export interface ChipPayload {
  player: string
  /** Added later: the player already held the most chips, so none was taken (older entries leave it out). */
  full?: boolean
}
export interface DuelPayload {
  player: string
  /** The ship fought and whether the player had an astromech (+1): the timeline tells the fight from these. */
  ship: ShipType
  astromech: boolean
  /** The ship's printed values as known when it was fought. */
  strength: number
  points: number
  shipRoll: number
  roll: number
  ally: boolean
  chips: number
  /** The lost-fight reading in force: committed ally and chips are spent on a loss too. */
  lostFightSpends: boolean
}
export interface PassPayload {
  player: string
}

export interface ArPayloads {
  'ar.game.set-up': SetUpPayload
  'ar.ship.moved': MovePayload
  'ar.tile.revealed': RevealPayload
  'ar.chip.taken': ChipPayload
  'ar.duel.fought': DuelPayload
  'ar.turn.passed': PassPayload
}

const who = (ctx: DescribeContext, id: string): string =>
  ctx.players.find((p) => p.id === id)?.name ?? textsIn(ctx.locale).timeline.someone
const space = z.number().int().min(0).max(15)
const die = z.number().int().min(DIE.value.lowest).max(DIE.value.highest)

function onTurn(s: ArState, player: string, step: ArState['step'], locale?: Locale): string | undefined {
  const T = textsIn(locale)
  if (s.phase === 'setup') return T.refusal.notStarted
  if (s.phase === 'over') return T.refusal.over
  const now = currentPlayer(s)
  if (now !== player) return T.refusal.notYourTurn(s.players.find((p) => p.id === now)?.name ?? T.refusal.anotherPlayer)
  if (s.step !== step) return T.refusal.onTurnMust(T.refusal.mustFirst[s.step])
  return undefined
}

export const arEventLog = defineEvents<ArState>()<ArPayloads>({
  'ar.game.set-up': {
    v: 1,
    schema: z.object({
      seats: z.array(
        z.object({ player: z.string().min(1), ship: z.enum(REBEL_SHIPS), corner: z.number().int().min(0).max(3) }),
      ),
      first: z.string().min(1),
    }),
    check: (s, p, locale) => {
      const T = textsIn(locale)
      if (s.phase !== 'setup') return T.refusal.alreadySetUp
      const ids = s.players.map((x) => x.id)
      if (p.seats.length !== ids.length || !ids.every((id) => p.seats.some((x) => x.player === id)))
        return T.refusal.seatsMissing
      if (new Set(p.seats.map((x) => x.ship)).size !== p.seats.length) return T.refusal.shipsDiffer
      if (new Set(p.seats.map((x) => x.corner)).size !== p.seats.length) return T.refusal.cornersDiffer
      if (!ids.includes(p.first)) return T.refusal.chooseFirst
      return undefined
    },
    apply: (s, p) => {
      const i = Math.max(
        0,
        s.players.findIndex((x) => x.id === p.first),
      )
      const ids = s.players.map((x) => x.id)
      return {
        ...s,
        phase: 'play',
        order: [...ids.slice(i), ...ids.slice(0, i)],
        turnIndex: 0,
        ships: Object.fromEntries(p.seats.map((x) => [x.player, x.ship])),
        positions: Object.fromEntries(p.seats.map((x) => [x.player, CORNERS[x.corner]!])),
      }
    },
    describe: (p, ctx) => {
      const T = textsIn(ctx.locale)
      const N = namesIn(ctx.locale)
      return T.timeline.setUp(
        p.seats.map((x) => T.timeline.seat(who(ctx, x.player), N.rebelShips[x.ship], N.corners[x.corner] ?? '')),
        who(ctx, p.first),
      )
    },
  },
  'ar.ship.moved': {
    v: 1,
    schema: z.object({ player: z.string().min(1), to: space }),
    check: (s, p, locale) => {
      const T = textsIn(locale)
      const t = onTurn(s, p.player, 'move', locale)
      if (t) return t
      const moves = movesFor(s, p.player)
      if (moves.includes(p.to)) return undefined
      if (moves.length === 0 && p.to === s.positions[p.player]) return undefined
      const from = s.positions[p.player]
      if (Object.entries(s.positions).some(([q, i]) => q !== p.player && i === p.to))
        return boxedIn(s, p.player, moves) ? T.refusal.shipThereJump : T.refusal.shipThere
      if (!s.grid[p.to]?.tile) return T.refusal.noTile
      if (from !== undefined && isAdjacent(from, p.to)) return T.refusal.notFree
      return moves.length && from !== undefined && moves.every((m) => isAdjacent(from, m))
        ? T.refusal.notDiagonal
        : T.refusal.jumpOnly
    },
    apply: (s, p) => ({ ...s, positions: { ...s.positions, [p.player]: p.to }, step: 'reveal' }),
    describe: (p, ctx) => textsIn(ctx.locale).timeline.moved(who(ctx, p.player), spaceName(p.to, ctx.locale)),
  },
  'ar.tile.revealed': {
    v: 1,
    schema: z.object({ player: z.string().min(1), space, tile: z.enum(TILE_KINDS) }),
    check: (s, p, locale) => {
      const T = textsIn(locale)
      const t = onTurn(s, p.player, 'reveal', locale)
      if (t) return t
      if (!revealsFor(s, p.player).includes(p.space)) return T.refusal.revealNotNext
      const known = s.grid[p.space]?.tile ? (s.grid[p.space] as { known?: TileKind }).known : undefined
      if (known && known !== p.tile)
        return T.refusal.turnedBackAs(withArticle(known, T, locale), withArticle(p.tile, T, locale))
      if (!known && unseenCounts(s)[p.tile] <= 0)
        return T.refusal.allAccounted(TILE_COUNTS.value[p.tile], namesIn(locale).tiles[p.tile])
      return undefined
    },
    apply: (s, p) => {
      let n: ArState = { ...s, reveals: [...s.reveals, { player: p.player, space: p.space, tile: p.tile }] }
      const h = n.holdings[p.player]
      if (!h) return s
      if (p.tile === 'asteroid-field') {
        n = setSpace(n, p.space, { tile: true, known: p.tile })
        return endTurn(recordOutcome(n, 'asteroidField'))
      }
      if (p.tile === 'astromech' || p.tile === 'ally') {
        const has = p.tile === 'astromech' ? h.astromech : h.ally
        if (has) {
          n = setSpace(n, p.space, { tile: true, known: p.tile })
          return { ...recordOutcome(n, 'alreadyHasOne'), step: 'move', extraMove: true }
        }
        n = withHolding(n, p.player, (x) => ({ ...x, [p.tile === 'astromech' ? 'astromech' : 'ally']: true }))
        n = setSpace(n, p.space, { tile: false })
        return endTurn(recordOutcome(n, 'taken'))
      }
      return { ...n, step: 'ship', pending: { space: p.space, ship: p.tile as ShipType } }
    },
    describe: (p, ctx) => {
      const T = textsIn(ctx.locale)
      const name = namesIn(ctx.locale).tiles[p.tile]
      return T.timeline.revealed(who(ctx, p.player), T.timeline.article(name), name, spaceName(p.space, ctx.locale))
    },
  },
  'ar.chip.taken': {
    v: 1,
    schema: z.object({ player: z.string().min(1), full: z.boolean().optional() }),
    check: (s, p, locale) => {
      const t = onTurn(s, p.player, 'ship', locale)
      if (t) return t
      const held = s.holdings[p.player]?.chips ?? 0
      if (p.full !== undefined && p.full !== held >= MAX_CHIPS)
        return textsIn(locale).refusal.chipsHeld(held, MAX_CHIPS)
      return undefined
    },
    apply: (s, p) => {
      if (!s.pending) return s
      let n = setSpace(s, s.pending.space, { tile: true, known: s.pending.ship })
      n = withHolding(n, p.player, addChip)
      return endTurn(recordOutcome(n, p.full ? 'noChipFull' : 'chipTaken'))
    },
    describe: (p, ctx) => {
      const T = textsIn(ctx.locale).timeline
      return (p.full ? T.noChipFull : T.chipTaken)(who(ctx, p.player), MAX_CHIPS)
    },
  },
  'ar.duel.fought': {
    v: 1,
    schema: z.object({
      player: z.string().min(1),
      ship: z.enum(SHIP_TYPES),
      astromech: z.boolean(),
      strength: z.number().int().min(STRENGTH_RANGE.min).max(STRENGTH_RANGE.max),
      points: z.number().int().min(POINTS_RANGE.min).max(POINTS_RANGE.max),
      shipRoll: die,
      roll: die,
      ally: z.boolean(),
      chips: z.number().int().min(0).max(MAX_CHIPS),
      lostFightSpends: z.boolean(),
    }),
    check: (s, p, locale) => {
      const T = textsIn(locale)
      const t = onTurn(s, p.player, 'ship', locale)
      if (t) return t
      const h = s.holdings[p.player]
      if (s.pending?.ship !== p.ship)
        return T.refusal.shipRevealedIs(s.pending ? namesIn(locale).tiles[s.pending.ship] : undefined)
      if (p.astromech !== (h?.astromech ?? false))
        return p.astromech ? T.refusal.noAstromech : T.refusal.astromechCounts
      if (p.ally && !h?.ally) return T.refusal.noAlly
      if (p.chips > (h?.chips ?? 0)) return T.refusal.onlyChips(h?.chips ?? 0)
      return undefined
    },
    apply: (s, p) => {
      const pending = s.pending
      const h = s.holdings[p.player]
      if (!pending || !h) return s
      const won = duelWon(p)
      const spends = won || p.lostFightSpends
      let n = withHolding(s, p.player, (x) => ({
        ...x,
        ally: spends && p.ally ? false : x.ally,
        chips: spends ? x.chips - p.chips : x.chips,
        won: won ? [...x.won, { ship: pending.ship, points: p.points }] : x.won,
      }))
      // A used ally goes face down under the draw pile.
      if (spends && p.ally) n = { ...n, pile: [...n.pile, 'ally'] }
      n = setSpace(n, pending.space, won ? { tile: false } : { tile: true, known: pending.ship })
      return endTurn(recordOutcome(n, won ? 'won' : 'lost'))
    },
    describe: (p, ctx) => {
      const T = textsIn(ctx.locale)
      const used = [
        p.astromech ? T.timeline.usedAstromech : '',
        p.ally ? T.timeline.usedAlly : '',
        p.chips ? T.timeline.usedChips(p.chips) : '',
      ]
        .filter(Boolean)
        .join(T.timeline.usedSeparator)
      return T.timeline.fought({
        player: who(ctx, p.player),
        ship: namesIn(ctx.locale).tiles[p.ship],
        mine: duelTotal(p.roll, p.astromech, p.ally, p.chips),
        roll: p.roll,
        used,
        against: p.shipRoll + p.strength,
        shipRoll: p.shipRoll,
        strength: p.strength,
        won: duelWon(p),
      })
    },
  },
  'ar.turn.passed': {
    v: 1,
    schema: z.object({ player: z.string().min(1) }),
    check: (s, p, locale) =>
      onTurn(s, p.player, 'reveal', locale) ??
      (revealsFor(s, p.player).length ? textsIn(locale).refusal.tileToReveal : undefined),
    apply: (s) => endTurn(s),
    describe: (p, ctx) => textsIn(ctx.locale).timeline.passed(who(ctx, p.player)),
  },
})

const duelWon = (p: DuelPayload): boolean => duelTotal(p.roll, p.astromech, p.ally, p.chips) >= p.shipRoll + p.strength

/** A tile's name with "a" or "an" before it (German phrases it without an article). */
const withArticle = (k: TileKind, T: AngriffTexts, locale: Locale | undefined): string => {
  const name = namesIn(locale).tiles[k]
  return `${T.timeline.article(name)} ${name}`.trim()
}

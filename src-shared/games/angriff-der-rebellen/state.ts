// Angriff der Rebellen's state as the log builds it, and the turn logic the events share.
//
// The app records where each Rebel ship moves, every tile revealed and what became of it (taken,
// turned back, fought and won or lost, a chip taken instead). From that it knows the grid (each
// space hidden — and, when the table has seen it, what it is — or a gap), the draw pile (unknown
// tiles on top, used allies underneath), each player's astromech, ally, chips and ships, and the
// score.
import type { Player } from '../../core/game-record'
import { DRAW_PILE_START, GRID_SPACES, MAX_CHIPS, TILE_COUNTS, ALLY_END_POINTS } from './data'
import { isAdjacent, legalMoves, neighbours } from './grid'
import { TILE_KINDS, type RebelShip, type ShipType, type TileKind } from './names'
import type { T } from './texts'

export type Phase = 'setup' | 'play' | 'over'
/** What the player on turn does next. */
export type Step = 'move' | 'reveal' | 'ship'

/** A space holds a face-down tile (its kind when the table has seen it) or is a gap. */
export type Space = { tile: true; known?: TileKind } | { tile: false }

export interface WonShip {
  ship: ShipType
  points: number
}

export interface Holding {
  astromech: boolean
  ally: boolean
  chips: number
  won: WonShip[]
}

/** What became of a revealed tile; its words (texts.ts) are what the state records. */
/** What became of a revealed tile: a key of the game's outcome texts (shown in the interface language). */
export type RevealOutcome = keyof typeof T.outcome

export interface RevealRecord {
  player: string
  space: number
  tile: TileKind
  outcome?: RevealOutcome
}

export interface ArOptions {
  /** The other reading: the ally and chips committed to a lost fight are spent too. */
  lostFightSpends: boolean
  /** Face-down tiles the table has seen show their kind. */
  memoryAid: boolean
}

export interface ArState {
  players: Player[]
  phase: Phase
  options: ArOptions
  setupTicked: string[]
  /** Player ids in turn order (clockwise), the first player first. */
  order: string[]
  turnIndex: number
  turnNumber: number
  step: Step
  /** A second astromech or ally was turned back: this move and reveal are the extra ones. */
  extraMove: boolean
  ships: Record<string, RebelShip>
  positions: Record<string, number>
  grid: Space[]
  /** Top first; null = a tile nobody has seen, a kind = a used ally put underneath. */
  pile: (TileKind | null)[]
  holdings: Record<string, Holding>
  /** The Imperial ship revealed this turn, awaiting fight or chip. */
  pending?: { space: number; ship: ShipType }
  reveals: RevealRecord[]
}

export function readOptions(o: Record<string, unknown>): ArOptions {
  return { lostFightSpends: o['lostFight'] === 'spent', memoryAid: o['memoryAid'] === true }
}

export function initialState(players: readonly Player[], options: Record<string, unknown> = {}): ArState {
  return {
    players: [...players],
    phase: 'setup',
    options: readOptions(options),
    setupTicked: [],
    order: players.map((p) => p.id),
    turnIndex: 0,
    turnNumber: 1,
    step: 'move',
    extraMove: false,
    ships: {},
    positions: {},
    grid: Array.from({ length: GRID_SPACES }, (): Space => ({ tile: true })),
    pile: Array.from({ length: DRAW_PILE_START }, () => null),
    holdings: Object.fromEntries(
      players.map((p): [string, Holding] => [p.id, { astromech: false, ally: false, chips: 0, won: [] }]),
    ),
    reveals: [],
  }
}

export const currentPlayer = (s: ArState): string | undefined => (s.phase === 'play' ? s.order[s.turnIndex] : undefined)

/** The right-hand neighbour rolls for the ship: play goes clockwise, so it is the player before. */
export function shipRoller(s: ArState): string | undefined {
  if (s.phase !== 'play') return undefined
  return s.order[(s.turnIndex - 1 + s.order.length) % s.order.length]
}

export const nameOf = (s: ArState, id: string): string => s.players.find((p) => p.id === id)?.name ?? id

function occupied(s: ArState, except?: string): Set<number> {
  return new Set(
    Object.entries(s.positions)
      .filter(([p]) => p !== except)
      .map(([, i]) => i),
  )
}
function tileSpaces(s: ArState): Set<number> {
  return new Set(s.grid.flatMap((sp, i) => (sp.tile ? [i] : [])))
}

export function movesFor(s: ArState, player: string): number[] {
  const from = s.positions[player]
  return from === undefined ? [] : legalMoves(from, occupied(s, player), tileSpaces(s))
}

/**
 * The player's ship is boxed in: no tile next to it is free, so its move is the jump past the ships
 * to the first free tile in a straight line (rulebook, "1. Move your own Rebel ship one space").
 * False when it has no move at all.
 */
export function boxedIn(s: ArState, player: string, moves: readonly number[] = movesFor(s, player)): boolean {
  const from = s.positions[player]
  return moves.length > 0 && from !== undefined && moves.every((m) => !isAdjacent(from, m))
}

/** Face-down tiles next to the player's ship that no ship stands on. */
export function revealsFor(s: ArState, player: string): number[] {
  const from = s.positions[player]
  if (from === undefined) return []
  const occ = occupied(s)
  return neighbours(from).filter((i) => s.grid[i]?.tile && !occ.has(i))
}

/** How many tiles of each kind nobody at the table has placed yet (not held, won, or seen lying somewhere). */
export function unseenCounts(s: ArState): Record<TileKind, number> {
  const left = { ...TILE_COUNTS.value }
  const seen = (k: TileKind | undefined): void => {
    if (k) left[k] -= 1
  }
  for (const sp of s.grid) if (sp.tile) seen(sp.known)
  for (const k of s.pile) seen(k ?? undefined)
  for (const h of Object.values(s.holdings)) {
    if (h.astromech) seen('astromech')
    if (h.ally) seen('ally')
    for (const w of h.won) seen(w.ship)
  }
  // A ship revealed this turn: counted once, where the table saw it before or, if new, here.
  const at = s.pending ? s.grid[s.pending.space] : undefined
  if (s.pending && !(at?.tile && at.known)) seen(s.pending.ship)
  return left
}

export const unseenTotal = (s: ArState): number => TILE_KINDS.reduce((n, k) => n + unseenCounts(s)[k], 0)

/** Ends the turn: fills the gap from the draw pile (or ends the game), then the next player moves. */
export function endTurn(s: ArState): ArState {
  const grid = [...s.grid]
  const pile = [...s.pile]
  let over = false
  grid.forEach((sp, i) => {
    if (sp.tile) return
    if (pile.length === 0) {
      over = true
      return
    }
    const top = pile.shift()
    grid[i] = top ? { tile: true, known: top } : { tile: true }
  })
  const next = (s.turnIndex + 1) % s.order.length
  return {
    ...s,
    grid,
    pile,
    pending: undefined,
    extraMove: false,
    step: 'move',
    phase: over ? 'over' : s.phase,
    turnIndex: over ? s.turnIndex : next,
    turnNumber: over ? s.turnNumber : s.turnNumber + 1,
  }
}

export function withHolding(s: ArState, player: string, change: (h: Holding) => Holding): ArState {
  const h = s.holdings[player]
  return h ? { ...s, holdings: { ...s.holdings, [player]: change(h) } } : s
}

export function setSpace(s: ArState, i: number, sp: Space): ArState {
  const grid = [...s.grid]
  grid[i] = sp
  return { ...s, grid }
}

export function recordOutcome(s: ArState, outcome: RevealOutcome): ArState {
  const last = s.reveals[s.reveals.length - 1]
  if (!last) return s
  return { ...s, reveals: [...s.reveals.slice(0, -1), { ...last, outcome }] }
}

export const addChip = (h: Holding): Holding => ({ ...h, chips: Math.min(MAX_CHIPS, h.chips + 1) })

export interface Standing {
  player: string
  points: number
  shipPoints: number
  allyPoint: number
  chips: number
  ships: number
}

/** Victory points from ships won plus 1 for an ally still held; ties → more chips; still tied → shared. */
export function standings(s: ArState): { rows: Standing[]; winners: string[] } {
  const rows = s.order.map((player): Standing => {
    const h = s.holdings[player] ?? { astromech: false, ally: false, chips: 0, won: [] }
    const shipPoints = h.won.reduce((n, w) => n + w.points, 0)
    const allyPoint = h.ally ? ALLY_END_POINTS : 0
    return { player, points: shipPoints + allyPoint, shipPoints, allyPoint, chips: h.chips, ships: h.won.length }
  })
  const best = Math.max(...rows.map((r) => r.points))
  const top = rows.filter((r) => r.points === best)
  const mostChips = Math.max(...top.map((r) => r.chips))
  return { rows, winners: top.filter((r) => r.chips === mostChips).map((r) => r.player) }
}

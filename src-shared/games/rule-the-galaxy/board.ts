// The board: lanes of spaces the First Order walks down, one row per regroup. Row 0 is where new
// units are put from the stack; a unit that moves on from the last row reaches the Resistance and
// everyone loses. Face-down fire markers sit on some spaces; the first unit to step on one
// makes every player discard its value in cards, and the marker goes back to the box.
import {
  FIRE_MARKERS,
  FIRE_MARKERS_USED,
  MULTICOLOUR_TILE,
  STRENGTHS,
  isStrength,
  isUnitColour,
  type Space,
  type Strength,
  type UnitColour,
} from './data'
import type { BoardUnit } from './destroy'
import type { Locale } from '../../locale'
import { textsIn, tileName } from './texts'

export type MarkerSide = 'white' | 'red'

/**
 * Whether the units regroup (move, then new units enter) when round `round` (1-based) is over.
 * With 3–4 players they regroup every round. With 1–2 players the movement marker starts white,
 * is flipped at the end of every round (after both players' turns, or the lone player's turn)
 * and the units regroup only when it lands white: after rounds 2, 4, 6 …
 */
export function regroupsAfterRound(players: number, round: number): boolean {
  if (!Number.isInteger(round) || round < 1) throw new RangeError(`round must be a positive integer, got ${round}`)
  return usesMovementMarker(players) ? movementMarkerSide(players, round) === 'white' : true
}

export function usesMovementMarker(players: number): boolean {
  if (!Number.isInteger(players) || players < 1 || players > 4)
    throw new RangeError(`Rule the Galaxy is for 1–4 players, got ${players}`)
  return players <= 2
}

/** The movement marker's side once `roundsDone` rounds are over (white at the start); undefined with 3–4 players. */
export function movementMarkerSide(players: number, roundsDone: number): MarkerSide | undefined {
  if (!usesMovementMarker(players)) return undefined
  return roundsDone % 2 === 0 ? 'white' : 'red'
}

export interface FireMarkerTrack {
  /** Spaces still holding a face-down marker; null when the players have not entered where they are. */
  spaces: Space[] | null
  /** Values turned up so far, in order. */
  revealed: number[]
  /** Spaces a unit has just stepped on, waiting for the players to turn the marker up. */
  pending: Space[]
}

/**
 * The tiles turned up together from the top of the stack (at setup or a regroup): the table lays
 * them on the entry spaces in any order, so within a batch the app cannot tell which came first.
 */
export interface EntryBatch {
  /** Tiles drawn from the stack before this batch (the batch is tiles drawnBefore + 1 … + size). */
  drawnBefore: number
  size: number
  /** The stack before this batch, by strength. */
  stackBefore: Record<Strength, number>
}

export interface BoardState {
  lanes: number
  rows: number
  units: BoardUnit[]
  /** Tiles left in the First Order stack, by strength. */
  stack: Record<Strength, number>
  /** Units to put on the entry row now (after setup or a regroup). */
  entryDue: number
  /** The batch those units come from (setup's first tiles, then each regroup's). */
  entryBatch: EntryBatch
  /** Units that left the last row: the game is lost. */
  escaped: BoardUnit[]
  fireMarkers: FireMarkerTrack
  /** Units entered so far, for the next unit id. */
  entered: number
  /**
   * Spaces a unit has entered since the setup's units were placed, each once: a regroup's moves and
   * its new units. The setup's units are placed before the fire markers (Setup D, then E), so they
   * step on none; with the red frames unknown, only these spaces can have held a marker stepped on.
   */
  reached: Space[]
}

export function stackCount(board: BoardState): number {
  return STRENGTHS.reduce((n, s) => n + board.stack[s], 0)
}

export function newBoard(
  size: { lanes: number; rows: number },
  stack: Record<Strength, number>,
  markerSpaces: readonly Space[] | null,
): BoardState {
  const board: BoardState = {
    lanes: size.lanes,
    rows: size.rows,
    units: [],
    stack: { ...stack },
    entryDue: 0,
    escaped: [],
    fireMarkers: { spaces: markerSpaces ? markerSpaces.map((s) => ({ ...s })) : null, revealed: [], pending: [] },
    entered: 0,
    reached: [],
    entryBatch: { drawnBefore: 0, size: 0, stackBefore: { ...stack } },
  }
  if (markerSpaces && markerSpaces.some((s) => !onBoard(board, s)))
    throw new RangeError('a fire-marker space is off the board')
  const entryDue = Math.min(board.lanes, stackCount(board))
  return { ...board, entryDue, entryBatch: { ...board.entryBatch, size: entryDue } }
}

function onBoard(b: { lanes: number; rows: number }, s: Space): boolean {
  return (
    Number.isInteger(s.lane) &&
    Number.isInteger(s.row) &&
    s.lane >= 0 &&
    s.lane < b.lanes &&
    s.row >= 0 &&
    s.row < b.rows
  )
}

const same = (a: Space, b: Space): boolean => a.lane === b.lane && a.row === b.row

/** `reached` with the spaces `arrived` not in it yet. */
function reach(reached: readonly Space[], arrived: readonly Space[]): Space[] {
  const out = [...reached]
  for (const a of arrived) if (!out.some((r) => same(r, a))) out.push({ lane: a.lane, row: a.row })
  return out
}

function stepOnMarkers(track: FireMarkerTrack, arrived: readonly Space[]): FireMarkerTrack {
  if (!track.spaces) return track
  const hit = track.spaces.filter((m) => arrived.some((a) => same(a, m)) && !track.pending.some((p) => same(p, m)))
  return hit.length ? { ...track, pending: [...track.pending, ...hit] } : track
}

/** Every unit moves one row on; units on the last row escape; the entry row is then refilled. */
export function regroup(board: BoardState): BoardState {
  const escaped = board.units.filter((u) => u.row >= board.rows - 1)
  const units = board.units.filter((u) => u.row < board.rows - 1).map((u) => ({ ...u, row: u.row + 1 }))
  const entryDue = Math.min(board.lanes, stackCount(board))
  return {
    ...board,
    units,
    escaped: [...board.escaped, ...escaped],
    entryDue,
    entryBatch: { drawnBefore: board.entered, size: entryDue, stackBefore: { ...board.stack } },
    fireMarkers: stepOnMarkers(board.fireMarkers, units),
    reached: reach(board.reached, units),
  }
}

export interface UnitEntry {
  lane: number
  strength: Strength
  colour: UnitColour
}

/** The problem with putting these tiles on the entry row, or undefined when they fit. */
export function checkEntry(board: BoardState, entries: readonly UnitEntry[], locale?: Locale): string | undefined {
  const R = textsIn(locale).refusal
  if (entries.length === 0) return R.noUnits
  if (entries.length > board.entryDue) return R.onlyDue(board.entryDue)
  const left = { ...board.stack }
  const lanes = new Set<number>()
  for (const e of entries) {
    if (!isStrength(e.strength)) return R.noStrength(String(e.strength))
    if (!isUnitColour(e.colour)) return R.unknownColour(String(e.colour))
    if (!onBoard(board, { lane: e.lane, row: 0 })) return R.laneOff(e.lane)
    if (lanes.has(e.lane) || board.units.some((u) => u.lane === e.lane && u.row === 0)) return R.entryTaken(e.lane + 1)
    lanes.add(e.lane)
    if (left[e.strength] <= 0) return R.noTileLeft(e.strength)
    left[e.strength]--
  }
  return undefined
}

/**
 * Why a tile cannot have the colour entered: Kylo Ren, the strength-8 tile, is multicolour
 * (rulebook, Destroying Units: "a multicolour Kylo Ren tile"). Checked when a tile is entered, not
 * on replay (enterUnits), so a game logged before this check still opens.
 */
export function checkTileColours(entries: readonly UnitEntry[], locale?: Locale): string | undefined {
  const tile = MULTICOLOUR_TILE
  if (!tile || !entries.some((e) => e.strength === tile.strength && e.colour !== 'multi')) return undefined
  return textsIn(locale).refusal.multicolourTile(tile.strength, tileName(tile.name, locale))
}

export function enterUnits(board: BoardState, entries: readonly UnitEntry[]): BoardState {
  const problem = checkEntry(board, entries)
  if (problem) throw new RangeError(problem)
  const stack = { ...board.stack }
  const added = entries.map((e, i): BoardUnit => {
    stack[e.strength]--
    return { id: `u${board.entered + i + 1}`, strength: e.strength, colour: e.colour, lane: e.lane, row: 0 }
  })
  return {
    ...board,
    units: [...board.units, ...added],
    stack,
    entryDue: board.entryDue - entries.length,
    entered: board.entered + entries.length,
    fireMarkers: stepOnMarkers(board.fireMarkers, added),
    // The setup's batch (nothing drawn before it) goes down before the markers do.
    reached: board.entryBatch.drawnBefore > 0 ? reach(board.reached, added) : board.reached,
  }
}

export function removeUnit(board: BoardState, unitId: string): BoardState {
  if (!board.units.some((u) => u.id === unitId)) throw new RangeError(`unit ${unitId} is not on the board`)
  return { ...board, units: board.units.filter((u) => u.id !== unitId) }
}

/** The units cards can shoot: the one nearest the Resistance in each lane. */
export function frontUnits(board: BoardState): BoardUnit[] {
  const out: BoardUnit[] = []
  for (let lane = 0; lane < board.lanes; lane++) {
    const front = board.units.filter((u) => u.lane === lane).sort((a, b) => b.row - a.row)[0]
    if (front) out.push(front)
  }
  return out
}

/** Fire-marker values the face-down markers can still show (one of the five stays in the box unseen). */
export function markerValuesLeft(revealed: readonly number[]): number[] {
  const left = [...FIRE_MARKERS.value]
  for (const v of revealed) {
    const i = left.indexOf(v)
    if (i < 0) throw new RangeError(`no fire marker of value ${v} is left`)
    left.splice(i, 1)
  }
  return left
}

export function checkReveal(
  board: BoardState,
  space: Space | null,
  value: number,
  locale?: Locale,
): string | undefined {
  const R = textsIn(locale).refusal
  const track = board.fireMarkers
  if (track.revealed.length >= FIRE_MARKERS_USED.value) return R.allMarkersUsed
  if (!markerValuesLeft(track.revealed).includes(value)) return R.noMarkerValue(value)
  if (track.spaces && !space) return R.saySpace
  if (space && track.spaces && !track.spaces.some((m) => same(m, space))) return R.noMarkerThere
  return undefined
}

/**
 * Why a fire marker cannot be turned up without its space (the red frames unknown) now: a marker is
 * turned up when a unit enters its space, and every space a unit has entered since setup already
 * accounts for a marker turned up (none at all before the units first move). Checked when a marker
 * is entered, not on replay, so a game that logged one earlier still opens.
 */
export function checkUnseenMarkerDue(board: BoardState, locale?: Locale): string | undefined {
  const track = board.fireMarkers
  if (track.spaces) return undefined
  const reached = board.reached.length
  const turned = track.revealed.length
  if (turned < reached) return undefined
  const R = textsIn(locale).refusal
  return reached === 0 ? R.noUnitMovedYet : R.noNewSpace(reached, turned)
}

/** A marker turned up: it leaves the board and its value is known. */
export function revealMarker(board: BoardState, space: Space | null, value: number): BoardState {
  const problem = checkReveal(board, space, value)
  if (problem) throw new RangeError(problem)
  const t = board.fireMarkers
  return {
    ...board,
    fireMarkers: {
      spaces: t.spaces && space ? t.spaces.filter((m) => !same(m, space)) : t.spaces,
      revealed: [...t.revealed, value],
      pending: space ? t.pending.filter((p) => !same(p, space)) : t.pending,
    },
  }
}

/** Why the red-framed spaces cannot be entered now (mid-game, when they were unknown at setup). */
export function checkMarkerSpaces(board: BoardState, spaces: readonly Space[], locale?: Locale): string | undefined {
  const R = textsIn(locale).refusal
  const track = board.fireMarkers
  if (track.spaces) return R.spacesKnown
  if (track.revealed.length) return R.markerWithoutSpace
  if (spaces.length !== FIRE_MARKERS_USED.value) return R.enterSpaces(FIRE_MARKERS_USED.value, spaces.length)
  // Named as the players typed it (from 1), with what the board takes, so they know what to change.
  const off = spaces.find((m) => m.lane >= board.lanes || m.row >= board.rows)
  if (off) return R.redOff(off.lane + 1, off.row + 1, board.lanes, board.rows)
  const twice = spaces.find((m, i) => spaces.findIndex((o) => same(o, m)) !== i)
  if (twice) return R.twice(twice.lane + 1, twice.row + 1, FIRE_MARKERS_USED.value)
  return undefined
}

/** The red-framed spaces entered mid-game: a unit already standing on one has stepped on its marker. */
export function setMarkerSpaces(board: BoardState, spaces: readonly Space[]): BoardState {
  const problem = checkMarkerSpaces(board, spaces)
  if (problem) throw new RangeError(problem)
  const track = { ...board.fireMarkers, spaces: spaces.map((m) => ({ ...m })) }
  return { ...board, fireMarkers: stepOnMarkers(track, board.units) }
}

/** Every unit is gone: none on the board, none left to enter. */
export function allDestroyed(board: BoardState): boolean {
  return board.units.length === 0 && stackCount(board) === 0 && board.entryDue === 0
}

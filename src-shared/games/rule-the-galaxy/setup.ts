// The setup checklist for 1–4 players, in the rulebook's order, with every count worked out for
// the player count. The only thing the app picks is a suggested first player (from the seed), for
// tables that skip the rulebook's lightsaber contest; the pick is recorded in the setup event.
import type { Corrections } from '../../core/facts'
import type { Player } from '../../core/game-record'
import { createRng, nextInt } from '../../core/prng'
import {
  FIRE_MARKERS,
  FIRE_MARKERS_USED,
  INFILTRATOR_STRENGTH,
  SMALL_GAME_LEFT_OUT,
  UNIT_TILES,
  deckSize,
  resolveBoardSize,
  resolveFireMarkerSpaces,
  stackComposition,
  type BoardSize,
  type Space,
} from './data'
import { usesMovementMarker } from './board'
import { textsIn } from './texts'
import type { Locale } from '../../locale'

export interface SetupStep {
  id: string
  title: string
  detail: string
  /** Numbers the step works with, for the UI to show large. */
  counts?: Record<string, number>
}

export interface StackPlan {
  /** Tiles in the game for this player count. */
  tiles: number
  /** Strength-1 Stormtroopers set aside, then shuffled into the upper part. */
  infiltrators: number
  lowerPart: number
  /** The part that takes the strength-1 tiles and goes on top. */
  upperPart: number
}

export interface SetupPlan {
  players: number
  seed: number
  /** Index into the players list of the app's suggested first player. */
  suggestedFirst: number
  board: BoardSize
  fireMarkerSpaces: readonly Space[] | null
  stack: StackPlan
  steps: SetupStep[]
}

export function stackPlan(players: number): StackPlan {
  const comp = stackComposition(players)
  const tiles = Object.values(comp).reduce((n, c) => n + c, 0)
  const infiltrators = comp[INFILTRATOR_STRENGTH]
  const others = tiles - infiltrators
  const lowerPart = Math.floor(others / 2)
  return { tiles, infiltrators, lowerPart, upperPart: others - lowerPart + infiltrators }
}

export function suggestFirstPlayer(players: number, seed: number): number {
  return nextInt(createRng(seed), 0, players - 1)[0]
}

export function setupPlan(
  players: readonly Player[],
  seed: number,
  corrections: Corrections = {},
  locale?: Locale,
): SetupPlan {
  const S = textsIn(locale).setup
  const n = players.length
  usesMovementMarker(n) // throws outside 1–4 players
  const board = resolveBoardSize(corrections).value
  const fireMarkerSpaces = resolveFireMarkerSpaces(corrections).value
  const stack = stackPlan(n)
  const small = n <= 2
  const suggestedFirst = suggestFirstPlayer(n, seed)
  const firstName = players[suggestedFirst]?.name ?? S.theFirstPlayer
  const leftOut = UNIT_TILES.value
    .filter((t) => t.strength === SMALL_GAME_LEFT_OUT.value)
    .reduce((k, t) => k + t.count, 0)
  const markers = FIRE_MARKERS.value.length
  const used = FIRE_MARKERS_USED.value
  const entry = Math.min(board.lanes, stack.tiles)

  const steps: SetupStep[] = [
    {
      id: 'board',
      title: S.board,
      detail: S.boardDetail(board.lanes, board.rows),
      counts: { lanes: board.lanes, rows: board.rows },
    },
    { id: 'deck', title: S.deck, detail: S.deckDetail(deckSize()), counts: { cards: deckSize() } },
    { id: 'first-cards', title: S.firstCards, detail: S.firstCardsDetail(n), counts: { cards: n } },
  ]
  if (small) {
    steps.push({
      id: 'flametroopers-out',
      title: S.flametroopersOut,
      detail: S.flametroopersOutDetail(n, leftOut, SMALL_GAME_LEFT_OUT.value),
      counts: { tiles: leftOut },
    })
  }
  steps.push({
    id: 'stack',
    title: S.stack,
    detail: S.stackDetail({
      infiltrators: stack.infiltrators,
      others: stack.tiles - stack.infiltrators,
      lower: stack.lowerPart,
      upperOthers: stack.upperPart - stack.infiltrators,
      upper: stack.upperPart,
      tiles: stack.tiles,
    }),
    counts: { tiles: stack.tiles, upperPart: stack.upperPart, lowerPart: stack.lowerPart },
  })
  steps.push({
    id: 'movement-marker',
    title: S.movementMarker,
    detail: small ? (n === 2 ? S.movementTwo : S.movementSolo) : S.movementNone(n),
  })
  steps.push({
    id: 'first-units',
    title: S.firstUnits,
    detail: S.firstUnitsDetail(entry),
    counts: { units: entry },
  })
  steps.push({
    id: 'fire-markers',
    title: S.fireMarkers,
    detail: S.fireMarkersDetail(markers, used) + (fireMarkerSpaces ? '' : S.askRedFrames),
    counts: { onBoard: used, inBox: markers - used },
  })
  // Playing alone there is no one to go first against: the step says so instead of a contest.
  steps.push({
    id: 'first-player',
    title: S.firstPlayer,
    detail: n === 1 ? S.firstPlayerSolo(firstName) : S.firstPlayerDetail(firstName),
  })
  return { players: n, seed, suggestedFirst, board, fireMarkerSpaces, stack, steps }
}

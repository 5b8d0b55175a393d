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

export function setupPlan(players: readonly Player[], seed: number, corrections: Corrections = {}): SetupPlan {
  const n = players.length
  usesMovementMarker(n) // throws outside 1–4 players
  const board = resolveBoardSize(corrections).value
  const fireMarkerSpaces = resolveFireMarkerSpaces(corrections).value
  const stack = stackPlan(n)
  const small = n <= 2
  const suggestedFirst = suggestFirstPlayer(n, seed)
  const firstName = players[suggestedFirst]?.name ?? 'the first player'
  const leftOut = UNIT_TILES.value
    .filter((t) => t.strength === SMALL_GAME_LEFT_OUT.value)
    .reduce((k, t) => k + t.count, 0)
  const markers = FIRE_MARKERS.value.length
  const used = FIRE_MARKERS_USED.value
  const entry = Math.min(board.lanes, stack.tiles)

  const steps: SetupStep[] = [
    {
      id: 'board',
      title: 'Board',
      detail: `Lay the board in the middle of the table: ${board.lanes} lanes of ${board.rows} spaces each, the entry row at the far end.`,
      counts: { lanes: board.lanes, rows: board.rows },
    },
    {
      id: 'deck',
      title: 'Resistance deck',
      detail: `Shuffle all ${deckSize()} Resistance cards into one face-down deck. Leave room beside it for a discard pile and, apart from it, for the fire cards as they come up.`,
      counts: { cards: deckSize() },
    },
    {
      id: 'first-cards',
      title: 'One card each',
      detail:
        `Each of the ${n} player${n === 1 ? '' : 's'} takes the top card. Whoever gets a fire card pushes it back into the middle ` +
        'of the deck and takes the next card instead, until it is not fire. Tell the app each player’s card.',
      counts: { cards: n },
    },
  ]
  if (small) {
    steps.push({
      id: 'flametroopers-out',
      title: 'Flametroopers out',
      detail: `With ${n} player${n === 1 ? '' : 's'} the ${leftOut} Flametroopers (strength ${SMALL_GAME_LEFT_OUT.value}) stay in the box.`,
      counts: { tiles: leftOut },
    })
  }
  steps.push({
    id: 'stack',
    title: 'First Order stack',
    detail:
      `Set the ${stack.infiltrators} strength-1 Stormtroopers aside. Shuffle the other ${stack.tiles - stack.infiltrators} tiles and split them ` +
      `into two piles of ${stack.lowerPart} and ${stack.upperPart - stack.infiltrators}. Shuffle the strength-1 Stormtroopers into one pile ` +
      `(now ${stack.upperPart} tiles) and put it on top of the other: ${stack.tiles} tiles, face down.`,
    counts: { tiles: stack.tiles, upperPart: stack.upperPart, lowerPart: stack.lowerPart },
  })
  steps.push(
    small
      ? {
          id: 'movement-marker',
          title: 'Movement marker',
          detail:
            n === 2
              ? 'The older player puts the movement marker in front of them, white side up. It is turned over after every round (both players’ turns): units move only when it shows white, so every second round.'
              : 'Put the movement marker in front of you, white side up. Turn it over at the end of each of your turns: units move only when it shows white, so every second turn.',
        }
      : {
          id: 'movement-marker',
          title: 'Movement marker',
          detail: `With ${n} players the movement marker is not used: put it back in the box. Units move after every round.`,
        },
  )
  steps.push({
    id: 'first-units',
    title: 'First units',
    detail: `Turn the top ${entry} tiles of the stack face up onto the ${entry} entry spaces, one per lane. Tell the app each tile’s strength and colour.`,
    counts: { units: entry },
  })
  steps.push({
    id: 'fire-markers',
    title: 'Fire markers',
    detail:
      `Shuffle the ${markers} fire markers number side down and put ${used} of them, still face down, on the red-framed spaces. ` +
      `The last one goes back in the box unseen.` +
      (fireMarkerSpaces
        ? ''
        : ' Enter which spaces have red frames (just below) so the app can warn you when a unit steps on one.'),
    counts: { onBoard: used, inBox: markers - used },
  })
  steps.push({
    id: 'first-player',
    title: 'First player',
    detail: `The best lightsaber fighter at the table (or the youngest player) goes first. No contest? The app’s pick: ${firstName}.`,
  })
  return { players: n, seed, suggestedFirst, board, fireMarkerSpaces, stack, steps }
}

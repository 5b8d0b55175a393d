// What the game screen reads from the state: the fire-deck tracker, the destroy helper's input,
// the fire-marker reminder, the standings and the result to log.
import type { Corrections } from '../../core/facts'
import type { GameResult } from '../../core/game-record'
import { pointsLookup, type HandCounts } from './data'
import { advise, deckState, pFireWithin, pNextByType, pNextFire, type Advice, type DeckState } from './fire-deck'
import { planDestroy, type DestroyAdvice } from './destroy'
import { frontUnits, movementMarkerSide, regroupsAfterRound, stackCount } from './board'
import { gameResult, standings, type Standing } from './scoring'
import { currentPlayer, type RtgState } from './state'
import type { Locale } from '../../locale'

export interface FireTracker {
  player: string | undefined
  hand: HandCounts | undefined
  deck: DeckState
  /** undefined when there is no next card (reshuffle due or deck empty). */
  pNextFire: number | undefined
  pFireWithin2: number | undefined
  pFireWithin3: number | undefined
  pNext: DeckState['remaining'] | undefined
  advice: Advice
}

export function fireTracker(s: RtgState): FireTracker {
  const player = currentPlayer(s)
  const drawn = deckState(s.deck, s.drawnThisTurn)
  // A fire card takes only what the player draws while drawing (rulebook, Drawing cards): once
  // they stop (Stop, a destroy, or the fire card itself), nothing is at risk until their next turn.
  const deck = s.drawing ? drawn : { ...drawn, atRisk: 0 }
  const live = !s.deck.reshuffleDue && deck.cardsLeft > 0
  const advice = advise(s.deck, s.drawnThisTurn)
  return {
    player,
    hand: player ? s.hands[player] : undefined,
    deck,
    pNextFire: live ? pNextFire(s.deck) : undefined,
    pFireWithin2: live ? pFireWithin(s.deck, 2) : undefined,
    pFireWithin3: live ? pFireWithin(s.deck, 3) : undefined,
    pNext: live ? pNextByType(s.deck) : undefined,
    // After stopping, the advice has nothing to say about drawing.
    advice:
      s.drawing || advice.action === 'reshuffle' || deck.busted
        ? advice
        : { ...advice, action: 'stop', why: 'over', reason: 'drawing is over for this turn' },
  }
}

/**
 * The destroy helper for the current player (or `player`), with points from the corrections;
 * `maxSteps` bounds the search (see planDestroy).
 */
export function destroyAdvice(
  s: RtgState,
  corrections: Corrections = {},
  player = currentPlayer(s),
  maxSteps?: number,
): DestroyAdvice | undefined {
  if (!player || s.phase !== 'play') return undefined
  return planDestroy(
    {
      hand: s.hands[player]!,
      infiltrators: s.infiltrators[player] ?? [],
      units: s.board.units,
      points: pointsLookup(corrections),
      anyMix: s.anyMix,
    },
    maxSteps,
  )
}

export interface BoardView {
  front: ReturnType<typeof frontUnits>
  stackLeft: number
  /** Whether the units regroup when this round ends. */
  regroupAfterThisRound: boolean
  /** 1–2 players: the movement marker's side now; undefined with 3–4 players. */
  markerSide: ReturnType<typeof movementMarkerSide>
}

export function boardView(s: RtgState): BoardView {
  const players = s.order.length
  return {
    front: frontUnits(s.board),
    stackLeft: stackCount(s.board),
    regroupAfterThisRound: regroupsAfterRound(players, s.round),
    markerSide: movementMarkerSide(players, s.round - 1),
  }
}

export function currentStandings(s: RtgState): Standing[] {
  return standings(s.order, s.taken)
}

/** The result to log as `game.finished` once the game is over (its note in `locale`); undefined while it runs. */
export function finishedResult(s: RtgState, locale?: Locale): GameResult | undefined {
  if (s.phase === 'won') return gameResult(s.order, s.taken, { kind: 'won' }, locale)
  if (s.phase === 'lost')
    return gameResult(s.order, s.taken, { kind: 'lost', escapedUnitIds: s.board.escaped.map((u) => u.id) }, locale)
  return undefined
}

// Points and the end of the game. Each destroyed unit scores the points printed on its tile
// (recorded when it is taken, so a later correction does not rewrite a finished game). If the
// players destroy every unit, most points wins, then most units destroyed; a remaining tie is
// settled at the table (the rulebook's Vader-breathing contest). A unit escaping loses the game
// for everyone.
import type { GameResult } from '../../core/game-record'
import type { Strength } from './data'
import type { Locale } from '../../locale'
import { textsIn } from './texts'

export interface TakenUnit {
  unitId: string
  strength: Strength
  points: number
}

export interface Standing {
  player: string
  points: number
  units: number
  /** 1 = first; tied players share a rank. */
  rank: number
}

/** Players best first: points, then units destroyed; tied players keep their seating order. */
export function standings(
  players: readonly string[],
  taken: Readonly<Record<string, readonly TakenUnit[]>>,
): Standing[] {
  const rows = players.map((player) => {
    const mine = taken[player] ?? []
    return { player, points: mine.reduce((n, t) => n + t.points, 0), units: mine.length, rank: 0 }
  })
  const sorted = [...rows].sort((a, b) => b.points - a.points || b.units - a.units)
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1]
    r.rank = prev && prev.points === r.points && prev.units === r.units ? prev.rank : i + 1
  })
  return sorted
}

/** 'early': Finish game pressed before the game ended (units left); ranked as a win is, without claiming one. */
export type GameEnd = { kind: 'won' } | { kind: 'early' } | { kind: 'lost'; escapedUnitIds: string[] }

/**
 * The result to log as `game.finished` (see core/play-log.ts), its note in the interface language
 * (English when none is given); a recorded note keeps the language it was recorded in.
 */
export function gameResult(
  players: readonly string[],
  taken: Readonly<Record<string, readonly TakenUnit[]>>,
  end: GameEnd,
  locale?: Locale,
): GameResult {
  const T = textsIn(locale).result
  const table = standings(players, taken)
  const scores = Object.fromEntries(table.map((s) => [s.player, s.points]))
  if (end.kind === 'lost') return { winners: [], scores, note: T.lost }
  const winners = table.filter((s) => s.rank === 1).map((s) => s.player)
  if (end.kind === 'early') return { winners, scores, note: T.early }
  return { winners, scores, note: winners.length > 1 ? T.tied : T.won }
}

// The score sheet: VP chips, card VP, 6-cost development bonuses and goals, added up; the winner
// is the player with the most VP. The rulebook text gives no tie-break, so tied players share the win.
import type { GameResult } from '../../core/game-record'
import type { Locale } from '../../locale'
import { listOf, textsIn } from './texts'
import { GOAL_VP, type GoalKind } from './data'

export interface ScoreLine {
  chips: number
  cards: number
  sixDev: number
}

export const emptyScoreLine = (): ScoreLine => ({ chips: 0, cards: 0, sixDev: 0 })

/** Who holds a goal at the end: first goals may have several claimants; a most goal one holder plus those tied with it. */
export interface GoalClaim {
  kind: GoalKind
  holders: string[]
  tied: string[]
}

/** VP each player gets from the goals: first 3 each; most 5 to the holder, 3 to each player tied with it. */
export function goalPoints(
  players: readonly string[],
  claims: Readonly<Record<string, GoalClaim>>,
): Record<string, number> {
  const vp = GOAL_VP.value
  const out: Record<string, number> = Object.fromEntries(players.map((p) => [p, 0]))
  for (const c of Object.values(claims)) {
    if (c.kind === 'first') {
      for (const p of c.holders) out[p] = (out[p] ?? 0) + vp.first
    } else {
      for (const p of c.holders) out[p] = (out[p] ?? 0) + vp.most
      for (const p of c.tied) if (!c.holders.includes(p)) out[p] = (out[p] ?? 0) + vp.mostTied
    }
  }
  return out
}

export interface ScoreRow {
  player: string
  chips: number
  cards: number
  sixDev: number
  goals: number
  total: number
}

export function scoreSheet(
  players: readonly string[],
  lines: Readonly<Record<string, ScoreLine>>,
  claims: Readonly<Record<string, GoalClaim>>,
): ScoreRow[] {
  const goals = goalPoints(players, claims)
  return players.map((p) => {
    const l = lines[p] ?? emptyScoreLine()
    const g = goals[p] ?? 0
    return {
      player: p,
      chips: l.chips,
      cards: l.cards,
      sixDev: l.sixDev,
      goals: g,
      total: l.chips + l.cards + l.sixDev + g,
    }
  })
}

/**
 * Whether anything is on the sheet yet: a line that is not all zero, or a goal someone holds. Until
 * then there is no winner to show (everyone on 0 VP is not a shared win).
 */
export function anyScoreEntered(
  lines: Readonly<Record<string, ScoreLine>>,
  claims: Readonly<Record<string, GoalClaim>>,
): boolean {
  return (
    Object.values(lines).some((l) => l.chips !== 0 || l.cards !== 0 || l.sixDev !== 0) ||
    Object.values(claims).some((c) => c.holders.length > 0)
  )
}

/** The result for *Finish game*: totals, and every player on the highest total as a winner. */
export function sheetResult(rows: readonly ScoreRow[], nameOf: (id: string) => string, locale?: Locale): GameResult {
  const W = textsIn(locale).scoring
  const scores = Object.fromEntries(rows.map((r) => [r.player, r.total]))
  const best = Math.max(...rows.map((r) => r.total))
  const winners = rows.filter((r) => r.total === best).map((r) => r.player)
  const note = winners.length > 1 ? W.tied(best, listOf(winners.map(nameOf), locale)) : undefined
  return { winners, scores, ...(note ? { note } : {}) }
}

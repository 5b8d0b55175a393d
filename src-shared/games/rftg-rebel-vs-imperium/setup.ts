// Setup: the goals drawn, the start worlds dealt (both seeded; the outcome is logged with the seed,
// so replays never re-roll) and the session's takeover alternation.
import { createRng, draw, shuffle } from '../../core/prng'
import { GOALS_IN_PLAY, START_WORLDS, type Goal, type GoalKind, type StartWorld } from './data'
import type { Locale } from '../../locale'
import { textsIn } from './texts'
import { GOAL_NAME_LENGTH } from './entry-ranges'

export type Drawn<T> = { ok: true; value: T } | { ok: false; error: string }

export interface GoalDraw {
  first: string[]
  most: string[]
}

/** Draws 4 "first" and 2 "most" goals from the pool (the sets in play). */
export function drawGoals(seed: number, pool: readonly Goal[], locale?: Locale): Drawn<GoalDraw> {
  const first = pool.filter((g) => g.kind === 'first').map((g) => g.name)
  const most = pool.filter((g) => g.kind === 'most').map((g) => g.name)
  if (first.length < GOALS_IN_PLAY.first || most.length < GOALS_IN_PLAY.most)
    return {
      ok: false,
      error: textsIn(locale).setup.drawNeeds(GOALS_IN_PLAY.first, GOALS_IN_PLAY.most, first.length, most.length),
    }
  const seen = new Set<string>()
  const twice = [...first, ...most].find((g) => seen.has(g.toLowerCase()) || !seen.add(g.toLowerCase()))
  if (twice !== undefined) return { ok: false, error: textsIn(locale).setup.goalTwiceInPool(twice) }
  const tooLong = goalTooLong([...first, ...most], locale)
  if (tooLong) return { ok: false, error: tooLong }
  const rng = createRng(seed)
  const m = draw(rng, most, GOALS_IN_PLAY.most)
  const f = draw(m.rng, first, GOALS_IN_PLAY.first)
  return { ok: true, value: { first: f.drawn, most: m.drawn } }
}

/** Why goal names typed by the players cannot be logged: one is longer than a goal name is kept. */
export function goalTooLong(names: readonly string[], locale?: Locale): string | undefined {
  const long = names.find((n) => n.length > GOAL_NAME_LENGTH)
  return long === undefined ? undefined : textsIn(locale).setup.goalTooLong(long, GOAL_NAME_LENGTH)
}

/** Every name in a comma- or line-separated list typed by the players, a name typed twice twice. */
export const typedNames = (text: string): string[] =>
  text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** Parses a comma- or line-separated list of goal names typed by the players, each name once. */
export function goalNames(text: string): string[] {
  const seen = new Set<string>()
  return typedNames(text).filter((s) => !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
}

/** A typed goal name the pool already has (this box's goals, or one typed in the other field). */
export interface MergedGoal {
  /** The name as the pool has it (the first spelling wins). */
  name: string
  /** The field it was typed in again. */
  typedIn: GoalKind
}

/**
 * The pool the draw uses: the goals the app knows, then the players' other goal names, each goal
 * once. A typed name the pool already has (case-insensitive, whatever its kind) is counted once and
 * reported, so a goal never gets two chances nor comes out twice.
 */
export function goalPool(
  known: readonly Goal[],
  otherFirst: string,
  otherMost: string,
): { pool: Goal[]; merged: MergedGoal[] } {
  const pool = [...known]
  const merged: MergedGoal[] = []
  const typed: [GoalKind, string][] = [
    ...goalNames(otherFirst).map((n): [GoalKind, string] => ['first', n]),
    ...goalNames(otherMost).map((n): [GoalKind, string] => ['most', n]),
  ]
  for (const [kind, name] of typed) {
    const already = pool.find((g) => g.name.toLowerCase() === name.toLowerCase())
    if (already) merged.push({ name: already.name, typedIn: kind })
    else pool.push({ name, kind, condition: '' })
  }
  return { pool, merged }
}

/** One blue and one red start world per player, from separately shuffled piles. */
export function dealStartWorlds(
  seed: number,
  players: readonly string[],
  worlds: readonly StartWorld[] = START_WORLDS.value,
  locale?: Locale,
): Drawn<Record<string, [number, number]>> {
  const blue = worlds.filter((w) => w.colour === 'blue').map((w) => w.number)
  const red = worlds.filter((w) => w.colour === 'red').map((w) => w.number)
  if (players.length > blue.length || players.length > red.length)
    return {
      ok: false,
      error: textsIn(locale).setup.onlyWorlds(blue.length, red.length, players.length),
    }
  const [b, rng] = shuffle(createRng(seed), blue)
  const [r] = shuffle(rng, red)
  return { ok: true, value: Object.fromEntries(players.map((p, i) => [p, [b[i]!, r[i]!] as [number, number]])) }
}

/** A game of this expansion already in the library, as the alternation needs it. */
export interface PastGame {
  title: string
  /** When it was started (the library row's creation). Never its last change: finishing or renaming an
   * old game today must not pull it into today's session. */
  createdAt: string
  takeovers: boolean
}

/** Games belong to one session when each starts within this long of the previous one's start. */
const SESSION_GAP_HOURS = 6

export interface SessionAdvice {
  takeovers: boolean
  /** 1 for the first game of the session. */
  gameInSession: number
  why: string
  /** The reason without its conclusion, for a game whose players chose otherwise. */
  basis: string
}

/**
 * The rulebook's alternation: the first game of a session without takeovers, then on and off in
 * turn. A session is a run of games each started within SESSION_GAP_HOURS of the previous one's
 * start (when games were played, not when they were last changed); the previous game's own setting
 * decides the next (so a players' override carries on).
 */
export function sessionAdvice(past: readonly PastGame[], startedAt: string, locale?: Locale): SessionAdvice {
  const W = textsIn(locale).setup
  const start = Date.parse(startedAt)
  const earlier = past
    .filter((g) => Date.parse(g.createdAt) < start)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
  const gap = SESSION_GAP_HOURS * 3_600_000
  let n = 0
  let last: PastGame | undefined
  for (const g of earlier) {
    const chained = last !== undefined && Date.parse(g.createdAt) - Date.parse(last.createdAt) <= gap
    n = chained ? n + 1 : 1
    last = g
  }
  if (!last || start - Date.parse(last.createdAt) > gap)
    return {
      takeovers: false,
      gameInSession: 1,
      why: W.firstGame,
      basis: W.firstGameBasis,
    }
  const on = !last.takeovers
  return {
    takeovers: on,
    gameInSession: n + 1,
    why: W.nextGame(n + 1, last.title, last.takeovers, on),
    basis: W.nextGameBasis(n + 1, last.title, last.takeovers),
  }
}

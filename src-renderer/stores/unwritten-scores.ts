// A score burst (+/− clicks not yet written, score-burst.ts) the page could not write before it was
// left: the browser runs no more of a page once the player answers "Leave" (a reload, a closed tab),
// so the close warning keeps the burst here, in localStorage, synchronously; the game writes it when
// next opened, unless its log moved on since (then the burst was written after all, or the game
// went on elsewhere and the old clicks no longer apply).
import type { GameRow } from '../../src-shared/core/game-record'

const KEY_PREFIX = 'holotable.unwritten-scores.'

interface Kept {
  /** The last seq of the log as the screen showed it when the burst was kept. */
  afterSeq: number
  /** Each player's score as clicked (absolute, like the burst's own write). */
  scores: Record<string, number>
}

/** localStorage, or undefined where the page may not use it (the unit tests run without one too). */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** Keeps a burst (nothing when it is empty). Synchronous: it runs while the page is being left. */
export function keepUnwrittenScores(gameId: string, afterSeq: number, scores: Record<string, number>): void {
  if (Object.keys(scores).length === 0) return
  try {
    pageStorage()?.setItem(KEY_PREFIX + gameId, JSON.stringify({ afterSeq, scores: { ...scores } } satisfies Kept))
  } catch {
    // storage full or unavailable: the close warning still asked; nothing more can be done
  }
}

/** The kept burst was written after all (the player stayed on the page). */
export function forgetUnwrittenScores(gameId: string): void {
  try {
    pageStorage()?.removeItem(KEY_PREFIX + gameId)
  } catch {
    // nothing kept
  }
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x)

/**
 * The burst kept for this game when it is whole and still applies (the log has not moved past
 * `lastSeq`, what the screen showed then): the writes for the game's players, and how to name them
 * ("Ana 3, Ben 2"). Otherwise null, and what was kept is dropped. A burst that applies stays kept
 * until its writes land (`forgetUnwrittenScores`): should they not, it is written at the next open.
 */
export function unwrittenScores(
  game: Pick<GameRow, 'id' | 'players'>,
  lastSeq: number,
): { writes: [player: string, score: number][]; list: string } | null {
  let text: string | null | undefined
  try {
    text = pageStorage()?.getItem(KEY_PREFIX + game.id)
  } catch {
    return null
  }
  if (text === null || text === undefined) return null
  const found = applying(text, game, lastSeq)
  if (!found) forgetUnwrittenScores(game.id)
  return found
}

function applying(
  text: string,
  game: Pick<GameRow, 'players'>,
  lastSeq: number,
): { writes: [player: string, score: number][]; list: string } | null {
  let kept: Partial<Kept> | null
  try {
    kept = JSON.parse(text) as Partial<Kept> | null
  } catch {
    return null
  }
  if (!kept || !isWhole(kept.afterSeq) || lastSeq > kept.afterSeq) return null
  const scores = (typeof kept.scores === 'object' && kept.scores) || {}
  const players = game.players.filter((p) => isWhole((scores as Record<string, unknown>)[p.id]))
  if (players.length === 0) return null
  return {
    writes: players.map((p) => [p.id, scores[p.id]!]),
    list: players.map((p) => `${p.name} ${scores[p.id]}`).join(', '),
  }
}

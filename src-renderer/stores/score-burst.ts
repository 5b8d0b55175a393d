import { ref, type Ref } from 'vue'

// A burst of +/− on one player is one event ("Anna 12 → 15", one undo step): the clicks move a
// pending score the screen shows, written once the player pauses, or at once before anything else
// is written (undo, a typed score, another player's +/−, leaving the game). The game session
// (session.ts) owns one.

/** How long a pause after the last +/− ends a burst of score clicks. */
const SCORE_BURST_MS = 1200

export interface ScoreBurst {
  /** The scores clicked but not written yet, by player id (the screen shows these). */
  pendingScores: Ref<Record<string, number>>
  bumpScore(player: string, by: number): void
  /** Writes every pending score now. */
  flushScores(): Promise<unknown>
}

/**
 * @param write writes one score (the session judges it against the score every earlier write left)
 * @param written the player's score as written so far
 */
export function scoreBurst(
  write: (player: string, score: number) => Promise<unknown>,
  written: (player: string) => number | undefined,
): ScoreBurst {
  const pendingScores = ref<Record<string, number>>({})
  let burstTimer: ReturnType<typeof setTimeout> | undefined

  function bumpScore(player: string, by: number): void {
    const base = pendingScores.value[player] ?? written(player) ?? 0
    if (Object.keys(pendingScores.value).some((other) => other !== player)) void flushScores()
    pendingScores.value = { ...pendingScores.value, [player]: base + by }
    clearTimeout(burstTimer)
    burstTimer = setTimeout(() => void flushScores(), SCORE_BURST_MS)
  }

  function flushScores(): Promise<unknown> {
    clearTimeout(burstTimer)
    const pending = pendingScores.value
    const players = Object.keys(pending)
    if (!players.length) return Promise.resolve()
    // The pending score stays on screen until written, so the field never flickers back meanwhile.
    return Promise.all(players.map((p) => write(p, pending[p]!))).finally(() => {
      const next = { ...pendingScores.value }
      for (const p of players) if (next[p] === pending[p]) delete next[p]
      pendingScores.value = next
    })
  }

  return { pendingScores, bumpScore, flushScores }
}

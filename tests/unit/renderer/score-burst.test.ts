// A burst of +/− clicks is one score write (stores/score-burst.ts): written after a pause, or at once
// when another player's score moves or anything else is written; the screen keeps showing the
// pending score until its write has landed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scoreBurst } from '../../../src-renderer/stores/score-burst'

describe('a burst of score clicks', () => {
  let writes: string[]
  let land: (() => void)[]
  const scores: Record<string, number> = { ana: 10 }
  const write = (player: string, score: number): Promise<void> => {
    writes.push(`${player}=${score}`)
    return new Promise((resolve) => land.push(resolve))
  }
  beforeEach(() => {
    vi.useFakeTimers()
    writes = []
    land = []
  })
  afterEach(() => vi.useRealTimers())

  it('is written once, with its last value, after a 1.2 s pause; shown until written', async () => {
    const burst = scoreBurst(write, (p) => scores[p])
    burst.bumpScore('ana', 1)
    burst.bumpScore('ana', 1)
    vi.advanceTimersByTime(1000)
    burst.bumpScore('ana', 1)
    expect(burst.pendingScores.value).toEqual({ ana: 13 })
    vi.advanceTimersByTime(1199)
    expect(writes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(writes).toEqual(['ana=13'])
    expect(burst.pendingScores.value).toEqual({ ana: 13 })
    land.forEach((l) => l())
    await vi.runAllTimersAsync()
    expect(burst.pendingScores.value).toEqual({})
  })

  it('is written at once when another player’s score moves, or when asked (before any other write)', async () => {
    const burst = scoreBurst(write, (p) => scores[p])
    burst.bumpScore('ana', -2)
    burst.bumpScore('ben', 1)
    expect(writes).toEqual(['ana=8'])
    expect(burst.pendingScores.value).toEqual({ ana: 8, ben: 1 })
    const flushed = burst.flushScores()
    // Ana's score is asked again while its first write is under way: the session's write finds it
    // already written at its turn and writes nothing.
    expect(writes).toEqual(['ana=8', 'ana=8', 'ben=1'])
    land.forEach((l) => l())
    await flushed
    expect(burst.pendingScores.value).toEqual({})
    // Nothing pending: nothing written, and the pause timer was stopped.
    await burst.flushScores()
    vi.advanceTimersByTime(5000)
    expect(writes).toEqual(['ana=8', 'ana=8', 'ben=1'])
  })
})

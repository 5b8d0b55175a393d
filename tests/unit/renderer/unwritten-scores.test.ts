// A score burst kept by the close warning (stores/unwritten-scores.ts): written when the game opens
// again, only while the log has not moved on, only for the game's players and whole numbers; kept
// until its writes land.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  forgetUnwrittenScores,
  keepUnwrittenScores,
  unwrittenScores,
} from '../../../src-renderer/stores/unwritten-scores'

const game = {
  id: 'g1',
  players: [
    { id: 'p1', name: 'Ana' },
    { id: 'p2', name: 'Ben' },
  ],
}
let map: Map<string, string>
beforeEach(() => {
  map = new Map()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('a score burst kept when the page was left', () => {
  it('gives the writes for the players of the game, named in their order, until forgotten', () => {
    keepUnwrittenScores('g1', 7, { p2: 12, p1: -1 })
    const expected = {
      writes: [
        ['p1', -1],
        ['p2', 12],
      ],
      list: 'Ana -1, Ben 12',
    }
    expect(unwrittenScores(game, 7)).toEqual(expected)
    // Not written yet (the disk refused, the page was left again): still there at the next open.
    expect(unwrittenScores(game, 7)).toEqual(expected)
    forgetUnwrittenScores('g1')
    expect(unwrittenScores(game, 7)).toBeNull()
  })

  it('applies while the log is where the screen had it, or behind it (in-flight changes lost too)', () => {
    keepUnwrittenScores('g1', 7, { p1: 3 })
    expect(unwrittenScores(game, 6)?.list).toBe('Ana 3')
    expect(unwrittenScores(game, 8)).toBeNull()
    expect(map.size).toBe(0) // dropped, not kept for later
  })

  it('keeps nothing for an empty burst, and forgets one the player stayed to see written', () => {
    keepUnwrittenScores('g1', 7, {})
    expect(map.size).toBe(0)
    keepUnwrittenScores('g1', 7, { p1: 3 })
    keepUnwrittenScores('g2', 2, { p1: 1 })
    forgetUnwrittenScores('g1')
    expect(unwrittenScores(game, 7)).toBeNull()
    expect([...map.keys()]).toEqual(['holotable.unwritten-scores.g2'])
  })

  it('ignores what is damaged: not JSON, no seq, fractions, players the game does not have', () => {
    const put = (v: string) => map.set('holotable.unwritten-scores.g1', v)
    for (const bad of [
      '{"afterSeq":7,"scores":{"p1":',
      '{"scores":{"p1":3}}',
      '{"afterSeq":7,"scores":{"p1":2.5}}',
      '{"afterSeq":7,"scores":{"p9":4}}',
      '{"afterSeq":7,"scores":null}',
      'null',
    ]) {
      put(bad)
      expect(unwrittenScores(game, 7)).toBeNull()
      expect(map.size).toBe(0)
    }
  })

  it('does nothing, and throws nothing, where the page has no storage', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(() => keepUnwrittenScores('g1', 1, { p1: 1 })).not.toThrow()
    expect(unwrittenScores(game, 1)).toBeNull()
  })
})

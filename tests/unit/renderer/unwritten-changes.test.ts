// Changes kept on pagehide (stores/unwritten-changes.ts): at the next open, the ones the log holds at
// their places were written after all; the rest are to write; a log that went another way (or is
// missing what came before them) drops them all; an unreadable record is dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  changesLeftBehind,
  forgetUnwrittenChanges,
  keepUnwrittenChanges,
  type KeptChange,
} from '../../../src-renderer/stores/unwritten-changes'
import type { LogEvent } from '../../../src-shared/core/game-record'

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

const KEY = 'holotable.unwritten-changes.g1'
const at = (seq: number) => `2026-12-02T18:00:0${seq}.000Z`
const kept = (seq: number, text = `n${seq}`): KeptChange => ({
  seq,
  at: at(seq),
  event: { type: 'note.added', v: 1, payload: { text } },
})
const stored = (seq: number, time = at(seq), type = 'note.added'): LogEvent => ({
  gameId: 'g1',
  seq,
  at: time,
  type,
  v: 1,
  payload: { text: `n${seq}` },
})
const log = (n: number) => Array.from({ length: n }, (_, i) => stored(i + 1))

describe('changes kept when the page was left', () => {
  it('are all to write when the log ends just before them, and stay kept until forgotten', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    expect(changesLeftBehind('g1', log(2))).toEqual({ write: [kept(3), kept(4)] })
    expect(changesLeftBehind('g1', log(2))).toEqual({ write: [kept(3), kept(4)] })
    forgetUnwrittenChanges('g1')
    expect(changesLeftBehind('g1', log(2))).toBeNull()
  })

  it('the ones the log holds at their places (same time and type) were written: only the rest remain', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4), kept(5)])
    expect(changesLeftBehind('g1', log(4))).toEqual({ write: [kept(5)] })
  })

  it('all written after all: nothing to do, and dropped', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    expect(changesLeftBehind('g1', log(6))).toBeNull()
    expect(map.size).toBe(0)
  })

  it('something else at one of their places: none is written, all are counted, and dropped', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    expect(changesLeftBehind('g1', [...log(3), stored(4, '2026-12-02T19:00:00.000Z')])).toEqual({ moved: 2 })
    expect(map.size).toBe(0)
    keepUnwrittenChanges('g1', [kept(3)])
    expect(changesLeftBehind('g1', [...log(2), stored(3, at(3), 'score.set')])).toEqual({ moved: 1 })
  })

  it('a log missing what came before them (replaced by an import): moved', () => {
    keepUnwrittenChanges('g1', [kept(5)])
    expect(changesLeftBehind('g1', log(3))).toEqual({ moved: 1 })
  })

  it('keeps nothing for no changes; other games are not touched', () => {
    keepUnwrittenChanges('g1', [])
    expect(map.size).toBe(0)
    keepUnwrittenChanges('g2', [kept(2)])
    expect(changesLeftBehind('g1', log(1))).toBeNull()
    expect(map.size).toBe(1)
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"seq":2}'],
    ['an empty list', '[]'],
    ['places with a gap', JSON.stringify([kept(2), kept(4)])],
    ['a place below 1', JSON.stringify([kept(0)])],
    ['no time', JSON.stringify([{ ...kept(2), at: 5 }])],
    ['an event without a type', JSON.stringify([{ ...kept(2), event: { v: 1, payload: null } }])],
    ['an event without a version', JSON.stringify([{ ...kept(2), event: { type: 'note.added', payload: null } }])],
    ['an event without a payload', JSON.stringify([{ ...kept(2), event: { type: 'note.added', v: 1 } }])],
  ])('an unreadable record (%s) is dropped, nothing written', (_, text) => {
    map.set(KEY, text)
    expect(changesLeftBehind('g1', log(1))).toBeNull()
    expect(map.size).toBe(0)
  })

  it('without a usable localStorage: nothing kept, nothing found, no throw', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    })
    expect(() => keepUnwrittenChanges('g1', [kept(2)])).not.toThrow()
    expect(changesLeftBehind('g1', log(1))).toBeNull()
    expect(() => forgetUnwrittenChanges('g1')).not.toThrow()
  })
})

// Changes kept on pagehide (stores/unwritten-changes.ts): at the next open, the ones the log holds at
// their places were written after all; the rest are to write; a log that went another way (or is
// missing what came before them) drops them all; an unreadable record is dropped. Each page keeps
// its own record: two windows left at once keep both, judged one after the other.
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
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

/** The one record per game an earlier build kept; this page's record is the game's id, '#', its own. */
const KEY = 'holotable.unwritten-changes.g1'
/** This page's record for g1 (its name is made once per page). */
const ownKey = (): string => [...map.keys()].find((k) => k.startsWith(`${KEY}#`) && !k.endsWith('#other-window'))!
/** What another window left at once kept for g1. */
const keptByOtherWindow = (changes: KeptChange[]) => map.set(`${KEY}#other-window`, JSON.stringify(changes))
/** The records a result names, as read: each its key and what it held. */
const read = (...keys: string[]) => keys.map((key) => ({ key, text: map.get(key) }))
const toWrite = (write: KeptChange[], records: string[]) => ({ write, moved: 0, records: read(...records) })
const moved = (n: number) => ({ write: [], moved: n, records: [] })
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
    expect(ownKey()).toMatch(/^holotable\.unwritten-changes\.g1#[0-9a-f-]{36}$/)
    expect(changesLeftBehind('g1', log(2))).toEqual(toWrite([kept(3), kept(4)], [ownKey()]))
    expect(changesLeftBehind('g1', log(2))).toEqual(toWrite([kept(3), kept(4)], [ownKey()]))
    forgetUnwrittenChanges('g1')
    expect(changesLeftBehind('g1', log(2))).toBeNull()
  })

  it('the ones the log holds at their places (same time and type) were written: only the rest remain', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4), kept(5)])
    expect(changesLeftBehind('g1', log(4))).toEqual(toWrite([kept(5)], [ownKey()]))
  })

  it('all written after all: nothing to do, and dropped', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    expect(changesLeftBehind('g1', log(6))).toBeNull()
    expect(map.size).toBe(0)
  })

  it('something else at one of their places: none is written, all are counted, and dropped', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    expect(changesLeftBehind('g1', [...log(3), stored(4, '2026-12-02T19:00:00.000Z')])).toEqual(moved(2))
    expect(map.size).toBe(0)
    keepUnwrittenChanges('g1', [kept(3)])
    expect(changesLeftBehind('g1', [...log(2), stored(3, at(3), 'score.set')])).toEqual(moved(1))
  })

  it('a log missing what came before them (replaced by an import): moved', () => {
    keepUnwrittenChanges('g1', [kept(5)])
    expect(changesLeftBehind('g1', log(3))).toEqual(moved(1))
  })

  it('keeps nothing for no changes; other games are not touched', () => {
    keepUnwrittenChanges('g1', [])
    expect(map.size).toBe(0)
    keepUnwrittenChanges('g2', [kept(2)])
    expect(changesLeftBehind('g1', log(1))).toBeNull()
    expect(map.size).toBe(1)
  })

  it('a page left again replaces what it kept before', () => {
    keepUnwrittenChanges('g1', [kept(3)])
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    expect(map.size).toBe(1)
    expect(changesLeftBehind('g1', log(2))).toEqual(toWrite([kept(3), kept(4)], [ownKey()]))
  })

  it('two windows left at once at the same places: the first is written, the other counted, not lost unsaid', () => {
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    keptByOtherWindow([kept(3, 'theirs'), kept(4, 'theirs too')].map((k) => ({ ...k, at: `${k.at.slice(0, -4)}500Z` })))
    expect(changesLeftBehind('g1', log(2))).toEqual({ write: [kept(3), kept(4)], moved: 2, records: read(ownKey()) })
    expect([...map.keys()]).toEqual([ownKey()]) // the other record is dropped, this one kept until written
  })

  it('two windows, one after the other in the log: both written, in log order, and both forgotten once written', () => {
    keptByOtherWindow([kept(5), kept(6)]) // it had seen this page's 3 and 4 on screen
    keepUnwrittenChanges('g1', [kept(3), kept(4)])
    const left = changesLeftBehind('g1', log(2))
    expect(left).toEqual(toWrite([kept(3), kept(4), kept(5), kept(6)], [ownKey(), `${KEY}#other-window`]))
    // … while those are written, that window (back from the back/forward cache) is left again
    keptByOtherWindow([kept(5), kept(6), kept(7)])
    map.set('holotable.unwritten-changes.g2#a-page', JSON.stringify([kept(2)]))
    forgetUnwrittenChanges('g1', left!.records)
    expect([...map.keys()].sort()).toEqual([`${KEY}#other-window`, 'holotable.unwritten-changes.g2#a-page'])
    expect(changesLeftBehind('g1', log(6))).toEqual(toWrite([kept(7)], [`${KEY}#other-window`]))
  })

  it('a record from a build before records had a page is still written', () => {
    map.set(KEY, JSON.stringify([kept(2)]))
    expect(changesLeftBehind('g1', log(1))).toEqual(toWrite([kept(2)], [KEY]))
    forgetUnwrittenChanges('g1')
    expect(map.size).toBe(0)
  })

  it("another game's records are not read, whatever their id begins with", () => {
    map.set('holotable.unwritten-changes.g10#a-page', JSON.stringify([kept(2)]))
    map.set('holotable.unwritten-changes.g1#not.a.page', JSON.stringify([kept(2)]))
    expect(changesLeftBehind('g1', log(1))).toBeNull()
    forgetUnwrittenChanges('g1')
    expect(map.size).toBe(2)
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
      key: () => {
        throw new Error('denied')
      },
      get length(): number {
        throw new Error('denied')
      },
    })
    expect(() => keepUnwrittenChanges('g1', [kept(2)])).not.toThrow()
    expect(changesLeftBehind('g1', log(1))).toBeNull()
    expect(() => forgetUnwrittenChanges('g1')).not.toThrow()
  })
})

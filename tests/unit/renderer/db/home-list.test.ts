// Home's list kept for the next start (db/home-list.ts): read back only when whole and from this
// library and schema, kept in the library's order, and changed one game at a time.
import { describe, expect, it } from 'vitest'
import {
  forgetHomeList,
  HOME_LIST_MAX_CHARS,
  inHomeOrder,
  keepHomeList,
  readHomeList,
  withGameChanged,
  type ListStorage,
} from '../../../../src-renderer/db/home-list'
import { LATEST_NATIVE_VERSION } from '../../../../src-renderer/db/schema'
import type { GameRow } from '../../../../src-shared/core/game-record'
import { memoryStorage } from './fixtures'

const game = (id: string, title: string, updatedAt: string): GameRow => ({
  id,
  module: 'rebellion',
  title,
  players: [
    { id: 'p1', name: 'Ana', faction: 'empire' },
    { id: 'p2', name: 'Ben', faction: 'rebels' },
  ],
  options: { riseOfTheEmpire: false },
  status: 'active',
  createdAt: '2026-11-01T19:00:00.000Z',
  updatedAt,
})
const friday = game('a1', 'Friday night', '2026-11-27T22:10:00.000Z')
const sunday = game('b2', 'Sunday', '2026-11-29T16:00:00.000Z')

describe("Home's list kept for the next start", () => {
  it('reads back what was kept, and nothing when none was', () => {
    const storage = memoryStorage()
    expect(readHomeList(storage)).toBeNull()
    keepHomeList(storage, [sunday, friday])
    expect(readHomeList(storage)).toEqual([sunday, friday])
    keepHomeList(storage, [])
    expect(readHomeList(storage)).toEqual([])
    forgetHomeList(storage)
    expect(readHomeList(storage)).toBeNull()
  })

  it('ignores a list that is not whole, or from another library or schema version', () => {
    const storage = memoryStorage()
    const put = (value: unknown): void => void storage.map.set('holotable.home-list', JSON.stringify(value))
    storage.map.set('holotable.home-list', '{"db":"holotable","version":')
    expect(readHomeList(storage)).toBeNull()
    put({ db: 'holotable', version: LATEST_NATIVE_VERSION + 10, games: [friday] })
    expect(readHomeList(storage)).toBeNull()
    put({ db: 'holotable-test', version: LATEST_NATIVE_VERSION, games: [friday] })
    expect(readHomeList(storage)).toBeNull()
    expect(readHomeList(storage, 'holotable-test')).toEqual([friday])
    put({ db: 'holotable', version: LATEST_NATIVE_VERSION, games: [friday, { ...sunday, status: 'paused' }] })
    expect(readHomeList(storage)).toBeNull()
    put({ db: 'holotable', version: LATEST_NATIVE_VERSION, games: [{ ...friday, players: [{ id: 'p1' }] }] })
    expect(readHomeList(storage)).toBeNull()
    put({ db: 'holotable', version: LATEST_NATIVE_VERSION, games: { a1: friday } })
    expect(readHomeList(storage)).toBeNull()
  })

  it('keeps nothing past its size limit, and never throws when storage refuses', () => {
    const storage = memoryStorage()
    keepHomeList(storage, [friday])
    const huge = { ...sunday, title: 'x'.repeat(HOME_LIST_MAX_CHARS) }
    keepHomeList(storage, [huge, friday])
    expect(readHomeList(storage)).toBeNull()
    const full: ListStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(() => keepHomeList(full, [friday])).not.toThrow()
    expect(() => forgetHomeList(full)).not.toThrow()
    expect(
      readHomeList({
        getItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      }),
    ).toBeNull()
  })

  it("puts games in the library's order: last changed first, then id, descending", () => {
    const tie = game('c3', 'Tie', sunday.updatedAt)
    expect(inHomeOrder([friday, sunday, tie]).map((g) => g.id)).toEqual(['c3', 'b2', 'a1'])
  })

  it('takes in one change at a time: a game saved goes to its place, a deleted one goes', () => {
    const list = [sunday, friday]
    const played = { ...friday, updatedAt: '2026-11-30T20:00:00.000Z' }
    expect(withGameChanged(list, 'a1', played)).toEqual([played, sunday])
    const renamed = { ...sunday, title: 'Sunday rematch' }
    expect(withGameChanged(list, 'b2', renamed)).toEqual([renamed, friday])
    const added = game('d4', 'New', '2026-11-28T10:00:00.000Z')
    expect(withGameChanged(list, 'd4', added).map((g) => g.id)).toEqual(['b2', 'd4', 'a1'])
    expect(withGameChanged(list, 'b2', undefined)).toEqual([friday])
    expect(withGameChanged(list, 'zz', undefined)).toEqual(list)
  })
})

// Shared test setup: a fresh fake IndexedDB database per test, a stepping clock, predictable ids.
import type Dexie from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { openHolotableDb, type HolotableDb, type IndexedDbBackend } from '../../../../src-renderer/db/database'
import { createRepository, type NewGame, type Repository } from '../../../../src-renderer/db/repository'
import type { NewEvent } from '../../../../src-shared/core/game-record'

export const backend: IndexedDbBackend = { indexedDB, IDBKeyRange }

let dbCount = 0
export function freshDbName(): string {
  dbCount += 1
  return `holotable-test-${dbCount}-${crypto.randomUUID()}`
}

/** Each call is one minute after the last, from 2024-05-01 18:00 UTC. */
export function steppingClock(start = '2024-05-01T18:00:00.000Z'): () => Date {
  let t = Date.parse(start) - 60_000
  return () => {
    t += 60_000
    return new Date(t)
  }
}

export function sequentialIds(prefix = 'game'): () => string {
  let n = 0
  return () => `${prefix}-${++n}`
}

export interface TestStore {
  db: HolotableDb
  repo: Repository
}

export function freshStore(): TestStore {
  const db = openHolotableDb(freshDbName(), backend)
  return { db, repo: createRepository(db, { now: steppingClock(), newId: sequentialIds() }) }
}

/** Every table's rows in primary-key order: equal dumps mean an untouched database. */
export async function dumpAll(db: Dexie): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const table of [...db.tables].sort((a, b) => a.name.localeCompare(b.name)))
    out[table.name] = await table.toArray()
  return out
}

export const rebellionGame: NewGame = {
  module: 'rebellion',
  title: 'Friday night',
  players: [
    { id: 'p1', name: 'Ana', faction: 'empire' },
    { id: 'p2', name: 'Ben', faction: 'rebels' },
  ],
  options: { riseOfTheEmpire: false },
}

export const started: NewEvent = {
  type: 'game.started',
  v: 1,
  payload: { players: rebellionGame.players, options: rebellionGame.options },
}

export const note = (text: string): NewEvent => ({ type: 'note.added', v: 1, payload: { text } })

/** A Map-backed Storage for the library record, Home's kept list and screens' drafts (localStorage in the app). */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> & {
  map: Map<string, string>
} {
  const map = new Map<string, string>()
  return {
    map,
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

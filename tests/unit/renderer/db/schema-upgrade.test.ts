// Opens databases made with every shipped schema and checks nothing is lost on the way to the
// latest one. Adding schema vN: append its entry to SHIPPED (stores exactly as released, rows as
// vN writes them, and how they read in the latest schema), and update `readsAs` of older entries
// if vN's upgrade() changes their rows.
import Dexie from 'dexie'
import { describe, expect, it, vi } from 'vitest'
import { LATEST_SCHEMA_VERSION, openHolotableDb, SCHEMA_VERSIONS } from '../../../../src-renderer/db/database'
import { createRepository } from '../../../../src-renderer/db/repository'
import { backend, dumpAll, freshDbName, steppingClock } from './fixtures'

type Rows = Record<string, unknown[]>

interface ShippedSchema {
  version: number
  stores: Record<string, string | null>
  /** Rows as this version wrote them. */
  seed: Rows
  /** The same rows read through the latest schema. */
  readsAs: (seed: Rows) => Rows
}

const v1Game = {
  id: 'g-v1',
  module: 'rebellion',
  title: 'Made with schema v1',
  players: [{ id: 'p1', name: 'Ana', faction: 'empire' }],
  options: {},
  status: 'active',
  createdAt: '2024-05-01T18:00:00.000Z',
  updatedAt: '2024-05-01T18:01:00.000Z',
}

const SHIPPED: ShippedSchema[] = [
  {
    version: 1,
    stores: { games: 'id, module, status, updatedAt', events: '[gameId+seq], gameId, type', settings: 'key' },
    seed: {
      games: [v1Game],
      events: [
        {
          gameId: 'g-v1',
          seq: 1,
          at: '2024-05-01T18:00:00.000Z',
          type: 'game.started',
          v: 1,
          payload: { players: v1Game.players, options: {} },
        },
        {
          gameId: 'g-v1',
          seq: 2,
          at: '2024-05-01T18:01:00.000Z',
          type: 'note.added',
          v: 1,
          payload: { text: 'Hoth probed' },
        },
      ],
      settings: [{ key: 'corrections', value: { 'rebellion.probeDeckSize': 31 } }],
    },
    readsAs: (seed) => seed,
  },
]

async function createWithSchema(name: string, upTo: number, seed: Rows): Promise<void> {
  const raw = new Dexie(name, backend)
  for (const s of SHIPPED.filter((x) => x.version <= upTo)) raw.version(s.version).stores(s.stores)
  await raw.open()
  await raw.transaction('rw', raw.tables, async () => {
    for (const [table, rows] of Object.entries(seed)) await raw.table(table).bulkAdd(rows)
  })
  raw.close()
}

describe('database schema history', () => {
  it('matches the schemas as they shipped (a shipped schema is never edited)', () => {
    expect(SCHEMA_VERSIONS.map((s) => ({ version: s.version, stores: s.stores }))).toEqual(
      SHIPPED.map((s) => ({ version: s.version, stores: s.stores })),
    )
    expect(LATEST_SCHEMA_VERSION).toBe(SHIPPED[SHIPPED.length - 1]?.version)
  })

  for (const shipped of SHIPPED) {
    it(`opens a database made with schema v${shipped.version} with every row intact`, async () => {
      const name = freshDbName()
      await createWithSchema(name, shipped.version, shipped.seed)

      const db = openHolotableDb(name, backend)
      await db.open()
      expect(db.verno).toBe(LATEST_SCHEMA_VERSION)
      expect(await dumpAll(db)).toEqual(shipped.readsAs(shipped.seed))

      // The indexes the repository relies on answer for the old rows too.
      expect((await db.games.orderBy('updatedAt').reverse().toArray()).map((g) => g.id)).toEqual(['g-v1'])
      expect(await db.games.where('module').equals('rebellion').count()).toBe(1)
      expect(await db.events.where('gameId').equals('g-v1').count()).toBe(2)

      const repo = createRepository(db, { now: steppingClock('2024-06-01T12:00:00.000Z') })
      const next = await repo.appendEvent('g-v1', { type: 'note.added', v: 1, payload: { text: 'after the upgrade' } })
      expect(next.seq).toBe(3)
      expect(await repo.listCorrections()).toEqual({ 'rebellion.probeDeckSize': 31 })
      db.close()
    })
  }
})

describe('a library written by a newer Holotable', () => {
  async function writeFuture(name: string, stores: Record<string, string>): Promise<void> {
    const future = new Dexie(name, backend)
    future.version(LATEST_SCHEMA_VERSION + 2).stores(stores)
    await future.open()
    await future.table('games').put({ id: 'g-new', module: 'rebellion', updatedAt: '2030-01-01T00:00:00.000Z' })
    future.close()
  }
  const nativeVersion = (name: string): Promise<number> =>
    new Promise((resolve) => {
      const r = backend.indexedDB.open(name)
      r.onsuccess = () => {
        const v = r.result.version
        r.result.close()
        resolve(v)
      }
    })

  it('is refused with the version to update to, and nothing is written (a store renamed)', async () => {
    const name = freshDbName()
    await writeFuture(name, {
      games: 'id, module, status, updatedAt',
      events: '[gameId+seq], gameId, type',
      prefs: 'key',
    })
    const before = await nativeVersion(name)
    // Dexie notes on the console that the stores differ from the declared ones (its "SchemaDiff")
    // before the app refuses the library; that note is all that reaches the console.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const db = openHolotableDb(name, backend)
    await expect(db.open()).rejects.toThrow(
      `This library was written by a newer Holotable (version ${LATEST_SCHEMA_VERSION + 2}); update to open it.`,
    )
    // A query that opens the database is refused too (in Dexie's words: the app opens it first).
    await expect(createRepository(openHolotableDb(name, backend)).listGames()).rejects.toThrow()
    expect(warn.mock.calls.map(([text]) => String(text).split(':')[0])).toEqual([
      'Dexie SchemaDiff',
      'Dexie SchemaDiff',
    ])
    warn.mockRestore()
    expect(await nativeVersion(name)).toBe(before)
    const check = new Dexie(name, backend)
    await check.open()
    expect(check.tables.map((t) => t.name).sort()).toEqual(['events', 'games', 'prefs'])
    check.close()
  })

  it('is refused even when its stores look like today’s', async () => {
    const name = freshDbName()
    await writeFuture(name, {
      games: 'id, module, status, updatedAt',
      events: '[gameId+seq], gameId, type',
      settings: 'key',
    })
    const repo = createRepository(openHolotableDb(name, backend))
    await expect(repo.listGames()).rejects.toThrow(/written by a newer Holotable/)
  })
})

// Home's list read at start without Dexie (db/games-at-start.ts): the same list the repository gives,
// and nothing created, upgraded or written; anything it does not know is left to the repository.
import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { readGamesAtStart } from '../../../../src-renderer/db/games-at-start'
import { LATEST_SCHEMA_VERSION, openHolotableDb } from '../../../../src-renderer/db/database'
import { createRepository } from '../../../../src-renderer/db/repository'
import { backend, dumpAll, freshDbName, rebellionGame, sequentialIds, started } from './fixtures'

const factory = backend.indexedDB

async function exists(name: string): Promise<boolean> {
  return (await factory.databases()).some((d) => d.name === name)
}

describe('the games read at start', () => {
  it('are the repository’s list, in its order, ties included', async () => {
    const name = freshDbName()
    const db = openHolotableDb(name, backend)
    // Two games share a time (the clock repeats it): the later id comes first, as with the repository.
    const times = ['2024-05-01T18:00:00.000Z', '2024-05-02T09:30:00.000Z', '2024-05-02T09:30:00.000Z']
    let t = 0
    const repo = createRepository(db, { now: () => new Date(times[Math.min(t++, 2)]!), newId: sequentialIds() })
    for (const title of ['First', 'Second', 'Third']) await repo.createGame({ ...rebellionGame, title }, started)
    const expected = await repo.listGames()
    db.close()

    const read = await readGamesAtStart(factory, name)
    expect(read?.map((g) => `${g.id} ${g.title} ${g.updatedAt}`)).toEqual([
      'game-3 Third 2024-05-02T09:30:00.000Z',
      'game-2 Second 2024-05-02T09:30:00.000Z',
      'game-1 First 2024-05-01T18:00:00.000Z',
    ])
    expect(read).toEqual(expected)
  })

  it('are an empty list on a first start, and leave no library behind for the repository to find', async () => {
    const name = freshDbName()
    expect(await readGamesAtStart(factory, name)).toEqual([])
    expect(await exists(name)).toBe(false)
    // The repository then creates the library as on any first start.
    const db = openHolotableDb(name, backend)
    const repo = createRepository(db, { newId: sequentialIds() })
    await repo.createGame(rebellionGame, started)
    expect((await repo.listGames()).map((g) => g.title)).toEqual(['Friday night'])
    expect(db.verno).toBe(LATEST_SCHEMA_VERSION)
    db.close()
  })

  it('are left to the repository (null) for a library a newer Holotable wrote, which stays as it was', async () => {
    const name = freshDbName()
    const future = new Dexie(name, backend)
    future.version(LATEST_SCHEMA_VERSION + 1).stores({ games: 'id, updatedAt', shelves: 'id' })
    await future.open()
    await future.table('games').put({ id: 'g-new', title: 'From the future', updatedAt: '2030-01-01T00:00:00.000Z' })
    const before = await dumpAll(future)
    future.close()

    expect(await readGamesAtStart(factory, name)).toBeNull()
    const again = new Dexie(name, backend)
    await again.open()
    expect(again.verno).toBe(LATEST_SCHEMA_VERSION + 1)
    expect(await dumpAll(again)).toEqual(before)
    again.close()
  })

  it('are left to the repository (null) for a library of another shape: no games store, no updatedAt index', async () => {
    const noGames = freshDbName()
    const a = new Dexie(noGames, backend)
    a.version(LATEST_SCHEMA_VERSION).stores({ settings: 'key' })
    await a.open()
    a.close()
    expect(await readGamesAtStart(factory, noGames)).toBeNull()

    const noIndex = freshDbName()
    const b = new Dexie(noIndex, backend)
    b.version(LATEST_SCHEMA_VERSION).stores({ games: 'id' })
    await b.open()
    await b.table('games').put({ id: 'g1', title: 'Kept', updatedAt: '2024-01-01T00:00:00.000Z' })
    b.close()
    expect(await readGamesAtStart(factory, noIndex)).toBeNull()
  })

  it('are left to the repository (null) when IndexedDB refuses to open, instead of failing', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError')
      },
    } as unknown as IDBFactory
    expect(await readGamesAtStart(refusing, freshDbName())).toBeNull()
  })

  it('do not hold up another window upgrading the library while they are read', async () => {
    const name = freshDbName()
    const db = openHolotableDb(name, backend)
    await createRepository(db, { newId: sequentialIds() }).createGame(rebellionGame, started)
    db.close()
    const reading = readGamesAtStart(factory, name)
    // A newer version opened at the same moment is not blocked for good by the start read's connection.
    const upgrade = new Promise<number>((resolve, reject) => {
      const r = factory.open(name, LATEST_SCHEMA_VERSION * 10 + 5)
      r.onsuccess = () => {
        const v = r.result.version
        r.result.close()
        resolve(v)
      }
      r.onerror = () => reject(r.error ?? new Error('upgrade failed'))
    })
    expect(await upgrade).toBe(LATEST_SCHEMA_VERSION * 10 + 5)
    // Its connection opened first, so it still reads the list it asked for.
    expect((await reading)?.map((g) => g.title)).toEqual(['Friday night'])
  })
})

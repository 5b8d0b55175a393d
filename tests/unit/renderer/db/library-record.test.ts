// The web build's safety net (issue #11): a browser that deletes its corrupt IndexedDB leaves an
// empty library; the record in localStorage says which games vanished instead of nothing.
import { describe, expect, it } from 'vitest'
import { watchLibrary, readRecord } from '../../../../src-renderer/db/library-record'
import { readHomeList } from '../../../../src-renderer/db/home-list'
import { freshStore, memoryStorage, note, rebellionGame, sequentialIds, started, steppingClock } from './fixtures'
import { createRepository } from '../../../../src-renderer/db/repository'

const settle = () => new Promise((r) => setTimeout(r, 20))

describe('library record', () => {
  it('says nothing on a first start, then keeps every game’s event count current', async () => {
    const { repo } = freshStore()
    const storage = memoryStorage()
    const { vanished, stop } = await watchLibrary(repo, storage)
    expect(vanished).toBeNull()
    const { game } = await repo.createGame(rebellionGame, started)
    await repo.appendEvent(game.id, note('Hoth'))
    await settle()
    expect(readRecord(storage)).toEqual({ [game.id]: { title: 'Friday night', events: 2 } })
    await repo.deleteGame(game.id)
    await settle()
    expect(readRecord(storage)).toEqual({})
    stop()
  })

  it('names the games that vanished when the database was reset under the app', async () => {
    const first = freshStore()
    const storage = memoryStorage()
    const watching = await watchLibrary(first.repo, storage)
    const a = (await first.repo.createGame(rebellionGame, started)).game
    await first.repo.appendEvent(a.id, note('Hoth'))
    const b = (await first.repo.createGame({ ...rebellionGame, title: 'Sunday' }, started)).game
    await settle()
    watching.stop()
    // The browser deleted the database: the next start opens an empty one.
    const after = freshStore()
    const { vanished } = await watchLibrary(after.repo, storage)
    expect(vanished).toBe(
      'Your library was damaged: 2 games are missing or shorter than when last saved (“Friday night”, “Sunday”). The browser may have reset its storage. Import them from an exported file to get them back.',
    )
    expect(b.id).not.toBe(a.id)
    // Said once: the record now holds the library as it is.
    expect((await watchLibrary(after.repo, storage)).vanished).toBeNull()
  })

  it("keeps Home's list for the next start current: at start, after each save, rename and delete", async () => {
    const { repo } = freshStore()
    const friday = (await repo.createGame(rebellionGame, started)).game
    const storage = memoryStorage()
    const { stop } = await watchLibrary(repo, storage)
    const titles = (): string[] | undefined => readHomeList(storage)?.map((g) => g.title)
    expect(titles()).toEqual(['Friday night'])
    const sunday = (await repo.createGame({ ...rebellionGame, title: 'Sunday' }, started)).game
    await settle()
    expect(titles()).toEqual(['Sunday', 'Friday night'])
    // Played: the game goes first, with the time of its last change, as the library lists it.
    await repo.appendEvent(friday.id, note('Hoth'))
    await settle()
    expect(readHomeList(storage)).toEqual(await repo.listGames())
    expect(titles()).toEqual(['Friday night', 'Sunday'])
    await repo.renameGame(sunday.id, 'Sunday rematch')
    await settle()
    expect(readHomeList(storage)).toEqual(await repo.listGames())
    await repo.deleteGame(friday.id)
    await settle()
    expect(titles()).toEqual(['Sunday rematch'])
    stop()
  })

  it("keeps another window's changes to Home's list: its deletes and new games are not undone", async () => {
    const { db, repo: here } = freshStore()
    // The other window: the same library and storage, its own repository (its changes are not heard here).
    const there = createRepository(db, { now: steppingClock('2024-06-01T18:00:00.000Z'), newId: sequentialIds('w2') })
    const keep = (await here.createGame({ ...rebellionGame, title: 'Keep me' }, started)).game
    const gone = (await here.createGame({ ...rebellionGame, title: 'Delete me' }, started)).game
    const storage = memoryStorage()
    const watchingHere = await watchLibrary(here, storage)
    const watchingThere = await watchLibrary(there, storage)
    await there.deleteGame(gone.id)
    await there.createGame({ ...rebellionGame, title: 'Made elsewhere' }, started)
    await settle()
    // This window, which never heard those changes, records a note in "Keep me".
    await here.appendEvent(keep.id, note('Hoth'))
    await settle()
    expect(readHomeList(storage)?.map((g) => g.title)).toEqual(['Made elsewhere', 'Keep me'])
    expect(readHomeList(storage)).toEqual(await here.listGames())
    watchingHere.stop()
    watchingThere.stop()
  })
})

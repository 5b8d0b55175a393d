// The web build's safety net (issue #11): a browser that deletes its corrupt IndexedDB leaves an
// empty library; the record in localStorage says which games vanished instead of nothing.
import { describe, expect, it } from 'vitest'
import { watchLibrary, readRecord } from '../../../../src-renderer/db/library-record'
import { readHomeList } from '../../../../src-renderer/db/home-list'
import { freshStore, memoryStorage, note, rebellionGame, sequentialIds, started, steppingClock } from './fixtures'
import { createRepository } from '../../../../src-renderer/db/repository'

// The record is written after each change at an idle moment (here: the next task), after the
// library's own reads; a busy machine may take a while, so each check waits for what it expects.
const titlesIn = (storage: Parameters<typeof readHomeList>[0]): string[] | undefined =>
  readHomeList(storage)?.map((g) => g.title)

describe('library record', () => {
  it('says nothing on a first start, then keeps every game’s event count current', async () => {
    const { repo } = freshStore()
    const storage = memoryStorage()
    const { vanished, stop } = await watchLibrary(repo, storage)
    expect(vanished).toBeNull()
    const { game } = await repo.createGame(rebellionGame, started)
    await repo.appendEvent(game.id, note('Hoth'))
    await expect.poll(() => readRecord(storage)).toEqual({ [game.id]: { title: 'Friday night', events: 2 } })
    await repo.deleteGame(game.id)
    await expect.poll(() => readRecord(storage)).toEqual({})
    stop()
  })

  it('names the games that vanished when the database was reset under the app', async () => {
    const first = freshStore()
    const storage = memoryStorage()
    const watching = await watchLibrary(first.repo, storage)
    const a = (await first.repo.createGame(rebellionGame, started)).game
    await first.repo.appendEvent(a.id, note('Hoth'))
    const b = (await first.repo.createGame({ ...rebellionGame, title: 'Sunday' }, started)).game
    await expect
      .poll(() => readRecord(storage))
      .toEqual({ [a.id]: { title: 'Friday night', events: 2 }, [b.id]: { title: 'Sunday', events: 1 } })
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
    expect(titlesIn(storage)).toEqual(['Friday night'])
    const sunday = (await repo.createGame({ ...rebellionGame, title: 'Sunday' }, started)).game
    await expect.poll(() => titlesIn(storage)).toEqual(['Sunday', 'Friday night'])
    // Played: the game goes first, with the time of its last change, as the library lists it.
    await repo.appendEvent(friday.id, note('Hoth'))
    await expect.poll(() => titlesIn(storage)).toEqual(['Friday night', 'Sunday'])
    expect(readHomeList(storage)).toEqual(await repo.listGames())
    await repo.renameGame(sunday.id, 'Sunday rematch')
    await expect.poll(() => titlesIn(storage)).toEqual(['Sunday rematch', 'Friday night'])
    expect(readHomeList(storage)).toEqual(await repo.listGames())
    await repo.deleteGame(friday.id)
    await expect.poll(() => titlesIn(storage)).toEqual(['Sunday rematch'])
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
    await expect.poll(() => titlesIn(storage)).toEqual(['Made elsewhere', 'Keep me'])
    // This window, which never heard those changes, records a note in "Keep me".
    await here.appendEvent(keep.id, note('Hoth'))
    await expect.poll(() => readHomeList(storage)?.[1]?.updatedAt).not.toBe(keep.updatedAt)
    expect(titlesIn(storage)).toEqual(['Made elsewhere', 'Keep me'])
    expect(readHomeList(storage)).toEqual(await here.listGames())
    watchingHere.stop()
    watchingThere.stop()
  })
})

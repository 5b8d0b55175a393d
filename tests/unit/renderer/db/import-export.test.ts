import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../../../src-shared/locale'
import { createRepository, GameNotFoundError, type Repository } from '../../../../src-renderer/db/repository'
import { openHolotableDb } from '../../../../src-renderer/db/database'
import {
  backend,
  dumpAll,
  freshDbName,
  freshStore,
  note,
  rebellionGame,
  sequentialIds,
  started,
  steppingClock,
} from './fixtures'

const result = { winners: ['p1'], scores: { p1: 1, p2: 0 }, note: 'Base found on Dagobah' }

/** A finished game with an undone note: every kind of event the export must carry. */
async function playedGame(repo: Repository): Promise<string> {
  const { game } = await repo.createGame(rebellionGame, started)
  await repo.appendEvent(game.id, note('Probe droids to Hoth'))
  await repo.appendEvent(game.id, note('typo'))
  await repo.appendEvent(game.id, { type: 'undo', v: 1, payload: { target: 3 } })
  await repo.finishGame(game.id, result)
  return game.id
}

describe('exportGame', () => {
  it('writes the game and its log exactly as stored, stamped with the export time', async () => {
    const { repo } = freshStore()
    const id = await playedGame(repo)
    const file = JSON.parse(await repo.exportGame(id))
    expect(file).toEqual({
      format: 'holotable-game',
      version: 1,
      exportedAt: '2024-05-01T18:05:00.000Z',
      game: await repo.getGame(id),
      events: await repo.listEvents(id),
    })
    expect(file.events.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4, 5])
  })

  it('rejects an unknown game', async () => {
    const { repo } = freshStore()
    await expect(repo.exportGame('nope')).rejects.toBeInstanceOf(GameNotFoundError)
  })
})

describe('importGame', () => {
  it('round-trips into another database unchanged', async () => {
    const source = freshStore()
    const id = await playedGame(source.repo)
    const target = freshStore()
    const heard = vi.fn()
    target.repo.onChange(heard)
    const outcome = await target.repo.importGame(await source.repo.exportGame(id))
    expect(outcome).toEqual({ status: 'imported', game: await source.repo.getGame(id), corrections: [] })
    expect(await dumpAll(target.db)).toEqual(await dumpAll(source.db))
    expect(heard).toHaveBeenCalledWith(id, 'saved')
  })

  it('takes status and result from the log, not from what the file claims', async () => {
    const source = freshStore()
    const id = await playedGame(source.repo)
    const file = JSON.parse(await source.repo.exportGame(id))
    // The file claims an open game, but its log holds the finish event.
    file.game.status = 'active'
    delete file.game.result
    const target = freshStore()
    const outcome = await target.repo.importGame(JSON.stringify(file))
    expect(outcome.status).toBe('imported')
    const row = await target.repo.getGame(id)
    expect(row?.status).toBe('finished')
    expect(row?.result).toEqual(result)
  })

  describe('leaves the database exactly as it was when the file is bad', () => {
    const damaged =
      'This Holotable game file is damaged: events[3].seq must be a number. Export the game again, or import a backup of it.'
    const cases: [string, (good: string) => string, string][] = [
      [
        'corrupt text',
        (good) => good.slice(0, good.length / 2),
        'This file is not valid JSON, so it cannot be a Holotable game file. Choose a file that Holotable exported.',
      ],
      [
        'foreign JSON',
        () => '{"name":"holotable","dependencies":{}}',
        'This is not a Holotable game file (format is missing). Choose a file that Holotable exported from a game.',
      ],
      [
        'a newer version',
        (good) => good.replace('"version": 1', '"version": 2'),
        'This game was exported by a newer Holotable (version 2); update the app to import it.',
      ],
      [
        'a bad event',
        (good) => {
          const f = JSON.parse(good)
          f.events[3].seq = 'four'
          return JSON.stringify(f)
        },
        damaged,
      ],
    ]
    for (const [name, spoil, error] of cases) {
      for (const mode of ['ask', 'replace', 'keep-both'] as const) {
        it(`${name} (${mode})`, async () => {
          const { db, repo } = freshStore()
          const id = await playedGame(repo)
          await repo.setCorrection('rebellion.probeDeckSize', 31)
          const good = await repo.exportGame(id)
          const before = await dumpAll(db)
          const listener = vi.fn()
          repo.onChange(listener)
          expect(await repo.importGame(spoil(good), mode)).toEqual({ status: 'invalid', error })
          expect(await dumpAll(db)).toEqual(before)
          expect(listener).not.toHaveBeenCalled()
        })
      }
    }
  })

  it('asks before overwriting a game that is already stored, writing nothing', async () => {
    const { db, repo } = freshStore()
    const id = await playedGame(repo)
    const text = await repo.exportGame(id)
    const before = await dumpAll(db)
    expect(await repo.importGame(text)).toEqual({ status: 'exists', existing: await repo.getGame(id) })
    expect(await repo.importGame(text, 'ask')).toEqual({ status: 'exists', existing: await repo.getGame(id) })
    expect(await dumpAll(db)).toEqual(before)
  })

  it('replace swaps the stored game and its whole log for the file’s', async () => {
    const { db, repo } = freshStore()
    const id = await playedGame(repo)
    const other = (await repo.createGame({ ...rebellionGame, title: 'Other' }, started)).game
    const text = await repo.exportGame(id)
    const exported = await dumpAll(db)
    await repo.renameGame(id, 'Renamed later')
    await repo.appendEvent(id, note('after the export'))
    await repo.appendEvent(id, note('and another'))
    expect(await repo.importGame(text, 'replace')).toEqual({
      status: 'imported',
      game: JSON.parse(text).game,
      corrections: [],
    })
    expect(await dumpAll(db)).toEqual(exported)
    expect((await repo.listGames()).map((g) => g.id).sort()).toEqual([id, other.id].sort())
  })

  it('replace keeps the old game when writing the new one fails part-way', async () => {
    const { db, repo } = freshStore()
    const id = await playedGame(repo)
    const text = await repo.exportGame(id)
    await repo.appendEvent(id, note('after the export'))
    const before = await dumpAll(db)
    db.events.hook('creating', () => {
      throw new Error('quota exceeded')
    })
    await expect(repo.importGame(text, 'replace')).rejects.toThrow('quota exceeded')
    expect(await dumpAll(db)).toEqual(before)
  })

  it('keep-both adds a copy under a new id, titled as a copy, with its log re-keyed', async () => {
    const { db, repo } = freshStore()
    const id = await playedGame(repo)
    const text = await repo.exportGame(id)
    const original = { game: await repo.getGame(id), events: await repo.listEvents(id) }
    const outcome = await repo.importGame(text, 'keep-both')
    const copyId = 'game-2' // the store's second id
    const file = JSON.parse(text)
    expect(outcome).toEqual({
      status: 'imported',
      game: { ...file.game, id: copyId, title: 'Friday night (copy)' },
      corrections: [],
    })
    expect(await repo.listEvents(copyId)).toEqual(original.events.map((e) => ({ ...e, gameId: copyId })))
    expect({ game: await repo.getGame(id), events: await repo.listEvents(id) }).toEqual(original)
    expect(await db.games.count()).toBe(2)
  })

  it('keep-both gives each copy a title no game has yet, in the interface language', async () => {
    const { repo } = freshStore()
    const id = await playedGame(repo)
    const text = await repo.exportGame(id)
    const keep = async (file: string, locale?: Locale) => {
      const outcome = await repo.importGame(file, 'keep-both', locale)
      if (outcome.status !== 'imported') throw new Error(`not imported: ${outcome.status}`)
      return outcome.game
    }
    expect((await keep(text)).title).toBe('Friday night (copy)')
    const second = await keep(text)
    expect(second.title).toBe('Friday night (copy 2)')
    const third = await keep(text)
    expect(third.title).toBe('Friday night (copy 3)')
    // A copy's own file kept beside it counts on from the original's title.
    expect((await keep(await repo.exportGame(third.id))).title).toBe('Friday night (copy 4)')
    // A title freed by a deletion is taken again.
    await repo.deleteGame(second.id)
    expect((await keep(text)).title).toBe('Friday night (copy 2)')
    expect((await keep(text, 'de')).title).toBe('Friday night (Kopie)')
    expect((await keep(await repo.exportGame(third.id), 'de')).title).toBe('Friday night (Kopie 2)')
    expect((await repo.listGames()).map((g) => g.title).sort()).toEqual([
      'Friday night',
      'Friday night (Kopie 2)',
      'Friday night (Kopie)',
      'Friday night (copy 2)',
      'Friday night (copy 3)',
      'Friday night (copy 4)',
      'Friday night (copy)',
    ])
  })

  it('keeps the file’s id and title when the game is new here, whatever the mode', async () => {
    const source = freshStore()
    const id = await playedGame(source.repo)
    const text = await source.repo.exportGame(id)
    for (const mode of ['replace', 'keep-both'] as const) {
      const repo = createRepository(openHolotableDb(freshDbName(), backend), {
        now: steppingClock(),
        newId: sequentialIds('other'),
      })
      expect(await repo.importGame(text, mode)).toEqual({
        status: 'imported',
        game: await source.repo.getGame(id),
        corrections: [],
      })
      expect(await repo.listEvents(id)).toEqual(await source.repo.listEvents(id))
    }
  })
})

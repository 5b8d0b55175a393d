import { describe, expect, it, vi } from 'vitest'
import { GameNotFoundError } from '../../../../src-renderer/db/repository'
import { createRepository } from '../../../../src-renderer/db/repository'
import { GAMES } from '../../../../src-shared/games/registry'
import type { LogEvent } from '../../../../src-shared/core/game-record'
import { dumpAll, freshStore, note, rebellionGame, started, steppingClock } from './fixtures'

describe('createGame', () => {
  it('stores the row and its first event together', async () => {
    const { repo } = freshStore()
    const { game, event } = await repo.createGame(rebellionGame, started)
    expect(game).toEqual({
      id: 'game-1',
      module: 'rebellion',
      title: 'Friday night',
      players: rebellionGame.players,
      options: { riseOfTheEmpire: false },
      status: 'active',
      createdAt: '2024-05-01T18:00:00.000Z',
      updatedAt: '2024-05-01T18:00:00.000Z',
    })
    expect(event).toEqual({ gameId: 'game-1', seq: 1, at: '2024-05-01T18:00:00.000Z', ...started })
    expect(await repo.getGame('game-1')).toEqual(game)
    expect(await repo.listEvents('game-1')).toEqual([event])
  })

  it('uses a random UUID when no id maker is given', async () => {
    const { db } = freshStore()
    const { game } = await createRepository(db).createGame(rebellionGame, started)
    expect(game.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('appendEvent', () => {
  it('numbers events 1, 2, 3 and moves updatedAt to the last event', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    const second = await repo.appendEvent(game.id, note('Probe droids to Hoth'))
    const third = await repo.appendEvent(game.id, note('Luke trained'))
    expect([second.seq, third.seq]).toEqual([2, 3])
    expect(third).toEqual({
      gameId: game.id,
      seq: 3,
      at: '2024-05-01T18:02:00.000Z',
      type: 'note.added',
      v: 1,
      payload: { text: 'Luke trained' },
    })
    expect((await repo.getGame(game.id))?.updatedAt).toBe('2024-05-01T18:02:00.000Z')
    expect((await repo.listEvents(game.id)).map((e) => e.seq)).toEqual([1, 2, 3])
  })

  it('gives distinct seqs to appends made at the same moment', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    const seqs = (await Promise.all(['a', 'b', 'c', 'd'].map((t) => repo.appendEvent(game.id, note(t))))).map(
      (e) => e.seq,
    )
    expect(seqs.sort()).toEqual([2, 3, 4, 5])
    expect((await repo.listEvents(game.id)).map((e) => (e.payload as { text?: string }).text)).toEqual([
      undefined,
      'a',
      'b',
      'c',
      'd',
    ])
  })

  it('numbers each game on its own', async () => {
    const { repo } = freshStore()
    const a = (await repo.createGame(rebellionGame, started)).game
    const b = (await repo.createGame({ ...rebellionGame, title: 'Saturday' }, started)).game
    await repo.appendEvent(a.id, note('a2'))
    await repo.appendEvent(b.id, note('b2'))
    await repo.appendEvent(a.id, note('a3'))
    expect((await repo.listEvents(a.id)).map((e) => e.seq)).toEqual([1, 2, 3])
    expect((await repo.listEvents(b.id)).map((e) => e.seq)).toEqual([1, 2])
  })

  it('writes neither the event nor updatedAt when the transaction fails part-way', async () => {
    const { db, repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    const before = await dumpAll(db)
    db.games.hook('updating', () => {
      throw new Error('disk full')
    })
    await expect(repo.appendEvent(game.id, note('lost'))).rejects.toThrow('disk full')
    expect(await dumpAll(db)).toEqual(before)
  })

  it('rejects an event for a game that does not exist, writing nothing', async () => {
    const { db, repo } = freshStore()
    await repo.createGame(rebellionGame, started)
    const before = await dumpAll(db)
    await expect(repo.appendEvent('nope', note('x'))).rejects.toBeInstanceOf(GameNotFoundError)
    expect(await dumpAll(db)).toEqual(before)
  })

  it('stores payloads as plain JSON data, so proxies and dates are safe to pass', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    const payload = new Proxy(
      { text: 'from a reactive form', when: new Date('2024-05-01T20:00:00.000Z'), draft: undefined },
      {},
    )
    await repo.appendEvent(game.id, { type: 'note.added', v: 1, payload })
    expect((await repo.listEvents(game.id))[1]?.payload).toEqual({
      text: 'from a reactive form',
      when: '2024-05-01T20:00:00.000Z',
    })
  })
})

describe('game status follows the log', () => {
  const result = { winners: ['p2'], scores: { p1: 0, p2: 1 } }

  it('finishGame logs game.finished and closes the game in the same write', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    const finished = await repo.finishGame(game.id, result)
    expect(finished).toMatchObject({ seq: 2, type: 'game.finished', v: 1, payload: result })
    expect(await repo.getGame(game.id)).toMatchObject({ status: 'finished', result, updatedAt: finished.at })
  })

  it('undoing the finish reopens the game; redoing closes it again', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    await repo.finishGame(game.id, result)
    await repo.appendEvent(game.id, { type: 'undo', v: 1, payload: { target: 2 } })
    const reopened = await repo.getGame(game.id)
    expect(reopened?.status).toBe('active')
    expect(reopened && 'result' in reopened).toBe(false)
    await repo.appendEvent(game.id, { type: 'redo', v: 1, payload: { target: 2 } })
    expect(await repo.getGame(game.id)).toMatchObject({ status: 'finished', result })
  })
})

describe('reading', () => {
  it('lists games by most recent activity first', async () => {
    const { repo } = freshStore()
    const first = (await repo.createGame({ ...rebellionGame, title: 'First' }, started)).game
    await repo.createGame({ ...rebellionGame, title: 'Second' }, started)
    await repo.createGame({ ...rebellionGame, title: 'Third' }, started)
    await repo.appendEvent(first.id, note('played again'))
    expect((await repo.listGames()).map((g) => g.title)).toEqual(['First', 'Third', 'Second'])
  })

  it('returns nothing for unknown ids', async () => {
    const { repo } = freshStore()
    expect(await repo.getGame('nope')).toBeUndefined()
    expect(await repo.listEvents('nope')).toEqual([])
    expect(await repo.listGames()).toEqual([])
  })

  it("keeps old payloads exactly as stored: the game's declarations lift them when the log is read", async () => {
    const { db } = freshStore()
    const repo = createRepository(db, { now: steppingClock(), newId: () => 'g' })
    await repo.createGame(rebellionGame, started)
    await repo.appendEvent('g', {
      type: 'rebellion.queue.built',
      v: 1,
      payload: { faction: 'rebels', units: [{ space: 1, entry: { unit: 'x-wing', from: 'rebel-base' } }] },
    })
    expect((await repo.listEvents('g'))[1]).toMatchObject({ type: 'rebellion.queue.built', v: 1 })
    const stored = (await db.events.get(['g', 2])) as LogEvent
    expect(stored.type).toBe('rebellion.queue.built')
    expect(JSON.parse(await repo.exportGame('g')).events[1].type).toBe('rebellion.queue.built')
    const log = await GAMES.log('rebellion')
    const read = log.read(stored)
    expect(read.ok && read.event.type).toBe('rebellion.units.built')
    expect(
      log.replay(await repo.listEvents('g'), rebellionGame.players, rebellionGame.options).state.game,
    ).toMatchObject({ builtSinceTimeMoved: { rebels: true } })
  })
})

describe('renameGame and deleteGame', () => {
  it('renames and marks the game as changed', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    const renamed = await repo.renameGame(game.id, 'Rematch')
    expect(renamed).toEqual({ ...game, title: 'Rematch', updatedAt: '2024-05-01T18:01:00.000Z' })
    expect(await repo.getGame(game.id)).toEqual(renamed)
    await expect(repo.renameGame('nope', 'x')).rejects.toBeInstanceOf(GameNotFoundError)
  })

  it('deletes a game with its whole log and leaves other games alone', async () => {
    const { db, repo } = freshStore()
    const doomed = (await repo.createGame(rebellionGame, started)).game
    await repo.appendEvent(doomed.id, note('x'))
    const kept = (await repo.createGame({ ...rebellionGame, title: 'Kept' }, started)).game
    const keptBefore = { game: await repo.getGame(kept.id), events: await repo.listEvents(kept.id) }
    expect(await repo.deleteGame(doomed.id)).toBe(true)
    expect(await repo.getGame(doomed.id)).toBeUndefined()
    expect(await db.events.where('gameId').equals(doomed.id).count()).toBe(0)
    expect({ game: await repo.getGame(kept.id), events: await repo.listEvents(kept.id) }).toEqual(keptBefore)
    expect(await repo.deleteGame(doomed.id)).toBe(false)
  })
})

describe('settings and corrections', () => {
  it('returns the fallback until a setting is stored', async () => {
    const { repo } = freshStore()
    expect(await repo.getSetting('theme', 'dark')).toBe('dark')
    await repo.setSetting('theme', 'light')
    expect(await repo.getSetting('theme', 'dark')).toBe('light')
    await repo.setSetting('theme', 'high-contrast')
    expect(await repo.getSetting('theme', 'dark')).toBe('high-contrast')
    await repo.setSetting('recentModules', ['rebellion'])
    expect(await repo.getSetting<string[]>('recentModules', [])).toEqual(['rebellion'])
  })

  it('keeps corrections by fact key, and removes one without touching the others', async () => {
    const { repo } = freshStore()
    expect(await repo.listCorrections()).toEqual({})
    await repo.setCorrection('rebellion.probeDeckSize', 31)
    await repo.setCorrection('rebellion.startingLeaders', ['Mon Mothma'])
    await repo.setCorrection('rebellion.probeDeckSize', 32)
    expect(await repo.listCorrections()).toEqual({
      'rebellion.probeDeckSize': 32,
      'rebellion.startingLeaders': ['Mon Mothma'],
    })
    await repo.removeCorrection('rebellion.probeDeckSize')
    expect(await repo.listCorrections()).toEqual({ 'rebellion.startingLeaders': ['Mon Mothma'] })
  })
})

describe('onChange', () => {
  it('tells listeners which game was saved or deleted, until they unsubscribe', async () => {
    const { repo } = freshStore()
    const heard: string[] = []
    const stop = repo.onChange((id, kind) => heard.push(`${kind}:${id}`))
    const { game } = await repo.createGame(rebellionGame, started)
    await repo.appendEvent(game.id, note('x'))
    await repo.renameGame(game.id, 'y')
    await repo.setSetting('theme', 'dark')
    await repo.deleteGame(game.id)
    stop()
    await repo.createGame(rebellionGame, started)
    expect(heard).toEqual(['saved:game-1', 'saved:game-1', 'saved:game-1', 'deleted:game-1'])
  })

  it('does not hear failed writes', async () => {
    const { repo } = freshStore()
    const listener = vi.fn()
    repo.onChange(listener)
    await expect(repo.appendEvent('nope', note('x'))).rejects.toThrow(GameNotFoundError)
    expect(listener).not.toHaveBeenCalled()
  })

  it('keeps the write and the other listeners when one listener throws', async () => {
    const { repo } = freshStore()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const later = vi.fn()
    repo.onChange(() => {
      throw new Error('backup failed')
    })
    repo.onChange(later)
    const { game } = await repo.createGame(rebellionGame, started)
    expect(later).toHaveBeenCalledWith(game.id, 'saved')
    expect(logged).toHaveBeenCalledTimes(1)
    expect(await repo.getGame(game.id)).toEqual(game)
  })
})

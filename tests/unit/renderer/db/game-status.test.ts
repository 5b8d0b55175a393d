import { describe, expect, it, vi } from 'vitest'
import { createRepository } from '../../../../src-renderer/db/repository'
import { statusFromLog } from '../../../../src-renderer/db/game-status'
import { freshStore, note, rebellionGame, started, steppingClock } from './fixtures'

const result = { winners: ['p2'], scores: { p1: 0, p2: 1 } }
const undo = (target: number) => ({ type: 'undo', v: 1, payload: { target } })
const redo = (target: number) => ({ type: 'redo', v: 1, payload: { target } })

describe('game status kept in step with the log', () => {
  it('finish, undo, redo and undo-of-undo in a long game give the status the whole log gives, without re-reading it', async () => {
    const { db, repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    for (let i = 0; i < 300; i++) await repo.appendEvent(game.id, note(`turn ${i}`))
    const reads = vi.spyOn(db.events, 'where')
    const finish = await repo.finishGame(game.id, result) // 302
    expect((await repo.getGame(game.id))?.status).toBe('finished')
    const undone = await repo.appendEvent(game.id, undo(finish.seq)) // 303
    expect((await repo.getGame(game.id))?.status).toBe('active')
    await repo.appendEvent(game.id, undo(undone.seq)) // undo of the undo = redo
    expect(await repo.getGame(game.id)).toMatchObject({ status: 'finished', result })
    await repo.appendEvent(game.id, undo(finish.seq))
    await repo.appendEvent(game.id, redo(finish.seq))
    await repo.appendEvent(game.id, undo(999)) // does not fit: ignored
    expect(await repo.getGame(game.id)).toMatchObject({ status: 'finished', result })
    // each append looks up only the last seq: one query, never the whole log
    const wholeLogReads = reads.mock.results.filter((r) => r.type === 'return').length
    expect(wholeLogReads).toBe(6)
    reads.mockRestore()
    expect(statusFromLog(await repo.listEvents(game.id))).toEqual({ status: 'finished', result })
  })

  it('notices a write from another window (a second tab) and reads the log again', async () => {
    const { db, repo } = freshStore()
    const other = createRepository(db, { now: steppingClock('2024-05-02T18:00:00.000Z') })
    const { game } = await repo.createGame(rebellionGame, started)
    await repo.finishGame(game.id, result) // 2
    await other.appendEvent(game.id, undo(2)) // 3, unseen by repo's memory
    expect((await repo.getGame(game.id))?.status).toBe('active')
    await repo.appendEvent(game.id, redo(2)) // 4: repo must know 2 was undone to redo it
    expect(await repo.getGame(game.id)).toMatchObject({ status: 'finished', result })
  })
})

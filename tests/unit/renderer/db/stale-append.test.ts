// Two windows on one game (issue #11): a write judged against a log another window has since grown
// is refused, and nothing is written, so a stale window can never undo or add on top of moves it
// has not seen.
import { describe, expect, it } from 'vitest'
import { StaleLogError } from '../../../../src-renderer/db/repository'
import { freshStore, note, rebellionGame, started } from './fixtures'

describe('append after a given seq', () => {
  it('writes when the stored log still ends there', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    const { event } = await repo.append(game.id, note('first'), 1)
    expect(event.seq).toBe(2)
  })

  it('refuses, writing nothing, when another window appended meanwhile', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    await repo.append(game.id, note('from the other window')) // log now ends at #2
    const stale = repo.append(game.id, { type: 'undo', v: 1, payload: { target: 1 } }, 1)
    await expect(stale).rejects.toBeInstanceOf(StaleLogError)
    await expect(stale).rejects.toThrow('The game changed in another window (its log now ends at #2).')
    expect((await repo.listEvents(game.id)).map((e) => e.seq)).toEqual([1, 2])
    // judged again against the stored log, it goes through
    expect((await repo.append(game.id, note('after catching up'), 2)).event.seq).toBe(3)
  })
})

describe('catching up with another window', () => {
  it('reads only the events from the last one shown on, so a window can check that they continue its log', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    await repo.append(game.id, note('seen here'))
    await repo.append(game.id, note('written elsewhere'))
    await repo.append(game.id, { type: 'undo', v: 1, payload: { target: 3 } })
    const tail = await repo.listEventsFrom(game.id, 2)
    expect(tail.map((e) => [e.seq, e.type])).toEqual([
      [2, 'note.added'],
      [3, 'note.added'],
      [4, 'undo'],
    ])
    expect((tail[1]!.payload as { text: string }).text).toBe('written elsewhere')
    expect(await repo.listEventsFrom(game.id, 5)).toEqual([])
  })
})

// Data corrections travel with an export, and an import asks before applying them (issue #13,
// reading 10): the file carries the corrections in force for its game, the import lists the ones
// that differ from this computer's and changes nothing until the player accepts.
import { describe, expect, it } from 'vitest'
import { freshStore, rebellionGame, started } from './fixtures'

const BLACK = 'rebellion.dice.black'

describe('corrections travel with an export', () => {
  it('the file carries the corrections of its own game only', async () => {
    const { repo } = freshStore()
    await repo.setCorrection(BLACK, [3, 0, 1, 2])
    await repo.setCorrection('rule-the-galaxy.points.2', 4)
    const { game } = await repo.createGame(rebellionGame, started)
    const file = JSON.parse(await repo.exportGame(game.id)) as { corrections?: Record<string, unknown> }
    expect(file.corrections).toEqual({ [BLACK]: [3, 0, 1, 2] })
  })

  it('a file exported with no corrections has no corrections field (older apps read it as before)', async () => {
    const { repo } = freshStore()
    const { game } = await repo.createGame(rebellionGame, started)
    expect(JSON.parse(await repo.exportGame(game.id))).not.toHaveProperty('corrections')
  })

  it('an import offers the differing corrections with the value in force, and applies none by itself', async () => {
    const from = freshStore().repo
    await from.setCorrection(BLACK, [3, 0, 1, 2])
    await from.setCorrection('rebellion.time-track.build-spaces', [2, 4, 6, 8, 10, 12, 14])
    await from.setCorrection('rebellion.dice.red', [2, 1, 1, 2])
    const { game } = await from.createGame(rebellionGame, started)
    const text = await from.exportGame(game.id)

    const to = freshStore().repo
    await to.setCorrection('rebellion.dice.red', [2, 1, 1, 2]) // same value: nothing to ask
    await to.setCorrection('rebellion.time-track.build-spaces', [2, 5, 8])
    const outcome = await to.importGame(text)
    expect(outcome.status).toBe('imported')
    if (outcome.status !== 'imported') return
    expect(outcome.corrections).toEqual([
      { key: BLACK, value: [3, 0, 1, 2], current: undefined },
      { key: 'rebellion.time-track.build-spaces', value: [2, 4, 6, 8, 10, 12, 14], current: [2, 5, 8] },
    ])
    expect(await to.listCorrections()).toEqual({
      'rebellion.dice.red': [2, 1, 1, 2],
      'rebellion.time-track.build-spaces': [2, 5, 8],
    })
    // The player accepts: both are applied in one write, the others kept.
    await to.setCorrections(Object.fromEntries(outcome.corrections.map((c) => [c.key, c.value])))
    expect(await to.listCorrections()).toEqual({
      'rebellion.dice.red': [2, 1, 1, 2],
      'rebellion.time-track.build-spaces': [2, 4, 6, 8, 10, 12, 14],
      [BLACK]: [3, 0, 1, 2],
    })
  })

  it('a file cannot slip in another game’s corrections', async () => {
    const from = freshStore().repo
    const { game } = await from.createGame(rebellionGame, started)
    const file = JSON.parse(await from.exportGame(game.id)) as Record<string, unknown>
    file.corrections = { [BLACK]: [2, 1, 1, 2], 'rule-the-galaxy.points.2': 9 }
    const to = freshStore().repo
    const outcome = await to.importGame(JSON.stringify(file))
    expect(outcome.status === 'imported' && outcome.corrections.map((c) => c.key)).toEqual([BLACK])
  })
})

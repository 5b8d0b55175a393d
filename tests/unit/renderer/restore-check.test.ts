// Desktop restore (issue #11): the library is compared with the newest backup of each game; a game
// missing or shorter than its backup is offered, and restoring puts back every event of the backup.
import { describe, expect, it } from 'vitest'
import type { BackupEntry, HolotableBridge } from '../../../src-shared/ipc'
import { findRestorable, restoreFromBackups } from '../../../src-renderer/platform/restore-check'
import { freshStore, note, rebellionGame, started } from './db/fixtures'

/** A bridge whose backups folder is a map of file → JSON. */
function bridgeWith(files: Record<string, { gameId: string; savedAt: string; json: string }>): HolotableBridge {
  const entries: BackupEntry[] = Object.entries(files).map(([file, b]) => ({
    file,
    gameId: b.gameId,
    savedAt: b.savedAt,
    bytes: b.json.length,
  }))
  return {
    listBackups: () => Promise.resolve({ ok: true, value: entries }),
    readBackup: (file: string) =>
      Promise.resolve(files[file] ? { ok: true, value: files[file].json } : { ok: false, error: 'gone' }),
  } as unknown as HolotableBridge
}

describe('restore from backups', () => {
  it('offers the games the library lost (from their newest backup), restores them, and then offers nothing', async () => {
    const { repo } = freshStore()
    const a = (await repo.createGame({ ...rebellionGame, title: 'Lost game' }, started)).game
    await repo.appendEvent(a.id, note('a1'))
    const older = await repo.exportGame(a.id)
    await repo.appendEvent(a.id, note('a2'))
    const lostJson = await repo.exportGame(a.id) // 3 events
    const b = (await repo.createGame({ ...rebellionGame, title: 'Shortened game' }, started)).game
    await repo.appendEvent(b.id, note('b1'))
    const shortJson = await repo.exportGame(b.id) // 2 events
    const c = (await repo.createGame({ ...rebellionGame, title: 'Intact game' }, started)).game
    const intactJson = await repo.exportGame(c.id)

    const bridge = bridgeWith({
      [`${a.id}/1.json`]: { gameId: a.id, savedAt: '2024-05-01T18:00:01.000Z', json: older },
      [`${a.id}/2.json`]: { gameId: a.id, savedAt: '2024-05-01T18:00:05.000Z', json: lostJson },
      [`${b.id}/1.json`]: { gameId: b.id, savedAt: '2024-05-01T18:00:06.000Z', json: shortJson },
      [`${c.id}/1.json`]: { gameId: c.id, savedAt: '2024-05-01T18:00:07.000Z', json: intactJson },
      'broken/1.json': { gameId: 'broken', savedAt: '2024-05-01T18:00:08.000Z', json: '{not json' },
    })
    // The damage: games a and b gone; a new game with b's title is another game, not b.
    await repo.deleteGame(a.id)
    await repo.deleteGame(b.id)
    const bRow = (await repo.createGame({ ...rebellionGame, title: 'Shortened game' }, started)).game
    expect(bRow.id).not.toBe(b.id)

    const offered = await findRestorable(bridge, repo)
    expect(offered).toEqual([
      { gameId: a.id, title: 'Lost game', file: `${a.id}/2.json`, backupEvents: 3, libraryEvents: 0 },
      { gameId: b.id, title: 'Shortened game', file: `${b.id}/1.json`, backupEvents: 2, libraryEvents: 0 },
    ])
    expect(await restoreFromBackups(bridge, repo, offered)).toEqual([])
    expect((await repo.listEvents(a.id)).map((e) => e.payload)).toEqual([
      started.payload,
      { text: 'a1' },
      { text: 'a2' },
    ])
    expect(await repo.eventCount(b.id)).toBe(2)
    expect(await findRestorable(bridge, repo)).toEqual([])
  })

  it('offers a game that is still there but shorter than its backup, with both counts', async () => {
    const { repo, db } = freshStore()
    const g = (await repo.createGame({ ...rebellionGame, title: 'Half written' }, started)).game
    await repo.appendEvent(g.id, note('kept only in the backup'))
    const json = await repo.exportGame(g.id)
    await db.table('events').where('[gameId+seq]').equals([g.id, 2]).delete()
    const bridge = bridgeWith({ [`${g.id}/1.json`]: { gameId: g.id, savedAt: '2024-05-01T18:00:05.000Z', json } })
    const offered = await findRestorable(bridge, repo)
    expect(offered).toEqual([
      { gameId: g.id, title: 'Half written', file: `${g.id}/1.json`, backupEvents: 2, libraryEvents: 1 },
    ])
    expect(await restoreFromBackups(bridge, repo, offered)).toEqual([])
    expect((await repo.listEvents(g.id)).at(-1)?.payload).toEqual({ text: 'kept only in the backup' })
  })

  it('names a backup that cannot be read instead of failing the others', async () => {
    const { repo } = freshStore()
    const bridge = bridgeWith({})
    const failed = await restoreFromBackups(bridge, repo, [
      { gameId: 'g', title: 'Gone', file: 'g/1.json', backupEvents: 2, libraryEvents: 0 },
    ])
    expect(failed).toEqual(['“Gone”: gone'])
  })
})

import { describe, expect, it, vi } from 'vitest'
import { startBackups } from '../../../src-renderer/platform/backups'
import type { BackupNotice, BridgeResult, HolotableBridge } from '../../../src-shared/ipc'
import { parseGameExport } from '../../../src-shared/core/export-format'
import { GAME_IDS } from '../../../src-shared/games/registry'
import { freshStore } from './db/fixtures'

function fakeBridge(result: BridgeResult<null> = { ok: true, value: null }) {
  const sent: { gameId: string; json: string }[] = []
  let noticeListener: ((n: BackupNotice) => void) | undefined
  const bridge = {
    backupGame: vi.fn(async (gameId: string, json: string) => {
      sent.push({ gameId, json })
      return result
    }),
    onBackupNotice: (l: (n: BackupNotice) => void) => {
      noticeListener = l
      return () => {
        noticeListener = undefined
      }
    },
  } as unknown as HolotableBridge
  return { bridge, sent, notice: (n: BackupNotice) => noticeListener?.(n) }
}

const players = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Ben' },
]
const start = { type: 'game.started', v: 1, payload: { players, options: {} } }
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 400 && !cond(); i++) await new Promise((r) => setTimeout(r, 5))
}

describe('automatic backups from the renderer', () => {
  it('hands main the full export of a game after each change', async () => {
    const { repo } = freshStore()
    const { bridge, sent } = fakeBridge()
    const stop = startBackups(bridge, repo, () => {}, { slotMs: 0 })
    const { game } = await repo.createGame({ module: 'angriff-der-rebellen', title: 'T', players, options: {} }, start)
    await repo.appendEvent(game.id, { type: 'note.added', v: 1, payload: { text: 'hello' } })
    await until(() => sent.length === 2)
    expect(sent.map((s) => s.gameId)).toEqual([game.id, game.id])
    const last = parseGameExport(sent[1]!.json, GAME_IDS)
    expect(last.ok && last.value.events.map((e) => e.type)).toEqual(['game.started', 'note.added'])
    stop()
    await repo.appendEvent(game.id, { type: 'note.added', v: 1, payload: { text: 'after stop' } })
    await new Promise((r) => setTimeout(r, 30))
    expect(sent).toHaveLength(2)
  })

  it('coalesces a burst of changes into one export per slot of main, sending the newest log', async () => {
    const { repo } = freshStore()
    const { bridge, sent } = fakeBridge()
    let clock = 1000
    startBackups(bridge, repo, () => {}, { slotMs: 60, now: () => clock })
    const { game } = await repo.createGame({ module: 'angriff-der-rebellen', title: 'T', players, options: {} }, start)
    await until(() => sent.length === 1)
    for (const text of ['a', 'b', 'c', 'd', 'e'])
      await repo.appendEvent(game.id, { type: 'note.added', v: 1, payload: { text } })
    await new Promise((r) => setTimeout(r, 20))
    expect(sent).toHaveLength(1)
    clock += 60
    await until(() => sent.length === 2)
    await new Promise((r) => setTimeout(r, 100))
    expect(sent).toHaveLength(2)
    const last = parseGameExport(sent[1]!.json, GAME_IDS)
    expect(last.ok && last.value.events.map((e) => (e.payload as { text?: string }).text ?? e.type)).toEqual([
      'game.started',
      'a',
      'b',
      'c',
      'd',
      'e',
    ])
  })

  it('turns a refused backup and a notice from main into warnings, and the game stays saved', async () => {
    const { repo } = freshStore()
    const { bridge, notice } = fakeBridge({ ok: false, error: 'The disk is full.' })
    const warnings: string[] = []
    startBackups(bridge, repo, (m) => warnings.push(m))
    const { game } = await repo.createGame({ module: 'angriff-der-rebellen', title: 'T', players, options: {} }, start)
    await until(() => warnings.length === 1)
    notice({ gameId: game.id, message: 'Permission denied.' })
    expect(warnings).toEqual([
      'Automatic backup failed: The disk is full. Your game is still saved in the app.',
      'Automatic backup failed: Permission denied. Your game is still saved in the app.',
    ])
    expect(await repo.listEvents(game.id)).toHaveLength(1)
  })
})

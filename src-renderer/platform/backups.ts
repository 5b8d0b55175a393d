// Desktop only: after each change to a game, hand its export JSON to main, which writes it
// atomically (at most once per 2 s per game, and on quit). A failure is a notice, never a loss.
import type { HolotableBridge } from '../../src-shared/ipc'
import type { Repository } from '../db/repository'

const KEEP_SAFE = 'Your game is still saved in the app.'

export function startBackups(bridge: HolotableBridge, repo: Repository, warn: (message: string) => void): () => void {
  const offChange = repo.onChange(async (gameId, kind) => {
    if (kind !== 'saved') return
    try {
      const json = await repo.exportGame(gameId)
      const r = await bridge.backupGame(gameId, json)
      if (!r.ok) warn(`Automatic backup failed: ${r.error} ${KEEP_SAFE}`)
    } catch (err) {
      warn(`Automatic backup failed: ${(err as Error).message}. ${KEEP_SAFE}`)
    }
  })
  const offNotice = bridge.onBackupNotice((n) => warn(`Automatic backup failed: ${n.message} ${KEEP_SAFE}`))
  return () => {
    offChange()
    offNotice()
  }
}

// Desktop only: after each change to a game, hand its export JSON to main, which writes it
// atomically (at most once per 2 s per game, and on quit). A failure is a notice, never a loss.
import type { HolotableBridge } from '../../src-shared/ipc'
import { holotableRepository } from '../db'

export function startBackups(bridge: HolotableBridge, warn: (message: string) => void): () => void {
  const offChange = holotableRepository().onChange(async (gameId, kind) => {
    if (kind !== 'saved') return
    try {
      const json = await holotableRepository().exportGame(gameId)
      const r = await bridge.backupGame(gameId, json)
      if (!r.ok) warn(`Automatic backup failed: ${r.error} Your game is still saved in the app.`)
    } catch (err) {
      warn(`Automatic backup failed: ${(err as Error).message}. Your game is still saved in the app.`)
    }
  })
  const offNotice = bridge.onBackupNotice((n) => warn(`Automatic backup failed: ${n.message} Your game is still saved in the app.`))
  return () => {
    offChange()
    offNotice()
  }
}

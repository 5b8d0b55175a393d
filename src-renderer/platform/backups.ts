// Desktop only: a changed game is marked dirty, and its export JSON is handed to main when main's
// slot for that game is free (main writes at most once per 2 s per game, atomically, and on quit).
// So a burst of keystrokes costs one export, not one per key. A failure is a notice, never a loss.
import type { HolotableBridge } from '../../src-shared/ipc'
import type { Repository } from '../db/repository'
import { i18n } from '../i18n'

/** What a failed backup says (the game itself is safe in the app). */
const failed = (why: string): string => i18n.global.t('shell.backup.failed', { why })
/** Main's write interval per game (src-main/backups.ts). */
const BACKUP_SLOT_MS = 2000

interface Slot {
  dirty: boolean
  sending: boolean
  lastSent: number
  timer: ReturnType<typeof setTimeout> | undefined
}

export interface BackupTiming {
  slotMs?: number
  now?: () => number
}

export function startBackups(
  bridge: HolotableBridge,
  repo: Repository,
  warn: (message: string) => void,
  timing: BackupTiming = {},
): () => void {
  const slotMs = timing.slotMs ?? BACKUP_SLOT_MS
  const now = timing.now ?? (() => Date.now())
  const slots = new Map<string, Slot>()

  async function send(gameId: string, slot: Slot): Promise<void> {
    slot.dirty = false
    slot.sending = true
    slot.lastSent = now()
    try {
      const json = await repo.exportGame(gameId)
      const r = await bridge.backupGame(gameId, json)
      if (!r.ok) warn(failed(r.error))
    } catch (err) {
      warn(failed(`${(err as Error).message}.`))
    } finally {
      slot.sending = false
    }
    if (slot.dirty) pump(gameId)
  }

  function pump(gameId: string): void {
    const slot = slots.get(gameId)
    if (!slot || !slot.dirty || slot.sending || slot.timer) return
    const wait = slot.lastSent + slotMs - now()
    if (wait > 0) {
      slot.timer = setTimeout(() => {
        slot.timer = undefined
        pump(gameId)
      }, wait)
      return
    }
    void send(gameId, slot)
  }

  const offChange = repo.onChange((gameId, kind) => {
    if (kind === 'deleted') {
      const slot = slots.get(gameId)
      if (slot?.timer) clearTimeout(slot.timer)
      slots.delete(gameId)
      return
    }
    let slot = slots.get(gameId)
    if (!slot) {
      slot = { dirty: false, sending: false, lastSent: -Infinity, timer: undefined }
      slots.set(gameId, slot)
    }
    slot.dirty = true
    pump(gameId)
  })

  // Closing the window: hand main what is still dirty now (main flushes it before quitting).
  const flush = (): void => {
    for (const [gameId, slot] of slots) {
      if (slot.timer) clearTimeout(slot.timer)
      slot.timer = undefined
      if (slot.dirty && !slot.sending) void send(gameId, slot)
    }
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush)

  const offNotice = bridge.onBackupNotice((n) => warn(failed(n.message)))
  return () => {
    offChange()
    offNotice()
    for (const slot of slots.values()) if (slot.timer) clearTimeout(slot.timer)
    slots.clear()
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', flush)
  }
}

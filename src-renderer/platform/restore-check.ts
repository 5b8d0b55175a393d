// Desktop only: at start, the library is compared with the automatic backups on disk. A game whose
// newest backup holds more events than the library (or that the library lost altogether, as when
// Chromium deletes a database it found corrupt) can be restored from that backup in one click.
import type { HolotableBridge } from '../../src-shared/ipc'
import { parseGameExport } from '../../src-shared/core/export-format'
import { GAME_IDS } from '../../src-shared/games/registry'
import { currentLocale } from '../i18n'
import type { Repository } from '../db/repository'

export interface Restorable {
  gameId: string
  title: string
  /** The backup file (as main names it) to restore from. */
  file: string
  backupEvents: number
  /** 0 when the game is gone from the library. */
  libraryEvents: number
}

/** Games the library lacks or holds shorter than their newest backup. Unreadable backups are skipped. */
export async function findRestorable(bridge: HolotableBridge, repo: Repository): Promise<Restorable[]> {
  const listed = await bridge.listBackups()
  if (!listed.ok) return []
  const newest = new Map<string, { file: string; savedAt: string }>()
  for (const b of listed.value) {
    const seen = newest.get(b.gameId)
    if (!seen || b.savedAt > seen.savedAt || (b.savedAt === seen.savedAt && b.file > seen.file)) newest.set(b.gameId, b)
  }
  const found: Restorable[] = []
  for (const [gameId, { file }] of newest) {
    const stored = await repo.getGame(gameId)
    const libraryEvents = stored ? await repo.eventCount(gameId) : 0
    const read = await bridge.readBackup(file)
    if (!read.ok) continue
    const parsed = parseGameExport(read.value, GAME_IDS)
    if (!parsed.ok) continue
    const backupEvents = parsed.value.events.length
    if (backupEvents > libraryEvents)
      found.push({ gameId, title: parsed.value.game.title, file, backupEvents, libraryEvents })
  }
  return found
}

/** Restores each game from its backup (replacing the shorter copy); returns the ones that failed, in words. */
export async function restoreFromBackups(
  bridge: HolotableBridge,
  repo: Repository,
  games: readonly Restorable[],
): Promise<string[]> {
  const failed: string[] = []
  for (const g of games) {
    const read = await bridge.readBackup(g.file)
    if (!read.ok) {
      failed.push(`“${g.title}”: ${read.error}`)
      continue
    }
    try {
      const outcome = await repo.importGame(read.value, 'replace', currentLocale.value)
      if (outcome.status === 'invalid') failed.push(`“${g.title}”: ${outcome.error}`)
    } catch (err) {
      failed.push(`“${g.title}”: ${(err as Error).message}`)
    }
  }
  return failed
}

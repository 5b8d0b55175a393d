// Automatic on-disk backups of each game's export JSON, in <userData>/backups/<gameId>/<stamp>.json.
//
// Write rate: at most one write per game per interval (2 s). The first save after a quiet spell is
// written at once (leading edge); saves arriving within the interval replace one pending payload,
// written when the interval ends (trailing edge), so the newest state always reaches the disk.
// flushAll() writes every pending payload now; it runs on quit. Writes are atomic and the newest
// `keep` versions per game are kept. A failed write becomes a notice for the renderer, never a throw.
import { join, resolve, sep } from 'node:path'
import type { BackupEntry, BackupNotice } from '../src-shared/ipc'
import { nodeFileSystem, writeFileAtomic, type FileSystem } from './atomic-file'
import { BACKUP_NAME_PATTERN, isGameId, parseBackupFile } from './validate'

const BACKUP_INTERVAL_MS = 2000
const BACKUPS_KEPT = 5
/** The temp name writeFileAtomic gives a backup before renaming it: `.<stamp>.json.<pid>.<n>.tmp`. */
const TEMP_NAME_PATTERN = /^\.\d{4}-\d{2}-\d{2}T[\d-]+Z\.json\.\d+\.\d+\.tmp$/

export interface BackupStoreOptions {
  dir: string
  fs?: FileSystem
  now?: () => number
  onNotice?: (notice: BackupNotice) => void
  intervalMs?: number
  keep?: number
}

interface GameSlot {
  lastWriteAt: number | null
  lastStamp: number
  pending: string | null
  timer: ReturnType<typeof setTimeout> | null
  chain: Promise<void>
}

function stampToFileName(ms: number): string {
  return `${new Date(ms).toISOString().replace(/[:.]/g, '-')}.json`
}

/** '2026-11-30T10-00-00-000Z.json' → '2026-11-30T10:00:00.000Z' */
function fileNameToIso(name: string): string {
  const [date = '', time = ''] = name.replace(/\.json$/, '').split('T')
  const [h, m, s, ms] = time.replace(/Z$/, '').split('-')
  return `${date}T${h}:${m}:${s}.${ms}Z`
}

function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'ENOSPC') return 'the disk is full'
  if (code === 'EACCES' || code === 'EPERM') return 'permission was denied'
  if (code === 'EROFS') return 'the disk is read-only'
  return error instanceof Error ? error.message : String(error)
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT'
}

export class BackupStore {
  readonly dir: string
  private readonly fs: FileSystem
  private readonly now: () => number
  private readonly onNotice: (notice: BackupNotice) => void
  private readonly intervalMs: number
  private readonly keep: number
  private readonly slots = new Map<string, GameSlot>()

  constructor(options: BackupStoreOptions) {
    this.dir = resolve(options.dir)
    this.fs = options.fs ?? nodeFileSystem
    this.now = options.now ?? (() => Date.now())
    this.onNotice = options.onNotice ?? (() => undefined)
    this.intervalMs = options.intervalMs ?? BACKUP_INTERVAL_MS
    this.keep = options.keep ?? BACKUPS_KEPT
  }

  /** Queues a backup; returns at once. The caller has already validated gameId and size. */
  queue(gameId: string, json: string): void {
    if (!isGameId(gameId)) throw new Error(`Not a game id: ${gameId}`)
    const slot = this.slot(gameId)
    if (slot.timer !== null) {
      slot.pending = json
      return
    }
    const elapsed = slot.lastWriteAt === null ? Infinity : this.now() - slot.lastWriteAt
    if (elapsed >= this.intervalMs) {
      this.startWrite(gameId, slot, json)
      return
    }
    slot.pending = json
    slot.timer = setTimeout(() => {
      slot.timer = null
      const payload = slot.pending
      slot.pending = null
      if (payload !== null) this.startWrite(gameId, slot, payload)
    }, this.intervalMs - elapsed)
  }

  /** Waits for the writes already started, without forcing pending ones. Never rejects. */
  async whenIdle(): Promise<void> {
    await Promise.all([...this.slots.values()].map((slot) => slot.chain))
  }

  /** Writes every pending backup now and waits for all writes in flight. Never rejects. */
  async flushAll(): Promise<void> {
    for (const [gameId, slot] of this.slots) {
      if (slot.timer !== null) {
        clearTimeout(slot.timer)
        slot.timer = null
      }
      if (slot.pending !== null) {
        const payload = slot.pending
        slot.pending = null
        this.startWrite(gameId, slot, payload)
      }
    }
    await this.whenIdle()
  }

  /** Newest first. With no gameId, every game's backups. */
  async list(gameId?: string): Promise<BackupEntry[]> {
    const gameIds = gameId === undefined ? await this.gameFolders() : [gameId]
    const entries: BackupEntry[] = []
    for (const id of gameIds) {
      if (!isGameId(id)) continue
      for (const name of await this.backupNames(id)) {
        try {
          const stat = await this.fs.stat(join(this.dir, id, name))
          entries.push({ gameId: id, file: `${id}/${name}`, savedAt: fileNameToIso(name), bytes: stat.size })
        } catch (error) {
          if (!isMissing(error)) throw error // rotated away between readdir and stat: skip
        }
      }
    }
    return entries.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.gameId.localeCompare(b.gameId))
  }

  /** Reads one backup by its `<gameId>/<stamp>.json` name. */
  async read(file: string): Promise<string> {
    const parsed = parseBackupFile(file)
    if (parsed === null) throw new Error('Not a backup file name.')
    const full = resolve(this.dir, parsed.gameId, parsed.name)
    if (!full.startsWith(this.dir + sep)) throw new Error('Not a backup file name.')
    return this.fs.readFile(full, 'utf8')
  }

  private slot(gameId: string): GameSlot {
    let slot = this.slots.get(gameId)
    if (slot === undefined) {
      slot = { lastWriteAt: null, lastStamp: 0, pending: null, timer: null, chain: Promise.resolve() }
      this.slots.set(gameId, slot)
    }
    return slot
  }

  private startWrite(gameId: string, slot: GameSlot, json: string): void {
    slot.lastWriteAt = this.now()
    // Stamps are strictly increasing per game, so two writes in one millisecond never share a name.
    const stamp = Math.max(slot.lastWriteAt, slot.lastStamp + 1)
    slot.lastStamp = stamp
    slot.chain = slot.chain.then(() => this.write(gameId, stamp, json))
  }

  private async write(gameId: string, stamp: number, json: string): Promise<void> {
    try {
      const folder = join(this.dir, gameId)
      await this.fs.mkdir(folder, { recursive: true })
      // Names sort in write order even when the clock was set back (since an earlier run): each new
      // name is later than the newest on disk, so rotation never removes the backup just written.
      const newest = (await this.backupNames(gameId)).at(-1)
      const named = Math.max(stamp, newest === undefined ? 0 : Date.parse(fileNameToIso(newest)) + 1)
      const slot = this.slot(gameId)
      slot.lastStamp = Math.max(slot.lastStamp, named)
      await writeFileAtomic(this.fs, join(folder, stampToFileName(named)), json)
    } catch (error) {
      this.onNotice({
        gameId,
        message: `The automatic backup of this game could not be saved (${describeError(error)}). Your game is still saved in the app.`,
      })
      return
    }
    try {
      await this.rotate(gameId)
    } catch (error) {
      this.onNotice({
        gameId,
        message: `The automatic backup of this game was saved, but older backups could not be removed (${describeError(error)}). They take some disk space; nothing is lost.`,
      })
    }
  }

  /**
   * Removes the temp files a crash left mid-write (`.<name>.tmp` in a game's folder); run at start,
   * before any backup is written. Returns how many were removed. Never rejects.
   */
  async removeOrphanedTempFiles(): Promise<number> {
    let removed = 0
    try {
      for (const id of await this.gameFolders()) {
        const names = await this.fs.readdir(join(this.dir, id)).catch(() => [] as string[])
        for (const name of names.filter((n) => TEMP_NAME_PATTERN.test(n))) {
          await this.fs.unlink(join(this.dir, id, name)).then(
            () => (removed += 1),
            () => undefined,
          )
        }
      }
    } catch {
      // A backups folder that cannot be read is reported when a backup is written.
    }
    return removed
  }

  private async rotate(gameId: string): Promise<void> {
    const names = await this.backupNames(gameId)
    const stale = names.slice(0, Math.max(0, names.length - this.keep))
    for (const name of stale) {
      await this.fs.unlink(join(this.dir, gameId, name)).catch((error: unknown) => {
        if (!isMissing(error)) throw error
      })
    }
  }

  /** Oldest first (the stamps sort as text). */
  private async backupNames(gameId: string): Promise<string[]> {
    try {
      const names = await this.fs.readdir(join(this.dir, gameId))
      return names.filter((n) => BACKUP_NAME_PATTERN.test(n)).sort()
    } catch (error) {
      if (isMissing(error)) return []
      throw error
    }
  }

  private async gameFolders(): Promise<string[]> {
    try {
      return (await this.fs.readdir(this.dir)).filter((n) => isGameId(n)).sort()
    } catch (error) {
      if (isMissing(error)) return []
      throw error
    }
  }
}

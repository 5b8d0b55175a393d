// A small record of the library kept outside IndexedDB (localStorage): each game's id, title and
// number of events. A browser that finds its IndexedDB corrupt may delete the whole database; the
// record survives that, so the app can say which games vanished instead of showing an empty library.
import type { GameChangeKind, Repository, SavedGame } from './repository'
import { i18n } from '../i18n'
import type { GameRow } from '../../src-shared/core/game-record'
import { keepHomeList, readHomeList, withGameChanged, type ListStorage } from './home-list'

const RECORD_KEY = 'holotable.library-record'

export interface RecordedGame {
  title: string
  events: number
}
type LibraryRecord = Record<string, RecordedGame>

/** The parts of Storage used here (localStorage in the app, a Map-backed fake in tests). */
export type RecordStorage = ListStorage

export function readRecord(storage: RecordStorage): LibraryRecord {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECORD_KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    const out: LibraryRecord = {}
    for (const [id, g] of Object.entries(parsed as Record<string, unknown>)) {
      const r = g as Partial<RecordedGame> | null
      if (r && typeof r.title === 'string' && typeof r.events === 'number')
        out[id] = { title: r.title, events: r.events }
    }
    return out
  } catch {
    return {}
  }
}

function writeRecord(storage: RecordStorage, record: LibraryRecord): void {
  try {
    storage.setItem(RECORD_KEY, JSON.stringify(record))
  } catch {
    // A full localStorage only loses this safety net, never a game.
  }
}

async function current(repo: Repository): Promise<{ record: LibraryRecord; games: GameRow[] }> {
  const record: LibraryRecord = {}
  const games = await repo.listGames()
  for (const g of games) record[g.id] = { title: g.title, events: await repo.eventCount(g.id) }
  return { record, games }
}

/**
 * Compares the library with the record: games missing or with fewer events than recorded. Then
 * records the library as it is now and keeps the record current on every change, and Home's list
 * for the next start with it (db/home-list.ts).
 * Resolves with the sentence to show, or null when nothing vanished.
 */
export async function watchLibrary(
  repo: Repository,
  storage: RecordStorage,
): Promise<{ vanished: string | null; stop: () => void }> {
  const recorded = readRecord(storage)
  const { record: now, games } = await current(repo)
  const lost = Object.entries(recorded).filter(([id, g]) => (now[id]?.events ?? 0) < g.events)
  writeRecord(storage, now)
  keepHomeList(storage, games)
  // Kept current after the screen has shown the change: the listener runs inside the write's
  // completion, where any work delays every append the player waits for. Changes
  // that arrive together are recorded together, and one record is written at a time.
  const changed = new Map<string, { kind: GameChangeKind; saved: SavedGame | undefined }>()
  let scheduled = false
  let recording: Promise<void> = Promise.resolve()
  const record = async (): Promise<void> => {
    const batch = [...changed]
    changed.clear()
    const fresh = await Promise.all(
      batch.map(async ([gameId, { kind, saved }]) => {
        // An append says what it left; anything else is read back.
        if (saved) return [gameId, saved.game, { title: saved.game.title, events: saved.events }] as const
        const game = kind === 'deleted' ? undefined : await repo.getGame(gameId)
        // the count, not the events: an append to a long game must not read its whole log
        return [gameId, game, game && { title: game.title, events: await repo.eventCount(gameId) }] as const
      }),
    )
    const kept = readRecord(storage)
    // Home's list as kept now, which another window of the app may have changed since this one
    // last wrote it (its own deletes, its new games), or, when it is gone or damaged, the library's.
    let list = readHomeList(storage) ?? (await repo.listGames())
    for (const [gameId, row, game] of fresh) {
      if (game) kept[gameId] = game
      else delete kept[gameId]
      list = withGameChanged(list, gameId, row)
    }
    writeRecord(storage, kept)
    keepHomeList(storage, list)
  }
  const flush = (): void => {
    scheduled = false
    recording = recording.then(record).catch((err: unknown) => console.error('Library record not updated', err))
  }
  // localStorage writes block the page (a few ms each): in a browser they wait for an idle moment
  // (at most a second), so a burst of changes (Ctrl+Z held down) is one write between frames. A
  // record a change behind only misses that change's loss: it never names a game that is whole.
  const later =
    typeof requestIdleCallback === 'function'
      ? (): void => void requestIdleCallback(flush, { timeout: 1000 })
      : (): void => void setTimeout(flush, 0)
  const off = repo.onChange((gameId, kind, saved) => {
    changed.set(gameId, { kind, saved })
    if (scheduled) return
    scheduled = true
    later()
  })
  const stop = (): void => {
    off()
    changed.clear()
  }
  if (lost.length === 0) return { vanished: null, stop }
  const names = lost.map(([, g]) => i18n.global.t('shell.library.quoted', { title: g.title })).join(', ')
  return {
    vanished: i18n.global.t('shell.library.vanished', { n: lost.length, names }, lost.length),
    stop,
  }
}

// Home's list of games as the library last had it, kept in localStorage so the next start draws Home
// with its games at once: localStorage answers in the page itself, IndexedDB only after opening the
// library in the browser's process (20–50 ms at every start). It is a copy for the screen alone: the
// library (IndexedDB) stays the only record of a game, its read replaces this list a moment later,
// and nothing is ever done from this copy that the library has not confirmed. It is rewritten after
// each change of the library (db/library-record.ts, at an idle moment), so it is at most that one
// change behind; a list that does not read back whole is ignored.
import type { GameRow } from '../../src-shared/core/game-record'
import { DEFAULT_DB_NAME, LATEST_NATIVE_VERSION } from './schema'

const LIST_KEY = 'holotable.home-list'
/** Past this size (JSON characters) the list is not kept: Home waits for the library as before. */
export const HOME_LIST_MAX_CHARS = 1_000_000

/** The parts of Storage used here (localStorage in the app, a Map-backed fake in tests). */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

interface KeptList {
  /** The library it was read from: its IndexedDB name and version. */
  db: string
  version: number
  games: GameRow[]
}

const isText = (x: unknown): x is string => typeof x === 'string'

// Checked by hand, not with export-format.ts's zod schema of a game row: this runs on the first
// screen's path, which carries no zod; a row used only to be drawn needs no more than this.

function isGameRow(x: unknown): x is GameRow {
  if (typeof x !== 'object' || x === null) return false
  const g = x as Partial<Record<keyof GameRow, unknown>>
  return (
    isText(g.id) &&
    isText(g.module) &&
    isText(g.title) &&
    isText(g.createdAt) &&
    isText(g.updatedAt) &&
    (g.status === 'active' || g.status === 'finished') &&
    Array.isArray(g.players) &&
    g.players.every((p: unknown) => typeof p === 'object' && p !== null && isText((p as { name?: unknown }).name)) &&
    typeof g.options === 'object' &&
    g.options !== null
  )
}

/**
 * The list kept for this library, most recently changed first, or null when there is none to trust:
 * none kept, another library or schema version, storage unavailable, or anything not whole.
 */
export function readHomeList(storage: Pick<Storage, 'getItem'>, name: string = DEFAULT_DB_NAME): GameRow[] | null {
  try {
    const kept = JSON.parse(storage.getItem(LIST_KEY) ?? 'null') as Partial<KeptList> | null
    if (!kept || kept.db !== name || kept.version !== LATEST_NATIVE_VERSION) return null
    if (!Array.isArray(kept.games) || !kept.games.every(isGameRow)) return null
    return kept.games
  } catch {
    return null
  }
}

/** Keeps the library's list as Home shows it (or forgets it when too big to read back quickly). */
export function keepHomeList(storage: ListStorage, games: GameRow[], name: string = DEFAULT_DB_NAME): void {
  try {
    const text = JSON.stringify({ db: name, version: LATEST_NATIVE_VERSION, games } satisfies KeptList)
    if (text.length > HOME_LIST_MAX_CHARS) storage.removeItem(LIST_KEY)
    else storage.setItem(LIST_KEY, text)
  } catch {
    // A full or unavailable localStorage only costs the next start its head start.
    forgetHomeList(storage)
  }
}

/** Forgets the list (the library could not be opened: a next start must not show games from it). */
export function forgetHomeList(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(LIST_KEY)
  } catch {
    // nothing kept, nothing to forget
  }
}

/** The library's order for Home (the repository's `listGames`): last changed first, then id, descending. */
export function inHomeOrder(games: GameRow[]): GameRow[] {
  return [...games].sort((a, b) =>
    a.updatedAt !== b.updatedAt ? (a.updatedAt < b.updatedAt ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0,
  )
}

/** The list with one game's change in it: its row as saved now, or gone (undefined). */
export function withGameChanged(games: GameRow[], id: string, row: GameRow | undefined): GameRow[] {
  const others = games.filter((g) => g.id !== id)
  return row ? inHomeOrder([...others, row]) : others
}

// Changes on screen whose writes had not landed when the page was left (a reload or a closed window
// answered "Leave", or a browser that asked nothing). The page runs nothing once it is gone, and a
// write still in flight may land or not, so on `pagehide` the session keeps them here, in
// localStorage, synchronously, each with the place in the log it was shown at (its seq and time).
// When the game next opens, the kept changes the log already holds at their places were written
// after all; the rest are written now, each judged again like any change. When the log holds
// something else at one of those places (the game went on in another window, or was replaced by an
// import), none is written and the player is told. Each page keeps its own record (the game's id,
// then the page's): two windows on one game left at once keep both, and at the next open the second
// is judged after the first (when both were shown at the same places, the second is counted as not
// written, not lost unsaid). Score bursts have their own (unwritten-scores.ts).
import type { LogEvent, NewEvent } from '../../src-shared/core/game-record'

const KEY_PREFIX = 'holotable.unwritten-changes.'
/** Between the game's id and the page's in a record's key (a build before this kept one record per game). */
const PAGE_MARK = '#'
const PAGE_NAME = /^[\w-]+$/

/** This page's name in the keys of what it keeps, made once per page. */
const PAGE_ID = pageId()
function pageId(): string {
  try {
    return crypto.randomUUID()
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  }
}

export interface KeptChange {
  /** Where the change was shown in the log (consecutive from the first kept change). */
  seq: number
  /** The time it was shown with, and written with should its write have landed. */
  at: string
  event: NewEvent
}

/** What to do with the changes kept for a game when it opens. */
export interface LeftBehind {
  /** The changes to write now, in log order (consecutive places after the stored log's end). */
  write: KeptChange[]
  /** How many kept changes cannot be written: the log holds other events at their places. */
  moved: number
  /** The records `write` comes from, to forget once written. */
  records: readonly KeptRecord[]
}

/** A record as it was read: forgotten only while it still holds that (its page may keep more meanwhile). */
export interface KeptRecord {
  key: string
  text: string
}

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * Keeps the game's unwritten changes in this page's record (nothing when there are none; a page left
 * again replaces what it kept before). Synchronous: the page is being left.
 */
export function keepUnwrittenChanges(gameId: string, changes: readonly KeptChange[]): void {
  if (changes.length === 0) return
  try {
    pageStorage()?.setItem(KEY_PREFIX + gameId + PAGE_MARK + PAGE_ID, JSON.stringify(changes))
  } catch {
    // storage full or unavailable: the close warning still asked; nothing more can be done
  }
}

/** The keys of every record kept for the game, by any page (and the one record of an older build). */
function recordsOf(storage: Storage, gameId: string): string[] {
  const base = KEY_PREFIX + gameId
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key === null) continue
    if (key === base || (key.startsWith(base + PAGE_MARK) && PAGE_NAME.test(key.slice(base.length + 1)))) keys.push(key)
  }
  return keys
}

/**
 * The kept changes are in the log now: the given records (each only while it holds what was read), or
 * every record of the game.
 */
export function forgetUnwrittenChanges(gameId: string, records?: readonly KeptRecord[]): void {
  try {
    const storage = pageStorage()
    if (!storage) return
    if (!records) for (const key of recordsOf(storage, gameId)) storage.removeItem(key)
    else for (const { key, text } of records) if (storage.getItem(key) === text) storage.removeItem(key)
  } catch {
    // nothing kept
  }
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x)

/** The kept list when it is whole: consecutive places, each with a time and an event. */
function readKept(text: string): KeptChange[] | null {
  let list: unknown
  try {
    list = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(list) || list.length === 0) return null
  const first = (list[0] as Partial<KeptChange> | null)?.seq
  const whole = list.every((k: Partial<KeptChange> | null, i) => {
    const e = k?.event as Partial<NewEvent> | undefined
    return (
      isWhole(k?.seq) &&
      isWhole(first) &&
      first >= 1 &&
      k.seq === first + i &&
      typeof k.at === 'string' &&
      typeof e?.type === 'string' &&
      isWhole(e.v) &&
      'payload' in e
    )
  })
  return whole ? (list as KeptChange[]) : null
}

/** What judging a kept change looks at in a logged event. */
type Logged = Pick<LogEvent, 'seq' | 'at' | 'type'>

/** The stored event at `seq` (events are in log order, seq 1, 2, 3 …). */
function storedAt(stored: readonly Logged[], seq: number): Logged | undefined {
  const guess = stored[seq - 1]
  return guess?.seq === seq ? guess : stored.find((e) => e.seq === seq)
}

/**
 * What the changes kept for `gameId` need, against its stored log: the ones still to write, and how
 * many cannot be written because the log went another way; null when nothing is kept or all of it
 * was written after all. Records kept by several pages are judged in the order of their first place,
 * each after the ones before it are written. What cannot apply (moved, unreadable, all written) is
 * dropped; changes still to write stay kept until `forgetUnwrittenChanges` (should their writes not
 * land, they are written next time).
 */
export function changesLeftBehind(gameId: string, stored: readonly LogEvent[]): LeftBehind | null {
  const storage = pageStorage()
  let found: { record: KeptRecord; kept: KeptChange[] }[]
  try {
    if (!storage) return null
    found = recordsOf(storage, gameId).flatMap((key) => {
      const text = storage.getItem(key) ?? ''
      const kept = readKept(text)
      if (kept) return [{ record: { key, text }, kept }]
      storage.removeItem(key)
      return []
    })
  } catch {
    return null
  }
  found.sort((a, b) => a.kept[0]!.seq - b.kept[0]!.seq || (a.record.key < b.record.key ? -1 : 1))
  const write: KeptChange[] = []
  const records: KeptRecord[] = []
  let moved = 0
  for (const { record, kept } of found) {
    const log: readonly Logged[] = write.length ? [...stored, ...write.map(logged)] : stored
    const judged = judge(kept, log)
    if (judged && 'write' in judged) {
      write.push(...judged.write)
      records.push(record)
      continue
    }
    if (judged) moved += judged.moved
    forgetUnwrittenChanges(gameId, [record])
  }
  return write.length || moved ? { write, moved, records } : null
}

/** A change about to be written, as the log will hold it. */
const logged = (k: KeptChange): Logged => ({ seq: k.seq, at: k.at, type: k.event.type })

function judge(kept: KeptChange[], stored: readonly Logged[]): { write: KeptChange[] } | { moved: number } | null {
  const last = stored.at(-1)?.seq ?? 0
  // events before the first kept change are missing: this is no longer the log they were shown on
  if (last < kept[0]!.seq - 1) return { moved: kept.length }
  for (const k of kept) {
    if (k.seq > last) break
    const there = storedAt(stored, k.seq)
    if (there?.at !== k.at || there.type !== k.event.type) return { moved: kept.length }
  }
  const write = kept.filter((k) => k.seq > last)
  return write.length ? { write } : null
}

// Changes on screen whose writes had not landed when the page was left (a reload or a closed window
// answered "Leave", or a browser that asked nothing). The page runs nothing once it is gone, and a
// write still in flight may land or not, so on `pagehide` the session keeps them here, in
// localStorage, synchronously, each with the place in the log it was shown at (its seq and time).
// When the game next opens, the kept changes the log already holds at their places were written
// after all; the rest are written now, each judged again like any change. When the log holds
// something else at one of those places (the game went on in another window, or was replaced by an
// import), none is written and the player is told. Score bursts have their own (unwritten-scores.ts).
import type { LogEvent, NewEvent } from '../../src-shared/core/game-record'

const KEY_PREFIX = 'holotable.unwritten-changes.'

export interface KeptChange {
  /** Where the change was shown in the log (consecutive from the first kept change). */
  seq: number
  /** The time it was shown with, and written with should its write have landed. */
  at: string
  event: NewEvent
}

/** What to do with the changes kept for a game when it opens. */
export type LeftBehind =
  | { write: KeptChange[] }
  /** The log holds other events at their places: none can be written (how many were kept). */
  | { moved: number }

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** Keeps the game's unwritten changes (nothing when there are none). Synchronous: the page is being left. */
export function keepUnwrittenChanges(gameId: string, changes: readonly KeptChange[]): void {
  if (changes.length === 0) return
  try {
    pageStorage()?.setItem(KEY_PREFIX + gameId, JSON.stringify(changes))
  } catch {
    // storage full or unavailable: the close warning still asked; nothing more can be done
  }
}

/** The kept changes are in the log now. */
export function forgetUnwrittenChanges(gameId: string): void {
  try {
    pageStorage()?.removeItem(KEY_PREFIX + gameId)
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

/** The stored event at `seq` (events are in log order, seq 1, 2, 3 …). */
function storedAt(stored: readonly LogEvent[], seq: number): LogEvent | undefined {
  const guess = stored[seq - 1]
  return guess?.seq === seq ? guess : stored.find((e) => e.seq === seq)
}

/**
 * What the changes kept for `gameId` need, against its stored log: the ones still to write, or
 * `moved` when the log went another way; null when nothing is kept or all of it was written after
 * all. What cannot apply (moved, unreadable, all written) is dropped; changes still to write stay
 * kept until `forgetUnwrittenChanges` (should their writes not land, they are written next time).
 */
export function changesLeftBehind(gameId: string, stored: readonly LogEvent[]): LeftBehind | null {
  let text: string | null | undefined
  try {
    text = pageStorage()?.getItem(KEY_PREFIX + gameId)
  } catch {
    return null
  }
  if (text === null || text === undefined) return null
  const kept = readKept(text)
  const found = kept && judge(kept, stored)
  if (!found || 'moved' in found) forgetUnwrittenChanges(gameId)
  return found
}

function judge(kept: KeptChange[], stored: readonly LogEvent[]): LeftBehind | null {
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

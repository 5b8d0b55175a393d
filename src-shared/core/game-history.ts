// The open game's log and the state it folds into, kept in step one event at a time, so extending
// a game of 10,000 events costs what extending one of 10 does:
// - a new ordinary event (or a redo) is applied to the current state (reducers are pure);
// - an undo goes back to the snapshot at or below the new end of the effective events and applies
//   the few events after it. A snapshot is kept every SNAPSHOT_EVERY effective events; states share
//   structure with their predecessors, so a snapshot costs little memory.
// Only opening a game folds the whole log, once.
import { LogTracker, type LogAnalysis } from './log'
import type { LogEvent } from './game-record'
import type { ReadEvent } from './events'

/** Undo applies at most this many − 1 events from the nearest snapshot. */
export const SNAPSHOT_EVERY = 32

/** What the history needs of a game's log (see game-log.ts). */
export interface HistoryFold<S extends { unreadable: Readonly<Record<number, string>> }> {
  read(e: LogEvent): ReadEvent
  apply(state: S, e: LogEvent): S
}

export class GameHistory<S extends { unreadable: Readonly<Record<number, string>> }> {
  private readonly all: LogEvent[] = []
  private readonly tracker = new LogTracker()
  /** snapshots[k] = the state after the first k × SNAPSHOT_EVERY effective events. */
  private readonly snapshots: S[]
  private current: S
  /** seq → why it could not be read: true of the event whatever the state, unlike a misfit. */
  private readonly readFailures: Record<number, string> = {}
  private hasReadFailures = false

  constructor(
    private readonly fold: HistoryFold<S>,
    initial: S,
  ) {
    this.current = initial
    this.snapshots = [initial]
  }

  /** Every event as read (current names and versions; unreadable ones as stored), in log order. */
  get events(): readonly LogEvent[] {
    return this.all
  }

  get state(): S {
    return this.current
  }

  /** A fresh object each call (so a view watching it sees the change); its lists are live views. */
  analysis(): LogAnalysis {
    return this.tracker.analysis()
  }

  /** Reads one stored event and folds it in; returns the event as read. */
  add(stored: LogEvent): LogEvent {
    const r = this.fold.read(stored)
    const e = r.ok ? r.event : stored
    if (!r.ok) {
      this.readFailures[stored.seq] = r.reason
      this.hasReadFailures = true
      this.current = withUnreadable(this.current, stored.seq, r.reason)
    }
    this.all.push(e)
    const step = this.tracker.add(e)
    if (step.kind === 'applied' || step.kind === 'redone') this.push(step.event)
    else if (step.kind === 'undone') this.rewind()
    return e
  }

  private push(e: LogEvent): void {
    this.current = this.fold.apply(this.current, e)
    const n = this.tracker.effective.length
    if (n % SNAPSHOT_EVERY === 0) this.snapshots[n / SNAPSHOT_EVERY] = this.current
  }

  private rewind(): void {
    const effective = this.tracker.effective
    const k = Math.floor(effective.length / SNAPSHOT_EVERY)
    this.snapshots.length = k + 1
    // Events that could not be read stay unreadable; those that did not fit the state they met
    // are found again by the replay below, as opening the game would.
    const snap = this.snapshots[k]!
    let s = this.hasReadFailures ? { ...snap, unreadable: { ...snap.unreadable, ...this.readFailures } } : snap
    for (let i = k * SNAPSHOT_EVERY; i < effective.length; i++) s = this.fold.apply(s, effective[i]!)
    this.current = s
  }
}

function withUnreadable<S extends { unreadable: Readonly<Record<number, string>> }>(
  s: S,
  seq: number,
  reason: string,
): S {
  return { ...s, unreadable: { ...s.unreadable, [seq]: reason } }
}

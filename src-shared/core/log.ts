// The event-sourced log: undo and redo are events too, so nothing is ever deleted.
//
// Semantics (like a text editor's history, but logged):
// - an ordinary event becomes effective and clears the redo chain;
// - `undo {target}` takes back the last effective ordinary event (target must be it);
// - `redo {target}` re-applies the most recently undone event (target must be it);
// - undoing an undo is a redo: `undo {target: <seq of an undo event>}` re-applies what it undid.
// Events whose target does not fit are ignored (and reported), so a damaged log still replays.
import type { LogEvent } from './game-record'

export const UNDO = 'undo'
export const REDO = 'redo'

export interface TargetPayload {
  target: number
}

export function isMetaEvent(e: LogEvent): boolean {
  return e.type === UNDO || e.type === REDO
}

/** The seq an undo/redo points at; NaN (never matches) for a damaged payload. */
function targetOf(e: LogEvent): number {
  const t = (e.payload as Partial<TargetPayload> | null)?.target
  return typeof t === 'number' ? t : Number.NaN
}

export interface LogAnalysis<E extends LogEvent = LogEvent> {
  /** Ordinary events in effect, in log order. */
  effective: E[]
  /** seqs of ordinary events currently undone. */
  undone: Set<number>
  /** The event `undo` would take back, if any. */
  undoTarget: E | undefined
  /** The event `redo` would re-apply, if any. */
  redoTarget: E | undefined
  /** seqs of undo/redo events that did not fit the log and were ignored. */
  ignored: number[]
}

export function analyseLog<E extends LogEvent>(events: readonly E[]): LogAnalysis<E> {
  const tracker = new LogTracker<E>()
  for (const e of events) tracker.add(e)
  const a = tracker.analysis()
  // a fresh tracker's views are never touched again; undone in log order, like the log
  return { ...a, undone: new Set([...a.undone].sort((x, y) => x - y)), ignored: [...a.ignored] }
}

/** What one event did to the log, for whoever keeps state in step with it. */
export type LogStep<E> =
  { kind: 'applied'; event: E } | { kind: 'undone'; event: E } | { kind: 'redone'; event: E } | { kind: 'ignored' }

/**
 * The analysis kept up to date one event at a time, in constant (amortised) time per event, so a
 * long game costs the same to extend as a short one. analyseLog is a fresh tracker fed the log.
 */
export class LogTracker<E extends LogEvent = LogEvent> {
  private readonly applied: E[] = [] // stack of effective ordinary events
  private readonly redoStack: E[] = []
  private readonly bySeq = new Map<number, E>()
  private readonly ignoredSeqs = new Set<number>()
  private readonly ignoredList: number[] = []
  private readonly undoneSeqs = new Set<number>()

  /** Ordinary events in effect: a live view, it changes as events are added. */
  get effective(): readonly E[] {
    return this.applied
  }

  add(e: E): LogStep<E> {
    this.bySeq.set(e.seq, e)
    if (e.type === UNDO) {
      const t = this.bySeq.get(targetOf(e))
      // undo of an undo that never took effect: there is nothing to re-apply
      if (t && t.type === UNDO && this.ignoredSeqs.has(t.seq)) return this.ignore(e.seq)
      // undo of an undo: re-apply what that undo took back
      if (t && t.type === UNDO) return this.redoTop(targetOf(t), e.seq)
      return this.undoTop(targetOf(e), e.seq)
    }
    if (e.type === REDO) return this.redoTop(targetOf(e), e.seq)
    this.applied.push(e)
    this.redoStack.length = 0 // what was undone stays undone
    return { kind: 'applied', event: e }
  }

  /** The current analysis; its arrays and sets are live views of this tracker. */
  analysis(): LogAnalysis<E> {
    return {
      effective: this.applied,
      undone: this.undoneSeqs,
      undoTarget: this.applied[this.applied.length - 1],
      redoTarget: this.redoStack[this.redoStack.length - 1],
      ignored: this.ignoredList,
    }
  }

  private ignore(seq: number): LogStep<E> {
    this.ignoredSeqs.add(seq)
    this.ignoredList.push(seq)
    return { kind: 'ignored' }
  }

  private undoTop(target: number, seq: number): LogStep<E> {
    const top = this.applied[this.applied.length - 1]
    if (!top || top.seq !== target) return this.ignore(seq)
    this.redoStack.push(this.applied.pop()!)
    this.undoneSeqs.add(top.seq)
    return { kind: 'undone', event: top }
  }

  private redoTop(target: number, seq: number): LogStep<E> {
    const top = this.redoStack[this.redoStack.length - 1]
    if (!top || top.seq !== target) return this.ignore(seq)
    this.applied.push(this.redoStack.pop()!)
    this.undoneSeqs.delete(top.seq)
    return { kind: 'redone', event: top }
  }
}

export function effectiveEvents<E extends LogEvent>(events: readonly E[]): E[] {
  return analyseLog(events).effective
}

/** The event payload to append for Undo, or undefined when there is nothing to undo. */
export function undoEvent(
  events: readonly LogEvent[],
): { type: typeof UNDO; v: 1; payload: TargetPayload } | undefined {
  const t = analyseLog(events).undoTarget
  return t ? { type: UNDO, v: 1, payload: { target: t.seq } } : undefined
}

export function redoEvent(
  events: readonly LogEvent[],
): { type: typeof REDO; v: 1; payload: TargetPayload } | undefined {
  const t = analyseLog(events).redoTarget
  return t ? { type: REDO, v: 1, payload: { target: t.seq } } : undefined
}

export type Reducer<S> = (state: S, event: LogEvent) => S

/** Current state = effective events folded through the reducer. */
export function replay<S>(initial: S, events: readonly LogEvent[], reduce: Reducer<S>): S {
  let state = initial
  for (const e of effectiveEvents(events)) state = reduce(state, e)
  return state
}

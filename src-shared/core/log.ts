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
  const applied: E[] = [] // stack of effective ordinary events
  const redoStack: E[] = []
  const bySeq = new Map<number, E>()
  const ignored: number[] = []

  const undoTop = (target: number, seq: number): void => {
    const top = applied[applied.length - 1]
    if (top && top.seq === target) redoStack.push(applied.pop()!)
    else ignored.push(seq)
  }
  const redoTop = (target: number, seq: number): void => {
    const top = redoStack[redoStack.length - 1]
    if (top && top.seq === target) applied.push(redoStack.pop()!)
    else ignored.push(seq)
  }

  for (const e of events) {
    bySeq.set(e.seq, e)
    if (e.type === UNDO) {
      const target = targetOf(e)
      const t = bySeq.get(target)
      if (t && t.type === UNDO && ignored.includes(t.seq)) {
        // undo of an undo that never took effect: there is nothing to re-apply
        ignored.push(e.seq)
      } else if (t && t.type === UNDO) {
        // undo of an undo: re-apply what that undo took back
        redoTop(targetOf(t), e.seq)
      } else undoTop(target, e.seq)
    } else if (e.type === REDO) {
      redoTop(targetOf(e), e.seq)
    } else {
      applied.push(e)
      redoStack.length = 0
    }
  }

  const effectiveSeqs = new Set(applied.map((e) => e.seq))
  const undone = new Set<number>()
  for (const e of events) if (!isMetaEvent(e) && !effectiveSeqs.has(e.seq)) undone.add(e.seq)
  return {
    effective: applied,
    undone,
    undoTarget: applied[applied.length - 1],
    redoTarget: redoStack[redoStack.length - 1],
    ignored,
  }
}

/**
 * The analysis after appending one ordinary event to the log `a` describes, without re-reading the
 * log: it becomes effective, the undo target, and ends the redo chain (what was undone stays undone).
 */
export function extendAnalysis<E extends LogEvent>(a: LogAnalysis<E>, e: E): LogAnalysis<E> {
  if (isMetaEvent(e)) throw new Error('undo and redo need the whole log: use analyseLog')
  return { effective: [...a.effective, e], undone: a.undone, undoTarget: e, redoTarget: undefined, ignored: a.ignored }
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

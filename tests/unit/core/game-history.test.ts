import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LogEvent } from '../../../src-shared/core/game-record'
import { GameHistory, SNAPSHOT_EVERY } from '../../../src-shared/core/game-history'
import { analyseLog, REDO, UNDO } from '../../../src-shared/core/log'

// A fold that remembers which events it applied, in order, so any slip (an event applied twice,
// an undone one kept, a skipped one) shows in the state.
interface Tally {
  seen: number[]
  unreadable: Readonly<Record<number, string>>
}
const fold = {
  read: (e: LogEvent) =>
    e.type === 'bad' ? ({ ok: false, reason: 'cannot be read' } as const) : ({ ok: true, event: e } as const),
  apply(s: Tally, e: LogEvent): Tally {
    if (s.unreadable[e.seq] !== undefined) return s
    if (e.type === 'boom') return { ...s, unreadable: { ...s.unreadable, [e.seq]: 'does not fit' } }
    return { ...s, seen: [...s.seen, e.seq] }
  },
}
const empty = (): Tally => ({ seen: [], unreadable: {} })

/** What the whole log folds into from the start: the definition the history must keep to. */
function fromScratch(events: readonly LogEvent[]): Tally {
  let s = empty()
  for (const e of events) if (!fold.read(e).ok) s = { ...s, unreadable: { ...s.unreadable, [e.seq]: 'cannot be read' } }
  for (const e of analyseLog(events).effective) s = fold.apply(s, e)
  return s
}

type Step = 'event' | 'bad' | 'boom' | 'undo' | 'redo' | 'undo-undo' | 'stray-undo' | 'stray-redo'

/** A log from steps: undo/redo target what the app would target, strays point anywhere. */
function build(steps: readonly Step[], strayTargets: readonly number[]): LogEvent[] {
  const events: LogEvent[] = []
  const add = (type: string, payload: unknown): void => {
    const seq = events.length + 1
    events.push({ gameId: 'g', seq, at: '2025-01-01T10:00:00Z', type, v: 1, payload })
  }
  steps.forEach((step, i) => {
    const a = analyseLog(events)
    const lastUndo = [...events].reverse().find((e) => e.type === UNDO && !a.ignored.includes(e.seq))
    if (step === 'undo' && a.undoTarget) add(UNDO, { target: a.undoTarget.seq })
    else if (step === 'redo' && a.redoTarget) add(REDO, { target: a.redoTarget.seq })
    else if (step === 'undo-undo' && a.redoTarget && lastUndo) add(UNDO, { target: lastUndo.seq })
    else if (step === 'stray-undo') add(UNDO, { target: strayTargets[i % strayTargets.length] })
    else if (step === 'stray-redo') add(REDO, { target: strayTargets[i % strayTargets.length] })
    else if (step === 'bad' || step === 'boom') add(step, {})
    else add('event', {})
  })
  return events
}

const stepArb = fc.constantFrom<Step>(
  'event',
  'event',
  'event',
  'undo',
  'undo',
  'redo',
  'undo-undo',
  'bad',
  'boom',
  'stray-undo',
  'stray-redo',
)

describe('GameHistory', () => {
  it('after every event holds exactly the state the whole log folds into from the start', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 3 * SNAPSHOT_EVERY }),
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 5 }),
        (steps, strays) => {
          const events = build(steps, strays)
          const h = new GameHistory(fold, empty())
          events.forEach((e, i) => {
            h.add(e)
            expect(h.state).toEqual(fromScratch(events.slice(0, i + 1)))
          })
          const a = analyseLog(events)
          expect(h.analysis().effective.map((e) => e.seq)).toEqual(a.effective.map((e) => e.seq))
          expect([...h.analysis().undone].sort((x, y) => x - y)).toEqual([...a.undone])
          expect(h.analysis().ignored).toEqual(a.ignored)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('undoes across snapshots: 3 snapshots deep and back, then redoes them all', () => {
    const n = 3 * SNAPSHOT_EVERY + 5
    const h = new GameHistory(fold, empty())
    let seq = 0
    const add = (type: string, target?: number): void => {
      seq++
      h.add({ gameId: 'g', seq, at: '', type, v: 1, payload: target === undefined ? {} : { target } })
    }
    for (let i = 0; i < n; i++) add('event')
    for (let i = n; i > 1; i--) add(UNDO, i)
    expect(h.state.seen).toEqual([1])
    for (let i = 2; i <= n; i++) add(REDO, i)
    expect(h.state.seen).toEqual(Array.from({ length: n }, (_, i) => i + 1))
    add(UNDO, n)
    add('event')
    expect(h.state.seen.length).toBe(n)
    expect(h.state.seen.at(-1)).toBe(seq)
  })

  it('keeps an unreadable event unreadable after an undo rewinds past the snapshot before it', () => {
    const h = new GameHistory(fold, empty())
    const e = (seq: number, type: string, payload: unknown = {}): LogEvent => ({
      gameId: 'g',
      seq,
      at: '',
      type,
      v: 1,
      payload,
    })
    for (let i = 1; i <= SNAPSHOT_EVERY + 2; i++) h.add(e(i, i === SNAPSHOT_EVERY + 1 ? 'bad' : 'event'))
    h.add(e(SNAPSHOT_EVERY + 3, UNDO, { target: SNAPSHOT_EVERY + 2 }))
    expect(h.state.unreadable).toEqual({ [SNAPSHOT_EVERY + 1]: 'cannot be read' })
    expect(h.state.seen).toEqual(Array.from({ length: SNAPSHOT_EVERY }, (_, i) => i + 1))
  })
})

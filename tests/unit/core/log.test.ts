import { describe, expect, it } from 'vitest'
import type { LogEvent, Player } from '../../../src-shared/core/game-record'
import { analyseLog, effectiveEvents, redoEvent, replay, undoEvent } from '../../../src-shared/core/log'
import { initialPlayLog, PLAY } from '../../../src-shared/core/play-log'
import { reducePlayLog } from '../../../src-shared/core/play-events'

const players: Player[] = [
  { id: 'p1', name: 'Leia', faction: 'rebels' },
  { id: 'p2', name: 'Tarkin', faction: 'empire' },
]

/** Builds a log from short specs; seqs are 1, 2, 3 … in order. */
function log(...specs: (string | ['undo' | 'redo', number] | ['score', string, number])[]): LogEvent[] {
  return specs.map((s, i) => {
    const seq = i + 1
    const base = { gameId: 'g1', seq, at: `2025-01-01T10:00:${String(seq).padStart(2, '0')}Z`, v: 1 }
    if (typeof s === 'string') return { ...base, type: PLAY.note, payload: { text: s } }
    if (s[0] === 'score') return { ...base, type: PLAY.score, payload: { player: s[1], score: s[2] } }
    return { ...base, type: s[0], payload: { target: s[1] } }
  })
}

const seqs = (events: readonly LogEvent[]): number[] => events.map((e) => e.seq)
const notes = (events: readonly LogEvent[]): string[] =>
  replay(initialPlayLog(players), events, reducePlayLog).notes.map((n) => n.text)

describe('analyseLog', () => {
  it('a log with no undo has every event in effect', () => {
    const a = analyseLog(log('a', 'b', 'c'))
    expect(seqs(a.effective)).toEqual([1, 2, 3])
    expect([...a.undone]).toEqual([])
    expect(a.undoTarget?.seq).toBe(3)
    expect(a.redoTarget).toBeUndefined()
    expect(a.ignored).toEqual([])
  })

  it('undo takes back the last effective event and lists it as undone', () => {
    const a = analyseLog(log('a', 'b', ['undo', 2]))
    expect(seqs(a.effective)).toEqual([1])
    expect([...a.undone]).toEqual([2])
    expect(a.undoTarget?.seq).toBe(1)
    expect(a.redoTarget?.seq).toBe(2)
  })

  it('redo after undo puts the event back', () => {
    const a = analyseLog(log('a', 'b', ['undo', 2], ['redo', 2]))
    expect(seqs(a.effective)).toEqual([1, 2])
    expect([...a.undone]).toEqual([])
    expect(a.redoTarget).toBeUndefined()
    expect(a.undoTarget?.seq).toBe(2)
  })

  it('a new event after undo clears the redo chain, so a later redo is ignored', () => {
    const events = log('a', 'b', ['undo', 2], 'c', ['redo', 2])
    const a = analyseLog(events)
    expect(seqs(a.effective)).toEqual([1, 4])
    expect([...a.undone]).toEqual([2])
    expect(a.ignored).toEqual([5])
    expect(a.redoTarget).toBeUndefined()
    expect(redoEvent(events.slice(0, 4))).toBeUndefined()
  })

  it('undoing an undo re-applies what it took back', () => {
    const a = analyseLog(log('a', 'b', ['undo', 2], ['undo', 3]))
    expect(seqs(a.effective)).toEqual([1, 2])
    expect([...a.undone]).toEqual([])
    expect(a.ignored).toEqual([])
  })

  it('several undos in a row walk back, and redos walk forward in order', () => {
    const undone = log('a', 'b', 'c', ['undo', 3], ['undo', 2], ['undo', 1])
    const a = analyseLog(undone)
    expect(seqs(a.effective)).toEqual([])
    expect([...a.undone].sort()).toEqual([1, 2, 3])
    expect(a.undoTarget).toBeUndefined()
    expect(a.redoTarget?.seq).toBe(1)

    const redone = log('a', 'b', 'c', ['undo', 3], ['undo', 2], ['undo', 1], ['redo', 1], ['redo', 2])
    const b = analyseLog(redone)
    expect(seqs(b.effective)).toEqual([1, 2])
    expect([...b.undone]).toEqual([3])
    expect(b.redoTarget?.seq).toBe(3)
  })

  it('ignores meta events that do not fit a damaged log, and still replays the rest', () => {
    const events = log(
      ['undo', 1], // 1: nothing to undo yet
      'a', // 2
      'b', // 3
      ['undo', 2], // 4: 2 is not the last effective event
      ['redo', 3], // 5: nothing undone
      ['undo', 99], // 6: no such event
      ['undo', 3], // 7: fits
      ['redo', 2], // 8: 3 is the one to redo, not 2
    )
    const a = analyseLog(events)
    expect(a.ignored).toEqual([1, 4, 5, 6, 8])
    expect(seqs(a.effective)).toEqual([2])
    expect([...a.undone]).toEqual([3])
    expect(notes(events)).toEqual(['a'])
  })

  it('undoing an undo that never took effect changes nothing', () => {
    const events = log(
      'a', // 1
      'b', // 2
      ['undo', 1], // 3: ignored, 2 is on top
      ['undo', 2], // 4
      ['undo', 1], // 5: now fits
      ['undo', 3], // 6: refers to the ignored undo
    )
    const a = analyseLog(events)
    expect(a.ignored).toEqual([3, 6])
    expect(seqs(a.effective)).toEqual([])
    expect(a.redoTarget?.seq).toBe(1)
  })

  it('effectiveEvents is analyseLog(…).effective', () => {
    const events = log('a', 'b', ['undo', 2], 'c')
    expect(effectiveEvents(events)).toEqual(analyseLog(events).effective)
    expect(seqs(effectiveEvents(events))).toEqual([1, 4])
  })
})

describe('undoEvent / redoEvent', () => {
  it('name the right target, or nothing when there is nothing to do', () => {
    expect(undoEvent([])).toBeUndefined()
    expect(redoEvent([])).toBeUndefined()
    expect(undoEvent(log('a', 'b'))).toEqual({ type: 'undo', v: 1, payload: { target: 2 } })
    expect(redoEvent(log('a', 'b'))).toBeUndefined()
    expect(redoEvent(log('a', 'b', ['undo', 2]))).toEqual({ type: 'redo', v: 1, payload: { target: 2 } })
    expect(undoEvent(log('a', ['undo', 1]))).toBeUndefined()
  })

  it('appending what they return always takes effect', () => {
    let events = log('a', 'b', 'c')
    const append = (e: { type: string; v: number; payload: unknown }): void => {
      const seq = events.length + 1
      events = [...events, { gameId: 'g1', seq, at: '2025-01-01T11:00:00Z', ...e }]
    }
    append(undoEvent(events)!)
    append(undoEvent(events)!)
    append(redoEvent(events)!)
    const a = analyseLog(events)
    expect(a.ignored).toEqual([])
    expect(seqs(a.effective)).toEqual([1, 2])
  })
})

describe('replay', () => {
  it('folds only the effective events through the reducer', () => {
    type Tally = { sum: number; seen: number[] }
    const sum = (s: Tally, e: LogEvent): Tally =>
      e.type === PLAY.score ? { sum: s.sum + (e.payload as { score: number }).score, seen: [...s.seen, e.seq] } : s
    const events = log(['score', 'p1', 5], ['score', 'p1', 7], ['undo', 2], ['score', 'p2', 11])
    expect(replay({ sum: 0, seen: [] }, events, sum)).toEqual({ sum: 16, seen: [1, 4] })
  })
})

describe('play-log reducer', () => {
  it('records notes with their seq and time, and the latest score per player', () => {
    const events = log('Rebels take Hoth', ['score', 'p1', 3], ['score', 'p2', 4], ['score', 'p1', 6], 'Vader captured')
    const s = replay(initialPlayLog(players), events, reducePlayLog)
    expect(s.notes).toEqual([
      { seq: 1, at: '2025-01-01T10:00:01Z', text: 'Rebels take Hoth' },
      { seq: 5, at: '2025-01-01T10:00:05Z', text: 'Vader captured' },
    ])
    expect(s.scores).toEqual({ p1: 6, p2: 4 })
    expect(s.result).toBeUndefined()
  })

  it('starts every player at 0, and game.started resets to its players', () => {
    expect(initialPlayLog(players).scores).toEqual({ p1: 0, p2: 0 })
    const started: LogEvent = {
      gameId: 'g1',
      seq: 2,
      at: '2025-01-01T10:00:02Z',
      type: PLAY.started,
      v: 1,
      payload: { players: [{ id: 'p3', name: 'Mon Mothma' }], options: {} },
    }
    const s = reducePlayLog(reducePlayLog(initialPlayLog(players), log('old note')[0]!), started)
    expect(s).toEqual({
      players: [{ id: 'p3', name: 'Mon Mothma' }],
      options: {},
      notes: [],
      scores: { p3: 0 },
      result: undefined,
    })
  })

  it('game.finished stores the result; undoing it clears it', () => {
    const finish: LogEvent = {
      gameId: 'g1',
      seq: 2,
      at: '2025-01-01T10:00:02Z',
      type: PLAY.finished,
      v: 1,
      payload: { winners: ['p2'], scores: { p1: 3, p2: 9 }, note: 'Base found on turn 6' },
    }
    const events = [...log(['score', 'p2', 9]), finish]
    const done = replay(initialPlayLog(players), events, reducePlayLog)
    expect(done.result).toEqual({ winners: ['p2'], scores: { p1: 3, p2: 9 }, note: 'Base found on turn 6' })
    const undo: LogEvent = {
      gameId: 'g1',
      seq: 3,
      at: '2025-01-01T10:00:03Z',
      type: 'undo',
      v: 1,
      payload: { target: 2 },
    }
    expect(replay(initialPlayLog(players), [...events, undo], reducePlayLog).result).toBeUndefined()
  })

  it('returns the same state object for events it does not know', () => {
    const s = initialPlayLog(players)
    const other: LogEvent = {
      gameId: 'g1',
      seq: 1,
      at: '2025-01-01T10:00:01Z',
      type: 'rebellion.round',
      v: 1,
      payload: {},
    }
    expect(reducePlayLog(s, other)).toBe(s)
  })
})

describe('damaged meta events', () => {
  it('ignores an undo or redo whose payload is missing or not a number, and keeps replaying', async () => {
    const { analyseLog } = await import('../../../src-shared/core/log')
    const ev = (seq: number, type: string, payload: unknown) => ({
      gameId: 'g',
      seq,
      at: '2024-01-01T00:00:00.000Z',
      type,
      v: 1,
      payload,
    })
    const a = analyseLog([
      ev(1, 'x', {}),
      ev(2, 'undo', null),
      ev(3, 'redo', { target: 'one' }),
      ev(4, 'undo', { target: 1 }),
    ])
    expect(a.ignored).toEqual([2, 3])
    expect(a.effective).toEqual([])
    expect([...a.undone]).toEqual([1])
  })
})

// The play logger every game shares: score bursts, note edits and deletions, and the finish that
// freezes the score sheet — replayed from a log exactly as the session store folds it.
import { describe, expect, it } from 'vitest'
import { createGameLog } from '../../../src-shared/core/game-log'
import type { GameEngine } from '../../../src-shared/core/game-module'
import type { LogEvent, NewEvent, Player } from '../../../src-shared/core/game-record'
import { playEvents } from '../../../src-shared/core/play-events'
import { defineEvents } from '../../../src-shared/core/events'

const engine: GameEngine<null> = { events: defineEvents<null>()({}), initialState: () => null }
const log = createGameLog(engine)
const players: Player[] = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
]
const stored = (list: NewEvent[]): LogEvent[] =>
  list.map((e, i) => ({ ...e, gameId: 'g', seq: i + 1, at: '2026-01-01T20:00:00.000Z' }))
const started = playEvents.make('game.started', { players, options: {} })
const replay = (list: NewEvent[]) => log.replay(stored(list), players, {})
const text = (list: NewEvent[]) => {
  const r = replay(list)
  return r.events.map((e) => log.describe(e, players))
}

describe('scores', () => {
  it('a burst is one event that says where it started and ended', () => {
    const list = [started, playEvents.make('score.set', { player: 'p1', score: 15, from: 12 })]
    expect(text(list)[1]).toBe('Anna 12 → 15')
    expect(replay(list).state.play.scores).toEqual({ p1: 15, p2: 0 })
  })

  it('a score.set written before bursts existed (no "from") still replays and reads as before', () => {
    const old: NewEvent = { type: 'score.set', v: 1, payload: { player: 'p2', score: 7 } }
    const r = replay([started, old])
    expect(r.state.unreadable).toEqual({})
    expect(r.state.play.scores).toEqual({ p1: 0, p2: 7 })
    expect(log.describe(r.events[1]!, players)).toBe('Ben’s score set to 7')
  })

  it('undoing a burst puts the score back to where the burst started', () => {
    const r = replay([
      started,
      playEvents.make('score.set', { player: 'p1', score: 3, from: 0 }),
      playEvents.make('score.set', { player: 'p1', score: 5, from: 3 }),
      { type: 'undo', v: 1, payload: { target: 3 } },
    ])
    expect(r.state.play.scores.p1).toBe(3)
  })

  it('refuses a player who is not in the game', () => {
    const s = replay([started]).state
    expect(log.check(s, playEvents.make('score.set', { player: 'p9', score: 1, from: 0 }))).toBe(
      'that player is not in this game',
    )
  })
})

describe('notes', () => {
  const added = playEvents.make('note.added', { text: 'Ben owes a rematch' })

  it('an edit replaces the text in place (same time, same place) and the timeline quotes the new text', () => {
    const list = [started, added, playEvents.make('note.edited', { note: 2, text: 'Ben owes two rematches' })]
    const r = replay(list)
    expect(r.state.play.notes).toEqual([{ seq: 2, at: '2026-01-01T20:00:00.000Z', text: 'Ben owes two rematches' }])
    expect(text(list)[2]).toBe('Note changed to “Ben owes two rematches”')
  })

  it('a deletion removes the note, names it in the timeline, and undo brings it back', () => {
    const del = playEvents.make('note.deleted', { note: 2, text: 'Ben owes a rematch' })
    expect(replay([started, added, del]).state.play.notes).toEqual([])
    expect(text([started, added, del])[2]).toBe('Note deleted: “Ben owes a rematch”')
    const undone = replay([started, added, del, { type: 'undo', v: 1, payload: { target: 3 } }])
    expect(undone.state.play.notes.map((n) => n.text)).toEqual(['Ben owes a rematch'])
  })

  it('refuses to edit or delete a note that is gone, and an edit to empty text', () => {
    const s = replay([started, added, playEvents.make('note.deleted', { note: 2, text: 'x' })]).state
    expect(log.check(s, playEvents.make('note.edited', { note: 2, text: 'again' }))).toBe(
      'that note is no longer in this game',
    )
    expect(log.check(s, playEvents.make('note.deleted', { note: 2, text: 'x' }))).toBe(
      'that note is no longer in this game',
    )
    const live = replay([started, added]).state
    expect(log.check(live, playEvents.make('note.edited', { note: 2, text: '   ' }))).toBe('a note needs some text')
  })
})

describe('after Finish game', () => {
  const finished = playEvents.make('game.finished', { winners: ['p1'], scores: { p1: 10, p2: 1 } })
  const refusal = 'the game is finished; undo the finish (Ctrl+Z) to change scores or notes'

  it('scores and notes are read-only: every change is refused with the way out', () => {
    const s = replay([started, playEvents.make('note.added', { text: 'gg' }), finished]).state
    expect(log.check(s, playEvents.make('score.set', { player: 'p1', score: 11, from: 10 }))).toBe(refusal)
    expect(log.check(s, playEvents.make('note.added', { text: 'one more' }))).toBe(refusal)
    expect(log.check(s, playEvents.make('note.edited', { note: 2, text: 'GG' }))).toBe(refusal)
    expect(log.check(s, playEvents.make('note.deleted', { note: 2, text: 'gg' }))).toBe(refusal)
    expect(log.check(s, finished)).toBe('the game is already finished')
  })

  it('once the finish is undone they can be changed again', () => {
    const s = replay([started, finished, { type: 'undo', v: 1, payload: { target: 2 } }]).state
    expect(log.check(s, playEvents.make('score.set', { player: 'p1', score: 11, from: 0 }))).toBeUndefined()
    expect(log.check(s, playEvents.make('note.added', { text: 'one more' }))).toBeUndefined()
  })
})

describe('refusals in the interface language', () => {
  const finished = replay([started, playEvents.make('game.finished', { winners: ['p1'], scores: { p1: 3, p2: 1 } })])
  const note = playEvents.make('note.added', { text: 'Revanche!' })
  it('a note after the finish is refused in German, and in English without a language', () => {
    expect(log.check(finished.state, note, 'de')).toBe(
      'die Partie ist beendet; mache das Beenden rückgängig (Strg+Z), um Punkte oder Notizen zu ändern',
    )
    expect(log.check(finished.state, note)).toBe(
      'the game is finished; undo the finish (Ctrl+Z) to change scores or notes',
    )
  })
  it('a score for someone not in the game, and an empty note edit, in German', () => {
    const open = replay([started, note])
    expect(log.check(open.state, playEvents.make('score.set', { player: 'p9', score: 2 }), 'de')).toBe(
      'diese Person ist nicht in diesem Spiel',
    )
    expect(log.check(open.state, playEvents.make('note.edited', { note: 2, text: ' ' }), 'de')).toBe(
      'eine Notiz braucht etwas Text',
    )
    expect(log.check(open.state, playEvents.make('note.deleted', { note: 7, text: 'x' }), 'de')).toBe(
      'diese Notiz ist nicht mehr in diesem Spiel',
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { NewEvent } from '../../../../src-shared/core/game-record'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { checkUnseenMarkerDue, enterUnits, newBoard, regroup } from '../../../../src-shared/games/rule-the-galaxy/board'
import { stackComposition } from '../../../../src-shared/games/rule-the-galaxy/data'
import { checkEvent, run } from './rtg-table'

// Red frames unknown: the players enter a fire marker's value when a unit steps on one, which the
// app cannot see. A marker is turned up when a unit enters its space (rulebook, Fire); the setup's
// units go down before the markers (Setup D, then E), so only spaces entered after setup count.

const NOT_YET =
  'no unit has entered a space since setup, so none has stepped on a fire marker: a marker is turned up when a unit enters its space, at the earliest when the units first move on'

const start: NewEvent[] = [
  ev.setup({ seed: 42, firstPlayer: 'p2', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
  ev.deal('p1', 'rey'),
  ev.deal('p2', 'finn'),
  ev.unitsEnter([
    { lane: 0, strength: 3, colour: 'finn' },
    { lane: 1, strength: 2, colour: 'rey' },
    { lane: 2, strength: 3, colour: 'chewbacca' },
    { lane: 3, strength: 8, colour: 'multi' },
  ]),
]
const turn = (card: 'rey' | 'finn' | 'chewbacca' | 'poe'): NewEvent[] => [ev.draw(card), ev.stop(), ev.turnEnd()]
// Two players: the units stay put after round 1 and move on after round 2.
const round1 = [...start, ...turn('finn'), ...turn('chewbacca')]
const round2 = [...round1, ...turn('rey'), ...turn('poe')]

describe('a fire marker turned up with the red frames unknown', () => {
  it('is refused before the units first move on, at setup and after round 1', () => {
    expect(checkEvent(run(start.slice(0, 3)), ev.fireMarker(null, 1))).toBe(NOT_YET)
    expect(checkEvent(run(start), ev.fireMarker(null, 1))).toBe(NOT_YET)
    expect(checkEvent(run(round1), ev.fireMarker(null, 3))).toBe(NOT_YET)
    expect(checkEvent(run(round1), ev.fireMarker(null, 3), 'de')).toBe(
      'seit dem Aufbau hat keine Einheit ein Feld betreten, also ist keine auf einen Feuermarker gezogen: ein Marker wird aufgedeckt, wenn eine Einheit sein Feld betritt, frühestens wenn die Einheiten zum ersten Mal vorrücken',
    )
  })

  it('is taken once units have entered spaces, one marker for each space entered', () => {
    const moved = run(round2)
    expect(moved.regroups).toEqual([2])
    expect(moved.board.reached).toEqual([
      { lane: 0, row: 1 },
      { lane: 1, row: 1 },
      { lane: 2, row: 1 },
      { lane: 3, row: 1 },
    ])
    expect(checkEvent(moved, ev.fireMarker(null, 1))).toBeUndefined()
    const three = [...round2, ev.fireMarker(null, 1), ev.fireMarker(null, 0), ev.fireMarker(null, 2)]
    expect(run(three).discardsDue).toEqual({ p1: 3, p2: 3 })
    expect(checkEvent(run(three), ev.fireMarker(null, 3))).toBeUndefined()
    // With the spaces entered so far all spent, the next waits for a unit on a new space.
    const two = [...round2, ev.fireMarker(null, 1), ev.fireMarker(null, 0)]
    const b = run(two).board
    const spent = { ...b, reached: b.reached.slice(0, 2) }
    expect(checkUnseenMarkerDue(spent)).toBe(
      'units have entered 2 spaces since setup and 2 fire markers are turned up already: the next marker comes only when a unit enters a space no unit has entered yet',
    )
    expect(checkUnseenMarkerDue({ ...spent, reached: b.reached.slice(0, 1) }, 'de')).toBe(
      'seit dem Aufbau haben Einheiten 1 Feld betreten und 2 Feuermarker sind schon aufgedeckt: der nächste Marker kommt erst, wenn eine Einheit ein Feld betritt, das noch keine betreten hat',
    )
  })

  it('is not asked when the red frames are known (the app sees the unit step on one)', () => {
    const b = newBoard({ lanes: 4, rows: 7 }, stackComposition(2), [{ lane: 0, row: 1 }])
    expect(checkUnseenMarkerDue(b)).toBeUndefined()
  })

  it('still replays in a game that logged one before the units moved (checked on entry only)', () => {
    const s = run([...start, ev.fireMarker(null, 2)])
    expect(s.board.fireMarkers.revealed).toEqual([2])
    expect(s.discardsDue).toEqual({ p1: 1, p2: 1 })
  })
})

describe('the spaces units have entered since setup', () => {
  it('leaves out the setup batch, counts a regroup’s moves and its new units, each space once', () => {
    let b = newBoard({ lanes: 4, rows: 7 }, stackComposition(3), null)
    b = enterUnits(b, [
      { lane: 0, strength: 2, colour: 'rey' },
      { lane: 1, strength: 1, colour: 'finn' },
    ])
    expect(b.reached).toEqual([])
    b = regroup(b)
    expect(b.reached).toEqual([
      { lane: 0, row: 1 },
      { lane: 1, row: 1 },
    ])
    b = enterUnits(b, [{ lane: 0, strength: 3, colour: 'chewbacca' }])
    expect(b.reached).toEqual([
      { lane: 0, row: 1 },
      { lane: 1, row: 1 },
      { lane: 0, row: 0 },
    ])
    b = regroup(b)
    expect(b.reached).toEqual([
      { lane: 0, row: 1 },
      { lane: 1, row: 1 },
      { lane: 0, row: 0 },
      { lane: 0, row: 2 },
      { lane: 1, row: 2 },
    ])
  })
})

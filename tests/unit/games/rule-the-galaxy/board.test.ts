import { describe, expect, it } from 'vitest'
import {
  allDestroyed,
  checkEntry,
  checkReveal,
  enterUnits,
  frontUnits,
  markerValuesLeft,
  movementMarkerSide,
  newBoard,
  regroup,
  regroupsAfterRound,
  removeUnit,
  revealMarker,
  stackCount,
  usesMovementMarker,
} from '../../../../src-shared/games/rule-the-galaxy/board'
import { stackComposition } from '../../../../src-shared/games/rule-the-galaxy/data'

const rounds = (players: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => i + 1).filter((r) => regroupsAfterRound(players, r))

describe('movement cadence', () => {
  it('regroups after every round with 3 or 4 players, no marker', () => {
    expect(rounds(3, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(rounds(4, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(usesMovementMarker(4)).toBe(false)
    expect(movementMarkerSide(3, 1)).toBeUndefined()
  })

  it('with 2 players: marker white at the start, red after round 1 (no move), white after round 2 (move)', () => {
    expect(movementMarkerSide(2, 0)).toBe('white')
    expect(movementMarkerSide(2, 1)).toBe('red')
    expect(movementMarkerSide(2, 2)).toBe('white')
    expect(rounds(2, 8)).toEqual([2, 4, 6, 8])
  })

  it('with 1 player: the marker turns after each of their turns, so units move every second turn', () => {
    expect(usesMovementMarker(1)).toBe(true)
    expect(rounds(1, 7)).toEqual([2, 4, 6])
    expect([1, 2, 3].map((r) => movementMarkerSide(1, r))).toEqual(['red', 'white', 'red'])
  })

  it('refuses player counts the game does not have', () => {
    expect(() => regroupsAfterRound(5, 1)).toThrow(RangeError)
    expect(() => regroupsAfterRound(2, 0)).toThrow(RangeError)
  })
})

describe('the board', () => {
  const size = { lanes: 4, rows: 7 }

  it('starts with four units due from a stack of 28, or 24 without Flametroopers', () => {
    const b = newBoard(size, stackComposition(3), null)
    expect(stackCount(b)).toBe(28)
    expect(b.entryDue).toBe(4)
    expect(stackCount(newBoard(size, stackComposition(2), null))).toBe(24)
    expect(stackComposition(1)[5]).toBe(0)
  })

  it('puts entered tiles on row 0, takes them off the stack and checks them', () => {
    let b = newBoard(size, stackComposition(4), null)
    expect(
      checkEntry(b, [
        { lane: 0, strength: 8, colour: 'multi' },
        { lane: 0, strength: 2, colour: 'rey' },
      ]),
    ).toMatch(/taken/)
    expect(checkEntry(b, [{ lane: 4, strength: 2, colour: 'rey' }])).toMatch(/not on the board/)
    b = enterUnits(b, [
      { lane: 0, strength: 8, colour: 'multi' },
      { lane: 1, strength: 2, colour: 'poe' },
    ])
    expect(b.units.map((u) => [u.id, u.lane, u.row])).toEqual([
      ['u1', 0, 0],
      ['u2', 1, 0],
    ])
    expect(b.stack[8]).toBe(0)
    expect(b.entryDue).toBe(2)
    expect(checkEntry(b, [{ lane: 2, strength: 8, colour: 'multi' }])).toMatch(/no strength-8 tile/)
  })

  it('moves every unit one row on, lets the last row escape and calls for new units', () => {
    let b = enterUnits(newBoard({ lanes: 2, rows: 2 }, stackComposition(4), null), [
      { lane: 0, strength: 3, colour: 'finn' },
      { lane: 1, strength: 2, colour: 'rey' },
    ])
    b = regroup(b)
    expect(b.units.map((u) => u.row)).toEqual([1, 1])
    expect(b.escaped).toEqual([])
    expect(b.entryDue).toBe(2)
    b = enterUnits(b, [{ lane: 0, strength: 2, colour: 'poe' }])
    expect(frontUnits(b).map((u) => u.id)).toEqual(['u1', 'u2'])
    b = regroup(b)
    expect(b.escaped.map((u) => u.id)).toEqual(['u1', 'u2'])
    expect(b.units.map((u) => [u.id, u.row])).toEqual([['u3', 1]])
  })

  it('flags a fire marker when a unit steps on its space, and the marker leaves once turned up', () => {
    let b = newBoard(size, stackComposition(3), [
      { lane: 0, row: 1 },
      { lane: 2, row: 3 },
    ])
    b = enterUnits(b, [{ lane: 0, strength: 2, colour: 'rey' }])
    expect(b.fireMarkers.pending).toEqual([])
    b = regroup(b)
    expect(b.fireMarkers.pending).toEqual([{ lane: 0, row: 1 }])
    expect(checkReveal(b, null, 2)).toMatch(/which space/)
    expect(checkReveal(b, { lane: 0, row: 1 }, 4)).toMatch(/value 4/)
    b = revealMarker(b, { lane: 0, row: 1 }, 2)
    expect(b.fireMarkers).toEqual({ spaces: [{ lane: 2, row: 3 }], revealed: [2], pending: [] })
    // The unit moves off; the space is empty of markers now.
    b = regroup(b)
    expect(b.fireMarkers.pending).toEqual([])
  })

  it('knows which marker values can still come up, and that only four are on the board', () => {
    expect(markerValuesLeft([])).toEqual([0, 1, 1, 2, 3])
    expect(markerValuesLeft([1, 3])).toEqual([0, 1, 2])
    expect(() => markerValuesLeft([3, 3])).toThrow(RangeError)
    let b = newBoard(size, stackComposition(3), null)
    for (const v of [0, 1, 1, 2]) b = revealMarker(b, null, v)
    expect(checkReveal(b, null, 3)).toMatch(/every fire marker/)
  })

  it('is cleared when no unit is on the board and none is left to enter', () => {
    let b = newBoard({ lanes: 4, rows: 7 }, { 1: 0, 2: 1, 3: 0, 5: 0, 6: 0, 8: 0 }, null)
    expect(b.entryDue).toBe(1)
    b = enterUnits(b, [{ lane: 3, strength: 2, colour: 'finn' }])
    expect(allDestroyed(b)).toBe(false)
    b = removeUnit(b, 'u1')
    expect(allDestroyed(b)).toBe(true)
  })
})

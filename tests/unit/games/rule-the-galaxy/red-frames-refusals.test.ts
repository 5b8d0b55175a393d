// A red-framed space the board cannot have is refused with the space as the players typed it (lanes
// and rows from 1), the board's size and what to enter instead: "a red-framed space is off the
// board" said neither which one nor what the board takes, at Start on the Setup tab (the spaces come
// from the Fire markers step's correction, which only knows numbers from 1 to 12) or on the Play tab.
import { describe, expect, it } from 'vitest'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { initialState } from '../../../../src-shared/games/rule-the-galaxy/state'
import { ana, bo, checkEvent, run } from './rtg-table'

const framesAt = (...pairs: [number, number][]) => pairs.map(([lane, row]) => ({ lane: lane - 1, row: row - 1 }))
const setUp = (spaces: ReturnType<typeof framesAt> | null) =>
  ev.setup({ seed: 1, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: spaces, anyMix: true })

describe('red-framed spaces off the board or twice', () => {
  const fresh = initialState([ana, bo])

  it('at Start: names the space, the board and where to correct it (English and German)', () => {
    const e = setUp(framesAt([1, 3], [2, 5], [3, 3], [5, 5]))
    expect(checkEvent(fresh, e)).toBe(
      'the red-framed space 5,5 is off the 4 × 7 board: correct it in the Fire markers step (lanes 1–4, rows 1–7)',
    )
    expect(checkEvent(fresh, e, 'de')).toBe(
      'das rot umrandete Feld 5,5 liegt außerhalb des Spielplans (4 × 7): korrigiere es im Schritt „Feuermarker“ (Bahnen 1–4, Reihen 1–7)',
    )
    expect(checkEvent(fresh, setUp(framesAt([1, 3], [2, 8], [3, 3], [4, 5])))).toMatch(
      /^the red-framed space 2,8 is off/,
    )
    expect(checkEvent(fresh, setUp(framesAt([1, 3], [2, 5], [3, 3], [4, 7])))).toBeUndefined()
  })

  it('on the Play tab: names the space and what the board takes (English and German)', () => {
    const s = run([setUp(null)])
    const off = ev.markerSpaces(framesAt([1, 3], [2, 5], [3, 3], [5, 5]))
    expect(checkEvent(s, off)).toBe('space 5,5 is off the 4 × 7 board: enter lanes from 1 to 4 and rows from 1 to 7')
    expect(checkEvent(s, off, 'de')).toBe(
      'Feld 5,5 liegt außerhalb des Spielplans (4 × 7): trag Bahnen von 1 bis 4 und Reihen von 1 bis 7 ein',
    )
    const twice = ev.markerSpaces(framesAt([1, 3], [2, 5], [1, 3], [4, 5]))
    expect(checkEvent(s, twice)).toBe('space 1,3 is entered twice: enter 4 different spaces')
    expect(checkEvent(s, twice, 'de')).toBe('Feld 1,3 ist doppelt eingetragen: trag 4 verschiedene Felder ein')
  })
})

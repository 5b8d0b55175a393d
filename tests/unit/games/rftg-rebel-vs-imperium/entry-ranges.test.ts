// The screens check typed numbers against the same ranges the events' schemas hold, so a wrong
// number is refused in the player's words (which field, which range) instead of a schema message.
import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../../src-shared/games/registry'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import {
  numberProblem,
  SCORE_NUMBERS,
  TABLEAU_NUMBERS,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/entry-ranges'
import { emptyTableau } from '../../../../src-shared/games/rftg-rebel-vs-imperium/tableau'

const log = await GAMES.log('rftg-rebel-vs-imperium')
const stored = (e: { type: string; v: number; payload: unknown }) =>
  log.read({ ...e, gameId: 'g', seq: 1, at: '2026-01-01T00:00:00Z' }).ok

describe('typed numbers', () => {
  it('says whether a value is empty, not whole, or outside its range', () => {
    expect(numberProblem(150, TABLEAU_NUMBERS.military)).toBe('out-of-range')
    expect(numberProblem(-21, TABLEAU_NUMBERS.military)).toBe('out-of-range')
    expect(numberProblem('', TABLEAU_NUMBERS.military)).toBe('empty')
    expect(numberProblem(2.5, TABLEAU_NUMBERS.cards)).toBe('not-whole')
    expect(numberProblem(-4, SCORE_NUMBERS.chips)).toBe('out-of-range')
    expect(numberProblem(-4, SCORE_NUMBERS.cards)).toBeUndefined()
    expect(numberProblem(99, TABLEAU_NUMBERS.military)).toBeUndefined()
  })

  it('uses the ranges the events accept, at both ends', () => {
    for (const [key, r] of Object.entries(TABLEAU_NUMBERS)) {
      const at = (n: number) =>
        stored(ev.make('rftg.tableau.updated', { player: 'p1', tableau: { ...emptyTableau(), [key]: n } }))
      expect([at(r.min), at(r.max), at(r.min - 1), at(r.max + 1)], key).toEqual([true, true, false, false])
    }
    for (const [key, r] of Object.entries(SCORE_NUMBERS)) {
      const at = (n: number) =>
        stored(ev.make('rftg.score.entered', { player: 'p1', line: { chips: 0, cards: 0, sixDev: 0, [key]: n } }))
      expect([at(r.min), at(r.max), at(r.min - 1), at(r.max + 1)], key).toEqual([true, true, false, false])
    }
  })
})

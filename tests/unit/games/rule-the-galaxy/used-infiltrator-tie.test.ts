// A reading where the rulebook is unclear (Ending the Game: a tie goes to "the greater number of
// destroyed units"): a strength-1 Stormtrooper taken and later used as an infiltrator goes back to
// the box, but it was destroyed all the same, so it still counts toward the tie-break. Behaviour as
// before; this pins it (docs/DECISIONS.md, Rule the Galaxy).
import { describe, expect, it } from 'vitest'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { currentStandings, finishedResult } from '../../../../src-shared/games/rule-the-galaxy/selectors'
import { hand, run } from './rtg-table'
import type { NewEvent } from '../../../../src-shared/core/game-record'

const played: NewEvent[] = [
  ev.setup({ seed: 1, firstPlayer: 'p2', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
  ev.deal('p2', 'rey'),
  ev.deal('p1', 'finn'),
  ev.unitsEnter([
    { lane: 0, strength: 1, colour: 'rey' },
    { lane: 1, strength: 3, colour: 'rey' },
    { lane: 2, strength: 3, colour: 'finn' },
    { lane: 3, strength: 2, colour: 'chewbacca' },
  ]),
  // Bo takes the strength-1 Stormtrooper, then uses it (2 cards' worth) and a Rey on the Rey Snowtrooper.
  ev.draw('rey'),
  ev.stop(),
  ev.destroy({ player: 'p2', unitId: 'u1', spend: hand({ rey: 1 }), points: 0 }),
  ev.destroy({ player: 'p2', unitId: 'u2', spend: hand({ rey: 1 }), infiltratorId: 'u1', points: 2 }),
  ev.turnEnd(),
  // Ana takes the Finn Snowtrooper: 2 points, one unit.
  ev.draw('finn'),
  ev.draw('bb8'),
  ev.stop(),
  ev.destroy({ player: 'p1', unitId: 'u3', spend: hand({ finn: 2, bb8: 1 }), points: 2 }),
]

describe('a used infiltrator and the tie-break', () => {
  it('counts as a destroyed unit after it went back to the box', () => {
    const s = run(played)
    expect(s.infiltrators['p2']).toEqual([])
    expect(currentStandings(s)).toEqual([
      { player: 'p2', points: 2, units: 2, rank: 1 },
      { player: 'p1', points: 2, units: 1, rank: 2 },
    ])
  })

  it('so the game won on 2 points each goes to the player who also used the infiltrator', () => {
    const s = run(played)
    const won = { ...s, phase: 'won' as const }
    expect(finishedResult(won)).toMatchObject({ winners: ['p2'], scores: { p1: 2, p2: 2 } })
  })
})

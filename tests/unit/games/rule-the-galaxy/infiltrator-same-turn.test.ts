import { describe, expect, it } from 'vitest'
import type { NewEvent } from '../../../../src-shared/core/game-record'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { ruleTheGalaxyRules } from '../../../../src-shared/games/rule-the-galaxy/rules'
import { checkEvent, hand, run } from './rtg-table'

// An infiltrator can be used in the turn its Stormtrooper is taken (rulebook: "in any of their
// turns"; the app's reading), and the rules reference says so: it used to say "any later turn".
const turn: NewEvent[] = [
  ev.setup({ seed: 1, firstPlayer: 'p2', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
  ev.deal('p1', 'rey'),
  ev.deal('p2', 'finn'),
  ev.unitsEnter([
    { lane: 0, strength: 3, colour: 'finn' },
    { lane: 1, strength: 1, colour: 'chewbacca' },
    { lane: 2, strength: 3, colour: 'rey' },
    { lane: 3, strength: 8, colour: 'multi' },
  ]),
  ev.draw('chewbacca'),
  ...Array.from({ length: 6 }, () => ev.draw('bb8')),
  ev.stop(),
  ev.destroy({ player: 'p2', unitId: 'u2', spend: hand({ chewbacca: 1 }), points: 0 }),
]
const kylo = ev.destroy({ player: 'p2', unitId: 'u4', spend: hand({ bb8: 6 }), infiltratorId: 'u2', points: 5 })

describe('an infiltrator in the turn it is taken', () => {
  it('Bo takes the strength-1 Stormtrooper and spends it on Kylo Ren in the same turn', () => {
    const before = run(turn)
    expect(before.infiltrators.p2).toEqual([{ id: 'u2', colour: 'chewbacca' }])
    expect(checkEvent(before, kylo)).toBeUndefined()
    const s = run([...turn, kylo])
    expect(s.hands.p2).toEqual(hand({ finn: 1 }))
    expect(s.infiltrators.p2).toEqual([])
    expect(s.taken.p2).toEqual([
      { unitId: 'u2', strength: 1, points: 0 },
      { unitId: 'u4', strength: 8, points: 5 },
    ])
    expect(s.board.units.map((u) => u.id)).toEqual(['u1', 'u3'])
  })

  it('the rules reference says so, and says when the app asks for unknown values', () => {
    const items = (id: string): string[] =>
      ruleTheGalaxyRules.find((e) => e.id === id)!.body.flatMap((b) => (b.type === 'list' ? [...b.items] : []))
    expect(items('rule-the-galaxy.infiltrators')).toContain(
      'Usable on any of your turns, the one you take it in too (the app’s reading of “in any of their turns”): it reaches any row, not just the front.',
    )
    expect(items('rule-the-galaxy.unknown-values')).toContain(
      'The app asks for each tile’s colour as it enters the board (and once for the name of Poe’s colour), and for the points of a strength when the destroy helper first needs them.',
    )
  })
})

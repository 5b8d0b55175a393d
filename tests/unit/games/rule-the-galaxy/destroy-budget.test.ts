// The destroy helper answers a crowded board quickly: within its step budget it gives the best plan
// found so far (marked incomplete), and the full search then finds one at least as good.
import { describe, expect, it } from 'vitest'
import {
  DESTROY_FIRST_ANSWER_STEPS,
  planDestroy,
  type BoardUnit,
  type DestroyInput,
} from '../../../../src-shared/games/rule-the-galaxy/destroy'
import type { Strength, UnitColour } from '../../../../src-shared/games/rule-the-galaxy/data'

const POINTS: Record<Strength, number> = { 1: 0, 2: 1, 3: 2, 5: 4, 6: 5, 8: 8 }
// 24 units on 4 lanes (front = highest row), 4 infiltrators, 23 cards: the crowded board the
// issue measured (it took seconds before the search cut equal arrivals).
const LAYOUT = '1p 1r 3r 1r 2p 1p|2c 3r 2f 2p 3f 2p|3p 2r 2r 5r 6c 3p|2p 6f 3c 3c 5f 6m'
const NAMES: Record<string, UnitColour> = { r: 'rey', p: 'poe', f: 'finn', c: 'chewbacca', m: 'multi' }
const units: BoardUnit[] = LAYOUT.split('|').flatMap((lane, l) =>
  lane.split(' ').map((u, row) => ({
    id: `u${l}${row}`,
    strength: Number(u.slice(0, -1)) as Strength,
    colour: NAMES[u.slice(-1)]!,
    lane: l,
    row,
  })),
)
const crowded: DestroyInput = {
  hand: { rey: 4, poe: 4, finn: 5, chewbacca: 5, bb8: 5 },
  infiltrators: (['chewbacca', 'finn', 'poe', 'rey'] as const).map((colour, i) => ({ id: `t${i}`, colour })),
  units,
  points: (s) => POINTS[s],
  anyMix: false,
}

describe('destroy helper budget', () => {
  it('finds the best haul of a crowded board: 24 points with 7 units, every card and tile', () => {
    const a = planDestroy(crowded)
    expect(a.kind).toBe('plan')
    if (a.kind !== 'plan') return
    expect(a.complete).toBe(true)
    expect([a.best.points, a.best.units, a.best.cardsSpent, a.best.infiltratorsUsed]).toEqual([24, 7, 23, 4])
  })

  it('stopped early, says so and still gives a plan the hand can pay; the full search does no worse', () => {
    const quick = planDestroy(crowded, 200)
    const full = planDestroy(crowded)
    if (quick.kind !== 'plan' || full.kind !== 'plan') throw new Error('expected plans')
    expect(quick.complete).toBe(false)
    expect(quick.best.points).toBeGreaterThan(0)
    expect(quick.best.points).toBeLessThanOrEqual(full.best.points)
    // Every card it spends is in the hand.
    const spent = { rey: 0, poe: 0, finn: 0, chewbacca: 0, bb8: 0 }
    for (const act of quick.best.actions)
      for (const c of Object.keys(spent) as (keyof typeof spent)[]) spent[c] += act.spend[c]
    for (const c of Object.keys(spent) as (keyof typeof spent)[]) expect(spent[c]).toBeLessThanOrEqual(crowded.hand[c])
  })

  it('a small board is answered in full within the first answer’s budget', () => {
    const small = { ...crowded, units: units.filter((u) => u.lane < 2) }
    const a = planDestroy(small, DESTROY_FIRST_ANSWER_STEPS)
    expect(a.kind === 'plan' && a.complete).toBe(true)
  })
})

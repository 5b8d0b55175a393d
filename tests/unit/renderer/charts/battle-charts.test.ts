// The whole-battle chart data: one bar per ending the calculator counts, with its exact
// probability and the percentage the panel prints; each side's units at the end with its mean.
import { describe, expect, it } from 'vitest'
import { battleOdds, type BattleInput } from '../../../../src-shared/games/rebellion/odds/battle'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import { battleEndingsChart, expectedSurvivors } from '../../../../src-renderer/games/rebellion/odds/battle-charts'
import { survivorsChart } from '../../../../src-renderer/games/rebellion/odds/odds-charts'

const none = { space: 0, ground: 0 }
function odds(input: BattleInput) {
  const r = battleOdds(input, diceTable())
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('whole-battle odds chart', () => {
  // 1 TIE Fighter attacks 1 X-wing: each destroys the other on half its rolls, both roll before
  // damage, so each of the three endings is exactly a third; retreats and standoff cannot happen.
  const duel = odds({
    attacker: { units: [{ unitId: 'tie-fighter' }], tactics: none },
    defender: { units: [{ unitId: 'x-wing' }], tactics: none },
  })

  it('1 TIE against 1 X-wing: three endings of 33.3% each, the attacker win marked', () => {
    const spec = battleEndingsChart(duel)
    expect(spec.points.map((d) => [d.label, d.text, d.marked ?? false])).toEqual([
      ['Attacker destroys every defending unit', '33.3%', true],
      ['Defender destroys every attacking unit', '33.3%', false],
      ['Both sides destroyed', '33.3%', false],
    ])
    for (const d of spec.points) expect(d.p).toBeCloseTo(1 / 3, 12)
  })

  it('units at the end: none left 2/3, one left 1/3, expected 0.33', () => {
    const spec = survivorsChart(duel.attackerSurvivors)
    expect(spec.points.map((d) => [d.label, d.text, d.marked ?? false])).toEqual([
      ['0 units left', '66.7%', true],
      ['1 unit left', '33.3%', false],
    ])
    expect(expectedSurvivors(duel.attackerSurvivors)).toBeCloseTo(1 / 3, 12)
    expect(expectedSurvivors(duel.defenderSurvivors)).toBeCloseTo(1 / 3, 12)
  })

  it('a defender with a leader who retreats at 1 unit: the retreat bar counts as an attacker win', () => {
    const r = odds({
      attacker: { units: [{ unitId: 'tie-fighter', count: 3 }], tactics: none },
      defender: { units: [{ unitId: 'x-wing', count: 2 }], tactics: none, hasLeader: true, retreatAt: 1 },
    })
    const spec = battleEndingsChart(r)
    const marked = spec.points.filter((d) => d.marked).reduce((s, d) => s + d.p, 0)
    expect(marked).toBeCloseTo(r.pAttackerWins, 12)
    expect(spec.points.map((d) => d.key)).toContain('defenderRetreats')
    expect(spec.points.reduce((s, d) => s + d.p, 0) + r.unresolved).toBeCloseTo(1, 9)
    // The calculator's values (cross-checked by brute force in battle.test.ts), as printed.
    expect(spec.points.map((d) => [d.key, d.text])).toEqual([
      ['attackerHolds', '52.9%'],
      ['defenderRetreats', '41.9%'],
      ['defenderHolds', '4.8%'],
      ['bothDestroyed', '0.4%'],
    ])
    expect(expectedSurvivors(r.defenderSurvivors)).toBeCloseTo(0.48848, 5)
  })
})

// The worst realistic Rebellion attack: 5 red + 5 black + 3 green dice, 3 rerolls, 12 defenders.
// Prints the exact engine's single-run time (target < 20 ms), a 100,000-roll Monte Carlo of the
// same attack, and the largest difference between the two (must be < 0.01).
import { bench, describe } from 'vitest'
import type { DefenderSlot } from '../../src-shared/games/rebellion/odds/combat-allocation'
import { attackOdds, type AttackInput } from '../../src-shared/games/rebellion/odds/combat'
import { planAttack } from '../../src-shared/games/rebellion/odds/combat-engine'
import { diceTable } from '../../src-shared/games/rebellion/odds/dice'
import { resolveUnit } from '../../src-shared/games/rebellion/units'
import { simulateAttack } from '../unit/games/rebellion/combat-monte-carlo'

const table = diceTable()

const worstCase: AttackInput = {
  theatre: 'space',
  // 2 Star Destroyers, an Assault Carrier, 2 TIE Fighters, 3 TIE Strikers: 5 red, 5 black, 3 green.
  attackers: [
    { unitId: 'star-destroyer', count: 2 },
    { unitId: 'assault-carrier' },
    { unitId: 'tie-fighter', count: 2 },
    { unitId: 'tie-striker', count: 3 },
  ],
  rerolls: 3,
  defenders: [
    { unitId: 'mon-calamari-cruiser', count: 2, damage: 1 },
    { unitId: 'corellian-corvette', count: 2 },
    { unitId: 'rebel-transport' },
    { unitId: 'nebulon-b-frigate' },
    { unitId: 'x-wing', count: 3 },
    { unitId: 'y-wing', count: 2 },
    { unitId: 'u-wing' },
  ],
}

function exact() {
  const r = attackOdds(worstCase, table)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

function monteCarlo(rolls: number): { destroyed: number[]; perUnit: number[] } {
  const defenders: (DefenderSlot | null)[] = worstCase.defenders.flatMap((g) => {
    const h = resolveUnit(g.unitId)!.stats.health
    return new Array<DefenderSlot | null>(g.count ?? 1).fill(
      h ? { colour: h.colour, need: h.value - (g.damage ?? 0) } : null,
    )
  })
  const dice = { red: 5, black: 5, green: 3 }
  const plan = planAttack({ dice, rerolls: 3, defenders, objective: 'maxDestroyed' }, table)
  return simulateAttack(plan, dice, table, defenders.length, rolls, 7)
}

let t = performance.now()
const first = exact()
const coldMs = performance.now() - t
const warm: number[] = []
for (let i = 0; i < 20; i++) {
  t = performance.now()
  exact()
  warm.push(performance.now() - t)
}
warm.sort((a, b) => a - b)
t = performance.now()
const mc = monteCarlo(100_000)
const mcMs = performance.now() - t
const maxDiff = Math.max(
  ...first.destroyed.map((p, k) => Math.abs(p - (mc.destroyed[k] ?? 0))),
  ...first.pUnitDestroyed.map((p, u) => Math.abs(p - mc.perUnit[u]!)),
)
console.log(
  `Rebellion worst case (5 red + 5 black + 3 green, 3 rerolls, 12 defenders): exact first run ${coldMs.toFixed(2)} ms, ` +
    `warm median ${warm[10]!.toFixed(2)} ms (target < 20 ms); Monte Carlo 100,000 rolls ${mcMs.toFixed(1)} ms; ` +
    `largest |exact − Monte Carlo| ${maxDiff.toFixed(4)} (must be < 0.01)`,
)
if (!(maxDiff < 0.01)) throw new Error(`exact and Monte Carlo differ by ${maxDiff}`)

describe('Rebellion odds', () => {
  bench('exact attack, worst realistic case', () => {
    exact()
  })
})

// The worst realistic Rebellion attack: 5 red + 5 black + 3 green dice, 3 rerolls, 12 defenders.
// Prints the exact engine's single-run time (target < 20 ms), a 100,000-roll Monte Carlo of the
// same attack, and the largest difference between the two (must be < 0.01).
import { bench, describe } from 'vitest'
import type { DefenderSlot } from '../../src-shared/games/rebellion/combat-allocation'
import { attackOdds, type AttackInput } from '../../src-shared/games/rebellion/combat'
import { planAttack, type RollCounts } from '../../src-shared/games/rebellion/combat-engine'
import { diceTable, FACES, type Face } from '../../src-shared/games/rebellion/dice'
import { resolveUnit, type DieColour } from '../../src-shared/games/rebellion/units'

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

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function monteCarlo(rolls: number): { destroyed: number[]; perUnit: number[] } {
  const defenders: (DefenderSlot | null)[] = worstCase.defenders.flatMap((g) => {
    const h = resolveUnit(g.unitId)!.stats.health
    return new Array<DefenderSlot | null>(g.count ?? 1).fill(h ? { colour: h.colour, need: h.value - (g.damage ?? 0) } : null)
  })
  const dice = { red: 5, black: 5, green: 3 }
  const plan = planAttack({ dice, rerolls: 3, defenders, objective: 'maxDestroyed' }, table)
  const rand = mulberry32(7)
  const colours: DieColour[] = ['red', 'black', 'green']
  const faces = Object.fromEntries(colours.map((c) => [c, FACES.flatMap((f) => new Array<Face>(table.faces[c][f]).fill(f))])) as Record<DieColour, Face[]>
  const roll = (c: DieColour): 'hit' | 'direct' | 'none' => {
    const e = table.combatEffects[faces[c][Math.floor(rand() * 6)]!]
    return e === 'damageAnyUnit' ? 'direct' : e === 'damageMatchingColour' && c !== 'green' ? 'hit' : 'none'
  }
  const destroyed = new Array<number>(defenders.length + 1).fill(0)
  const perUnit = new Array<number>(defenders.length).fill(0)
  for (let i = 0; i < rolls; i++) {
    const counts: RollCounts = { red: { hit: 0, direct: 0, none: 0 }, black: { hit: 0, direct: 0, none: 0 }, green: { hit: 0, direct: 0, none: 0 } }
    for (const c of colours) for (let k = 0; k < dice[c]; k++) counts[c][roll(c)]++
    const m = plan.chooseRerolls(counts)
    for (const c of colours) {
      for (let k = 0; k < m[c]; k++) {
        if (counts[c].none > 0) counts[c].none--
        else counts[c].hit--
        counts[c][roll(c)]++
      }
    }
    const a = plan.allocate(counts.red.hit, counts.black.hit, counts.red.direct + counts.black.direct + counts.green.direct)
    destroyed[a.destroyed]!++
    for (const u of a.destroyedUnits) perUnit[u]!++
  }
  return { destroyed: destroyed.map((n) => n / rolls), perUnit: perUnit.map((n) => n / rolls) }
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

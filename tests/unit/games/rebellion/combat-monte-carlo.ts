// An independent simulation of one attack (seeded, no app PRNG), used by the Monte Carlo
// cross-check test and by the odds bench. It rolls real faces, applies the plan's reroll choice
// and allocation, and counts outcomes.
import type { AttackPlan, RollCounts } from '../../../../src-shared/games/rebellion/odds/combat-engine'
import { FACES, type DiceTable, type Face } from '../../../../src-shared/games/rebellion/odds/dice'
import type { DieColour } from '../../../../src-shared/games/rebellion/units'

/** mulberry32: a tiny seeded PRNG, independent of the app's. */
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

const COLOURS: DieColour[] = ['red', 'black', 'green']

export function simulateAttack(
  plan: AttackPlan,
  dice: Record<DieColour, number>,
  table: DiceTable,
  defenderCount: number,
  rolls: number,
  seed: number,
): { destroyed: number[]; perUnit: number[] } {
  const rand = mulberry32(seed)
  const faces = Object.fromEntries(
    COLOURS.map((c) => [c, FACES.flatMap((f) => new Array<Face>(table.faces[c][f]).fill(f))]),
  ) as Record<DieColour, Face[]>
  const roll = (c: DieColour): 'hit' | 'direct' | 'none' => {
    const e = table.combatEffects[faces[c][Math.floor(rand() * 6)]!]
    return e === 'damageAnyUnit' ? 'direct' : e === 'damageMatchingColour' && c !== 'green' ? 'hit' : 'none'
  }
  const destroyed = new Array<number>(defenderCount + 1).fill(0)
  const perUnit = new Array<number>(defenderCount).fill(0)
  for (let i = 0; i < rolls; i++) {
    const counts: RollCounts = {
      red: { hit: 0, direct: 0, none: 0 },
      black: { hit: 0, direct: 0, none: 0 },
      green: { hit: 0, direct: 0, none: 0 },
    }
    for (const c of COLOURS) for (let k = 0; k < dice[c]; k++) counts[c][roll(c)]++
    const m = plan.chooseRerolls(counts)
    for (const c of COLOURS) {
      // Reroll nothing-faces first, then hits, as the plan intends.
      for (let k = 0; k < m[c]; k++) {
        if (counts[c].none > 0) counts[c].none--
        else counts[c].hit--
        counts[c][roll(c)]++
      }
    }
    const a = plan.allocate(
      counts.red.hit,
      counts.black.hit,
      counts.red.direct + counts.black.direct + counts.green.direct,
    )
    destroyed[a.destroyed]!++
    for (const u of a.destroyedUnits) perUnit[u]!++
  }
  return { destroyed: destroyed.map((n) => n / rolls), perUnit: perUnit.map((n) => n / rolls) }
}

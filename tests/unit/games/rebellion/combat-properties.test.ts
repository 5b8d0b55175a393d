import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DefenderSlot } from '../../../../src-shared/games/rebellion/combat-allocation'
import { exactAttack, planAttack, type CombatObjective, type RollCounts } from '../../../../src-shared/games/rebellion/combat-engine'
import { diceTable, FACES, type Face } from '../../../../src-shared/games/rebellion/dice'
import type { DieColour } from '../../../../src-shared/games/rebellion/units'

const table = diceTable()
const EPS = 1e-9

const slot = fc.option(fc.record({ colour: fc.constantFrom<'red' | 'black'>('red', 'black'), need: fc.integer({ min: 1, max: 4 }) }), { freq: 8 })
const defenders = fc.array(slot, { minLength: 1, maxLength: 6 })
const pool = fc.record({ red: fc.integer({ min: 0, max: 4 }), black: fc.integer({ min: 0, max: 4 }), green: fc.integer({ min: 0, max: 2 }) })
const objective = fc.constantFrom<CombatObjective>('maxDestroyed', 'maxDamage', 'destroyUnit')

function primary(r: ReturnType<typeof exactAttack>, o: CombatObjective): number {
  return o === 'maxDamage' ? r.expectedDamage : o === 'destroyUnit' ? r.pTargetDestroyed! : r.expectedDestroyed
}

describe('properties (fast-check)', () => {
  it('one more die of any colour never lowers what the attacker optimises (expected destroyed, expected damage or P(target))', () => {
    fc.assert(
      fc.property(pool, defenders, fc.integer({ min: 0, max: 2 }), fc.constantFrom<DieColour>('red', 'black', 'green'), objective, (dice, defs, rerolls, extra, o) => {
        const spec = { dice, rerolls, defenders: defs, objective: o, target: 0 }
        const before = exactAttack(spec, table)
        const after = exactAttack({ ...spec, dice: { ...dice, [extra]: dice[extra] + 1 } }, table)
        expect(primary(after, o)).toBeGreaterThanOrEqual(primary(before, o) - EPS)
      }),
      { numRuns: 150 },
    )
  })

  it('one more reroll never lowers what the attacker optimises', () => {
    fc.assert(
      fc.property(pool, defenders, fc.integer({ min: 0, max: 3 }), objective, (dice, defs, rerolls, o) => {
        const spec = { dice, rerolls, defenders: defs, objective: o, target: defs.length - 1 }
        expect(primary(exactAttack({ ...spec, rerolls: rerolls + 1 }, table), o)).toBeGreaterThanOrEqual(primary(exactAttack(spec, table), o) - EPS)
      }),
      { numRuns: 150 },
    )
  })

  it('distributions sum to 1 and per-unit chances add up to the expected number destroyed', () => {
    fc.assert(
      fc.property(pool, defenders, fc.integer({ min: 0, max: 3 }), objective, (dice, defs, rerolls, o) => {
        const r = exactAttack({ dice, rerolls, defenders: defs, objective: o, target: 0 }, table)
        const sum = (a: number[]) => a.reduce((s, p) => s + p, 0)
        expect(Math.abs(sum(r.destroyed) - 1)).toBeLessThan(EPS)
        expect(Math.abs(sum(r.damage) - 1)).toBeLessThan(EPS)
        expect(Math.abs(sum(r.pUnitDestroyed) - r.expectedDestroyed)).toBeLessThan(EPS)
        for (const p of [...r.destroyed, ...r.pUnitDestroyed]) expect(p >= 0 && p <= 1).toBe(true)
      }),
      { numRuns: 150 },
    )
  })
})

// A tiny seeded PRNG for the cross-check (mulberry32), independent of the app's.
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

function faceList(colour: DieColour): Face[] {
  return FACES.flatMap((f) => new Array<Face>(table.faces[colour][f]).fill(f))
}

function category(colour: DieColour, face: Face): 'hit' | 'direct' | 'none' {
  const e = table.combatEffects[face]
  return e === 'damageAnyUnit' ? 'direct' : e === 'damageMatchingColour' && colour !== 'green' ? 'hit' : 'none'
}

describe('Monte Carlo cross-check (seeded)', () => {
  it('100,000 simulated attacks with rerolls agree with the exact odds to within 0.01', () => {
    const defs: DefenderSlot[] = [{ colour: 'red', need: 3 }, { colour: 'red', need: 2 }, { colour: 'black', need: 1 }, { colour: 'black', need: 1 }, { colour: 'red', need: 1 }]
    const dice = { red: 3, black: 3, green: 2 }
    const plan = planAttack({ dice, rerolls: 2, defenders: defs, objective: 'maxDestroyed' }, table)
    const rand = mulberry32(20240607)
    const faces = { red: faceList('red'), black: faceList('black'), green: faceList('green') }
    const roll = (c: DieColour) => category(c, faces[c][Math.floor(rand() * 6)]!)
    const colours: DieColour[] = ['red', 'black', 'green']
    const N = 100_000
    const destroyed = new Array<number>(defs.length + 1).fill(0)
    const perUnit = new Array<number>(defs.length).fill(0)
    for (let i = 0; i < N; i++) {
      const counts: RollCounts = { red: { hit: 0, direct: 0, none: 0 }, black: { hit: 0, direct: 0, none: 0 }, green: { hit: 0, direct: 0, none: 0 } }
      for (const c of colours) for (let k = 0; k < dice[c]; k++) counts[c][roll(c)]++
      const m = plan.chooseRerolls(counts)
      for (const c of colours) {
        // Reroll nothing-faces first, then hits, as the plan intends.
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
    destroyed.forEach((n, k) => expect(Math.abs(n / N - plan.odds.destroyed[k]!)).toBeLessThan(0.01))
    perUnit.forEach((n, u) => expect(Math.abs(n / N - plan.odds.pUnitDestroyed[u]!)).toBeLessThan(0.01))
  })
})

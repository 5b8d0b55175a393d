import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DefenderSlot } from '../../../../src-shared/games/rebellion/odds/combat-allocation'
import {
  exactAttack,
  planAttack,
  type CombatObjective,
} from '../../../../src-shared/games/rebellion/odds/combat-engine'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import type { DieColour } from '../../../../src-shared/games/rebellion/units'
import { simulateAttack } from './combat-monte-carlo'

const table = diceTable()
const EPS = 1e-9

const slot = fc.option(
  fc.record({ colour: fc.constantFrom<'red' | 'black'>('red', 'black'), need: fc.integer({ min: 1, max: 4 }) }),
  { freq: 8 },
)
const defenders = fc.array(slot, { minLength: 1, maxLength: 6 })
const pool = fc.record({
  red: fc.integer({ min: 0, max: 4 }),
  black: fc.integer({ min: 0, max: 4 }),
  green: fc.integer({ min: 0, max: 2 }),
})
const objective = fc.constantFrom<CombatObjective>('maxDestroyed', 'maxDamage', 'destroyUnit')

function primary(r: ReturnType<typeof exactAttack>, o: CombatObjective): number {
  return o === 'maxDamage' ? r.expectedDamage : o === 'destroyUnit' ? r.pTargetDestroyed! : r.expectedDestroyed
}

describe('properties (fast-check)', () => {
  it('one more die of any colour never lowers what the attacker optimises (expected destroyed, expected damage or P(target))', () => {
    fc.assert(
      fc.property(
        pool,
        defenders,
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom<DieColour>('red', 'black', 'green'),
        objective,
        (dice, defs, rerolls, extra, o) => {
          const spec = { dice, rerolls, defenders: defs, objective: o, target: 0 }
          const before = exactAttack(spec, table)
          const after = exactAttack({ ...spec, dice: { ...dice, [extra]: dice[extra] + 1 } }, table)
          expect(primary(after, o)).toBeGreaterThanOrEqual(primary(before, o) - EPS)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('one more reroll never lowers what the attacker optimises', () => {
    fc.assert(
      fc.property(pool, defenders, fc.integer({ min: 0, max: 3 }), objective, (dice, defs, rerolls, o) => {
        const spec = { dice, rerolls, defenders: defs, objective: o, target: defs.length - 1 }
        expect(primary(exactAttack({ ...spec, rerolls: rerolls + 1 }, table), o)).toBeGreaterThanOrEqual(
          primary(exactAttack(spec, table), o) - EPS,
        )
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

describe('Monte Carlo cross-check (seeded)', () => {
  it('100,000 simulated attacks with rerolls agree with the exact odds to within 0.01', () => {
    const defs: DefenderSlot[] = [
      { colour: 'red', need: 3 },
      { colour: 'red', need: 2 },
      { colour: 'black', need: 1 },
      { colour: 'black', need: 1 },
      { colour: 'red', need: 1 },
    ]
    const dice = { red: 3, black: 3, green: 2 }
    const plan = planAttack({ dice, rerolls: 2, defenders: defs, objective: 'maxDestroyed' }, table)
    const { destroyed, perUnit } = simulateAttack(plan, dice, table, defs.length, 100_000, 20240607)
    destroyed.forEach((p, k) => expect(Math.abs(p - plan.odds.destroyed[k]!)).toBeLessThan(0.01))
    perUnit.forEach((p, u) => expect(Math.abs(p - plan.odds.pUnitDestroyed[u]!)).toBeLessThan(0.01))
  })
})

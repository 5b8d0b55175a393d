import { describe, expect, it } from 'vitest'
import { allocationSolver, type DefenderSlot } from '../../../../src-shared/games/rebellion/odds/combat-allocation'
import {
  exactAttack,
  type CombatObjective,
  type ExactAttack,
} from '../../../../src-shared/games/rebellion/odds/combat-engine'
import { BLACK_DIE_ALTERNATIVE, diceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import { bruteAllocate, bruteAttack } from './combat-brute-force'

const table = diceTable()
const red = (need: number): DefenderSlot => ({ colour: 'red', need })
const black = (need: number): DefenderSlot => ({ colour: 'black', need })
const dice = (r: number, b: number, g = 0) => ({ red: r, black: b, green: g })

function expectClose(actual: ExactAttack, expected: ExactAttack, tol = 1e-12): void {
  const pad = (a: number[], n: number) => [...a, ...new Array<number>(Math.max(0, n - a.length)).fill(0)]
  const check = (a: number[], b: number[]) => {
    const n = Math.max(a.length, b.length)
    pad(a, n).forEach((x, i) => expect(Math.abs(x - pad(b, n)[i]!)).toBeLessThan(tol))
  }
  check(actual.destroyed, expected.destroyed)
  check(actual.damage, expected.damage)
  check(actual.pUnitDestroyed, expected.pUnitDestroyed)
  expect(Math.abs(actual.expectedDestroyed - expected.expectedDestroyed)).toBeLessThan(tol)
  expect(Math.abs(actual.expectedDamage - expected.expectedDamage)).toBeLessThan(tol)
  if (expected.pTargetDestroyed === null) expect(actual.pTargetDestroyed).toBeNull()
  else expect(Math.abs(actual.pTargetDestroyed! - expected.pTargetDestroyed)).toBeLessThan(tol)
}

describe('exact known values', () => {
  it('1 red die against a 1-health red unit destroys it half the time (2 hits + 1 direct hit of 6)', () => {
    const r = exactAttack({ dice: dice(1, 0), rerolls: 0, defenders: [red(1)], objective: 'maxDestroyed' }, table)
    expect(r.destroyed).toEqual([0.5, 0.5])
    expect(r.pUnitDestroyed).toEqual([0.5])
    expect(r.expectedDamage).toBe(0.5)
  })

  it('2 black dice against two 1-health black units: 1/4 none, 1/2 one, 1/4 both; the first listed goes first', () => {
    const r = exactAttack(
      { dice: dice(0, 2), rerolls: 0, defenders: [black(1), black(1)], objective: 'maxDestroyed' },
      table,
    )
    expect(r.destroyed).toEqual([0.25, 0.5, 0.25])
    expect(r.expectedDestroyed).toBe(1)
    expect(r.pUnitDestroyed).toEqual([0.75, 0.25])
  })

  it('a red die only hurts a black unit with its direct hit (1/6)', () => {
    const r = exactAttack({ dice: dice(1, 0), rerolls: 0, defenders: [black(1)], objective: 'maxDestroyed' }, table)
    expect(r.pUnitDestroyed[0]).toBeCloseTo(1 / 6, 15)
  })

  it('one reroll of a missed red die: 1/2 + 1/2 x 1/2 = 3/4', () => {
    const r = exactAttack({ dice: dice(1, 0), rerolls: 1, defenders: [red(1)], objective: 'maxDestroyed' }, table)
    expect(r.pUnitDestroyed[0]).toBeCloseTo(0.75, 15)
  })

  it('a green die only deals direct hits: 1/3 against anything', () => {
    const r = exactAttack({ dice: dice(0, 0, 1), rerolls: 0, defenders: [red(1)], objective: 'maxDestroyed' }, table)
    expect(r.pUnitDestroyed[0]).toBeCloseTo(1 / 3, 15)
  })

  it('the Death Star (no health) is never destroyed and takes no damage', () => {
    const r = exactAttack(
      { dice: dice(5, 5, 3), rerolls: 3, defenders: [null, black(1)], objective: 'maxDestroyed' },
      table,
    )
    expect(r.pUnitDestroyed[0]).toBe(0)
    expect(r.damage.length).toBe(2)
  })

  it('no dice: nothing is destroyed', () => {
    const r = exactAttack(
      { dice: dice(0, 0), rerolls: 3, defenders: [red(2), black(1)], objective: 'maxDestroyed' },
      table,
    )
    expect(r.destroyed).toEqual([1, 0, 0])
  })

  it('the black-die correction (3 hits, no direct hit) changes the odds against a red unit to 0', () => {
    const corrected = diceTable({ 'rebellion.dice.black': BLACK_DIE_ALTERNATIVE })
    const r = exactAttack({ dice: dice(0, 3), rerolls: 0, defenders: [red(1)], objective: 'maxDestroyed' }, corrected)
    expect(r.pUnitDestroyed[0]).toBe(0)
  })
})

describe('allocation', () => {
  it('destroys the bigger unit when either is possible (3 red hits: the 3-health unit, not the 1-health one)', () => {
    const a = allocationSolver([red(1), red(3)])(3, 0, 0)
    expect(a.destroyedUnits).toEqual([1])
    expect(a.damage).toBe(3)
  })

  it('uses direct hits where coloured hits cannot reach', () => {
    const a = allocationSolver([red(2), black(1), black(1)])(2, 0, 2)
    expect(a.destroyed).toBe(3)
  })

  it('for a chosen unit, destroys it when possible even at the cost of others', () => {
    const a = allocationSolver([black(1), black(1), red(2)], 2)(0, 2, 2)
    expect(a.destroyedUnits).toEqual([0, 1, 2])
    const b = allocationSolver([black(1), black(1), red(2)], 2)(0, 2, 1)
    expect(b.destroyedUnits).toEqual([0, 1])
    const c = allocationSolver([black(1), black(1), black(1), red(2)], 3)(0, 2, 2)
    expect(c.destroyedUnits).toEqual([0, 1, 3])
    expect(c.targetDestroyed).toBe(true)
  })

  it('matches exhaustive assignment, and the chosen set always deals the most damage possible', () => {
    const defenders = [red(2), black(1), red(1), black(2), null]
    for (let rH = 0; rH <= 3; rH++) {
      for (let bH = 0; bH <= 3; bH++) {
        for (let d = 0; d <= 3; d++) {
          const effects = [
            ...new Array(rH).fill('hitRed'),
            ...new Array(bH).fill('hitBlack'),
            ...new Array(d).fill('direct'),
          ]
          for (const target of [null, 0, 1, 3]) {
            const brute = bruteAllocate(effects, defenders, target)
            const a = allocationSolver(defenders, target)(rH, bH, d)
            expect(a.destroyedUnits).toEqual(brute.destroyed)
            expect(a.damage).toBe(brute.maxDamage)
            expect(brute.damage).toBe(brute.maxDamage)
          }
        }
      }
    }
  })
})

describe('engine against brute-force enumeration of every face sequence (to 1e-12)', () => {
  const cases: {
    name: string
    dice: ReturnType<typeof dice>
    rerolls: number
    defenders: (DefenderSlot | null)[]
    objective: CombatObjective
    target?: number
  }[] = [
    {
      name: '2 red + 1 black vs mixed',
      dice: dice(2, 1),
      rerolls: 0,
      defenders: [red(2), black(1)],
      objective: 'maxDestroyed',
    },
    {
      name: '1 red + 1 black + 1 green, 1 reroll',
      dice: dice(1, 1, 1),
      rerolls: 1,
      defenders: [red(1), black(1), red(2)],
      objective: 'maxDestroyed',
    },
    {
      name: '2 red + 1 black, 2 rerolls, most damage',
      dice: dice(2, 1),
      rerolls: 2,
      defenders: [red(3), black(1)],
      objective: 'maxDamage',
    },
    {
      name: '2 black + 1 green, 2 rerolls, destroy the red unit',
      dice: dice(0, 2, 1),
      rerolls: 2,
      defenders: [black(1), red(2), black(1)],
      objective: 'destroyUnit',
      target: 1,
    },
    {
      name: '1 red + 2 black, 1 reroll, destroy the second black',
      dice: dice(1, 2),
      rerolls: 1,
      defenders: [black(1), black(1), red(1)],
      objective: 'destroyUnit',
      target: 1,
    },
    {
      name: '3 red, 3 rerolls, with an undamageable unit',
      dice: dice(3, 0),
      rerolls: 3,
      defenders: [null, red(2), black(1)],
      objective: 'maxDestroyed',
    },
    {
      name: '2 red + 2 black, 2 rerolls',
      dice: dice(2, 2),
      rerolls: 2,
      defenders: [black(1), red(2), red(1)],
      objective: 'maxDestroyed',
    },
  ]
  for (const c of cases) {
    it(c.name, () => {
      const spec = {
        dice: c.dice,
        rerolls: c.rerolls,
        defenders: c.defenders,
        objective: c.objective,
        ...(c.target !== undefined ? { target: c.target } : {}),
      }
      expectClose(
        exactAttack(spec, table),
        bruteAttack(c.dice, c.rerolls, c.defenders, c.objective, table, c.target ?? null),
      )
    })
  }

  it('with a corrected black die and corrected green faces', () => {
    const t = diceTable({
      'rebellion.dice.black': BLACK_DIE_ALTERNATIVE,
      'rebellion.dice.green': { hit: 1, directHit: 1, special: 1, blank: 3 },
    })
    const defenders = [red(1), black(2)]
    expectClose(
      exactAttack({ dice: dice(1, 2, 1), rerolls: 2, defenders, objective: 'maxDestroyed' }, t),
      bruteAttack(dice(1, 2, 1), 2, defenders, 'maxDestroyed', t),
    )
  })
})

describe('distributions are proper', () => {
  it('sum to 1 and give the expected values, in the worst realistic case', () => {
    const defenders = [
      red(4),
      red(4),
      red(2),
      red(2),
      red(2),
      red(3),
      black(1),
      black(1),
      black(1),
      black(1),
      black(1),
      black(1),
    ]
    for (const objective of ['maxDestroyed', 'maxDamage', 'destroyUnit'] as const) {
      const r = exactAttack({ dice: dice(5, 5, 3), rerolls: 3, defenders, objective, target: 0 }, table)
      const sum = (a: number[]) => a.reduce((s, p) => s + p, 0)
      expect(Math.abs(sum(r.destroyed) - 1)).toBeLessThan(1e-9)
      expect(Math.abs(sum(r.damage) - 1)).toBeLessThan(1e-9)
      expect(Math.abs(sum(r.pUnitDestroyed) - r.expectedDestroyed)).toBeLessThan(1e-9)
      expect(r.destroyed.every((p) => p >= 0 && Number.isFinite(p))).toBe(true)
    }
  })

  it('each objective is best at what it optimises', () => {
    const defenders = [red(4), black(1), black(1), red(2)]
    const spec = { dice: dice(3, 2, 1), rerolls: 2, defenders }
    const most = exactAttack({ ...spec, objective: 'maxDestroyed' }, table)
    const damage = exactAttack({ ...spec, objective: 'maxDamage' }, table)
    const target = exactAttack({ ...spec, objective: 'destroyUnit', target: 0 }, table)
    expect(most.expectedDestroyed).toBeGreaterThanOrEqual(damage.expectedDestroyed - 1e-12)
    expect(most.expectedDestroyed).toBeGreaterThanOrEqual(target.expectedDestroyed - 1e-12)
    expect(damage.expectedDamage).toBeGreaterThanOrEqual(most.expectedDamage - 1e-12)
    expect(target.pTargetDestroyed!).toBeGreaterThan(most.pUnitDestroyed[0]!)
  })
})

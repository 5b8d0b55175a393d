import { describe, expect, it } from 'vitest'
import { attackOdds, roundOdds, type AttackInput } from '../../../../src-shared/games/rebellion/odds/combat'
import { BLACK_DIE_ALTERNATIVE, diceTable } from '../../../../src-shared/games/rebellion/odds/dice'

const table = diceTable()

function value<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`expected a result, got ${r.error.code}: ${r.error.message}`)
  return r.value
}

function errorCode(r: { ok: boolean; error?: { code: string } }): string | undefined {
  return r.ok ? undefined : r.error!.code
}

describe('attack odds from units', () => {
  it('an X-wing against a TIE Fighter: one black die against 1 black health, 1/2', () => {
    const r = value(
      attackOdds(
        { theatre: 'space', attackers: [{ unitId: 'x-wing' }], rerolls: 0, defenders: [{ unitId: 'tie-fighter' }] },
        table,
      ),
    )
    expect(r.dice).toEqual({ red: 0, black: 1, green: 0 })
    expect(r.destroyed).toEqual([0.5, 0.5])
    expect(r.defenders[0]).toMatchObject({
      index: 0,
      unitId: 'tie-fighter',
      name: 'TIE Fighter',
      damageTaken: 0,
      pDestroyed: 0.5,
    })
    expect(r.capped).toBe(false)
  })

  it('three Star Destroyers give 6 red dice: the attack rolls 5 and says so', () => {
    const r = value(
      attackOdds(
        {
          theatre: 'space',
          attackers: [{ unitId: 'star-destroyer', count: 3 }],
          rerolls: 0,
          defenders: [{ unitId: 'x-wing' }],
        },
        table,
      ),
    )
    expect(r.poolFromUnits).toEqual({ red: 6, black: 3, green: 0 })
    expect(r.dice).toEqual({ red: 5, black: 3, green: 0 })
    expect(r.capped).toBe(true)
    expect(r.cappedNote).toContain('5 red')
  })

  it('damage already taken lowers the health left: a Star Destroyer with 3 damage falls to one red hit', () => {
    const r = value(
      attackOdds(
        {
          theatre: 'space',
          attackers: [{ unitId: 'y-wing' }],
          rerolls: 0,
          defenders: [{ unitId: 'star-destroyer', damage: 3 }],
        },
        table,
      ),
    )
    expect(r.defenders[0]!.pDestroyed).toBeCloseTo(0.5, 15)
  })

  it('counts expand to one result per figure, and a chosen target is reported', () => {
    const r = value(
      attackOdds(
        {
          theatre: 'ground',
          attackers: [{ unitId: 'at-at', count: 2 }],
          rerolls: 2,
          defenders: [{ unitId: 'rebel-trooper', count: 2 }, { unitId: 'shield-generator' }],
          objective: 'destroyUnit',
          target: 2,
        },
        table,
      ),
    )
    expect(r.defenders.map((d) => d.unitId)).toEqual(['rebel-trooper', 'rebel-trooper', 'shield-generator'])
    expect(r.pTargetDestroyed).toBe(r.defenders[2]!.pDestroyed)
    expect(r.pTargetDestroyed!).toBeGreaterThan(0)
  })

  it('fewer dice than the units give (a tactic card removed some) is allowed', () => {
    const r = value(
      attackOdds(
        {
          theatre: 'space',
          attackers: [{ unitId: 'star-destroyer' }],
          dice: { red: 1 },
          rerolls: 0,
          defenders: [{ unitId: 'rebel-transport' }],
        },
        table,
      ),
    )
    expect(r.dice).toEqual({ red: 1, black: 1, green: 0 })
  })

  it('lists the facts it used, with the black die flagged for verification until corrected', () => {
    const input: AttackInput = {
      theatre: 'space',
      attackers: [{ unitId: 'tie-fighter', count: 2 }],
      rerolls: 0,
      defenders: [{ unitId: 'mon-calamari-cruiser' }],
    }
    const r = value(attackOdds(input, table))
    expect(r.facts.find((f) => f.key === 'rebellion.dice.black')?.verify).toBe(true)
    expect(r.facts.some((f) => f.key === 'rebellion.unit.tie-fighter')).toBe(true)
    const corrected = value(attackOdds(input, diceTable({ 'rebellion.dice.black': BLACK_DIE_ALTERNATIVE })))
    expect(corrected.facts.find((f) => f.key === 'rebellion.dice.black')).toMatchObject({
      corrected: true,
      verify: false,
    })
    // No direct hits on a corrected black die: two TIEs cannot hurt a red-health cruiser.
    expect(corrected.expectedDamage).toBe(0)
    expect(r.expectedDamage).toBeCloseTo(2 / 6, 15)
  })

  it('a corrected unit changes the pool', () => {
    const tie = {
      id: 'tie-fighter',
      name: 'TIE Fighter',
      faction: 'empire',
      theatre: 'space',
      attack: { red: 0, black: 2, green: 0 },
      health: { colour: 'black', value: 1 },
      structure: false,
      transport: 0,
      supply: 24,
      set: 'base',
    }
    const r = value(
      attackOdds(
        { theatre: 'space', attackers: [{ unitId: 'tie-fighter' }], rerolls: 0, defenders: [{ unitId: 'x-wing' }] },
        table,
        { 'rebellion.unit.tie-fighter': tie },
      ),
    )
    expect(r.dice.black).toBe(2)
  })
})

describe('validation: typed errors, never NaN', () => {
  const base: AttackInput = {
    theatre: 'space',
    attackers: [{ unitId: 'x-wing' }],
    rerolls: 0,
    defenders: [{ unitId: 'tie-fighter' }],
  }
  const cases: [string, AttackInput, string][] = [
    ['negative count', { ...base, attackers: [{ unitId: 'x-wing', count: -1 }] }, 'invalidNumber'],
    ['fractional count', { ...base, defenders: [{ unitId: 'tie-fighter', count: 1.5 }] }, 'invalidNumber'],
    ['negative rerolls', { ...base, rerolls: -1 }, 'invalidNumber'],
    ['NaN rerolls', { ...base, rerolls: Number.NaN }, 'invalidNumber'],
    ['unknown unit', { ...base, attackers: [{ unitId: 'millennium-falcon' }] }, 'unknownUnit'],
    ['ground unit in space', { ...base, defenders: [{ unitId: 'stormtrooper' }] }, 'unitNotInTheatre'],
    ['same faction on both sides', { ...base, defenders: [{ unitId: 'y-wing' }] }, 'mixedFactions'],
    ['mixed attackers', { ...base, attackers: [{ unitId: 'x-wing' }, { unitId: 'tie-fighter' }] }, 'mixedFactions'],
    ['more dice than units give', { ...base, dice: { black: 2 } }, 'moreDiceThanUnitsGive'],
    ['dice of a colour the units lack', { ...base, dice: { red: 1 } }, 'moreDiceThanUnitsGive'],
    [
      'damage that would already have destroyed the unit',
      { ...base, attackers: [{ unitId: 'tie-fighter' }], defenders: [{ unitId: 'corellian-corvette', damage: 2 }] },
      'unitAlreadyDestroyed',
    ],
    ['damage on the Death Star', { ...base, defenders: [{ unitId: 'death-star', damage: 1 }] }, 'unitAlreadyDestroyed'],
    ['target outside the list', { ...base, objective: 'destroyUnit', target: 1 }, 'noSuchUnit'],
    ['target missing', { ...base, objective: 'destroyUnit' }, 'noSuchUnit'],
    ['more than 40 defenders', { ...base, defenders: [{ unitId: 'tie-fighter', count: 41 }] }, 'tooManyUnits'],
  ]
  for (const [name, input, code] of cases) {
    it(name, () => {
      const r = attackOdds(input, table)
      expect(errorCode(r)).toBe(code)
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10)
    })
  }
})

describe('a full round: both sides roll, then damage is applied', () => {
  it('X-wing against TIE Fighter: each survives with 1/2, independently', () => {
    const r = value(
      roundOdds(
        {
          theatre: 'space',
          attacker: { units: [{ unitId: 'x-wing' }], rerolls: 0 },
          defender: { units: [{ unitId: 'tie-fighter' }], rerolls: 0 },
        },
        table,
      ),
    )
    expect(r.attackerSurvivors).toEqual([0.5, 0.5])
    expect(r.defenderSurvivors).toEqual([0.5, 0.5])
  })

  it('a side with no dice still loses units; survivors count the Death Star, which cannot be destroyed', () => {
    const r = value(
      roundOdds(
        {
          theatre: 'space',
          attacker: { units: [{ unitId: 'death-star' }, { unitId: 'tie-fighter' }], rerolls: 0 },
          defender: { units: [{ unitId: 'x-wing', count: 2 }], rerolls: 1 },
        },
        table,
      ),
    )
    expect(r.attackerSurvivors[0]).toBe(0)
    expect(r.attackerSurvivors[1]! + r.attackerSurvivors[2]!).toBeCloseTo(1, 12)
    // Two X-wings, one reroll, against one TIE: P(TIE destroyed) = 1 − P(both dice and the reroll miss) = 1 − 1/8.
    expect(r.attackerSurvivors[1]).toBeCloseTo(7 / 8, 15)
  })

  it('reports which side an error belongs to', () => {
    const r = roundOdds(
      {
        theatre: 'ground',
        attacker: { units: [{ unitId: 'stormtrooper' }], rerolls: 0 },
        defender: { units: [{ unitId: 'x-wing' }], rerolls: 0 },
      },
      table,
    )
    expect(errorCode(r)).toBe('unitNotInTheatre')
    if (!r.ok) expect(r.error.message).toMatch(/^Attacker: /)
  })
})

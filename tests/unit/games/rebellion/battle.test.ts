// Whole-battle odds, checked against a brute-force recursion on small battles and a seeded Monte
// Carlo on a big one. Rule readings are cited in src-shared/games/rebellion/odds/battle.ts.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { battleOdds, type BattleInput } from '../../../../src-shared/games/rebellion/odds/battle'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import { bruteBattle, simulateBattle } from './battle-reference'

const table = diceTable()
const none = { space: 0, ground: 0 }

function odds(input: BattleInput) {
  const r = battleOdds(input, table)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('whole-battle odds', () => {
  // RotE sheet, "Resolve damage after both players have attacked": both roll against the units of
  // the round's start, so two units can destroy each other in the same round.
  it('1 X-wing against 1 TIE Fighter: each third exactly (mutual destruction included)', () => {
    const r = odds({
      attacker: { units: [{ unitId: 'tie-fighter' }], tactics: none },
      defender: { units: [{ unitId: 'x-wing' }], tactics: none },
    })
    expect(r.outcomes.attackerHolds).toBeCloseTo(1 / 3, 12)
    expect(r.outcomes.defenderHolds).toBeCloseTo(1 / 3, 12)
    expect(r.outcomes.bothDestroyed).toBeCloseTo(1 / 3, 12)
    expect(r.expectedRounds).toBeCloseTo(4 / 3, 10)
  })

  // Rerolls: once per round, up to the leader's tactic value; the stated policy rerolls a die that
  // did nothing usable. One reroll lifts a TIE's chance to destroy the X-wing from 1/2 to 3/4.
  it('a reroll per round: 3/7, 1/7 and 3/7 exactly', () => {
    const r = odds({
      attacker: { units: [{ unitId: 'tie-fighter' }], tactics: { space: 1, ground: 0 } },
      defender: { units: [{ unitId: 'x-wing' }], tactics: none },
    })
    expect(r.outcomes.attackerHolds).toBeCloseTo(3 / 7, 10)
    expect(r.outcomes.defenderHolds).toBeCloseTo(1 / 7, 10)
    expect(r.outcomes.bothDestroyed).toBeCloseTo(3 / 7, 10)
  })

  // Damage markers stay from round to round: an AT-ST (2 red health) hit by one direct hit is
  // destroyed by the next one.
  it('carries damage between rounds: AT-ST against 2 Rebel Troopers', () => {
    const fresh = odds({
      attacker: { units: [{ unitId: 'at-st' }], tactics: none },
      defender: { units: [{ unitId: 'rebel-trooper', count: 2 }], tactics: none },
    })
    const hurt = odds({
      attacker: { units: [{ unitId: 'at-st', damage: 1 }], tactics: none },
      defender: { units: [{ unitId: 'rebel-trooper', count: 2 }], tactics: none },
    })
    // Troopers roll black dice: only direct hits (1 in 6) hurt the red-health AT-ST.
    expect(hurt.pDefenderWins).toBeGreaterThan(fresh.pDefenderWins + 0.05)
    const sum = (o: typeof fresh.outcomes) => Object.values(o).reduce((a, b) => a + b, 0)
    expect(sum(fresh.outcomes) + fresh.unresolved).toBeCloseTo(1, 9)
  })

  const small: [string, BattleInput][] = [
    [
      '3 TIE Fighters against 2 X-wings',
      {
        attacker: { units: [{ unitId: 'tie-fighter', count: 3 }], tactics: none },
        defender: { units: [{ unitId: 'x-wing', count: 2 }], tactics: none },
      },
    ],
    [
      'both theatres: 2 TIEs and 2 Stormtroopers against 2 Y-wings and 2 Rebel Troopers',
      {
        attacker: {
          units: [
            { unitId: 'tie-fighter', count: 2 },
            { unitId: 'stormtrooper', count: 2 },
          ],
          tactics: none,
        },
        defender: {
          units: [
            { unitId: 'y-wing', count: 2 },
            { unitId: 'rebel-trooper', count: 2 },
          ],
          tactics: none,
        },
      },
    ],
    [
      'the Rebels retreat once 2 or fewer units are left',
      {
        attacker: {
          units: [
            { unitId: 'tie-fighter', count: 2 },
            { unitId: 'stormtrooper', count: 3 },
          ],
          tactics: none,
        },
        defender: {
          units: [
            { unitId: 'x-wing', count: 2 },
            { unitId: 'rebel-trooper', count: 2 },
          ],
          tactics: none,
          retreatAt: 2,
          hasLeader: true,
        },
      },
    ],
  ]
  for (const [name, input] of small)
    it(`matches the brute force (every face of every die): ${name}`, () => {
      const r = odds(input)
      const b = bruteBattle(input, table)
      expect(r.outcomes.attackerHolds).toBeCloseTo(b.attackerHolds, 10)
      expect(r.outcomes.defenderHolds).toBeCloseTo(b.defenderHolds, 10)
      expect(r.outcomes.bothDestroyed).toBeCloseTo(b.bothDestroyed, 10)
      expect(r.outcomes.defenderRetreats).toBeCloseTo(b.defenderRetreats, 10)
    })

  it('without a leader nobody retreats, and the Empire never retreats with the Death Star', () => {
    const input = small[2]![1]
    const noLeader = odds({ ...input, defender: { ...input.defender, hasLeader: false } })
    expect(noLeader.outcomes.defenderRetreats).toBe(0)
    expect(noLeader.noRetreat.defender).toBe('no leader in the battle (a player cannot retreat without one)')
    const ds = odds({
      attacker: {
        units: [{ unitId: 'death-star' }, { unitId: 'tie-fighter' }],
        tactics: none,
        hasLeader: true,
        retreatAt: 5,
      },
      defender: { units: [{ unitId: 'x-wing', count: 2 }], tactics: none },
    })
    expect(ds.outcomes.attackerRetreats).toBe(0)
    expect(ds.noRetreat.attacker).toBe('a Death Star is in the system (the Empire cannot retreat then)')
  })

  it('lonely structures are destroyed at the end of a ground round their owner rolled no dice in', () => {
    const r = odds({
      attacker: { units: [{ unitId: 'stormtrooper' }], tactics: none },
      defender: { units: [{ unitId: 'shield-generator' }], tactics: none },
    })
    expect(r.outcomes.attackerHolds).toBe(1)
    expect(r.expectedRounds).toBe(1)
  })

  it('flags the low-confidence unit value it used (the Golan Arms Turret’s theatre)', () => {
    const r = odds({
      attacker: { units: [{ unitId: 'stormtrooper', count: 2 }], tactics: none },
      defender: { units: [{ unitId: 'golan-arms-turret' }], tactics: none },
    })
    const turret = r.facts.find((f) => f.key === 'rebellion.unit.golan-arms-turret')!
    expect([turret.confidence, turret.verify]).toEqual(['low', true])
    // Only the facts this battle used: the dice rolled (black, green), never the mission facts.
    expect(r.facts.map((f) => f.key).sort()).toEqual([
      'rebellion.dice.black',
      'rebellion.dice.combatCap',
      'rebellion.dice.combatEffects',
      'rebellion.dice.green',
      'rebellion.unit.golan-arms-turret',
      'rebellion.unit.stormtrooper',
    ])
  })

  it('refuses impossible input in words', () => {
    const r = battleOdds(
      {
        attacker: { units: [{ unitId: 'x-wing' }], tactics: none },
        defender: { units: [{ unitId: 'y-wing' }], tactics: none },
      },
      table,
    )
    expect(r).toEqual({
      ok: false,
      error: { code: 'mixedFactions', message: 'attacker and defender belong to the same faction' },
    })
    const dmg = battleOdds(
      {
        attacker: { units: [{ unitId: 'at-at', damage: 3 }], tactics: none },
        defender: { units: [{ unitId: 'rebel-trooper' }], tactics: none },
      },
      table,
    )
    expect(dmg.ok ? '' : dmg.error.message).toBe('Attacker: damage on AT-AT cannot be above 2, got 3')
  })

  it('agrees with a seeded Monte Carlo of 20,000 battles on a big battle with rerolls and a retreat (|Δ| < 0.01)', () => {
    const input: BattleInput = {
      attacker: {
        units: [
          { unitId: 'star-destroyer' },
          { unitId: 'tie-fighter', count: 4 },
          { unitId: 'stormtrooper', count: 3 },
          { unitId: 'at-st' },
        ],
        tactics: { space: 2, ground: 1 },
        hasLeader: true,
        retreatAt: 2,
      },
      defender: {
        units: [
          { unitId: 'mon-calamari-cruiser', damage: 1 },
          { unitId: 'x-wing', count: 2 },
          { unitId: 'y-wing', count: 2 },
          { unitId: 'rebel-trooper', count: 3 },
          { unitId: 'shield-generator' },
        ],
        tactics: { space: 1, ground: 2 },
        hasLeader: true,
        retreatAt: 3,
      },
    }
    const r = odds(input)
    const mc = simulateBattle(input, table, 20_000, 16)
    for (const k of Object.keys(mc) as (keyof typeof mc)[]) expect(Math.abs(r.outcomes[k] - mc[k])).toBeLessThan(0.01)
  })

  it('outcomes and survivor counts each add up to 1; a side without units has lost', () => {
    const kinds = {
      empire: ['tie-fighter', 'star-destroyer', 'stormtrooper', 'at-st', 'assault-carrier'],
      rebels: ['x-wing', 'y-wing', 'corellian-corvette', 'rebel-trooper', 'airspeeder', 'ion-cannon'],
    }
    const side = (ids: string[]) =>
      fc.record({
        units: fc.array(fc.record({ unitId: fc.constantFrom(...ids), count: fc.integer({ min: 1, max: 2 }) }), {
          maxLength: 3,
        }),
        tactics: fc.record({ space: fc.integer({ min: 0, max: 2 }), ground: fc.integer({ min: 0, max: 2 }) }),
        retreatAt: fc.option(fc.integer({ min: 0, max: 3 })),
        hasLeader: fc.boolean(),
      })
    fc.assert(
      fc.property(side(kinds.empire), side(kinds.rebels), (attacker, defender) => {
        const r = odds({ attacker, defender })
        const total = Object.values(r.outcomes).reduce((a, b) => a + b, 0) + r.unresolved
        expect(total).toBeCloseTo(1, 9)
        const done = 1 - r.unresolved
        expect(r.attackerSurvivors.reduce((a, b) => a + b, 0)).toBeCloseTo(done, 9)
        expect(r.defenderSurvivors.reduce((a, b) => a + b, 0)).toBeCloseTo(done, 9)
        if (defender.units.length === 0 && attacker.units.length > 0) expect(r.outcomes.attackerHolds).toBe(1)
        if (attacker.units.length === 0) expect(r.pAttackerWins).toBe(0)
      }),
      { numRuns: 40, seed: 16 },
    )
  })
})

// The fast whole-battle propagation (battle-rounds.ts, #16 speed) against the implementation it
// replaced (battle-rounds-reference.ts, kept verbatim): the same answers on random battles with
// damage, rerolls, retreat thresholds on both sides, structures and both theatres.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { battleOdds, type BattleInput, type BattleOdds } from '../../../../src-shared/games/rebellion/odds/battle'
import { forgetBattleSides } from '../../../../src-shared/games/rebellion/odds/battle-sides'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import { resolveUnit } from '../../../../src-shared/games/rebellion/units'
import { referenceBattleOdds } from './battle-rounds-reference'

const table = diceTable()

function both(input: BattleInput): [BattleOdds, BattleOdds] {
  const fast = battleOdds(input, table)
  const slow = referenceBattleOdds(input, table)
  if (!fast.ok || !slow.ok) throw new Error(`refused: ${JSON.stringify([fast, slow])}`)
  return [fast.value, slow.value]
}

function expectSame(fast: BattleOdds, slow: BattleOdds): void {
  for (const k of Object.keys(slow.outcomes) as (keyof BattleOdds['outcomes'])[])
    expect(Math.abs(fast.outcomes[k] - slow.outcomes[k]), k).toBeLessThan(1e-9)
  expect(Math.abs(fast.pAttackerWins - slow.pAttackerWins)).toBeLessThan(1e-9)
  expect(Math.abs(fast.pDefenderWins - slow.pDefenderWins)).toBeLessThan(1e-9)
  expect(Math.abs(fast.expectedRounds - slow.expectedRounds)).toBeLessThan(1e-9)
  expect(Math.abs(fast.unresolved - slow.unresolved)).toBeLessThan(1e-9)
  for (const [f, s] of [
    [fast.attackerSurvivors, slow.attackerSurvivors],
    [fast.defenderSurvivors, slow.defenderSurvivors],
  ] as const) {
    expect(f.length).toBe(s.length)
    s.forEach((p, k) => expect(Math.abs(f[k]! - p), `P(${k} units left)`).toBeLessThan(1e-9))
  }
  expect(fast.noRetreat).toEqual(slow.noRetreat)
}

// Every unit but the two that roll no dice in space (Rebel Transport, Death Star under
// construction): two of those facing each other can change nothing, and the old propagation
// noticed that a round later or earlier depending on when it first met the state (see below).
const EMPIRE = [
  'tie-fighter',
  'assault-carrier',
  'star-destroyer',
  'super-star-destroyer',
  'death-star',
  'stormtrooper',
  'at-st',
  'at-at',
  'tie-striker',
  'assault-tank',
  'shield-bunker',
  'interdictor',
]
const REBELS = [
  'x-wing',
  'y-wing',
  'corellian-corvette',
  'mon-calamari-cruiser',
  'rebel-trooper',
  'airspeeder',
  'shield-generator',
  'ion-cannon',
  'u-wing',
  'nebulon-b-frigate',
  'rebel-vanguard',
  'golan-arms-turret',
]

const group = (ids: string[]) =>
  fc.constantFrom(...ids).chain((unitId) => {
    const health = resolveUnit(unitId)!.stats.health?.value ?? 1
    return fc.record({
      unitId: fc.constant(unitId),
      count: fc.integer({ min: 1, max: 2 }),
      damage: fc.integer({ min: 0, max: health - 1 }),
    })
  })

const side = (ids: string[]) =>
  fc.record({
    units: fc.array(group(ids), { minLength: 1, maxLength: 3 }),
    tactics: fc.record({ space: fc.integer({ min: 0, max: 2 }), ground: fc.integer({ min: 0, max: 2 }) }),
    retreatAt: fc.option(fc.integer({ min: 0, max: 3 })),
    hasLeader: fc.boolean(),
  })

describe('fast whole-battle odds agree with the round-by-round reference', () => {
  it('on 60 random battles: every ending, survivor count, expected rounds and unresolved mass within 1e-9', () => {
    fc.assert(
      fc.property(side(EMPIRE), side(REBELS), fc.boolean(), (empire, rebels, empireAttacks) => {
        const input = empireAttacks ? { attacker: empire, defender: rebels } : { attacker: rebels, defender: empire }
        const [fast, slow] = both(input)
        expectSame(fast, slow)
      }),
      { numRuns: 60, seed: 1616 },
    )
  })

  it('on a battle across both theatres with retreats on both sides and damaged capital ships', () => {
    const [fast, slow] = both({
      attacker: {
        units: [
          { unitId: 'star-destroyer', damage: 2 },
          { unitId: 'tie-fighter', count: 3 },
          { unitId: 'at-at' },
          { unitId: 'stormtrooper', count: 2 },
        ],
        tactics: { space: 2, ground: 1 },
        hasLeader: true,
        retreatAt: 2,
      },
      defender: {
        units: [
          { unitId: 'mon-calamari-cruiser', damage: 1 },
          { unitId: 'x-wing', count: 2 },
          { unitId: 'rebel-trooper', count: 3 },
          { unitId: 'shield-generator' },
        ],
        tactics: { space: 1, ground: 2 },
        hasLeader: true,
        retreatAt: 3,
      },
    })
    expectSame(fast, slow)
    expect(fast.outcomes.attackerRetreats).toBeGreaterThan(0.01)
    expect(fast.outcomes.defenderRetreats).toBeGreaterThan(0.01)
  })

  // Two units that roll no dice: nothing can ever change. Both versions fight the first round (the
  // units are there, so combat starts) and then call it a standoff. Later in a battle the fast
  // version settles such a state as soon as it is reached; the old one sometimes played one more
  // empty round first, depending on the order it met states in.
  it('a theatre where nothing can change: one round, then a standoff', () => {
    const [fast, slow] = both({
      attacker: { units: [{ unitId: 'death-star-under-construction' }], tactics: { space: 0, ground: 0 } },
      defender: { units: [{ unitId: 'rebel-transport' }], tactics: { space: 0, ground: 0 } },
    })
    expectSame(fast, slow)
    expect(fast.outcomes.standoff).toBe(1)
    expect(fast.expectedRounds).toBe(1)
  })

  // Side states and attack outcomes are kept between calls (same units and dice): asking again with
  // another retreat threshold must give exactly what a first question gives.
  it('a battle asked again with another threshold gives what it gives from nothing', () => {
    const input = (retreatAt: number): BattleInput => ({
      attacker: {
        units: [
          { unitId: 'tie-fighter', count: 3 },
          { unitId: 'stormtrooper', count: 2 },
        ],
        tactics: { space: 1, ground: 0 },
      },
      defender: {
        units: [
          { unitId: 'x-wing', count: 2 },
          { unitId: 'rebel-trooper', count: 2 },
        ],
        tactics: { space: 0, ground: 1 },
        hasLeader: true,
        retreatAt,
      },
    })
    forgetBattleSides()
    const first = battleOdds(input(1), table)
    const again = battleOdds(input(2), table)
    forgetBattleSides()
    const fresh = battleOdds(input(2), table)
    expect(again).toEqual(fresh)
    expect(again).not.toEqual(first)
  })
})

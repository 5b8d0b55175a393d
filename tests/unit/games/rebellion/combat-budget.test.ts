import { describe, expect, it } from 'vitest'
import {
  attackOdds,
  EXACT_WORK_BUDGET,
  exactWork,
  type AttackInput,
} from '../../../../src-shared/games/rebellion/odds/combat'
import { diceTable, MAX_COMBAT_CAP_PER_COLOUR } from '../../../../src-shared/games/rebellion/odds/dice'

describe('the exact engine’s budget', () => {
  it('counts first rolls × reroll choices', () => {
    // 5 red: 21 ways to split into hit / direct / nothing; 5 black: 21; 3 green: 10.
    // Reroll choices with 13 rerolls: every (r ≤ 5, b ≤ 5, g ≤ 3) = 6 × 6 × 4 = 144.
    expect(exactWork({ red: 5, black: 5, green: 3 }, 13)).toBe(21 * 21 * 10 * 144)
    expect(exactWork({ red: 2, black: 0, green: 0 }, 1)).toBe(6 * 2)
    // 10/10/3 with 20 rerolls: 484 choices minus the 10 that reroll more than 20 dice.
    expect(exactWork({ red: 10, black: 10, green: 3 }, 20)).toBe(66 * 66 * 10 * 474)
  })

  it('answers the largest attack the rules allow and the largest the corrections allow, refuses beyond', () => {
    expect(exactWork({ red: 5, black: 5, green: 3 }, 20)).toBeLessThanOrEqual(EXACT_WORK_BUDGET)
    expect(exactWork({ red: 10, black: 10, green: 3 }, 20)).toBeLessThanOrEqual(EXACT_WORK_BUDGET)
    expect(exactWork({ red: 10, black: 10, green: 10 }, 20)).toBeGreaterThan(EXACT_WORK_BUDGET)
    expect(exactWork({ red: 20, black: 20, green: 3 }, 20)).toBeGreaterThan(EXACT_WORK_BUDGET)
  })
})

describe('dice-cap corrections are bounded', () => {
  it('keeps a cap of up to 10 per colour and ignores a larger one (the built-in cap stays, flagged)', () => {
    expect(MAX_COMBAT_CAP_PER_COLOUR).toBe(10)
    const ten = diceTable({ 'rebellion.dice.combatCap': { red: 10, black: 10, green: 3 } })
    expect(ten.combatCap).toEqual({ red: 10, black: 10, green: 3 })
    const twenty = diceTable({ 'rebellion.dice.combatCap': { red: 20, black: 20, green: 3 } })
    expect(twenty.combatCap).toEqual({ red: 5, black: 5, green: 3 })
    expect(twenty.facts.find((f) => f.key === 'rebellion.dice.combatCap')?.corrected).toBe(false)
  })
})

describe('the exact engine refuses beyond its budget', () => {
  it('with a message saying what is too large and what to do, instead of running for minutes', () => {
    // Caps raised to the most the corrections allow (10 of each colour), 20 rerolls: 10/10/10 dice.
    const table = diceTable({ 'rebellion.dice.combatCap': { red: 10, black: 10, green: 10 } })
    const input: AttackInput = {
      theatre: 'space',
      // 5 Star Destroyers (2 red 1 black each) + 5 Assault Carriers (1 red 1 black): 15 red, 10 black;
      // 10 TIE Strikers: 10 green.
      attackers: [
        { unitId: 'star-destroyer', count: 5 },
        { unitId: 'assault-carrier', count: 5 },
        { unitId: 'tie-striker', count: 10 },
      ],
      rerolls: 20,
      defenders: [{ unitId: 'x-wing', count: 2 }],
    }
    // Refused before any work (worked out, it would take minutes and hit the test timeout).
    const r = attackOdds(input, table)
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'tooLargeToCompute',
        message:
          'rolling 10 red, 10 black and 10 green dice with 20 rerolls is more than the exact calculator works out (it would take minutes): use fewer dice or rerolls, or check the dice cap in Settings › Data corrections',
      },
    })
  })
})

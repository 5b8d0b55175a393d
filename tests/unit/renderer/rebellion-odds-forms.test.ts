import { describe, expect, it } from 'vitest'
import { attackOdds, roundOdds } from '../../../src-shared/games/rebellion/odds/combat'
import { diceTable } from '../../../src-shared/games/rebellion/odds/dice'
import { leadersOf } from '../../../src-shared/games/rebellion/odds/leaders'
import { missionOdds } from '../../../src-shared/games/rebellion/odds/missions'
import { unitsOf } from '../../../src-shared/games/rebellion/units'
import {
  attackInputFrom,
  emptyCombatSide,
  roundInputFrom,
  type CombatForm,
} from '../../../src-renderer/games/rebellion/odds/combat-form'
import {
  emptySide,
  fillFromLeaders,
  missionInputFrom,
  type MissionForm,
} from '../../../src-renderer/games/rebellion/odds/mission-form'
import {
  barsOf,
  formatExpected,
  formatPercent,
  parseWhole,
} from '../../../src-renderer/games/rebellion/odds/odds-format'

const table = diceTable()
const space = (f: 'empire' | 'rebels') => unitsOf(f, { rote: false }).filter((u) => u.theatre === 'space')

function combat(
  rows: Record<string, string>,
  defRows: Record<string, string>,
  extra: Partial<CombatForm> = {},
): CombatForm {
  const side = (r: Record<string, string>) => ({
    ...emptyCombatSide(),
    rows: Object.fromEntries(Object.entries(r).map(([id, n]) => [id, { count: n, damage: '0' }])),
  })
  return {
    theatre: 'space',
    attackerFaction: 'empire',
    attacker: side(rows),
    defender: side(defRows),
    objective: 'maxDestroyed',
    target: 0,
    fullRound: false,
    ...extra,
  }
}

describe('how the calculators show numbers', () => {
  it('percentages to one decimal, never a flat 0% or 100% for a possible outcome', () => {
    expect(formatPercent(0.5)).toBe('50.0%')
    expect(formatPercent(1 / 3)).toBe('33.3%')
    expect(formatPercent(1)).toBe('100.0%')
    expect(formatPercent(0)).toBe('0.0%')
    expect(formatPercent(0.0001)).toBe('<0.1%')
    expect(formatPercent(0.9999)).toBe('>99.9%')
    expect(formatPercent(Number.NaN)).toBe('—')
    expect(formatExpected(1.4247685)).toBe('1.42')
  })

  it('typed numbers get a message saying what to enter', () => {
    expect(parseWhole(' 3 ', 'Dice', 0, 10)).toEqual({ ok: true, value: 3 })
    expect(parseWhole('', 'Dice', 0, 10)).toEqual({ ok: false, message: 'Dice: enter a number from 0 to 10.' })
    expect(parseWhole('2.5', 'Dice', 0, 10)).toEqual({
      ok: false,
      message: 'Dice: “2.5” is not a whole number; enter a number from 0 to 10.',
    })
    expect(parseWhole('11', 'Dice', 0, 10)).toEqual({
      ok: false,
      message: 'Dice: 11 is outside 0–10; enter a number from 0 to 10.',
    })
    expect(parseWhole('abc', 'Dice', 0, 10).ok).toBe(false)
  })

  it('reads digits only: "1e1" is not 10 nor "2.0" 2, and "-2" is out of range', () => {
    for (const raw of ['1e1', '2.0', '0x2'])
      expect(parseWhole(raw, 'Dice', 0, 10)).toEqual({
        ok: false,
        message: `Dice: “${raw}” is not a whole number; enter a number from 0 to 10.`,
      })
    expect(parseWhole('-2', 'Dice', 0, 10)).toEqual({
      ok: false,
      message: 'Dice: -2 is outside 0–10; enter a number from 0 to 10.',
    })
  })

  it('bars drop impossible outcomes at either end', () => {
    expect(barsOf([0.25, 0.75, 0, 0])).toEqual([
      { k: 0, p: 0.25 },
      { k: 1, p: 0.75 },
    ])
    expect(barsOf([0, 0, 0.5, 0, 0.5])).toEqual([
      { k: 2, p: 0.5 },
      { k: 3, p: 0 },
      { k: 4, p: 0.5 },
    ])
    expect(barsOf([0, 0])).toEqual([{ k: 0, p: 0 }])
  })
})

describe('mission form', () => {
  const form = (attempt: string, opposition: string, extra: Partial<MissionForm> = {}): MissionForm => ({
    skill: 'diplomacy',
    opposed: true,
    resolve: false,
    attempt: { ...emptySide('rebels'), dice: attempt },
    opposition: { ...emptySide('empire'), dice: opposition },
    ...extra,
  })

  it('Leia (2 diplomacy) against the Emperor (3): 19.3%; with the portrait bonus 66.8% (the e2e values)', () => {
    const leia = leadersOf('rebels', { rote: false }).filter((l) => l.id === 'leia')
    const emperor = leadersOf('empire', { rote: false }).filter((l) => l.id === 'palpatine')
    expect(fillFromLeaders(leia, 'diplomacy', table)).toEqual({ dice: 2, green: 0, capped: false })
    expect(fillFromLeaders(emperor, 'diplomacy', table)).toEqual({ dice: 3, green: 0, capped: false })
    const r = missionInputFrom(form('2', '3'), table)
    const odds = r.ok ? missionOdds(r.input, table) : null
    expect(odds?.ok && formatPercent(odds.value.pSuccess)).toBe('19.3%')
    expect(odds?.ok && odds.value.vsOpposingDice.map((v) => formatPercent(v.pSuccess))).toEqual([
      '88.9%',
      '60.6%',
      '35.9%',
      '19.3%',
      '9.7%',
    ])
    const bonus = missionInputFrom(
      { ...form('2', '3'), attempt: { ...emptySide('rebels'), dice: '2', bonus: '2' } },
      table,
    )
    const withBonus = bonus.ok ? missionOdds(bonus.input, table) : null
    expect(withBonus?.ok && formatPercent(withBonus.value.pSuccess)).toBe('66.8%')
  })

  it('caps leaders with too many icons at the mission dice cap', () => {
    const all = leadersOf('empire', { rote: false })
    expect(fillFromLeaders(all, 'intel', table)).toEqual({ dice: 10, green: 0, capped: true })
  })

  it('lists every bad field; unopposed and resolve missions are 100%', () => {
    expect(missionInputFrom(form('11', 'x'), table)).toEqual({
      ok: false,
      errors: [
        'Attempt: dice: 11 is outside 0–10; enter a number from 0 to 10.',
        'Opposition: dice: “x” is not a whole number; enter a number from 0 to 10.',
      ],
    })
    const unopposed = missionInputFrom(form('1', 'x', { opposed: false }), table)
    expect(unopposed.ok && unopposed.input.opposition).toBe(null)
    const resolve = missionInputFrom(form('0', '4', { resolve: true }), table)
    const r = resolve.ok ? missionOdds(resolve.input, table) : null
    expect(r?.ok && r.value.pSuccess).toBe(1)
  })
})

describe('combat form', () => {
  const units = { attacker: space('empire'), defender: space('rebels') }

  it('1 TIE Fighter against 1 X-wing: 50.0% (the e2e value)', () => {
    const r = attackInputFrom(combat({ 'tie-fighter': '1' }, { 'x-wing': '1' }), units)
    expect(r).toEqual({
      ok: true,
      labels: ['X-wing'],
      input: {
        theatre: 'space',
        attackers: [{ unitId: 'tie-fighter', count: 1, damage: 0 }],
        defenders: [{ unitId: 'x-wing', count: 1, damage: 0 }],
        rerolls: 0,
        objective: 'maxDestroyed',
      },
    })
    const odds = r.ok ? attackOdds(r.input, table) : null
    expect(
      odds?.ok && [formatExpected(odds.value.expectedDestroyed), formatPercent(odds.value.pUnitDestroyed[0]!)],
    ).toEqual(['0.50', '50.0%'])
  })

  it('a Star Destroyer with 2 rerolls against 2 X-wings and a Corvette: 1.42 destroyed, 90.6% at least one (e2e)', () => {
    const f = combat({ 'star-destroyer': '1' }, { 'x-wing': '2', 'corellian-corvette': '1' })
    f.attacker.rerolls = '2'
    const r = attackInputFrom(f, units)
    expect(r.ok && r.labels).toEqual(['X-wing 1', 'X-wing 2', 'Corellian Corvette'])
    const odds = r.ok ? attackOdds(r.input, table) : null
    expect(
      odds?.ok && [formatExpected(odds.value.expectedDestroyed), formatPercent(1 - odds.value.destroyed[0]!)],
    ).toEqual(['1.42', '90.6%'])
    const corrected = r.ok ? attackOdds(r.input, diceTable({ 'rebellion.dice.black': [1, 1, 1, 3] })) : null
    expect(corrected?.ok && formatExpected(corrected.value.expectedDestroyed)).toBe('1.23')
  })

  it('explains bad counts, too much damage and an empty side', () => {
    const f = combat({ 'tie-fighter': '-1' }, { 'corellian-corvette': '1' })
    f.defender.rows['corellian-corvette']!.damage = '2'
    expect(attackInputFrom(f, units)).toEqual({
      ok: false,
      errors: [
        'Attacker: number of TIE Fighter: -1 is outside 0–99; enter a number from 0 to 99.',
        'Defender: damage on each Corellian Corvette: 2 is outside 0–1; enter a number from 0 to 1: Corellian Corvette has 2 health, so more would already have destroyed it.',
      ],
    })
    // A side not chosen yet is something still to do, not a mistake: a hint, no error.
    expect(attackInputFrom(combat({}, { 'x-wing': '1' }), units)).toEqual({
      ok: false,
      errors: [],
      hints: ['Choose the attacking units (use + next to a unit).'],
    })
    expect(attackInputFrom(combat({}, {}), units)).toEqual({
      ok: false,
      errors: [],
      hints: [
        'Choose the attacking units (use + next to a unit).',
        'Choose the defending units (use + next to a unit).',
      ],
    })
  })

  it('a full round: each side fires at the other with its own rerolls', () => {
    const f = combat({ 'tie-fighter': '1' }, { 'x-wing': '1' }, { fullRound: true })
    const r = roundInputFrom(f, units)
    const round = r.ok ? roundOdds(r.input, table) : null
    expect(round?.ok && [round.value.attackerSurvivors, round.value.defenderSurvivors]).toEqual([
      [0.5, 0.5],
      [0.5, 0.5],
    ])
  })

  it('destroy one chosen unit: the Corvette behind 2 X-wings falls 66.0% of the time (e2e)', () => {
    const f = combat(
      { 'star-destroyer': '1' },
      { 'x-wing': '2', 'corellian-corvette': '1' },
      { objective: 'destroyUnit', target: 2 },
    )
    f.attacker.rerolls = '2'
    const r = attackInputFrom(f, units)
    expect(r.ok && r.input.target).toBe(2)
    const odds = r.ok ? attackOdds(r.input, table) : null
    expect(odds?.ok && formatPercent(odds.value.pTargetDestroyed!)).toBe('66.0%')
  })

  it('mission dice colour matters only after a correction makes red and black differ', () => {
    const corrected = diceTable({
      'rebellion.dice.black': [3, 0, 1, 2],
      'rebellion.dice.missionSuccesses': [1, 0, 2, 0],
    })
    const side = (colour: 'red' | 'black'): MissionForm => ({
      skill: 'intel',
      opposed: false,
      resolve: false,
      attempt: { ...emptySide('rebels'), dice: '1', colour },
      opposition: emptySide('empire'),
    })
    const red = missionInputFrom(side('red'), corrected)
    const black = missionInputFrom(side('black'), corrected)
    const vs1 = (r: typeof red) => (r.ok ? missionOdds(r.input, corrected) : null)
    const pr = vs1(red)
    const pb = vs1(black)
    // Red: 2 hits + 1 special → successes 0:3/6 1:2/6 2:1/6; black: 3 hits + 1 special → 0:2/6 1:3/6 2:1/6.
    expect(pr?.ok && pr.value.attemptDistribution).toEqual([3 / 6, 2 / 6, 1 / 6])
    expect(pb?.ok && pb.value.attemptDistribution).toEqual([2 / 6, 3 / 6, 1 / 6])
  })
})

import { describe, expect, it } from 'vitest'
import { checkCorrection, formatFactValue } from '../../../../src-shared/core/facts'
import { attackOdds } from '../../../../src-shared/games/rebellion/odds/combat'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import { rebellion } from '../../../../src-shared/games/rebellion/index'
import { missionOdds } from '../../../../src-shared/games/rebellion/odds/missions'
import { ODDS_EDITABLE_FACTS } from '../../../../src-shared/games/rebellion/odds/odds-facts'
import { missionDiceFor, resolveLeader } from '../../../../src-shared/games/rebellion/odds/leaders'
import { resolveUnit } from '../../../../src-shared/games/rebellion/units'

const fact = (key: string) => ODDS_EDITABLE_FACTS.find((f) => f.key === key)!

describe('dice facts players correct in Settings', () => {
  it('lists the dice, mission counting and the dice caps, built-in values in the order typed', async () => {
    expect(ODDS_EDITABLE_FACTS.map((f) => [f.key, f.defaultValue, f.confidence])).toEqual([
      ['rebellion.dice.black', [2, 1, 1, 2], 'medium'],
      ['rebellion.dice.red', [2, 1, 1, 2], 'high'],
      ['rebellion.dice.green', [0, 2, 0, 4], 'high'],
      ['rebellion.dice.missionSuccesses', [1, 1, 2, 0], 'low'],
      ['rebellion.dice.combatCap', [5, 5, 3], 'medium'],
      ['rebellion.dice.missionCap', [10, 3], 'medium'],
      ['rebellion.unit.mon-calamari-cruiser.transport', 4, 'medium'],
      ['rebellion.unit.golan-arms-turret.theatre', 2, 'low'],
      ['rebellion.leader.krennic', [0, 1, 1, 1, 0, 2, 0, 0, 2, 2], 'medium'],
    ])
    expect((await rebellion.engine()).facts?.map((f) => f.key)).toEqual(
      expect.arrayContaining(ODDS_EDITABLE_FACTS.map((f) => f.key)),
    )
  })

  it('every built-in value is accepted by its own editor, and reads back as the same dice table', () => {
    for (const f of ODDS_EDITABLE_FACTS) {
      const r = checkCorrection(f, formatFactValue(f.defaultValue))
      expect(r).toEqual({ ok: true, value: f.defaultValue })
    }
    const asTyped = Object.fromEntries(ODDS_EDITABLE_FACTS.map((f) => [f.key, f.defaultValue]))
    const t = diceTable(asTyped)
    expect(t.faces).toEqual(diceTable().faces)
    expect(t.missionSuccesses).toEqual(diceTable().missionSuccesses)
    expect(t.combatCap).toEqual(diceTable().combatCap)
    expect(t.missionCap).toEqual(diceTable().missionCap)
    expect(new Set(t.facts.filter((f) => f.corrected).map((f) => f.key))).toEqual(
      new Set(ODDS_EDITABLE_FACTS.filter((f) => f.key.startsWith('rebellion.dice.')).map((f) => f.key)),
    )
  })

  it('refuses a die that does not have six faces, with a message', () => {
    expect(checkCorrection(fact('rebellion.dice.black'), '3,1,1,2')).toEqual({
      ok: false,
      error: 'Black die faces: the numbers must add up to 6 (they add up to 7).',
    })
    expect(checkCorrection(fact('rebellion.dice.black'), '3,1,2')).toMatchObject({ ok: false })
  })

  it('a saved black-die correction changes combat odds: TIE Fighter vs X-wing 1/2 → 1/3', () => {
    const saved = checkCorrection(fact('rebellion.dice.black'), '1, 1, 1, 3')
    expect(saved).toEqual({ ok: true, value: [1, 1, 1, 3] })
    const input = {
      theatre: 'space' as const,
      attackers: [{ unitId: 'tie-fighter' }],
      rerolls: 0,
      defenders: [{ unitId: 'x-wing' }],
    }
    const before = attackOdds(input, diceTable())
    const after = attackOdds(input, diceTable({ 'rebellion.dice.black': saved.ok ? saved.value : null }))
    expect(before.ok && before.value.pUnitDestroyed[0]).toBe(0.5)
    expect(after.ok && after.value.pUnitDestroyed[0]).toBeCloseTo(1 / 3, 12)
  })

  it('a saved mission-counting correction changes mission odds', () => {
    const saved = checkCorrection(fact('rebellion.dice.missionSuccesses'), '1,1,1,0')
    expect(saved).toEqual({ ok: true, value: [1, 1, 1, 0] })
    const input = { attempt: { dice: 1, green: 0, bonus: 0 }, opposition: null }
    // Unopposed: always succeeds; the table row against 1 die is P(a > o) = P(a=1, o=0) = 4/6 * 2/6.
    const r = missionOdds(input, diceTable({ 'rebellion.dice.missionSuccesses': saved.ok ? saved.value : null }))
    expect(r.ok && r.value.vsOpposingDice[1]!.pSuccess).toBeCloseTo(8 / 36, 12)
  })

  // Issue #13, reading 10: the caps (medium) drive results, so players can correct them.
  it('a saved combat-cap correction lets three Star Destroyers roll all 6 red dice', () => {
    const saved = checkCorrection(fact('rebellion.dice.combatCap'), '6, 5, 3')
    expect(saved).toEqual({ ok: true, value: [6, 5, 3] })
    expect(checkCorrection(fact('rebellion.dice.combatCap'), '11, 5, 3')).toEqual({
      ok: false,
      error: 'Most dice of each colour rolled in one attack: each number must be between 0 and 10.',
    })
    const input = {
      theatre: 'space' as const,
      attackers: [{ unitId: 'star-destroyer', count: 3 }],
      rerolls: 0,
      defenders: [{ unitId: 'x-wing' }],
    }
    const before = attackOdds(input, diceTable())
    const after = attackOdds(input, diceTable({ 'rebellion.dice.combatCap': saved.ok ? saved.value : null }))
    expect(before.ok && before.value.dice).toEqual({ red: 5, black: 3, green: 0 })
    expect(after.ok && after.value.dice).toEqual({ red: 6, black: 3, green: 0 })
    expect(after.ok && after.value.capped).toBe(false)
  })

  it('a saved mission-cap correction changes how many dice a side may roll', () => {
    const saved = checkCorrection(fact('rebellion.dice.missionCap'), '12, 4')
    expect(saved).toEqual({ ok: true, value: [12, 4] })
    expect(diceTable({ 'rebellion.dice.missionCap': saved.ok ? saved.value : null }).missionCap).toEqual({
      dice: 12,
      green: 4,
    })
    const input = { attempt: { dice: 11, green: 0, bonus: 0 }, opposition: null }
    expect(missionOdds(input, diceTable()).ok).toBe(false)
    expect(missionOdds(input, diceTable({ 'rebellion.dice.missionCap': [12, 4] })).ok).toBe(true)
  })

  // Issue #13, reading 10: unit and leader values of medium or low confidence are correctable too.
  it('a unit’s uncertain field is corrected on its own: the Golan Arms Turret rolls in space, the cruiser carries 6', () => {
    expect(resolveUnit('golan-arms-turret')!.stats.theatre).toBe('ground')
    const golan = checkCorrection(fact('rebellion.unit.golan-arms-turret.theatre'), '1')
    expect(golan).toEqual({ ok: true, value: 1 })
    expect(checkCorrection(fact('rebellion.unit.golan-arms-turret.theatre'), '3')).toMatchObject({ ok: false })
    expect(resolveUnit('golan-arms-turret', { 'rebellion.unit.golan-arms-turret.theatre': 1 })).toMatchObject({
      stats: { theatre: 'space' },
      corrected: true,
    })
    expect(
      resolveUnit('mon-calamari-cruiser', { 'rebellion.unit.mon-calamari-cruiser.transport': 6 })!.stats.transport,
    ).toBe(6)
    expect(resolveUnit('mon-calamari-cruiser', { 'rebellion.unit.mon-calamari-cruiser.transport': -1 })!.stats).toEqual(
      resolveUnit('mon-calamari-cruiser')!.stats,
    )
  })

  it('Krennic’s icons and tactics typed as a list change his mission dice and rerolls', () => {
    expect(missionDiceFor([resolveLeader('krennic')!.stats], 'intel')).toEqual({ dice: 1, green: 2 })
    const typed = checkCorrection(fact('rebellion.leader.krennic'), '0 1 1 1  0 1 0 0  3 2')
    expect(typed).toEqual({ ok: true, value: [0, 1, 1, 1, 0, 1, 0, 0, 3, 2] })
    const krennic = resolveLeader('krennic', { 'rebellion.leader.krennic': typed.ok ? typed.value : null })!
    expect(krennic.corrected).toBe(true)
    expect(missionDiceFor([krennic.stats], 'intel')).toEqual({ dice: 1, green: 1 })
    expect(krennic.stats.tactics).toEqual({ space: 3, ground: 2 })
    expect(resolveLeader('krennic', { 'rebellion.leader.krennic': [1, 2, 3] })!.corrected).toBe(false)
  })
})

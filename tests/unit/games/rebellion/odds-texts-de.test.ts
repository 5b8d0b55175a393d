// The odds engine's words in German: the notes and refusals a German player reads on the calculators
// and the Fight panel, and the labels of the facts behind a result. English stays as it was.
import { describe, expect, it } from 'vitest'
import { battleOdds } from '../../../../src-shared/games/rebellion/odds/battle'
import { attackOdds, roundOdds } from '../../../../src-shared/games/rebellion/odds/combat'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import { missionOdds } from '../../../../src-shared/games/rebellion/odds/missions'
import { oddsFactLabel } from '../../../../src-shared/games/rebellion/odds/odds-texts'

const table = diceTable()
const none = { space: 0, ground: 0 }

describe('the odds engine in German', () => {
  it('says in German that an attack rolls fewer dice than its units give', () => {
    const input = {
      theatre: 'space' as const,
      attackers: [{ unitId: 'star-destroyer', count: 3 }],
      rerolls: 0,
      defenders: [{ unitId: 'x-wing' }],
    }
    const de = attackOdds(input, table, {}, 'de')
    const en = attackOdds(input, table, {}, 'en')
    if (!de.ok || !en.ok) throw new Error('expected odds')
    expect(de.value.cappedNote).toBe(
      'Ein Angriff würfelt höchstens 5 rote, 5 schwarze und 3 grüne Würfel: gewürfelt werden 5 rote, 3 schwarze, 0 grüne.',
    )
    expect(en.value.cappedNote).toBe(
      'An attack rolls at most 5 red, 5 black and 3 green dice: rolling 5 red, 3 black, 0 green.',
    )
    // the odds themselves do not depend on the language
    expect(de.value.destroyed).toEqual(en.value.destroyed)
  })

  it('refuses a roll too large to work out in German, saying what to do', () => {
    // caps raised to the most the corrections allow, 20 rerolls: refused before any work
    const big = diceTable({ 'rebellion.dice.combatCap': { red: 10, black: 10, green: 10 } })
    const r = attackOdds(
      {
        theatre: 'space',
        attackers: [
          { unitId: 'star-destroyer', count: 5 },
          { unitId: 'assault-carrier', count: 5 },
          { unitId: 'tie-striker', count: 10 },
        ],
        rerolls: 20,
        defenders: [{ unitId: 'x-wing', count: 2 }],
      },
      big,
      {},
      'de',
    )
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'tooLargeToCompute',
        message:
          '10 rote, 10 schwarze und 10 grüne Würfel mit 20 Neuwürfen sind mehr, als der genaue Rechner berechnet (es würde Minuten dauern): Nimm weniger Würfel oder Neuwürfe oder prüfe die Würfelobergrenze unter Einstellungen › Datenkorrekturen',
      },
    })
  })

  it('names the side of a full round it refuses in German', () => {
    const r = roundOdds(
      {
        theatre: 'space',
        attacker: { units: [{ unitId: 'x-wing' }], rerolls: 0 },
        defender: { units: [{ unitId: 'tie-fighter', count: 41 }], rerolls: 0 },
      },
      table,
      {},
      'de',
    )
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.message).toMatch(/^Angreifer: höchstens \d+ verteidigende Einheiten, es sind 41/)
  })

  it('says in German why a side cannot retreat', () => {
    const r = battleOdds(
      {
        attacker: {
          units: [{ unitId: 'death-star' }, { unitId: 'tie-fighter' }],
          tactics: none,
          hasLeader: true,
          retreatAt: 5,
        },
        defender: { units: [{ unitId: 'x-wing', count: 2 }], tactics: none, hasLeader: false },
      },
      table,
      {},
      'de',
    )
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.noRetreat.attacker).toBe(
      'ein Todesstern ist im System (dann kann sich das Imperium nicht zurückziehen)',
    )
    expect(r.value.noRetreat.defender).toBe('kein Anführer im Kampf (ohne Anführer kann sich niemand zurückziehen)')
  })

  it('refuses mission inputs in German, English as before', () => {
    const input = { attempt: { dice: 11, green: 0, bonus: 0 }, opposition: { dice: 1, green: 0, bonus: 1.5 } }
    expect(missionOdds(input, table, 'de')).toEqual({
      ok: false,
      error: { code: 'tooManyDice', message: 'Versuch: Würfel: höchstens 10, nicht 11' },
    })
    expect(missionOdds(input, table)).toEqual({
      ok: false,
      error: { code: 'tooManyDice', message: 'attempt dice cannot be above 10, got 11' },
    })
    const bonus = { attempt: { dice: 1, green: 0, bonus: 0 }, opposition: { dice: 1, green: 0, bonus: 1.5 } }
    expect(missionOdds(bonus, table, 'de')).toEqual({
      ok: false,
      error: { code: 'invalidNumber', message: 'Widerstand: Bonuserfolge: eine ganze Zahl, nicht 1.5' },
    })
  })

  it('refuses a retreat threshold out of range in German, English as before', () => {
    const input = {
      attacker: { units: [{ unitId: 'tie-fighter' }], tactics: none, hasLeader: true },
      defender: { units: [{ unitId: 'x-wing' }], tactics: none, hasLeader: true, retreatAt: 50 },
    }
    expect(battleOdds(input, table, {}, 'de')).toEqual({
      ok: false,
      error: { code: 'invalidNumber', message: 'Verteidiger: Rückzugsschwelle: höchstens 40, nicht 50' },
    })
    expect(battleOdds(input, table)).toEqual({
      ok: false,
      error: { code: 'invalidNumber', message: 'Defender: retreat threshold cannot be above 40, got 50' },
    })
  })

  it('labels the facts behind a result in German; leaders keep their printed names', () => {
    expect(oddsFactLabel('rebellion.dice.black', 'Black die faces', 'de')).toBe('Flächen des schwarzen Würfels')
    expect(oddsFactLabel('rebellion.dice.black', 'Black die faces', 'en')).toBe('Black die faces')
    expect(oddsFactLabel('rebellion.mission.portraitBonus', 'x', 'de')).toBe(
      'Zusätzliche Erfolge, wenn der abgebildete Anführer die Mission versucht',
    )
    expect(oddsFactLabel('rebellion.leader.krennic', 'Director Krennic: skill icons and tactics', 'de')).toBe(
      'Director Krennic: Fertigkeitssymbole und Taktik',
    )
    expect(oddsFactLabel('rebellion.unit.star-destroyer', 'Star Destroyer: dice, health, transport', 'de')).toBe(
      'Sternzerstörer: Würfel, Lebenspunkte, Transport',
    )
    expect(oddsFactLabel('rebellion.unit.interdictor.stops-enemy-retreat', 'x', 'de')).toBe(
      'Abfangkreuzer: die andere Seite kann sich nicht aus seinem System zurückziehen',
    )
    // a key it does not know keeps its label
    expect(oddsFactLabel('rebellion.something.else', 'As it was', 'de')).toBe('As it was')
  })
})

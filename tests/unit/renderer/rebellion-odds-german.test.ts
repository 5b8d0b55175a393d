// Rebellion's odds calculators in German: numbers with the decimal comma, the input checks, the
// form's hints and figure names (Intl puts a no-break space before the German %), the board prefill notice and the charts' words — and English back.
import { afterEach, describe, expect, it } from 'vitest'
import { applyLocale } from '../../../src-renderer/i18n'
import { unitsOf } from '../../../src-shared/games/rebellion/units'
import { battleEndingsChart } from '../../../src-renderer/games/rebellion/odds/battle-charts'
import { prefillSummary } from '../../../src-renderer/games/rebellion/odds/board-prefill'
import {
  attackInputFrom,
  emptyCombatSide,
  type CombatForm,
} from '../../../src-renderer/games/rebellion/odds/combat-form'
import { emptySide, missionInputFrom } from '../../../src-renderer/games/rebellion/odds/mission-form'
import { destroyedChart, successesChart } from '../../../src-renderer/games/rebellion/odds/odds-charts'
import { formatExpected, formatPercent, parseWhole } from '../../../src-renderer/games/rebellion/odds/odds-format'
import { diceTable } from '../../../src-shared/games/rebellion/odds/dice'
import type { BattleOdds } from '../../../src-shared/games/rebellion/odds/battle'

afterEach(() => applyLocale('en'))
const space = (f: 'empire' | 'rebels') => unitsOf(f, { rote: false }).filter((u) => u.theatre === 'space')
const form = (attacker: CombatForm['attacker']['rows'], defender: CombatForm['defender']['rows']): CombatForm => ({
  theatre: 'space',
  attackerFaction: 'empire',
  attacker: { ...emptyCombatSide(), rows: attacker },
  defender: { ...emptyCombatSide(), rows: defender },
  objective: 'maxDestroyed',
  target: 0,
  fullRound: false,
})

describe('the odds calculators in German', () => {
  it('writes percentages and expectations with the decimal comma, and English as before', async () => {
    expect([formatPercent(1 / 3), formatPercent(0.0001), formatPercent(0.9999), formatExpected(1.4247)]).toEqual([
      '33.3%',
      '<0.1%',
      '>99.9%',
      '1.42',
    ])
    await applyLocale('de')
    expect([formatPercent(1 / 3), formatPercent(0.0001), formatPercent(0.9999), formatExpected(1.4247)]).toEqual([
      '33,3\u00a0%',
      '<0,1\u00a0%',
      '>99,9\u00a0%',
      '1,42',
    ])
  })

  it('says in German what is wrong with a typed number and what to do', async () => {
    await applyLocale('de')
    expect(parseWhole('', 'Angreifer: Neuwürfe', 0, 9)).toEqual({
      ok: false,
      message: 'Angreifer: Neuwürfe: Gib eine Zahl von 0 bis 9 ein.',
    })
    expect(parseWhole('1.5', 'X', 0, 9)).toEqual({
      ok: false,
      message: 'X: „1.5“ ist keine ganze Zahl; gib eine Zahl von 0 bis 9 ein.',
    })
    const table = diceTable()
    const r = missionInputFrom(
      {
        skill: 'diplomacy',
        opposed: false,
        resolve: false,
        attempt: { ...emptySide('rebels'), dice: '12' },
        opposition: emptySide('empire'),
      },
      table,
    )
    expect(r).toEqual({
      ok: false,
      errors: ['Versuch: Würfel: 12 liegt außerhalb von 0–10; gib eine Zahl von 0 bis 10 ein.'],
    })
  })

  it('names units and figures in German in hints, errors and the target list', async () => {
    const units = { attacker: space('empire'), defender: space('rebels') }
    await applyLocale('de')
    expect(attackInputFrom(form({}, {}), units)).toEqual({
      ok: false,
      errors: [],
      hints: [
        'Wähle die angreifenden Einheiten (mit + neben einer Einheit).',
        'Wähle die verteidigenden Einheiten (mit + neben einer Einheit).',
      ],
    })
    const mixed = attackInputFrom(
      form(
        { 'tie-fighter': { count: '1', damage: '0' } },
        { 'x-wing': { count: '2', damage: '0' }, 'corellian-corvette': { count: '2', damage: '1, 0' } },
      ),
      units,
    )
    if (!mixed.ok) throw new Error(mixed.errors.join())
    expect(mixed.labels).toEqual([
      'X-Flügler 1',
      'X-Flügler 2',
      'Corellianische Korvette 1 (0 Schaden)',
      'Corellianische Korvette 2 (1 Schaden)',
    ])
    const wrong = attackInputFrom(
      form({ 'tie-fighter': { count: '1', damage: '0' } }, { 'corellian-corvette': { count: '2', damage: '1, 0, 0' } }),
      units,
    )
    expect(wrong).toEqual({
      ok: false,
      errors: [
        'Verteidiger: Der Schaden bei Corellianische Korvetten nennt 3 Figuren, im Kampf sind aber 2; gib eine Zahl für alle an oder eine je Figur, durch Kommas getrennt.',
      ],
    })
  })

  it('says where the board prefill came from in German', async () => {
    const note = { system: 'hoth', theatre: 'ground', attacker: 'empire', kept: true } as const
    expect(prefillSummary(note)).toBe('Filled in from the board: the ground battle in Hoth, Empire attacking.')
    await applyLocale('de')
    expect(prefillSummary(note)).toBe('Vom Spielplan ausgefüllt: die Bodenschlacht in Hoth, Imperium greift an.')
  })

  it('gives the charts German words with plurals and decimal commas', async () => {
    await applyLocale('de')
    const destroyed = destroyedChart([0.25, 0.5, 0.25])
    expect(destroyed.kind === 'bars' && destroyed.axisLabel).toBe('zerstörte Einheiten')
    expect(destroyed.points.map((p) => [p.label, p.text])).toEqual([
      ['0 Einheiten zerstört', '25,0\u00a0%'],
      ['1 Einheit zerstört', '50,0\u00a0%'],
      ['2 Einheiten zerstört', '25,0\u00a0%'],
    ])
    expect(successesChart([0, 1]).points.map((p) => p.label)).toEqual(['1 Erfolg'])
    const endings = battleEndingsChart({
      outcomes: {
        attackerHolds: 0.5,
        defenderRetreats: 0,
        defenderHolds: 0.5,
        attackerRetreats: 0,
        bothDestroyed: 0,
        standoff: 0,
      },
    } as BattleOdds)
    expect(endings.points.map((p) => [p.label, p.tick, p.text])).toEqual([
      ['Angreifer zerstört jede verteidigende Einheit', 'Verteidiger vernichtet', '50,0\u00a0%'],
      ['Verteidiger zerstört jede angreifende Einheit', 'Angreifer vernichtet', '50,0\u00a0%'],
    ])
  })
})

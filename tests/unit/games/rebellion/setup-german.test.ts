// Rebellion's setup in German (#18): the checklist's steps, the setup refusals and the Rebel base's
// reasons in the interface language, exact strings; English stays word for word.
import { describe, expect, it } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import type { NewEvent, Player } from '../../../../src-shared/core/game-record'
import { GAMES } from '../../../../src-shared/games/registry'
import type { SetupOptions } from '../../../../src-shared/games/rebellion/data'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { boardWithLoyalty, enterLoyalty, firstGameLoyalty } from '../../../../src-shared/games/rebellion/loyalty'
import { drawObjectiveSelection } from '../../../../src-shared/games/rebellion/objectives'
import { setupPlan, setupStepTitle } from '../../../../src-shared/games/rebellion/setup-checklist'
import { SETUP_DE } from '../../../../src-shared/games/rebellion/setup-texts-de'
import { SETUP_EN } from '../../../../src-shared/games/rebellion/setup-texts'
import {
  checkStartingDeployment,
  firstGameImperialSystems,
  rebelBaseCandidates,
} from '../../../../src-shared/games/rebellion/starting-deployment'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'

const BASE: SetupOptions = { riseOfTheEmpire: false, newStarterUnits: false, roteMissions: false, firstGame: false }
const FIRST: SetupOptions = { ...BASE, firstGame: true }
const ROTE: SetupOptions = { riseOfTheEmpire: true, newStarterUnits: true, roteMissions: true, firstGame: false }

/** Every leaf of a texts object, functions called with sample arguments. */
function leaves(o: unknown): string[] {
  if (typeof o === 'string') return [o]
  if (typeof o === 'function') {
    const f = o as (...a: unknown[]) => unknown
    // objectivePicks takes the stages' positions; every other text takes names and numbers.
    return [
      String(
        f.length === 1 && f.name === 'objectivePicks' ? f([{ stage: 'I', positions: '1, 2' }]) : f('X', 2, 'Y', 3),
      ),
    ]
  }
  return Object.values(o as object).flatMap(leaves)
}

describe('the setup checklist in German', () => {
  it('names every step in German, with German counts', () => {
    const steps = setupPlan({ options: BASE, locale: 'de' })
    expect(steps.map((s) => s.title)).toEqual([
      'Fraktionen',
      'Startanführer',
      'Spielplan und Zeitleiste',
      'Zielstapel',
      'Aktionsstapel',
      'Taktikkarten, Marker und Würfel',
      'Missionskarten',
      'Loyalität ziehen',
      'Imperium: Starteinheiten',
      'Rebellen: Starteinheiten',
      'Sondenstapel',
      'Rebellenbasis',
      'Starthände',
      'Start-Aktionskarten',
    ])
    const time = steps.find((s) => s.id === 'time-track')!
    expect(time.detail).toBe(
      'Legt die beiden Hälften des Spielplans aneinander. Zeitmarker auf Feld 1, Ansehensmarker auf Feld 14.',
    )
    expect(time.counts).toEqual([
      { label: 'Feld des Zeitmarkers', count: 1 },
      { label: 'Feld des Ansehensmarkers', count: 14 },
    ])
    expect(steps.find((s) => s.id === 'objective-deck')!.counts.map((c) => c.label)).toEqual([
      'Stufe I',
      'Stufe II',
      'Stufe III',
      'Zielstapel',
      'Startziel der Rebellen',
    ])
  })

  it('says the draws and the first game’s placements in German, with German unit names', () => {
    const loyalty = enterLoyalty(
      ['naboo', 'ryloth', 'kashyyyk'],
      ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar'],
    )
    if ('error' in loyalty) throw new Error(loyalty.reason)
    const l = setupPlan({ options: BASE, loyalty, locale: 'de' }).find((s) => s.id === 'loyalty')!
    expect(l.detail).toContain(
      ' Ergebnis: Loyalität der Rebellen auf Naboo, Ryloth, Kashyyyk; Unterwerfung auf Sullust, Rodia; imperiale Loyalität auf Corellia, Mygeeto, Mustafar.',
    )
    const first = setupPlan({ options: FIRST, locale: 'de' })
    expect(first.find((s) => s.id === 'probe-deck')!.detail).toMatch(/^Nehmt .+ aus dem Sondenstapel\.$/)
    const rebels = first.find((s) => s.id === 'rebels-units')!
    expect(rebels.title).toBe('Rebellen: Starteinheiten')
    expect(rebels.detail).toContain(
      'Feld der Rebellenbasis: 1 X-Flügler, 1 Y-Flügler, 3 Rebellensoldaten, 1 Luftgleiter',
    )
    expect(setupPlan({ options: FIRST }).find((s) => s.id === 'rebels-units')!.detail).toContain(
      'Rebel Base space: 1 X-wing, 1 Y-wing, 3 Rebel Trooper, 1 Airspeeder',
    )
    expect(rebels.counts.map((c) => c.label)).toContain('X-Flügler')
    const probe = setupPlan({ options: BASE, imperialUnitSystems: ['coruscant', 'mustafar'], locale: 'de' }).find(
      (s) => s.id === 'probe-deck',
    )!
    expect(probe.detail).toBe(
      'Nehmt diese 1 Karten aus dem Sondenstapel (die Systeme mit imperialen Einheiten): Mustafar. Coruscant hat keine Sondenkarte.',
    )
    const rote = setupPlan({ options: ROTE, locale: 'de' }).find((s) => s.id === 'empire-units')!
    expect(rote.detail).toContain('Legt einen Todesstern auf Feld 3 der imperialen Bauleiste.')
  })

  it('keeps English word for word, and the timeline names ticked steps in either language', () => {
    const steps = setupPlan({ options: BASE })
    expect(steps.find((s) => s.id === 'time-track')!.detail).toBe(
      'Put the two board halves together. Time marker on space 1, reputation marker on space 14.',
    )
    expect(setupStepTitle('loyalty')).toBe('Loyalty draw')
    expect(setupStepTitle('loyalty', 'de')).toBe('Loyalität ziehen')
    expect(setupStepTitle('starting-action-cards', 'de')).toBe('Start-Aktionskarten')
    expect(setupStepTitle('no-such-step', 'de')).toBeUndefined()
  })

  it('every German text differs from its English twin', () => {
    const en = leaves(SETUP_EN)
    const de = leaves(SETUP_DE)
    expect(de).toHaveLength(en.length)
    const same = de.filter((d, i) => d === en[i])
    expect(same).toEqual([])
  })
})

describe('setup refusals in German', () => {
  it('loyalty entered from real cards', () => {
    expect(enterLoyalty(['naboo', 'ryloth'], ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar'], 'de')).toEqual({
      error: 'loyalty-entry',
      reason: 'Gib 3 Rebellensysteme ein (du hast 2 eingegeben).',
    })
    expect(
      enterLoyalty(['naboo', 'ryloth', 'hoth'], ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar'], 'de'),
    ).toEqual({
      error: 'loyalty-entry',
      reason: 'Hoth hat kein Aufbausymbol der Rebellen.',
    })
  })

  it('an objective pile too small to draw from', () => {
    expect(drawObjectiveSelection(1, { I: 4, II: 8, III: 8 }, 'de')).toMatchObject({
      error: 'pile-too-small',
      reason: 'Stufe I braucht mindestens 5 Karten außer den festen, der Stapel hat 4.',
    })
    expect(drawObjectiveSelection(1, { I: 9, II: 3, III: 8 }, 'de')).toMatchObject({
      reason: 'Stufe II braucht mindestens 4 Karten außer Todesstern-Pläne, der Stapel hat 3.',
    })
  })

  it('a starting deployment that breaks the rules', () => {
    const board = boardWithLoyalty(firstGameLoyalty())
    expect(
      checkStartingDeployment('empire', { options: FIRST, board, placement: { hoth: { 'at-at': 1 } }, locale: 'de' }),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'illegal-target',
          target: 'hoth',
          reason: 'Hoth hat weder imperiale Loyalität noch einen Unterwerfungsmarker.',
        },
        expect.objectContaining({
          kind: 'missing',
          unit: 'tie-fighter',
          reason: 'Noch 12 × TIE-Jäger aufzustellen (0 von 12).',
        }),
      ]),
    )
    expect(
      checkStartingDeployment('rebels', {
        options: FIRST,
        board,
        placement: { 'rebel-base': { 'tie-fighter': 1 } },
        locale: 'de',
      }),
    ).toContainEqual({
      kind: 'wrong-faction',
      target: 'rebel-base',
      unit: 'tie-fighter',
      reason: 'TIE-Jäger ist keine Einheit der Fraktion Rebellen.',
    })
  })

  it('where the Rebel base may hide', () => {
    const c = rebelBaseCandidates(firstGameImperialSystems(), true, 'de')
    expect(c.excluded.find((x) => x.system === 'naboo')?.reason).toBe(
      'Erstes Spiel: Naboo liegt neben imperialen Einheiten in Sullust.',
    )
    expect(c.excluded.find((x) => x.system === 'coruscant')?.reason).toBe('Coruscant hat keine Sondenkarte.')
  })

  it('the base event refuses in the table’s language', async () => {
    const players: Player[] = [
      { id: 'p1', name: 'Ann', faction: 'empire' },
      { id: 'p2', name: 'Ben', faction: 'rebels' },
    ]
    const log = await GAMES.log('rebellion')
    const state = log.initial(players, { riseOfTheEmpire: false }) as FullState<RebellionState>
    const choose: NewEvent = rebellionEventLog.make('rebellion.base.chosen', { system: 'hoth', private: 'rebels' })
    expect(log.check(state, choose, 'de')).toBe(
      'Trag zuerst die Starteinheiten des Imperiums ein: Davon hängt ab, in welchen Systemen die Basis liegen darf.',
    )
    expect(log.check(state, choose)).toBe(
      'Record the Empire’s starting units first: the systems the base may go in depend on them.',
    )
  })
})

// A German table sees Rebellion's round in German: the timeline lines, the refusals the app gives
// when a move breaks the round's order, the Refresh steps and the build and deploy reasons — and an
// English table still sees the English words, unchanged.
import { describe, expect, it } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import type { LogEvent, NewEvent } from '../../../../src-shared/core/game-record'
import { playEvents } from '../../../../src-shared/core/play-events'
import type { Locale } from '../../../../src-shared/locale'
import {
  buildPlan,
  checkDeployment,
  deployTargets,
  resolveBuild,
} from '../../../../src-shared/games/rebellion/build-queue'
import { CHECKLISTS, rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { refreshStepsLeft } from '../../../../src-shared/games/rebellion/round'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import { advanceTime, gainReputation, refreshSteps } from '../../../../src-shared/games/rebellion/time-track'
import { TIME_TRACK_ICONS } from '../../../../src-shared/games/rebellion/time-track'
import { players, rebellionLog } from './rebellion-table'

const ev = rebellionEventLog.make
const BUILD = { recruit: true, build: true }

/** Appends as the session does, the check in the given language; returns the refusal. */
function germanTable() {
  let state = rebellionLog.initial(players, { riseOfTheEmpire: false, firstGame: false }) as FullState<RebellionState>
  const log: LogEvent[] = []
  return {
    get s() {
      return state.game
    },
    play(e: NewEvent, locale: Locale = 'de'): string | undefined {
      const refused = rebellionLog.check(state, e, locale)
      if (refused) return refused
      const full = { ...e, gameId: 'g', seq: log.length + 1, at: '2025-01-01T00:00:00Z' } as LogEvent
      log.push(full)
      state = rebellionLog.apply(state, full) as FullState<RebellionState>
      return undefined
    },
    ok(e: NewEvent) {
      expect(this.play(e)).toBeUndefined()
    },
  }
}
const say = (e: NewEvent, locale: Locale) =>
  rebellionLog.describe({ ...e, gameId: 'g', seq: 1, at: '2025-01-01T00:00:00Z' } as LogEvent, players, locale)

describe('the Rebellion round timeline in German', () => {
  it('describes phases, time, reputation, builds, slides and deployments in German', () => {
    expect(say(ev('rebellion.phase.set', { round: 2, phase: 'refresh' }), 'de')).toBe('Runde 2 · Auffrischungsphase')
    expect(say(ev('rebellion.phase.set', { round: 2, phase: 'refresh' }), 'en')).toBe('Round 2 · Refresh phase')
    expect(say(ev('rebellion.time.advanced', { from: 3, to: 4, prompts: BUILD }), 'de')).toBe(
      'Zeitmarker 3 → 4 (Rekrutieren und Bauen)',
    )
    expect(say(ev('rebellion.time.advanced', { from: 3, to: 4, prompts: BUILD }), 'en')).toBe(
      'Time marker 3 → 4 (recruit and build)',
    )
    expect(say(ev('rebellion.reputation.moved', { from: 14, to: 12, objective: 'Heldenmut' }), 'de')).toBe(
      'Ansehen 14 → 12 (Heldenmut)',
    )
    const built = ev('rebellion.units.built', {
      faction: 'empire',
      units: [
        { space: 1, entry: { unit: 'tie-fighter', from: 'coruscant' } },
        { space: 1, entry: { unit: 'tie-fighter', from: 'coruscant' } },
        { space: 2, entry: { unit: 'star-destroyer', from: 'coruscant' } },
      ],
    })
    expect(say(built, 'de')).toBe('Ann (Imperium) hat gebaut: 2 TIE-Jäger, 1 Sternzerstörer')
    expect(say(built, 'en')).toBe('Ann (Empire) built 2 TIE Fighters, 1 Star Destroyer')
    expect(say(ev('rebellion.queue.slid', { faction: 'rebels' }), 'de')).toBe(
      'Ben (Rebellen) hat die Bauleiste vorgerückt',
    )
    expect(
      say(
        ev('rebellion.units.deployed', {
          faction: 'rebels',
          placements: [
            { unit: 'rebel-trooper', to: 'rebel-base' },
            { unit: 'rebel-trooper', to: 'rebel-base' },
          ],
        }),
        'de',
      ),
    ).toBe('Ben (Rebellen) hat eingesetzt: 2 Rebellensoldaten auf das Feld der Rebellenbasis')
    expect(say(ev('rebellion.system.edited', { system: 'hoth', change: { sabotaged: true } }), 'de')).toBe(
      'Hoth: sabotiert',
    )
    expect(say(ev('rebellion.empire.won', { how: 'base-destroyed' }), 'de')).toBe(
      'Der Todesstern hat das System der Rebellenbasis zerstört',
    )
  })

  it('shows the round, the Refresh checklist and the options in German in the header and timeline', () => {
    const t = germanTable()
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'command' }))
    expect(rebellionLog.engine.progress?.(t.s, {} as never, 'de')).toBe('Runde 1 · Befehlsphase')
    expect(rebellionLog.engine.progress?.(t.s, {} as never, 'en')).toBe('Round 1 · Command phase')
    expect(
      say(playEvents.make('checklist.ticked', { list: CHECKLISTS.refresh, step: 'draw-missions', done: true }), 'de'),
    ).toContain('Missionen ziehen')
    expect(rebellionLog.engine.optionsText?.({ riseOfTheEmpire: true, firstGame: false }, 'de')).toBe(
      'Optionen: Aufstieg des Imperiums, normaler Aufbau',
    )
  })
})

describe('the round refuses in German', () => {
  it('says in German why time, the next round, a build or a slide is not allowed now', () => {
    const t = germanTable()
    expect(t.play(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))).toBe(
      'Die Zeit rückt in der Auffrischungsphase vor; Runde 1 ist in der Zuweisungsphase.',
    )
    // The same move refused in English for an English table.
    expect(t.play(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }), 'en')).toBe(
      'Time advances in the Refresh phase; round 1 is in the Assignment phase.',
    )
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'command' }))
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'refresh' }))
    expect(t.play(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))).toBe(
      'Rücke zuerst die Zeit vor: Der Zeitmarker steht auf Feld 1, und Runde 2 beginnt mit ihm ein Feld weiter.',
    )
    expect(
      t.play(
        ev('rebellion.units.built', {
          faction: 'rebels',
          units: [{ space: 1, entry: { unit: 'x-wing', from: 'rebel-base' } }],
        }),
      ),
    ).toBe('Bauen kommt nach „Zeit vorrücken“: Rücke zuerst den Zeitmarker vor.')
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))
    expect(t.play(ev('rebellion.queue.slid', { faction: 'rebels' }))).toBe(
      'Bauen kommt vor Einsetzen: die Rebellen und das Imperium haben noch nicht gebaut (Feld 2 zeigt ein Bausymbol). Gib zuerst den Bau ein oder hake „Bauen“ im Tab „Runde“ ab, wenn es nichts zu bauen gab.',
    )
    t.ok(
      ev('rebellion.units.built', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'x-wing', from: 'rebel-base' } }],
      }),
    )
    expect(
      t.play(
        ev('rebellion.units.built', {
          faction: 'rebels',
          units: [{ space: 1, entry: { unit: 'x-wing', from: 'rebel-base' } }],
        }),
      ),
    ).toBe('Die Rebellen haben in dieser Runde schon gebaut; mach den Bau rückgängig, um ihn neu einzugeben.')
    expect(refreshStepsLeft(t.s, 'de').find((st) => st.id === 'build')).toEqual({
      id: 'build',
      title: 'Bauen',
      detail: 'noch nicht gebaut: Imperium',
    })
    expect(
      t.play(playEvents.make('checklist.ticked', { list: CHECKLISTS.refresh, step: 'advance-time', done: false })),
    ).toBe(
      '„Zeit vorrücken“ hakt sich selbst ab, wenn der Zeitmarker vorrückt (Schaltfläche oder T); mach das Vorrücken rückgängig, um den Haken zu entfernen.',
    )
    t.ok(
      ev('rebellion.units.built', {
        faction: 'empire',
        units: [{ space: 1, entry: { unit: 'tie-fighter', from: 'coruscant' } }],
      }),
    )
    expect(t.play(playEvents.make('checklist.ticked', { list: CHECKLISTS.refresh, step: 'build', done: false }))).toBe(
      '„Bauen“ hat sich selbst abgehakt, als beide Seiten ihren Bau eingegeben haben; mach einen Bau rückgängig, um den Haken zu entfernen.',
    )
    expect(t.play(ev('rebellion.queue.slid', { faction: 'empire' }))).toBe(
      'Die Rebellen setzen zuerst ein: Rücke die Bauleiste der Rebellen vor und setze ihre Einheiten ein, dann die des Imperiums.',
    )
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    expect(refreshStepsLeft(t.s, 'de').find((st) => st.id === 'deploy')?.detail).toBe(
      'warten noch aufs Einsetzen: Rebellen: 1 X-Flügler',
    )
    expect(
      t.play(
        ev('rebellion.units.deployed', { faction: 'empire', placements: [{ unit: 'tie-fighter', to: 'coruscant' }] }),
      ),
    ).toBe('Keine imperialen Einheiten warten aufs Einsetzen: Einheiten verlassen Feld 1, wenn die Bauleiste vorrückt.')
  })
})

describe('a system edit refused in German', () => {
  it('says in German why Coruscant cannot change loyalty, and in English for an English table', () => {
    const t = germanTable()
    const edit = ev('rebellion.system.edited', { system: 'coruscant', change: { loyalty: 'rebel' } })
    expect(t.play(edit)).toBe('Coruscant ist immer dem Imperium treu und gewinnt oder verliert nie Loyalität.')
    expect(t.play(edit, 'en')).toMatch(/^Coruscant /)
    expect(t.s.board.coruscant.loyalty).toBe('imperial')
  })
})

describe('the Refresh steps, the time track and the build queue in German', () => {
  it('lists the Refresh steps in rule order with German titles', () => {
    expect(refreshSteps({ riseOfTheEmpire: true, firstGame: false }, 'de').map((s) => s.title)).toEqual([
      'Schnelle Mobilisierung',
      'Ziel der Rebellen',
      'Anführer zurückholen',
      'Missionen ziehen',
      'Sondendroiden aussenden',
      'Ziel ziehen',
      'Zeit vorrücken',
      'Rekrutieren',
      'Bauen',
      'Einsetzen',
    ])
  })

  it('refuses a time-track move in German', () => {
    expect(advanceTime({ time: 16, reputation: 16 }, TIME_TRACK_ICONS, undefined, 'de')).toMatchObject({
      reason: 'Die Marker stehen schon auf demselben Feld: Die Rebellen haben gewonnen.',
    })
    expect(gainReputation({ time: 4, reputation: 14 }, -1, 'de')).toMatchObject({
      reason: 'Das Ansehen muss eine ganze Zahl von Feldern sein, nicht -1.',
    })
    expect(gainReputation({ time: 4, reputation: 14 }, 99, 'de')).toMatchObject({
      reason: 'Ansehen 99 ist mehr als die ganze Zeitleiste (16 Felder): prüfe den Wert auf der Zielkarte.',
    })
  })

  it('asks in German for a build choice and names the units the system can build', () => {
    const rote = buildPlan('empire', germanTable().s.board, { riseOfTheEmpire: true, locale: 'de' })
    expect(resolveBuild(rote.orders, [], 'de')).toMatchObject({
      reason: 'Wähle, was Coruscant baut: Sturmtruppler, Angriffspanzer.',
    })
    expect(resolveBuild(rote.orders, ['x-wing'], 'de')).toMatchObject({
      reason: 'Coruscant kann keine Einheit „X-Flügler“ bauen, nur Sturmtruppler oder Angriffspanzer.',
    })
  })

  it('gives build and deploy reasons in German', () => {
    const t = germanTable()
    const board = { ...t.s.board, sullust: { ...t.s.board.sullust, loyalty: 'rebel' as const, sabotaged: true } }
    const plan = buildPlan('rebels', board, { riseOfTheEmpire: false, locale: 'de' })
    expect(plan.skipped).toContainEqual({ system: 'sullust', reason: 'Sullust ist sabotiert.' })
    const ctx = { baseHidden: true, riseOfTheEmpire: false, locale: 'de' as const }
    expect(deployTargets('rebels', board, ctx).find((x) => x.target === 'sullust')?.reason).toBe(
      'Sullust ist sabotiert.',
    )
    expect(deployTargets('empire', t.s.board, ctx).find((x) => x.target === 'yavin')?.reason).toBe(
      'Yavin hat weder einen imperialen Loyalitäts- noch einen Unterwerfungsmarker.',
    )
    expect(deployTargets('rebels', t.s.board, ctx, { 'rebel-base': 2 }).find((x) => x.target === 'rebel-base')).toEqual(
      {
        target: 'rebel-base',
        legal: false,
        reason: 'Das Feld der Rebellenbasis hat in diesem Einsetzschritt schon 2 Einheiten erhalten.',
      },
    )
    expect(
      checkDeployment('rebels', t.s.board, ctx, [], [{ unit: 'x-wing', to: 'rebel-base' }]).refusals[0]?.reason,
    ).toBe('Keine Einheit „X-Flügler“ hat die Bauleiste zum Einsetzen verlassen.')
  })
})

// A German table sees Rebellion's board in German: the timeline lines of units placed, damaged,
// moved, retreated and of leaders, the refusals of those events and of the system board, the
// battle record's lines, and the fast unit entry reads German unit names — while an English table
// still reads the English words, unchanged.
import { describe, expect, it } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import type { LogEvent, NewEvent } from '../../../../src-shared/core/game-record'
import type { Locale } from '../../../../src-shared/locale'
import { afterBattle, battleOutcome, whyRetreatedAlready } from '../../../../src-shared/games/rebellion/battle-record'
import { editSystem, emptyBoard, isEditRefusal } from '../../../../src-shared/games/rebellion/board'
import { figureGroups, roundLossesFrom } from '../../../../src-shared/games/rebellion/battle-round-entry'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { moveOptions, whyNotActivate, whyNotMove } from '../../../../src-shared/games/rebellion/movement'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import { poolLimits } from '../../../../src-shared/games/rebellion/units-on-board'
import { parseUnitsText } from '../../../../src-shared/games/rebellion/units-text'
import { players, rebellionLog } from './rebellion-table'

const ev = rebellionEventLog.make
const LIMITS = poolLimits()
const say = (e: NewEvent, locale: Locale) =>
  rebellionLog.describe({ ...e, gameId: 'g', seq: 1, at: '2025-01-01T00:00:00Z' } as LogEvent, players, locale)

/** Appends as the session does (check in the given language, then apply); returns the refusal. */
function table() {
  let state = rebellionLog.initial(players, { riseOfTheEmpire: false, firstGame: false }) as FullState<RebellionState>
  let seq = 0
  return {
    get s() {
      return state.game
    },
    play(e: NewEvent, locale: Locale = 'de'): string | undefined {
      const refused = rebellionLog.check(state, e, locale)
      if (refused) return refused
      const full = { ...e, gameId: 'g', seq: ++seq, at: '2025-01-01T00:00:00Z' } as LogEvent
      state = rebellionLog.apply(state, full) as FullState<RebellionState>
      return undefined
    },
  }
}

describe('the Rebellion board timeline in German', () => {
  it('describes units placed, removed, damaged and moved in German, and in English as before', () => {
    const placed = ev('rebellion.units.placed', {
      system: 'sullust',
      faction: 'empire',
      units: { 'tie-fighter': 2, 'star-destroyer': 1 },
      limits: LIMITS,
    })
    expect(say(placed, 'de')).toBe('Imperium: 2 TIE-Jäger, 1 Sternzerstörer in Sullust aufgestellt')
    expect(say(placed, 'en')).toBe('Empire: 2 TIE Fighters, 1 Star Destroyer placed in Sullust')
    const removed = ev('rebellion.units.removed', {
      system: 'hoth',
      faction: 'rebels',
      unit: 'rebel-trooper',
      count: 2,
      why: 'destroyed',
    })
    expect(say(removed, 'de')).toBe('Rebellen: 2 Rebellensoldaten in Hoth zerstört')
    expect(say(removed, 'en')).toBe('Rebels: 2 Rebel Troopers destroyed in Hoth')
    const damaged = ev('rebellion.unit.damaged', {
      system: 'sullust',
      faction: 'empire',
      unit: 'star-destroyer',
      from: 0,
      to: 2,
    })
    expect(say(damaged, 'de')).toBe('Imperium: Sternzerstörer in Sullust nimmt Schaden (0 → 2)')
    expect(say(damaged, 'en')).toBe('Empire: Star Destroyer in Sullust takes damage (0 → 2)')
    const moved = ev('rebellion.units.moved', {
      faction: 'empire',
      to: 'sullust',
      leader: 'vader',
      moves: [{ from: 'bespin', unit: 'tie-fighter', count: 3 }],
    })
    expect(say(moved, 'de')).toBe('Darth Vader aktiviert Sullust; eingezogen: 3 TIE-Jäger aus Bespin')
    expect(say(moved, 'en')).toBe('Darth Vader activates Sullust; moved in: 3 TIE Fighters from Bespin')
  })

  it('describes leaders and a combat round in German', () => {
    expect(say(ev('rebellion.leader.placed', { system: 'hoth', faction: 'rebels', leader: 'leia' }), 'de')).toBe(
      'Leia Organa in Hoth platziert',
    )
    expect(say(ev('rebellion.leader.returned', { leader: 'leia' }), 'de')).toBe(
      'Leia Organa kehrt in den Anführervorrat zurück',
    )
    expect(say(ev('rebellion.leader.captured', { leader: 'leia', captured: false }), 'de')).toBe(
      'Leia Organa befreit (auf das Feld der Rebellenbasis)',
    )
    const round = ev('rebellion.combat-round.recorded', {
      system: 'sullust',
      round: 2,
      empire: {
        destroyed: [{ unit: 'tie-fighter', count: 1, damage: 0 }],
        damaged: [{ unit: 'star-destroyer', count: 1, from: 0, to: 2 }],
      },
      rebels: { destroyed: [{ unit: 'x-wing', count: 2, damage: 0 }], damaged: [] },
    })
    expect(say(round, 'de')).toBe(
      'Kampf in Sullust, Runde 2: Imperium – verloren: 1 TIE-Jäger, Sternzerstörer nimmt 2 Schaden; Rebellen – verloren: 2 X-Flügler',
    )
    expect(say(round, 'en')).toBe(
      'Combat in Sullust, round 2: Empire lost 1 TIE Fighter, a Star Destroyer took 2 damage; Rebels lost 2 X-wings',
    )
  })
})

describe('the Rebellion board refuses in German', () => {
  it('refuses a unit of the other side, a leader already placed and a leader not on the board', () => {
    const t = table()
    expect(
      t.play(
        ev('rebellion.units.placed', {
          system: 'hoth',
          faction: 'rebels',
          units: { 'tie-fighter': 1 },
          limits: LIMITS,
        }),
      ),
    ).toBe('TIE-Jäger ist keine Einheit der Seite Rebellen.')
    expect(t.play(ev('rebellion.leader.placed', { system: 'hoth', faction: 'rebels', leader: 'leia' }))).toBeUndefined()
    expect(t.play(ev('rebellion.leader.placed', { system: 'yavin', faction: 'rebels', leader: 'leia' }))).toBe(
      'Leia Organa ist schon in Hoth.',
    )
    expect(t.play(ev('rebellion.leader.placed', { system: 'yavin', faction: 'rebels', leader: 'leia' }), 'en')).toBe(
      'Leia Organa is already in Hoth.',
    )
    expect(t.play(ev('rebellion.leader.returned', { leader: 'vader' }))).toBe(
      'Darth Vader ist nicht auf dem Spielplan.',
    )
    expect(
      t.play(
        ev('rebellion.units.removed', {
          system: 'hoth',
          faction: 'rebels',
          unit: 'x-wing',
          count: 2,
          why: 'destroyed',
        }),
      ),
    ).toBe('Nichts zu entfernen: Rebellen: dort nur 0 X-Flügler, nicht 2.')
    expect(
      t.play(
        ev('rebellion.units.placed', {
          system: 'hoth',
          faction: 'rebels',
          units: { 'x-wing': 3 },
          limits: { ...LIMITS, 'x-wing': 2 },
        }),
      ),
    ).toBe(
      'Die Schachtel enthält 2 Figuren X-Flügler, und 0 stehen schon auf dem Spielplan, also passen 3 weitere nicht. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.',
    )
    expect(
      t.play(
        ev('rebellion.unit.damaged', { system: 'hoth', faction: 'rebels', unit: 'rebel-trooper', from: 0, to: 1 }),
      ),
    ).toBe('1 Schaden zerstört Rebellensoldat (Lebenspunkte 1): trage die Figur stattdessen als zerstört ein.')
  })

  it('refuses a system board change in German (Coruscant, a remote system)', () => {
    const board = emptyBoard()
    const coruscant = editSystem(board, 'coruscant', { loyalty: 'rebel' }, 'de')
    expect(isEditRefusal(coruscant) && coruscant.reason).toBe(
      'Coruscant ist immer dem Imperium treu und gewinnt oder verliert nie Loyalität.',
    )
    const remote = editSystem(board, 'hoth', { loyalty: 'rebel' }, 'de')
    expect(isEditRefusal(remote) && remote.reason).toBe(
      'Hoth ist abgelegen: Es hat kein Loyalitätsfeld, also keinen Loyalitäts- oder Unterwerfungsmarker.',
    )
    const english = editSystem(board, 'hoth', { loyalty: 'rebel' })
    expect(isEditRefusal(english) && english.reason).toBe(
      'Hoth is remote: it has no loyalty space, so no loyalty or subjugation marker.',
    )
  })

  it('says the battle outcome, a second retreat and what the board calls for in German', () => {
    expect(battleOutcome('sullust', { winner: 'empire', how: 'retreat' }, 'de')).toBe(
      'Imperium: Sieg im Kampf in Sullust (Rebellen: Rückzug).',
    )
    expect(battleOutcome('sullust', { winner: 'rebels', how: 'destroyed' }, 'de')).toBe(
      'Rebellen: Sieg im Kampf in Sullust (Imperium: keine Einheiten mehr dort).',
    )
    expect(battleOutcome('sullust', { winner: 'rebels', how: 'destroyed' })).toBe(
      'Rebels won the battle in Sullust (the Empire has no units left there).',
    )
    expect(whyRetreatedAlready({ sullust: { round: 1, retreated: ['rebels'] } }, 'sullust', 'rebels', 'de')).toBe(
      'Rebellen: in diesem Kampf in Sullust schon einmal zurückgezogen – jede Seite darf sich einmal je Kampf zurückziehen.',
    )
    const board = { ...emptyBoard(), sullust: { ...emptyBoard().sullust, subjugated: true } }
    expect(afterBattle({ forces: {}, board }, 'sullust', 'de').map((a) => a.text)).toEqual([
      'In Sullust ist keine imperiale Bodeneinheit mehr: Der Unterwerfungsmarker kommt weg.',
    ])
  })
})

describe('a combat round refused in German', () => {
  it('says why the round cannot have happened on this board', () => {
    const t = table()
    const round = (n: number) =>
      ev('rebellion.combat-round.recorded', {
        system: 'sullust',
        round: n,
        empire: { destroyed: [], damaged: [] },
        rebels: { destroyed: [{ unit: 'x-wing', count: 1, damage: 0 }], damaged: [] },
      })
    expect(t.play(round(1))).toBe(
      'Runde nicht eingetragen: In Sullust gibt es keinen Kampf: Imperium und Rebellen haben dort keine Einheiten.',
    )
    expect(t.play(round(1), 'en')).toBe(
      'Round not recorded: there is no fight in Sullust: the Empire and the Rebels have no units there.',
    )
    t.play(
      ev('rebellion.units.placed', {
        system: 'sullust',
        faction: 'empire',
        units: { 'tie-fighter': 1 },
        limits: LIMITS,
      }),
    )
    t.play(
      ev('rebellion.units.placed', { system: 'sullust', faction: 'rebels', units: { 'y-wing': 1 }, limits: LIMITS }),
    )
    expect(t.play(round(1))).toBe(
      'Runde nicht eingetragen: Rebellen: Verlust von 1 X-Flügler nicht möglich: Rebellen: dort nur 0 X-Flügler, nicht 1.',
    )
    expect(t.play(round(2))).toBe('Runde nicht eingetragen: Der Kampf in Sullust steht bei Runde 1, nicht 2.')
  })
})

describe('the battle tracker entry in German', () => {
  it('names the figure groups and refuses an impossible round in German', () => {
    const forces = {
      sullust: { empire: { units: { 'star-destroyer': [2, 0] }, leaders: [] }, rebels: { units: {}, leaders: [] } },
    }
    const groups = figureGroups(forces, 'sullust', 'empire', {}, 'de')
    expect(groups.map((g) => g.name)).toEqual(['1 Sternzerstörer', '1 Sternzerstörer (2 Schaden)'])
    expect(figureGroups(forces, 'sullust', 'empire').map((g) => g.name)).toEqual([
      '1 Star Destroyer',
      '1 Star Destroyer (2 dmg)',
    ])
    const key = groups[0]!.key
    expect(roundLossesFrom('empire', groups, { [key]: 3 }, {}, 'de')).toBe(
      'Imperium, 1 Sternzerstörer: Zerstört muss eine ganze Zahl von 0 bis 1 sein.',
    )
    expect(roundLossesFrom('empire', groups, {}, { [key]: 'x' }, 'de')).toBe(
      'Imperium, 1 Sternzerstörer: Gib den Schaden jeder getroffenen Figur als ganze Zahlen ein, etwa 2 oder 1 1.',
    )
    // One figure hit, none left: singular in both languages.
    expect(roundLossesFrom('empire', groups, { [key]: 1 }, { [key]: '1' }, 'de')).toBe(
      'Imperium, 1 Sternzerstörer: 1 Figur getroffen, aber nur 0 haben die Runde überlebt.',
    )
    expect(roundLossesFrom('empire', figureGroups(forces, 'sullust', 'empire'), { [key]: 1 }, { [key]: '1' })).toBe(
      'Empire, 1 Star Destroyer: 1 figure hit but only 0 survived the round.',
    )
  })
})

describe('moving units in German', () => {
  const forces = {
    sullust: { empire: { units: { 'tie-fighter': [0, 0] }, leaders: [] }, rebels: { units: {}, leaders: [] } },
    naboo: { empire: { units: {}, leaders: [{ id: 'vader' }] }, rebels: { units: {}, leaders: [] } },
  }
  it('says why a leader cannot activate and why figures cannot move, in German', () => {
    expect(whyNotActivate(forces, 'empire', 'vader', 'de')).toBe(
      'Darth Vader ist schon in Naboo: Nur ein Anführer aus dem Anführervorrat aktiviert ein System.',
    )
    expect(whyNotActivate(forces, 'rebels', 'vader', 'de')).toBe('Darth Vader ist kein Anführer der Seite Rebellen.')
    expect(whyNotActivate(forces, 'rebels', 'vader')).toBe('Darth Vader is not a leader of the Rebel player.')
    expect(
      whyNotMove(forces, 'empire', 'cato-neimoidia', [{ from: 'sullust', unit: 'tie-fighter', count: 2 }], {}, 'de'),
    ).toBe(
      '2 Bodeneinheiten oder TIE-Jäger aus Sullust brauchen Transportkapazität eines Schiffs, um mitzukommen, und kein von dort ziehendes Schiff transportiert welche.',
    )
  })
  it('notes what holds units back in German', () => {
    expect(moveOptions(forces, 'empire', 'cato-neimoidia', {}, 'de')).toEqual([
      {
        from: 'sullust',
        unit: 'tie-fighter',
        damage: 0,
        count: 2,
        kind: 'carried',
        note: 'Schiffe in Sullust transportieren 0',
      },
    ])
  })
})

describe('typing units in German', () => {
  it('reads the German unit names, singular and plural, with or without umlauts', () => {
    expect(parseUnitsText('2 tie-jäger, 1 sternzerstörer', 'empire', false)).toEqual({
      ok: true,
      units: { 'tie-fighter': 2, 'star-destroyer': 1 },
    })
    expect(parseUnitsText('2 TIE-Jaeger, 1 sternzerstorer, 1 todesstern', 'empire', false)).toEqual({
      ok: true,
      units: { 'tie-fighter': 2, 'star-destroyer': 1, 'death-star': 1 },
    })
    expect(parseUnitsText('3 x-flügler, 2 rebellensoldaten, 1 corellianische korvette', 'rebels', false)).toEqual({
      ok: true,
      units: { 'x-wing': 3, 'rebel-trooper': 2, 'corellian-corvette': 1 },
    })
    // The English names still work as before.
    expect(parseUnitsText('2 tie, 1 sd', 'empire', false)).toEqual({
      ok: true,
      units: { 'tie-fighter': 2, 'star-destroyer': 1 },
    })
  })

  it('says what is wrong in German', () => {
    expect(parseUnitsText('2 tie-jäger', 'rebels', false, 'de')).toEqual({
      ok: false,
      error:
        '„tie-jäger“ ist keine Einheit dieser Seite. Nimm einen Namen wie X-Flügler, Y-Flügler, Rebellentransporter oder Anfangsbuchstaben („mc“).',
    })
    expect(parseUnitsText('0 sd', 'empire', false, 'de')).toEqual({
      ok: false,
      error: '0 sd: gib eine Zahl von 1 bis 40 ein.',
    })
    expect(parseUnitsText(' , ', 'empire', false, 'de')).toEqual({
      ok: false,
      error: 'Gib Einheiten ein wie „2 tie, 1 sd“: eine Zahl, dann ein Einheitenname.',
    })
  })
})

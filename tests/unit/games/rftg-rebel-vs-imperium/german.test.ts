// Rebel vs Imperium in German: the timeline's lines, the refusals, the takeover calculator's
// messages and parts, the setup checklist and the header in the interface language, and English
// unchanged when no language is given. The rules reference's German bodies follow the English
// entries block for block, with the same numbers, and a few German sentences are exact.
import { describe, expect, it } from 'vitest'
import { blockText, localizeRule } from '../../../../src-shared/core/rules'
import { ruleById, rulesForGame } from '../../../../src-shared/games/rules-index'
import { initialPlayLog } from '../../../../src-shared/core/play-log'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { engine } from '../../../../src-shared/games/rftg-rebel-vs-imperium/engine'
import { resolveAttack } from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { setupSteps } from '../../../../src-shared/games/rftg-rebel-vs-imperium/setup-steps'
import { checkInPlay } from '../../../../src-shared/games/rftg-rebel-vs-imperium/start-worlds'
import { drawGoals, sessionAdvice } from '../../../../src-shared/games/rftg-rebel-vs-imperium/setup'
import { NEW_GOALS } from '../../../../src-shared/games/rftg-rebel-vs-imperium/data'
import { optionAdvice } from '../../../../src-shared/games/rftg-rebel-vs-imperium/session-advice'
import { T, textsIn } from '../../../../src-shared/games/rftg-rebel-vs-imperium/texts'
import {
  ANA_BO,
  anaTakesOutpost as take,
  anaWithSeat as ana,
  boWithOutpost as bo,
  logOf,
  saved,
  seated,
  tab,
} from './rftg-table'

const players = ANA_BO
const { reduce, run, check, say } = seated(players)

describe('Rebel vs Imperium in German', () => {
  it('has the same keys in German as in English', () => {
    const shape = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? shape(v as object).map((x) => `${k}.${x}`) : [`${k}:${typeof v}`],
      )
    expect(shape(textsIn('de'))).toEqual(shape(T))
  })

  it('describes the events in German, and in English without a language', () => {
    expect(say(take, 'de')).toBe('Ana übernimmt Rebel Outpost von Bo mit Imperium Seat (6 gegen 6)')
    expect(say({ ...take, payload: { ...take.payload, success: false } }, 'de')).toBe(
      'Ana scheitert bei der Übernahme von Rebel Outpost von Bo mit Imperium Seat (6 gegen 6)',
    )
    expect(say(take)).toBe('Ana took over Rebel Outpost from Bo with Imperium Seat (6 against 6)')
    expect(say(saved('p2', bo), 'de')).toBe('Auslage von Bo: 8 Karten, Militär 2, 1 Militärwelt')
    expect(say(saved('p2', bo))).toBe('Bo’s tableau: 8 cards, Military 2, 1 military world')
    expect(say(ev.make('rftg.start-worlds.dealt', { seed: 1, worlds: { p1: [0, 1], p2: [2, 3] } }), 'de')).toBe(
      'Startwelten ausgeteilt: Ana Old Earth / Epsilon Eridani; Bo Alpha Centauri / New Sparta',
    )
    expect(say(ev.make('rftg.start-world.kept', { player: 'p1', world: 1 }), 'de')).toBe('Ana behält Epsilon Eridani')
    expect(say(ev.make('rftg.settle.started', {}), 'de')).toBe(
      'Neue Besiedeln-Phase: jede bisher ausgelegte Welt kann Ziel sein, und alle haben wieder eine Besiedeln-Aktion',
    )
    expect(say(ev.make('rftg.score.entered', { player: 'p1', line: { chips: 10, cards: 20, sixDev: 4 } }), 'de')).toBe(
      'Wertungsblatt von Ana: 10 aus SP-Chips, 20 Karten-SP, 4 aus 6er-Entwicklungen',
    )
    expect(say(ev.make('rftg.goal.claimed', { goal: 'Propaganda Edge', holders: ['p2'], tied: ['p1'] }), 'de')).toBe(
      'Propaganda Edge: Bo, gleichauf: Ana',
    )
    expect(say(ev.make('rftg.goal.claimed', { goal: 'Galactic Riches', holders: [], tied: [] }), 'de')).toBe(
      'Galactic Riches: niemand hat es',
    )
  })

  it('refuses in German with the reason, and in English by default', () => {
    const s = run([saved('p1', ana), saved('p2', bo)])
    expect(check(s, { ...take, payload: { ...take.payload, success: false } }, 'de')).toBe(
      'die Auslagen ergeben 6 gegen 6 (Erfolg); prüft die Eingaben',
    )
    expect(check(s, { ...take, payload: { ...take.payload, power: 'rebel-alliance' } }, 'de')).toBe(
      'Die angreifende Person hat kein Rebel Alliance in der Auslage',
    )
    expect(check(s, { ...take, payload: { ...take.payload, power: 'rebel-alliance' } })).toBe(
      'The attacker has no Rebel Alliance in their tableau',
    )
    expect(check(s, { ...take, payload: { ...take.payload, defender: 'p1' } }, 'de')).toBe(
      'niemand kann die eigene Welt übernehmen',
    )
    expect(check(s, { ...take, payload: { ...take.payload, attacker: 'p9' } }, 'de')).toBe(
      'diese Person spielt nicht in diesem Spiel mit',
    )
    const dealt = run([ev.make('rftg.start-worlds.dealt', { seed: 1, worlds: { p1: [0, 1], p2: [2, 3] } })])
    expect(check(dealt, ev.make('rftg.start-world.kept', { player: 'p1', world: 2 }), 'de')).toBe(
      'Ana hat Alpha Centauri nicht bekommen',
    )
    expect(
      check(dealt, ev.make('rftg.start-worlds.dealt', { seed: 1, worlds: { p1: [0, 2], p2: [4, 3] } }), 'de'),
    ).toBe('jede Person bekommt eine blaue und eine rote Startwelt')
    const outpost = bo.militaryWorlds[0]!
    const two = run([saved('p1', ana), saved('p2', { ...bo, militaryWorlds: [outpost, outpost] })])
    const taken = reduce(two, logOf([take])[0]!)
    expect(check(taken, take, 'de')).toBe(
      'Die angreifende Person hat in diesem Besiedeln schon eine Übernahme: eine Übernahme verbraucht die eine Besiedeln-Aktion',
    )
    expect(check(run([]), ev.make('rftg.goal.claimed', { goal: 'X', holders: [], tied: [] }), 'de')).toBe(
      'zieht oder tragt zuerst die Ziele ein',
    )
  })

  it('gives the calculator’s parts and rules in German', () => {
    const r = resolveAttack(
      tab({ rebelAlliance: true, military: 3 }),
      bo,
      { ...take.payload, power: 'rebel-alliance' },
      true,
      0,
      'de',
    )
    expect(r.ok).toBe(false)
    const a = tab({ imperiumSeat: true, military: 6, extraVsRebel: 1, temporaryMilitary: 2 })
    const ok = resolveAttack(
      a,
      tab({ ...bo, rebelPact: true }),
      { power: 'imperium-seat', world: 0, attackerTemporary: 2, defenderTemporary: 0 },
      true,
      0,
      'de',
    )
    if (!ok.ok) throw new Error(ok.error.message)
    expect(ok.value.attackParts.map((p) => `${p.label} ${p.value}`)).toEqual([
      'Militär 6',
      'Zusätzliches Militär gegen Rebellenwelten 1',
      'Vorübergehendes Militär (angesagt) 2',
    ])
    expect(ok.value.defenceParts.map((p) => `${p.label} ${p.value}`)).toEqual([
      'Militär 2',
      'Verteidigung von Rebel Outpost 4',
      'Rebel Pact: 2 × 1 Rebellen- + 0 andere Militärwelten 2',
    ])
    expect(ok.value.rules[0]!.text).toBe(
      'Imperium Seat erreicht diese Person (eine Rebellen-Militärwelt in der Auslage).',
    )
  })

  it('names the setup steps, the header and the options in German', () => {
    expect(setupSteps(true, true, 'de').map((s) => s.title)).toEqual([
      'Neue Karten dazu',
      'Ziele auslegen',
      'Übernahmescheibe',
      'Militärleiste',
      'Startwelten',
      '6 Karten für jede Person',
      'Behalten und abwerfen',
      'Aufdecken',
    ])
    expect(setupSteps(true, true).map((s) => s.title)[5]).toBe('6 cards each')
    expect(engine.stepTitle!('rftg-setup', 'keep', players, 'de')).toBe('Behalten und abwerfen')
    expect(engine.listTitle!('rftg-setup', 'de')).toBe('Aufbau')
    const end = run([saved('p2', { cards: 12 })])
    expect(engine.progress!(end, initialPlayLog(players), 'de')).toBe('Spielende ausgelöst von Bo · Übernahmen an')
    expect(engine.progress!(run([]), initialPlayLog(players), 'de')).toBe('Im Spiel · Übernahmen an')
    expect(engine.optionsText!({ goals: true, takeovers: false }, 'de')).toBe('Optionen: Ziele an, Übernahmen aus')
    expect(engine.optionsText!({ goals: true, takeovers: false })).toBe('Options: goals on, takeovers off')
  })

  it('explains the setup draws and the takeover alternation in German', () => {
    expect(drawGoals(1, NEW_GOALS, 'de')).toEqual({
      ok: false,
      error:
        'Zum Ziehen braucht es 4 „Erste“- und 2 „Meiste“-Ziele zur Auswahl; die App kennt 3 und 2. Tragt die Namen eurer anderen Ziel-Plättchen ein (aus The Gathering Storm) und zieht erneut, oder tragt die gezogenen Ziele ein.',
    })
    expect(checkInPlay([0, 1, 2], 2, 'de')).toBe(
      'Zum Austeilen braucht jede der 2 Personen eine blaue und eine rote Startwelt: angehakt sind 2 blaue und 1 rote.',
    )
    expect(sessionAdvice([], '2026-11-30T19:00:00Z', 'de')).toMatchObject({
      takeovers: false,
      why: 'Erstes Spiel dieser Runde: Übernahmen aus (die Regel beginnt jede Spielrunde mit der roten Seite der Scheibe).',
      basis: 'Erstes Spiel dieser Runde.',
    })
    const first = {
      title: 'Abend 1',
      createdAt: '2026-11-30T18:00:00Z',
      updatedAt: '2026-11-30T19:00:00Z',
      takeovers: false,
    }
    expect(sessionAdvice([first], '2026-11-30T19:10:00Z', 'de').why).toBe(
      'Spiel 2 dieser Runde: „Abend 1“ wurde mit Übernahmen aus gespielt, also sind sie diesmal an.',
    )
    // New game's advice (the takeovers option) in the interface language.
    expect(optionAdvice([], '2026-11-30T19:00:00Z', 'de')).toEqual({
      takeovers: {
        value: false,
        why: 'Erstes Spiel dieser Runde: Übernahmen aus (die Regel beginnt jede Spielrunde mit der roten Seite der Scheibe).',
      },
    })
    expect(sessionAdvice([first], '2026-11-30T19:10:00Z').why).toBe(
      'Game 2 of this session: “Abend 1” was played with takeovers off, so this one has them on.',
    )
  })
})

const rftgRules = () => rulesForGame('rftg-rebel-vs-imperium')

const germanBody = (id: string) => localizeRule(ruleById(id)!, 'de').body
const germanText = (id: string): string => germanBody(id).map(blockText).join('\n')

describe('Rebel vs Imperium rules reference in German', () => {
  // Block for block, with the English numbers: checked for every game in rules/rules-german.
  it('gives all 20 entries a German body', () => {
    expect(rftgRules().length).toBe(20)
    for (const e of rftgRules()) expect(localizeRule(e, 'de').bodyInEnglish, e.id).toBe(false)
  })

  it('leaves no English sentence in a German body and uses the screens’ words', () => {
    for (const e of rftgRules()) {
      const text = germanText(e.id)
      expect(text.match(/\b(the|and|of|with|your|when|takeover|Military|tab)\b/g), e.id).toBeNull()
      expect(text, e.id).not.toMatch(/zeitweilig|Imperiumssitz|Rebellenallianz|Tarntechnologie|Rebellenpakt/)
      // Takeovers are "abgewickelt", as on the Takeovers tab's buttons, in the summary as in the details.
      expect(`${e.de!.summary}\n${text}`, e.id).not.toMatch(/abhandel|abgehandelt/)
    }
    expect(ruleById('rftg-rebel-vs-imperium.takeover-order')!.de!.summary).toBe(
      'Übernahmen werden am Ende des Besiedelns im Uhrzeigersinn abgewickelt, beginnend bei der Person mit der niedrigsten Startweltnummer; eine spätere gelingt nur, wenn frühere scheiterten.',
    )
  })

  it('says the setup and the start-world deal in German, with the printed numbers', () => {
    const setup = germanBody('rftg-rebel-vs-imperium.setup')
    expect(setup[0]).toMatchObject({ type: 'list', ordered: true })
    expect(blockText(setup[0]!).split('\n')[5]).toBe(
      'Übernahmen an: Jede Person bekommt eine Militärleiste und 4 Würfelchen (rot, lila, 2 hellrot); die 2 Übernahme-Abwehr-Marker und den Rebellen-Übernahmebonus-Marker bereitlegen.',
    )
    expect(germanBody('rftg-rebel-vs-imperium.start-worlds')[1]).toEqual({
      type: 'table',
      columns: ['Blau (gerade)', 'Rot (ungerade)'],
      rows: [
        ['0 Old Earth', '1 Epsilon Eridani'],
        ['2 Alpha Centauri', '3 New Sparta'],
        ['4 Earth’s Lost Colony', '5 Separatist Colony'],
        ['6 Ancient Race', '7 Damaged Alien Factory'],
        ['8 Doomed World', '9 Rebel Cantina'],
        ['10 Galactic Developers', '11 Imperium Warlord'],
      ],
    })
    expect(germanText('rftg-rebel-vs-imperium.quick.round')).toContain(
      'Ende von Besiedeln: Übernahmen im Uhrzeigersinn abwickeln, ab der Startwelt mit der niedrigsten Nummer.',
    )
  })

  it('says when a takeover succeeds and what the goals are worth in German', () => {
    expect(germanBody('rftg-rebel-vs-imperium.takeover-success')[2]).toEqual({
      type: 'table',
      caption: 'Beispiele',
      columns: ['Militär des Angriffs', 'Militär der Verteidigung + Verteidigung der Welt', 'Ergebnis'],
      rows: [
        ['8', '5 + 3 = 8', 'Erfolg (Gleichstand)'],
        ['7', '5 + 3 = 8', 'Scheitert'],
      ],
    })
    expect(germanBody('rftg-rebel-vs-imperium.goals')[1]).toEqual({
      type: 'paragraph',
      text: 'Wert: Ein „Erste“-Ziel bringt 3 SP, ein „Meiste“-Ziel 5 SP (wer mit der Person, die es hat, gleichauf ist, bekommt 3).',
    })
    expect(germanBody('rftg-rebel-vs-imperium.game-end')[1]).toMatchObject({ type: 'note', tone: 'reading' })
  })
})

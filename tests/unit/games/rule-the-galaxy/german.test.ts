// Rule the Galaxy in German: the timeline's words, the refusals and the to-do list in the interface
// language (exact texts), English unchanged when no language is given, and the German texts having
// every key the English ones have.
import { describe, expect, it } from 'vitest'
import type { NewEvent, Player } from '../../../../src-shared/core/game-record'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { blockers } from '../../../../src-shared/games/rule-the-galaxy/state'
import { emptyHand } from '../../../../src-shared/games/rule-the-galaxy/data'
import { colourLabel, T, textsIn, tileNamesOf } from '../../../../src-shared/games/rule-the-galaxy/texts'
import type { Locale } from '../../../../src-shared/locale'
import { checkEvent as check, logOf, rtgLog, run } from './rtg-table'
import { progress } from '../../../../src-shared/games/rule-the-galaxy/engine'
import { setupPlan } from '../../../../src-shared/games/rule-the-galaxy/setup'
import { blockText, localizeRule } from '../../../../src-shared/core/rules'
import { ruleTheGalaxyRules } from '../../../../src-shared/games/rule-the-galaxy/rules'

const players: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
]
const say = (e: NewEvent, locale?: Locale) => rtgLog.describe(logOf([e])[0]!, players, locale)

const setUp = ev.setup({
  seed: 1,
  firstPlayer: 'p2',
  lanes: 4,
  rows: 7,
  fireMarkerSpaces: [{ lane: 1, row: 1 }],
  anyMix: true,
})
const dealt = [setUp, ev.deal('p1', 'rey'), ev.deal('p2', 'finn')]
const units = ev.unitsEnter([
  { lane: 0, strength: 3, colour: 'finn' },
  { lane: 1, strength: 2, colour: 'multi' },
  { lane: 2, strength: 1, colour: 'chewbacca' },
  { lane: 3, strength: 8, colour: 'poe' },
])

describe('Rule the Galaxy in German', () => {
  it('writes the timeline in German, and in English without a language', () => {
    expect(say(setUp, 'de')).toBe('Aufbau: 4 Bahnen × 7 Reihen, Bo beginnt')
    expect(say(setUp)).toBe('Set up: 4 lanes × 7 rows, Bo starts')
    expect(say(ev.deal('p1', 'bb8'), 'de')).toBe('Erste Karte von Ana: BB-8 (Joker)')
    expect(
      say(
        ev.unitsEnter([
          { lane: 0, strength: 3, colour: 'finn' },
          { lane: 1, strength: 2, colour: 'multi' },
        ]),
        'de',
      ),
    ).toBe('Einheiten kommen ins Spiel: Bahn 1 Stärke 3 (Farbe von Finn); Bahn 2 Stärke 2 (mehrfarbig)')
    expect(say(ev.draw('fire'), 'de')).toBe('Feuerkarte gezogen')
    expect(say(ev.draw('chewbacca'), 'de')).toBe('Chewbacca gezogen')
    expect(say(ev.stop(), 'de')).toBe('Ziehen beendet')
    expect(say(ev.reshuffle(), 'de')).toBe('Stapel, Ablagestapel und Feuerkarten neu gemischt')
    const destroy = ev.destroy({
      player: 'p1',
      unitId: 'u2',
      spend: { ...emptyHand(), rey: 1, bb8: 1 },
      infiltratorId: 'i1',
      points: 2,
      unit: { strength: 3, colour: 'finn', lane: 1 },
      infiltrator: { colour: 'multi' },
    })
    expect(say(destroy, 'de')).toBe(
      'Ana zerstörte die Einheit der Stärke 3 (Farbe von Finn) in Bahn 2 (+2) mit 1 Rey, 1 BB-8 (Joker) und einem Infiltrator (mehrfarbig)',
    )
    expect(say(destroy)).toBe(
      'Ana destroyed the strength-3 unit (Finn’s colour) in lane 2 (+2) with 1 Rey, 1 BB-8 (joker) and an infiltrator (multicolour)',
    )
    expect(say(ev.trade({ player: 'p1', with: 'p2', gives: 'poe', gets: 'finn' }), 'de')).toBe(
      'Ana gab Poe an Bo für Finn',
    )
    expect(say(ev.fireMarker({ lane: 1, row: 1 }, 1), 'de')).toBe(
      'Feuermarker in Bahn 2, Reihe 2 aufgedeckt: 1 – jede Person wirft 1 Karte ab',
    )
    expect(say(ev.fireMarker(null, 2), 'de')).toBe('Feuermarker aufgedeckt: 2 – jede Person wirft 2 Karten ab')
    expect(
      say(
        ev.markerSpaces([
          { lane: 0, row: 2 },
          { lane: 3, row: 4 },
        ]),
        'de',
      ),
    ).toBe('Rot umrandete Felder eingetragen: Bahn 1 Reihe 3, Bahn 4 Reihe 5')
    expect(say(ev.discard('p2', { ...emptyHand(), poe: 2 }), 'de')).toBe('Bo warf 2 Poe ab')
    expect(say(ev.turnEnd(), 'de')).toBe('Zug beendet')
  })

  it('refuses in German with the reason, and in English by default', () => {
    const fresh = run([])
    expect(check(fresh, ev.deal('p1', 'rey'), 'de')).toBe('baut das Spiel zuerst auf')
    expect(check(fresh, ev.deal('p1', 'rey'))).toBe('set the game up first')
    const afterDeal = run(dealt)
    expect(check(afterDeal, ev.deal('p1', 'poe'), 'de')).toBe('Ana hat schon eine erste Karte')
    // The units are still due: the first thing to enter, in the language asked for.
    expect(check(afterDeal, ev.draw('rey'), 'de')).toBe('leg 4 neue Einheiten in die Eingangsreihe')
    expect(check(afterDeal, ev.draw('rey'))).toBe('put 4 new units on the entry row')
    expect(
      check(
        afterDeal,
        ev.unitsEnter([
          { lane: 0, strength: 3, colour: 'rey' },
          { lane: 0, strength: 1, colour: 'rey' },
        ]),
        'de',
      ),
    ).toBe('das Eingangsfeld von Bahn 1 ist besetzt')
    const playing = run([...dealt, units])
    expect(check(playing, ev.stop(), 'de')).toBe(
      'ein Zug beginnt mit dem Ziehen: zieh mindestens eine Karte, bevor du aufhörst',
    )
    expect(check(playing, ev.trade({ player: 'p1', with: 'p2', gives: 'rey', gets: 'finn' }), 'de')).toBe(
      'Bo ist am Zug',
    )
    expect(check(playing, ev.trade({ player: 'p2', with: 'p1', gives: 'poe', gets: 'rey' }), 'de')).toBe(
      'Bo hat keine Karte „Poe“',
    )
    expect(check(playing, ev.fireMarker({ lane: 2, row: 2 }, 1), 'de')).toBe('auf diesem Feld liegt kein Feuermarker')
    expect(check(playing, ev.discard('p1', { ...emptyHand(), rey: 1 }), 'de')).toBe(
      'Ana muss gerade keine Karten abwerfen',
    )
    expect(check(playing, ev.discard('p1', { ...emptyHand(), rey: 1 }))).toBe('Ana has no cards to discard now')
    const pay = ev.destroy({ player: 'p2', unitId: 'u1', spend: { ...emptyHand(), finn: 1 }, points: 0 })
    expect(check(playing, pay, 'de')).toBe(
      'ein Zug beginnt mit dem Ziehen: zieh mindestens eine Karte, bevor du Einheiten zerstörst',
    )
    expect(check(playing, ev.turnEnd(), 'de')).toBe(
      'ein Zug beginnt mit dem Ziehen: zieh mindestens eine Karte, bevor du den Zug beendest',
    )
    const drew = run([...dealt, units, ev.draw('fire')])
    expect(check(drew, pay, 'de')).toBe('diese Einheit braucht genau 3 Karten')
    expect(check(drew, pay)).toBe('this unit takes exactly 3 cards')
  })

  it('lists what must be entered first in German', () => {
    expect(blockers(run(dealt.slice(0, 2)), 'de')).toEqual([
      'trag die erste Karte von Bo ein',
      'leg 4 neue Einheiten in die Eingangsreihe',
    ])
    const marker = run([...dealt, units, ev.fireMarker({ lane: 1, row: 1 }, 1)])
    expect(blockers(marker, 'de')).toEqual(['Bo wirft 1 Karte ab', 'Ana wirft 1 Karte ab'])
    expect(blockers(marker)).toEqual(['Bo discards 1 card', 'Ana discards 1 card'])
  })

  it('says where the game stands in German (the game header)', () => {
    expect(progress(run([]), 'de')).toBe('Aufbau')
    const playing = run([...dealt, units])
    expect(progress(playing, 'de')).toBe('Runde 1 · Bo ist am Zug')
    expect(progress(playing)).toBe('Round 1 · Bo’s turn')
  })

  it('has a German text for every English one', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}:${typeof v}`],
      )
    expect(keys(textsIn('de'))).toEqual(keys(T))
    expect(textsIn(undefined)).toBe(T)
  })
})

describe('Rule the Galaxy colour and tile names in German', () => {
  it('names the printed card colours in German, a colour the players typed as they typed it', () => {
    expect(colourLabel('chewbacca', {}, 'de')).toBe('rot (Chewbacca)')
    expect(colourLabel('rey', {}, 'de')).toBe('lila (Rey)')
    expect(colourLabel('finn', {}, 'de')).toBe('blau (Finn)')
    expect(colourLabel('poe', {}, 'de')).toBe('Farbe von Poe')
    expect(colourLabel('multi', {}, 'de')).toBe('mehrfarbig')
    expect(colourLabel('poe', { 'rule-the-galaxy.colour.poe': 'orange' }, 'de')).toBe('orange (Poe)')
    expect(colourLabel('rey', { 'rule-the-galaxy.colour.rey': 'violett' }, 'de')).toBe('violett (Rey)')
    // English unchanged.
    expect(colourLabel('chewbacca')).toBe('red (Chewbacca)')
    expect(colourLabel('rey', {}, 'en')).toBe('purple (Rey)')
    expect(colourLabel('poe')).toBe('Poe’s colour')
  })

  it('names the tiles as the German setup checklist does', () => {
    expect(tileNamesOf(1, 'de')).toBe('Sturmtruppler')
    expect(tileNamesOf(2, 'de')).toBe('Sturmtruppler')
    expect(tileNamesOf(3, 'de')).toBe('Schneetruppler')
    expect(tileNamesOf(5, 'de')).toBe('Flammentruppler')
    expect(tileNamesOf(6, 'de')).toBe('Sergeant / Captain Phasma')
    expect(tileNamesOf(8, 'de')).toBe('Kylo Ren')
    expect(tileNamesOf(2)).toBe('Stormtrooper')
    const checklist = setupPlan([...players, { id: 'p3', name: 'Cy' }], 1, {}, 'de').steps.map((st) => st.detail)
    expect(checklist.join(' ')).toContain(tileNamesOf(1, 'de'))
    expect(
      setupPlan(players, 1, {}, 'de')
        .steps.map((st) => st.detail)
        .join(' '),
    ).toContain(tileNamesOf(5, 'de'))
  })
})

describe('Rule the Galaxy setup checklist in German', () => {
  it('works out the counts in German words, English unchanged without a language', () => {
    const de = setupPlan(players, 1, {}, 'de')
    const en = setupPlan(players, 1)
    expect(de.steps.map((st) => st.title)).toEqual([
      'Spielplan',
      'Widerstandskarten',
      'Eine Karte für jede Person',
      'Flammentruppler aussortieren',
      'Stapel der Ersten Ordnung',
      'Bewegungsmarker',
      'Erste Einheiten',
      'Feuermarker',
      'Startperson',
    ])
    expect(de.steps.find((st) => st.id === 'flametroopers-out')?.detail).toBe(
      'Bei 2 Personen bleiben die 4 Flammentruppler (Stärke 5) in der Schachtel.',
    )
    expect(en.steps.find((st) => st.id === 'flametroopers-out')?.detail).toBe(
      'With 2 players the 4 Flametroopers (strength 5) stay in the box.',
    )
    expect(de.steps.find((st) => st.id === 'first-player')?.detail).toBe(
      `Wer am Tisch am besten mit dem Lichtschwert kämpft (oder die jüngste Person) beginnt. Kein Duell? Die Wahl der App: ${players[de.suggestedFirst]!.name}.`,
    )
    expect(say(ev.setupTick('board', true), 'de')).toBe('Aufbau: „Spielplan“ erledigt')
  })
})

describe('Rule the Galaxy rules reference in German', () => {
  const ruleById = (id: string) => ruleTheGalaxyRules.find((e) => e.id === id)
  const german = (id: string) => localizeRule(ruleById(id)!, 'de')

  it('shows the entry bodies in German, with the English entry’s numbers', () => {
    const fire = german('rule-the-galaxy.fire-cards')
    expect(fire.bodyInEnglish).toBe(false)
    expect(fire.body[0]).toMatchObject({
      type: 'table',
      columns: ['Lage', 'Folge'],
      rows: [
        ['Die Feuerkarte ist deine erste Karte in diesem Zug', 'Keine Wirkung: beiseitelegen und weiterziehen'],
        [
          'Feuerkarte nach anderen Karten in diesem Zug',
          'Die in diesem Zug gezogenen Karten abwerfen; das Ziehen endet',
        ],
        ['Karten, die du schon vor diesem Zug hattest', 'Gehen durch eine Feuerkarte nie verloren'],
      ],
    })
    expect(blockText(german('rule-the-galaxy.jokers').body[0]!)).toBe(
      'Im Stapel sind 10 BB-8-Karten. Mische sie bei jeder Bezahlung beliebig mit farbigen Karten.',
    )
    expect(german('rule-the-galaxy.scoring').body[0]).toMatchObject({
      rows: [
        ['1 (Infiltrator)', '0'],
        ['3 (Schneetruppler)', '2'],
        ['8 (Kylo Ren)', '5'],
        ['2, 5, 6', 'Auf dem Plättchen aufgedruckt — Holotable fragt'],
      ],
    })
    // English unchanged.
    expect(localizeRule(ruleById('rule-the-galaxy.jokers')!, 'en').body).toEqual(
      ruleById('rule-the-galaxy.jokers')!.body,
    )
  })
})

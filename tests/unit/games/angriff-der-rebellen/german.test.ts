// Angriff der Rebellen in German: the timeline's words and the refusals in the interface language,
// the game's names in German, and English unchanged when no language is given.
import { describe, expect, it } from 'vitest'
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { GAMES } from '../../../../src-shared/games/registry'
import { arEventLog as ev } from '../../../../src-shared/games/angriff-der-rebellen/events'
import { initialState, type ArState } from '../../../../src-shared/games/angriff-der-rebellen/state'
import { T, textsIn } from '../../../../src-shared/games/angriff-der-rebellen/texts'
import { namesIn, TILE_KINDS } from '../../../../src-shared/games/angriff-der-rebellen/names'
import { setupSteps } from '../../../../src-shared/games/angriff-der-rebellen/setup'
import type { Locale } from '../../../../src-shared/locale'

const players: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
]
const arLog = await GAMES.log('angriff-der-rebellen')
const full = (game: ArState) => ({
  play: { players, options: {}, notes: [], scores: {}, result: undefined },
  game,
  unreadable: {},
})
const check = (s: ArState, e: NewEvent, locale?: Locale) => arLog.check(full(s), e, locale)
const say = (e: NewEvent, locale?: Locale) =>
  arLog.describe({ ...e, gameId: 'g', seq: 1, at: '2026-01-01T00:00:00Z' } as LogEvent, players, locale)

const setUp = ev.make('ar.game.set-up', {
  seats: [
    { player: 'p1', ship: 'millennium-falcon', corner: 0 },
    { player: 'p2', ship: 'x-wing', corner: 3 },
  ],
  first: 'p1',
})
const fresh = initialState(players, {})
const started = arLog.engine.events.apply(fresh, { ...setUp, gameId: 'g', seq: 1, at: '' } as LogEvent) as ArState

describe('Angriff der Rebellen in German', () => {
  it('describes events in German, with German names; English without a language', () => {
    expect(say(setUp, 'de')).toBe(
      'Aufgebaut: Ana fliegt Millennium Falke ab der Ecke oben links; Bo fliegt X-Flügler ab der Ecke unten rechts. Ana beginnt.',
    )
    expect(say(ev.make('ar.ship.moved', { player: 'p1', to: 5 }), 'de')).toBe('Ana zog auf Reihe 2, Spalte 2')
    expect(say(ev.make('ar.tile.revealed', { player: 'p2', space: 0, tile: 'death-star' }), 'de')).toBe(
      'Bo deckte auf: Todesstern (Reihe 1, Spalte 1)',
    )
    expect(say(ev.make('ar.ship.moved', { player: 'p1', to: 5 }))).toBe('Ana moved to row 2, column 2')
    expect(say(ev.make('ar.tile.revealed', { player: 'p2', space: 0, tile: 'asteroid-field' }), 'en')).toBe(
      'Bo revealed an Asteroid field at row 1, column 1',
    )
  })

  it('refuses in German with the reason, and in English by default', () => {
    expect(check(fresh, ev.make('ar.ship.moved', { player: 'p1', to: 4 }), 'de')).toBe(
      'das Spiel hat noch nicht begonnen: Schließt zuerst den Aufbau ab',
    )
    expect(check(started, ev.make('ar.ship.moved', { player: 'p2', to: 11 }), 'de')).toBe('Ana ist am Zug')
    expect(check(started, ev.make('ar.ship.moved', { player: 'p2', to: 11 }))).toBe('it is Ana’s turn')
    expect(check(started, ev.make('ar.ship.moved', { player: 'p1', to: 5 }), 'de')).toBe(
      'zieh ein Feld nach oben, unten, links oder rechts (nicht diagonal)',
    )
    // Boxed in (Bo beside, a gap below): onto Bo's ship, the refusal says the ship can only jump.
    const grid = started.grid.map((sp, i) => (i === 4 ? { tile: false as const } : sp))
    const boxed: ArState = { ...started, grid, positions: { p1: 0, p2: 1 } }
    expect(check(boxed, ev.make('ar.ship.moved', { player: 'p1', to: 1 }), 'de')).toBe(
      'dort steht schon ein anderes Rebellenschiff, und neben deinem Schiff ist kein Plättchen frei: Es kann nur springen, über die Schiffe hinweg bis zum ersten freien Plättchen in gerader Linie (tippe auf ein hervorgehobenes Plättchen)',
    )
  })

  it('has a German text for every English one (same keys), and German names for every tile', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
      )
    expect(keys(textsIn('de'))).toEqual(keys(T))
    const de = namesIn('de')
    expect(TILE_KINDS.map((k) => de.tiles[k])).toEqual([
      'Asteroidenfeld',
      'Astromech',
      'Verbündeter',
      'Imperiale Raumfähre',
      'TIE-Jäger',
      'TIE-Abfangjäger',
      'TIE-Bomber',
      'Sternzerstörer',
      'Supersternzerstörer',
      'Todesstern',
    ])
    expect(setupSteps('de').map((s) => s.title)).toEqual([
      'Rebellenschiffe',
      'Plättchen mischen',
      'Weltraum auslegen',
      'Nachziehstapel',
      'Chips und Würfel',
      'Schiffe auf die Ecken',
    ])
  })
})

describe('Angriff der Rebellen: the header and the shared events in German', () => {
  it('progress, checklist ticks and options in German; English by default', () => {
    const play = { players, options: {}, notes: [], scores: {}, result: undefined }
    expect(arLog.engine.progress?.(fresh, play, 'de')).toBe('Aufbau')
    expect(arLog.engine.progress?.(started, play, 'de')).toBe('Zug 1 · Ana')
    expect(arLog.engine.progress?.(started, play)).toBe('Turn 1 · Ana')
    const tick = { type: 'checklist.ticked', payload: { list: 'ar-setup', step: 'shuffle', done: true } } as NewEvent
    expect(say(tick, 'de')).toBe('Aufbau: „Plättchen mischen“ erledigt')
    expect(say(tick)).toBe('Setup: “Shuffle the tiles” done')
  })
})

describe('ship values typed wrong', () => {
  it('an empty field is said to be empty, in both languages; a typed one is quoted', () => {
    expect(textsIn('de').shipValues.badNumber('Stärke', 0, 15, '')).toBe(
      'Stärke: Gib die ganze Zahl ein, die auf dem Plättchen steht, 0 bis 15 (das Feld ist leer).',
    )
    expect(textsIn('de').shipValues.badNumber('Stärke', 0, 15, 'x')).toBe(
      'Stärke: Gib die ganze Zahl ein, die auf dem Plättchen steht, 0 bis 15 (eingegeben: „x“).',
    )
    expect(T.shipValues.badNumber('Strength', 0, 15, '')).toBe(
      'Strength: enter the whole number printed on the tile, 0 to 15 (the field is empty).',
    )
  })
})

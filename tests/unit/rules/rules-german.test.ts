import { describe, expect, it } from 'vitest'
import type { GameModuleId } from '../../../src-shared/core/game-record'
import {
  blockText,
  entryBodyText,
  localizeRule,
  type RuleEntry,
  type RuleTranslation,
} from '../../../src-shared/core/rules'
import { createRuleSearch, highlight, normalizeGermanTerm } from '../../../src-shared/core/rules-search'
import { angriffRulesDe } from '../../../src-shared/games/angriff-der-rebellen/rules-de'
import { rebellionRulesDe } from '../../../src-shared/games/rebellion/rules-de'
import { rftgRulesDe } from '../../../src-shared/games/rftg-rebel-vs-imperium/rules-de'
import { GAME_MANIFESTS } from '../../../src-shared/games/registry'
import { ruleTheGalaxyRulesDe } from '../../../src-shared/games/rule-the-galaxy/rules-de'
import { ALL_RULES, ruleById, rulesForGame, rulesSearch } from '../../../src-shared/games/rules-index'

const GERMAN_FILES: [GameModuleId, Readonly<Record<string, RuleTranslation>>][] = [
  ['angriff-der-rebellen', angriffRulesDe],
  ['rebellion', rebellionRulesDe],
  ['rule-the-galaxy', ruleTheGalaxyRulesDe],
  ['rftg-rebel-vs-imperium', rftgRulesDe],
]

const adr = () => rulesForGame('angriff-der-rebellen')

describe('German text of the rules reference', () => {
  it('gives every entry of every game a German title, summary and at least three German keywords', () => {
    const missing = ALL_RULES.filter(
      (e) => !e.de || e.de.title.trim() === '' || e.de.summary.trim() === '' || e.de.keywords.length < 3,
    )
    expect(missing.map((e) => e.id)).toEqual([])
    expect(ALL_RULES.length).toBe(130)
  })

  it('has a German file for every registered game', () => {
    expect(GERMAN_FILES.map(([game]) => game).sort()).toEqual(GAME_MANIFESTS.map((m) => m.id).sort())
  })

  it('gives every entry of every game a German body, shown without the "not yet translated" mark', () => {
    // Rebellion's bodies are pinned entry by entry in games/rebellion/rules-german; the fallback to
    // the English body is checked below on entries without one.
    expect(ALL_RULES.filter((e) => !e.de?.body).map((e) => e.id)).toEqual([])
    expect(ALL_RULES.filter((e) => localizeRule(e, 'de').bodyInEnglish).map((e) => e.id)).toEqual([])
    expect(localizeRule(ruleById('rebellion.rote.retreat')!, 'de')).toMatchObject({
      title: 'Rückzug',
      body: rebellionRulesDe['rebellion.rote.retreat']!.body,
      bodyInEnglish: false,
    })
  })

  it('gives every entry a German title of its own within its game', () => {
    for (const m of GAME_MANIFESTS) {
      const titles = rulesForGame(m.id).map((e) => e.de?.title)
      expect(
        titles.filter((t, i) => titles.indexOf(t) !== i),
        m.id,
      ).toEqual([])
    }
  })

  it('gives every Angriff der Rebellen entry a German title, summary, body and keywords', () => {
    const missing = adr().filter(
      (e) => !e.de || e.de.title.trim() === '' || e.de.summary.trim() === '' || !e.de.body?.length,
    )
    expect(missing.map((e) => e.id)).toEqual([])
    expect(
      adr()
        .filter((e) => (e.de?.keywords.length ?? 0) < 3)
        .map((e) => e.id),
    ).toEqual([])
  })

  it('names only entries that exist, in the right game, in each German file', () => {
    for (const [game, file] of GERMAN_FILES) {
      const stray = Object.keys(file).filter((id) => ruleById(id)?.game !== game)
      expect(stray, game).toEqual([])
    }
  })

  it('translates the German bodies block for block: same kinds, list lengths and table shapes as the English', () => {
    for (const e of ALL_RULES.filter((r) => r.de?.body)) {
      const en = e.body.map((b) => shape(b))
      const de = e.de!.body!.map((b) => shape(b))
      expect(de, e.id).toEqual(en)
    }
  })

  it('keeps every number of the English body in the German one (words are translated, numbers are not)', () => {
    const numbers = (text: string): string[] => (text.match(/\d+/g) ?? []).sort()
    for (const e of ALL_RULES.filter((r) => r.de?.body))
      expect(numbers(e.de!.body!.map(blockText).join('\n')), e.id).toEqual(numbers(entryBodyText(e)))
  })

  it('keeps German summaries short (one or two sentences)', () => {
    const long = ALL_RULES.filter(
      (e) => e.de && (e.de.summary.length > 300 || (e.de.summary.match(/[.!?](\s|$)/g) ?? []).length > 2),
    )
    expect(long.map((e) => e.id)).toEqual([])
  })

  it('shows an entry in German, with the English body marked while it is untranslated', () => {
    const end = ruleById('angriff-der-rebellen.end-of-game')!
    expect(localizeRule(end, 'de')).toMatchObject({ title: 'Spielende', bodyInEnglish: false })
    expect(localizeRule(end, 'en')).toMatchObject({ title: 'When the game ends', bodyInEnglish: false })
    const noGerman: RuleEntry = { ...end, de: undefined }
    expect(localizeRule(noGerman, 'de')).toMatchObject({ title: 'When the game ends', bodyInEnglish: true })
    const titleOnly: RuleEntry = { ...end, de: { title: 'Ende', summary: 'Kurz.', keywords: ['Ende'] } }
    expect(localizeRule(titleOnly, 'de')).toEqual({
      title: 'Ende',
      summary: 'Kurz.',
      body: end.body,
      bodyInEnglish: true,
    })
  })
})

function shape(b: RuleEntry['body'][number]): string {
  switch (b.type) {
    case 'list':
      return `${b.ordered ? 'steps' : 'list'}:${b.items.length}`
    case 'table':
      return `table:${b.columns.length}x${b.rows.length}:${b.caption === undefined ? '' : 'caption'}`
    case 'note':
      return `note:${b.tone}`
    case 'paragraph':
      return 'paragraph'
  }
}

describe('German search folding', () => {
  it('folds case, umlauts both ways and ß', () => {
    expect(normalizeGermanTerm('Rückzug')).toBe('ruckzug')
    expect(normalizeGermanTerm('Rueckzug')).toBe('ruckzug')
    expect(normalizeGermanTerm('RÜCKZUG')).toBe('ruckzug')
    expect(normalizeGermanTerm('Größe')).toBe(normalizeGermanTerm('Groesse'))
    expect(normalizeGermanTerm('Straße')).toBe('strass')
  })

  it('folds one plural or case ending, keeping stems of at least three letters', () => {
    expect(normalizeGermanTerm('Asteroidenfelder')).toBe('asteroidenfeld')
    expect(normalizeGermanTerm('Asteroidenfeld')).toBe('asteroidenfeld')
    expect(normalizeGermanTerm('Kraftchips')).toBe('kraftchip')
    expect(normalizeGermanTerm('Verbündeten')).toBe(normalizeGermanTerm('Verbündete'))
    expect(normalizeGermanTerm('Züge')).toBe('zug')
    expect(normalizeGermanTerm('Kampfes')).toBe('kampf')
    // A bare -n stays, so "Todesstern" is not cut to "todesster".
    expect(normalizeGermanTerm('Todesstern')).toBe('todesstern')
    expect(normalizeGermanTerm('Todessterne')).toBe('todesstern')
  })

  it('drops German filler words', () => {
    expect(normalizeGermanTerm('der')).toBeNull()
    expect(normalizeGermanTerm('für')).toBeNull()
    expect(normalizeGermanTerm('Würfel')).toBe('wurfel')
  })

  it('finds a compound by the word it ends with, and highlights it', () => {
    const only = createRuleSearch(adr())
    expect(only.search('Feld', { language: 'de' })[0]?.hits[0]?.id).toBe('angriff-der-rebellen.asteroid-field')
    const hit = only.search('Feld', { language: 'de' })[0]!.hits[0]!
    expect(highlight(hit.title, hit.terms)).toEqual([{ text: 'Asteroidenfelder', match: true }])
  })
})

// Words players say at the table, in German, with the entry that must come first.
const GERMAN_WORDS: [query: string, game: GameModuleId, expected: string][] = [
  ['Asteroidenfeld', 'angriff-der-rebellen', 'angriff-der-rebellen.asteroid-field'],
  ['Asteroidenfelder', 'angriff-der-rebellen', 'angriff-der-rebellen.asteroid-field'],
  ['Spielende', 'angriff-der-rebellen', 'angriff-der-rebellen.end-of-game'],
  ['Kraftchips', 'angriff-der-rebellen', 'angriff-der-rebellen.power-chips'],
  ['Energie-Chips', 'angriff-der-rebellen', 'angriff-der-rebellen.power-chips'],
  ['wie viele Kraftchips darf ich haben', 'angriff-der-rebellen', 'angriff-der-rebellen.power-chips'],
  ['verlorener Kampf', 'angriff-der-rebellen', 'angriff-der-rebellen.lost-fight'],
  ['wer würfelt für das Schiff', 'angriff-der-rebellen', 'angriff-der-rebellen.duel'],
  ['Würfel', 'angriff-der-rebellen', 'angriff-der-rebellen.die'],
  ['darf ich schräg ziehen', 'angriff-der-rebellen', 'angriff-der-rebellen.move'],
  ['zweiter Astromech', 'angriff-der-rebellen', 'angriff-der-rebellen.astromech'],
  ['Lücke füllen', 'angriff-der-rebellen', 'angriff-der-rebellen.fill-gap'],
  ['Schlusswertung', 'angriff-der-rebellen', 'angriff-der-rebellen.scoring'],
  ['unentschieden', 'angriff-der-rebellen', 'angriff-der-rebellen.scoring'],
  ['Kampf unentschieden', 'angriff-der-rebellen', 'angriff-der-rebellen.duel'],
  ['Spielaufbau', 'angriff-der-rebellen', 'angriff-der-rebellen.setup'],
  ['Rückzug', 'rebellion', 'rebellion.rote.retreat'],
  ['Rueckzug', 'rebellion', 'rebellion.rote.retreat'],
  ['Todesstern', 'rebellion', 'rebellion.death-star'],
  ['Spielende', 'rebellion', 'rebellion.victory'],
  ['Sondendroiden', 'rebellion', 'rebellion.probe-droids'],
  ['Unterwerfung', 'rebellion', 'rebellion.subjugation'],
  ['wann wird die Basis aufgedeckt', 'rebellion', 'rebellion.rebel-base-reveal'],
  ['wie viele Einheiten darf ich einsetzen', 'rebellion', 'rebellion.deploy'],
  ['Gefangennahme', 'rebellion', 'rebellion.capture'],
  ['Spielende', 'rule-the-galaxy', 'rule-the-galaxy.goal'],
  ['Feuerkarte als erste Karte', 'rule-the-galaxy', 'rule-the-galaxy.first-card-fire'],
  ['Bewegungsmarker', 'rule-the-galaxy', 'rule-the-galaxy.movement-marker'],
  ['Oddziały nie są przesuwane', 'rule-the-galaxy', 'rule-the-galaxy.movement-marker'],
  ['oddzialy nalezy przesunac', 'rule-the-galaxy', 'rule-the-galaxy.movement-marker'],
  ['Karten tauschen', 'rule-the-galaxy', 'rule-the-galaxy.trading'],
  ['Spielende', 'rftg-rebel-vs-imperium', 'rftg-rebel-vs-imperium.game-end'],
  ['Übernahme Reihenfolge', 'rftg-rebel-vs-imperium', 'rftg-rebel-vs-imperium.takeover-order'],
  ['Uebernahme angreifbar', 'rftg-rebel-vs-imperium', 'rftg-rebel-vs-imperium.vulnerability'],
  ['Pontuação', 'rftg-rebel-vs-imperium', 'rftg-rebel-vs-imperium.scoring'],
  ['Fluxo do Jogo', 'rftg-rebel-vs-imperium', 'rftg-rebel-vs-imperium.game-flow'],
  ['Dicas para Vencer', 'rftg-rebel-vs-imperium', 'rftg-rebel-vs-imperium.tips'],
]

describe('German rules search finds the words players use, first', () => {
  for (const [query, game, expected] of GERMAN_WORDS)
    it(`"${query}" in ${game} → ${expected}`, () => {
      const groups = rulesSearch().search(query, { currentGame: game, language: 'de' })
      expect(groups[0]?.game).toBe(game)
      expect(groups[0]?.hits[0]?.id).toBe(expected)
    })

  it('returns titles and summaries in the requested language', () => {
    const de = rulesSearch().search('Asteroidenfeld', { currentGame: 'angriff-der-rebellen', language: 'de' })
    expect(de[0]?.hits[0]).toMatchObject({
      title: 'Asteroidenfelder',
      summary: 'Pech gehabt: Das Asteroidenfeld wieder umdrehen, und dein Zug ist sofort zu Ende.',
    })
    const en = rulesSearch().search('Asteroidenfeld', { currentGame: 'angriff-der-rebellen' })
    expect(en[0]?.hits[0]).toMatchObject({ id: 'angriff-der-rebellen.asteroid-field', title: 'Asteroid fields' })
  })

  it('covers every registered game', () => {
    const games = new Set(GERMAN_WORDS.map(([, game]) => game))
    expect(GAME_MANIFESTS.filter((m) => !games.has(m.id)).map((m) => m.id)).toEqual([])
  })

  it('finds the same entry by its English word', () => {
    const groups = rulesSearch().search('asteroid field', { currentGame: 'angriff-der-rebellen', language: 'de' })
    expect(groups[0]?.hits[0]).toMatchObject({ id: 'angriff-der-rebellen.asteroid-field', title: 'Asteroidenfelder' })
  })
})

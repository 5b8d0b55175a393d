import { describe, expect, it } from 'vitest'
import { blockText, entryBodyText, type RuleEntry } from '../../../src-shared/core/rules'
import { GAME_MANIFESTS } from '../../../src-shared/games/registry'
import { ALL_RULES, RULE_IDS, RULE_PARTS, ruleById, rulesForGame } from '../../../src-shared/games/rules-index'
import { RULEBOOK_FILES, readSource } from './shared-sources'

const ID_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/

describe('rules entries are well formed', () => {
  it('has entries for every registered game', () => {
    for (const m of GAME_MANIFESTS) expect(rulesForGame(m.id).length, m.id).toBeGreaterThanOrEqual(15)
  })

  it('uses unique ids', () => {
    const ids = ALL_RULES.map((e) => e.id)
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i)
    expect(dupes).toEqual([])
  })

  it('uses stable kebab-case ids prefixed by the game (and part)', () => {
    const bad = ALL_RULES.filter(
      (e) =>
        !ID_SHAPE.test(e.id) ||
        !e.id.startsWith(`${e.game}.`) ||
        (e.part === 'rise-of-the-empire') !== e.id.startsWith('rebellion.rote.'),
    )
    expect(bad.map((e) => e.id)).toEqual([])
  })

  it('has no empty entry: title, summary and at least one non-empty block', () => {
    const empty = ALL_RULES.filter(
      (e) =>
        e.title.trim() === '' ||
        e.summary.trim() === '' ||
        e.body.length === 0 ||
        e.body.some((b) => blockText(b).trim() === '') ||
        e.keywords.length === 0,
    )
    expect(empty.map((e) => e.id)).toEqual([])
  })

  it('keeps summaries short (one or two sentences)', () => {
    const long = ALL_RULES.filter((e) => e.summary.length > 260 || (e.summary.match(/[.!?](\s|$)/g) ?? []).length > 2)
    expect(long.map((e) => e.id)).toEqual([])
  })

  it('has tables whose rows match their columns', () => {
    for (const e of ALL_RULES) {
      for (const b of e.body) {
        if (b.type === 'table')
          for (const row of b.rows) expect(row.length, `${e.id}: ${row.join(' | ')}`).toBe(b.columns.length)
      }
    }
  })

  it('resolves every related link, and never links to itself', () => {
    const broken = ALL_RULES.flatMap((e) =>
      e.related.filter((r) => r === e.id || ruleById(r) === undefined).map((r) => `${e.id} → ${r}`),
    )
    expect(broken).toEqual([])
  })

  it('resolves every exported id to an entry of that game', () => {
    for (const [game, ids] of Object.entries(RULE_IDS)) {
      for (const [name, id] of Object.entries(ids)) expect(ruleById(id)?.game, `${game}.${name} = ${id}`).toBe(game)
    }
  })

  it('exports the ids the helpers and wizards need', () => {
    expect(Object.keys(RULE_IDS.rebellion)).toEqual(
      expect.arrayContaining([
        'setup',
        'firstGameSetup',
        'assignmentPhase',
        'commandPhase',
        'refreshPhase',
        'missions',
        'opposition',
        'combat',
        'deploy',
        'build',
        'timeTrack',
        'victory',
        'probeDroids',
        'rebelBase',
        'subjugation',
        'sabotage',
        'roteSetup',
        'roteLoyaltyDraw',
        'roteObjectiveDeck',
      ]),
    )
    expect(Object.keys(RULE_IDS['rule-the-galaxy'])).toEqual(
      expect.arrayContaining([
        'setup',
        'drawCards',
        'fireCard',
        'firstCardFire',
        'movementMarker',
        'fireMarkers',
        'destroyUnits',
        'infiltrators',
        'scoring',
        'defeat',
      ]),
    )
  })

  it('cites a section that exists in the cited source file', () => {
    const texts = new Map<string, string>()
    const missing = ALL_RULES.filter((e) => {
      const text = texts.get(e.source.file) ?? readSource(e.source.file)
      texts.set(e.source.file, text)
      return !text.includes(e.source.section)
    })
    expect(missing.map((e) => `${e.id}: ${e.source.file} › ${e.source.section}`)).toEqual([])
  })

  it('cites only its own game’s rulebook', () => {
    const fileGame: Record<string, string> = {
      'rulebooks/rebellion-base-rules.txt': 'rebellion',
      'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt': 'rebellion',
      'rulebooks/rule-the-galaxy.txt': 'rule-the-galaxy',
      'rulebooks/angriff-der-rebellen.txt': 'angriff-der-rebellen',
      'rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt': 'rftg-rebel-vs-imperium',
    }
    const wrong = ALL_RULES.filter((e) => fileGame[e.source.file] !== undefined && fileGame[e.source.file] !== e.game)
    expect(wrong.map((e) => e.id)).toEqual([])
  })

  it('marks ambiguity entries with a reading note and a confidence', () => {
    const ambiguities = ALL_RULES.filter((e) => e.kind === 'ambiguity')
    expect(ambiguities.length).toBeGreaterThanOrEqual(8)
    for (const e of ambiguities) {
      expect(
        e.body.some((b) => b.type === 'note' && b.tone === 'reading'),
        e.id,
      ).toBe(true)
      expect(e.confidence, e.id).toBeDefined()
    }
  })

  it('names every part it uses', () => {
    const parts = new Set(ALL_RULES.map((e) => e.part).filter((p) => p !== undefined))
    for (const p of parts) expect(RULE_PARTS[p]?.game, p).toBeDefined()
  })
})

// The reference is written in the project's own words: no run of 12 words may match the rulebooks.
const RUN = 12

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[’']/g, '')
      .match(/[a-z0-9]+/g) ?? []
  )
}

function runs(ws: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i + RUN <= ws.length; i++) out.push(ws.slice(i, i + RUN).join(' '))
  return out
}

function entryTexts(e: RuleEntry): string[] {
  const german = e.de ? [e.de.title, e.de.summary, ...(e.de.body ?? []).map(blockText)] : []
  return [e.title, e.summary, ...e.body.map(blockText), entryBodyText(e), ...german]
}

describe('rules text is in the project’s own words', () => {
  const bookRuns = new Set(RULEBOOK_FILES.flatMap((f) => runs(words(readSource(f)))))

  it('reads the rulebooks (the check is not vacuous)', () => {
    expect(bookRuns.size).toBeGreaterThan(5000)
    // A sentence pasted from the base rulebook is caught, punctuation and case aside; a rewording is not.
    const pasted = 'A player cannot move units out of a system that already contains one of his faction’s leaders.'
    expect(runs(words(pasted)).some((r) => bookRuns.has(r))).toBe(true)
    const reworded =
      'Units cannot leave a system that already holds one of your own leaders, so plan the order of activations.'
    expect(runs(words(reworded)).some((r) => bookRuns.has(r))).toBe(false)
  })

  it(`shares no ${RUN}-word run with any rulebook`, () => {
    const copied = ALL_RULES.flatMap((e) =>
      entryTexts(e)
        .flatMap((t) => runs(words(t)))
        .filter((r) => bookRuns.has(r))
        .map((r) => `${e.id}: “${r}”`),
    )
    expect([...new Set(copied)]).toEqual([])
  })
})

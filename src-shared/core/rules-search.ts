// Search over the rules reference, fast enough to run on every keystroke. Questions typed at the
// table are full sentences, so filler words are dropped and plurals folded before matching.
import MiniSearch from 'minisearch'
import type { GameModuleId } from './game-record'
import { entryBodyText, type RuleEntry, type RuleKind } from './rules'

const STOP_WORDS = new Set(
  (
    'a an the is are am be been being do does did done doing how what whats when where who whom which why ' +
    'can cannot could may might must shall should will would i me my mine we us our you your it its ' +
    'they them their he him his she her of to in on at by for with from into onto off up out if then than ' +
    'so and or but not no yes there here this that these those as about after before any all each every ' +
    'get gets got happen happens happened many much some more most one also only just own s t'
  ).split(' '),
)

/** Words of a text with their positions; letters, marks and digits only. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu

function fold(word: string): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  // Light plural folding so "takeovers", "allies", "units" meet "takeover", "ally", "unit".
  if (plain.length > 4 && plain.endsWith('ies')) return plain.slice(0, -3) + 'y'
  if (plain.length > 3 && plain.endsWith('s') && !/(ss|us|is)$/.test(plain)) return plain.slice(0, -1)
  return plain
}

/** The search-side form of a word, or null for a filler word. */
export function normalizeTerm(word: string): string | null {
  const lower = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  if (STOP_WORDS.has(lower)) return null
  return fold(word)
}

function tokenize(text: string): string[] {
  return text.match(WORD) ?? []
}

export interface RuleHit {
  id: string
  game: GameModuleId
  part?: string
  kind: RuleKind
  title: string
  summary: string
  score: number
  /** Normalized words that matched; pass to `highlight` for the title and summary. */
  terms: readonly string[]
  /** Whether the entry matches every word of the query (not just some of them). */
  whole: boolean
}

export interface RuleHitGroup {
  game: GameModuleId
  hits: readonly RuleHit[]
}

export interface RuleSearchOptions {
  /** Its group comes first whatever the scores. */
  currentGame?: GameModuleId
  /** Only these games. */
  games?: readonly GameModuleId[]
  /** Default 8. */
  limitPerGame?: number
}

export interface RuleSearch {
  /**
   * Results grouped by game: groups whose best entry matches the whole query before those that
   * match only part of it (so "fire card" asked inside Rebellion finds Rule the Galaxy's fire cards
   * before Rebellion's many cards); within each, the current game first, then by best score.
   */
  search(query: string, options?: RuleSearchOptions): RuleHitGroup[]
}

export function createRuleSearch(entries: readonly RuleEntry[]): RuleSearch {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const index = new MiniSearch<RuleEntry>({
    idField: 'id',
    fields: ['title', 'summary', 'body', 'keywords'],
    extractField: (doc, field) => {
      if (field === 'body') return entryBodyText(doc)
      if (field === 'keywords') return doc.keywords.join(' ')
      const value = (doc as unknown as Record<string, unknown>)[field]
      return typeof value === 'string' ? value : ''
    },
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2.5, summary: 1.5, body: 1 },
      prefix: (term) => term.length >= 2,
      // One typo allowed from 5 letters on; at 4 letters a typo turns "ship" into "chip".
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  })
  index.addAll(entries)

  return {
    search(query, options = {}) {
      if (query.trim() === '') return []
      const limit = options.limitPerGame ?? 8
      const games = options.games
      const groups = new Map<GameModuleId, RuleHit[]>()
      const inGames = (id: string) => {
        const e = byId.get(id)
        return e !== undefined && (games === undefined || games.includes(e.game))
      }
      const wanted = new Set(tokenize(query).flatMap((w) => normalizeTerm(w) ?? []))
      const results = index.search(query, games ? { filter: (r) => inGames(r.id as string) } : {})
      for (const r of results) {
        const e = byId.get(r.id as string)
        if (!e) continue
        const list = groups.get(e.game) ?? []
        list.push({
          id: e.id,
          game: e.game,
          ...(e.part ? { part: e.part } : {}),
          kind: e.kind,
          title: e.title,
          summary: e.summary,
          score: r.score,
          terms: r.terms,
          whole: new Set(r.queryTerms).size >= wanted.size,
        })
        groups.set(e.game, list)
      }
      // Results arrive best first, so insertion order is already "by best score"; within a game,
      // entries matching the whole query come before those matching part of it.
      const rank = (g: RuleHitGroup) => (g.hits[0]?.whole ? 0 : 2) + (g.game === options.currentGame ? 0 : 1)
      return [...groups.entries()]
        .map(([game, hits]): RuleHitGroup => ({
          game,
          hits: [...hits].sort((a, b) => +b.whole - +a.whole).slice(0, limit),
        }))
        .map((g, i) => ({ g, i }))
        .sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i)
        .map(({ g }) => g)
    },
  }
}

export interface TextSegment {
  text: string
  match: boolean
}

/** Splits text into plain and matched runs, for rendering highlights without HTML strings. */
export function highlight(text: string, terms: readonly string[]): TextSegment[] {
  const wanted = new Set(terms)
  const out: TextSegment[] = []
  let last = 0
  const push = (t: string, match: boolean) => {
    if (t === '') return
    const prev = out[out.length - 1]
    if (prev && prev.match === match) prev.text += t
    else out.push({ text: t, match })
  }
  for (const m of text.matchAll(WORD)) {
    const word = m[0]
    const start = m.index
    const norm = normalizeTerm(word)
    if (norm === null || !wanted.has(norm)) continue
    push(text.slice(last, start), false)
    push(word, true)
    last = start + word.length
  }
  push(text.slice(last), false)
  return out
}

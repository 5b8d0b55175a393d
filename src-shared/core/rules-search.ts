// Search over the rules reference, fast enough to run on every keystroke. Questions typed at the
// table are full sentences, so filler words are dropped and plurals folded before matching.
// English and German each have their own index (German folds umlauts, ß, endings and compound
// parts); a query is looked up in both, so either language finds the same entry.
import MiniSearch, { type Options } from 'minisearch'
import type { GameModuleId } from './game-record'
import { blockText, entryBodyText, type RuleEntry, type RuleKind, type RuleLanguage } from './rules'

const STOP_WORDS = new Set(
  (
    'a an the is are am be been being do does did done doing how what whats when where who whom which why ' +
    'can cannot could may might must shall should will would i me my mine we us our you your it its ' +
    'they them their he him his she her of to in on at by for with from into onto off up out if then than ' +
    'so and or but not no yes there here this that these those as about after before any all each every ' +
    'get gets got happen happens happened many much some more most one also only just own s t'
  ).split(' '),
)

// German filler words, written folded (no umlauts or ß).
const GERMAN_STOP_WORDS = new Set(
  (
    'der die das den dem des ein eine einer eines einem einen und oder aber ist sind bin bist war waren sein ' +
    'wird werden wurde hat haben habe hast kann konnen darf durfen muss mussen soll sollen will wie was wann ' +
    'wo wer wen wem welche welcher welches warum ich du er sie es wir ihr man mich mir dich dir sich mein ' +
    'meine dein deine sein seine von vom zu zum zur im in am an auf fur bei mit nach aus uber unter vor ' +
    'nicht kein keine noch auch nur schon dann wenn als ob so da hier dort jetzt viel viele mehr alle ' +
    'jede jeder jedes passiert gibt geht'
  ).split(' '),
)

/** Words of a text with their positions; letters, marks and digits only. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu

/** Lower case without accents; also the letters NFD keeps whole (Polish ł). */
function plain(word: string): string {
  return word.toLowerCase().replace(/ł/g, 'l').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '')
}

function fold(word: string): string {
  const plainWord = plain(word)
  // Light plural folding so "takeovers", "allies", "units" meet "takeover", "ally", "unit".
  if (plainWord.length > 4 && plainWord.endsWith('ies')) return plainWord.slice(0, -3) + 'y'
  if (plainWord.length > 3 && plainWord.endsWith('s') && !/(ss|us|is)$/.test(plainWord)) return plainWord.slice(0, -1)
  return plainWord
}

/** The search-side form of a word, or null for a filler word. */
export function normalizeTerm(word: string): string | null {
  if (STOP_WORDS.has(plain(word))) return null
  return fold(word)
}

// German endings folded away: plural and case endings (-e, -en, -er, -es, -s), longest first. A
// bare -n is kept ("Todesstern"); a stem keeps at least 3 letters ("Züge" → "zug").
const GERMAN_ENDINGS = ['en', 'er', 'es', 'e', 's'] as const

/**
 * The German search form of a word, or null for a filler word: umlauts and ß folded both ways
 * ("Rückzug" and "Rueckzug" → "ruckzug"), then one inflection ending removed
 * ("Asteroidenfelder" → "asteroidenfeld").
 */
export function normalizeGermanTerm(word: string): string | null {
  const w = plain(word).replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u')
  if (GERMAN_STOP_WORDS.has(w) || STOP_WORDS.has(w)) return null
  for (const ending of GERMAN_ENDINGS) {
    if (w.length - ending.length < 3 || !w.endsWith(ending)) continue
    if (ending === 's' && /(ss|us|is)$/.test(w)) continue
    return w.slice(0, -ending.length)
  }
  return w
}

/**
 * Compound parts: the known words a German compound ends with ("asteroidenfeld" → "feld",
 * "todesstern" → "stern"), so a part finds the compound and a compound finds its parts.
 */
function compoundParts(term: string, vocabulary: ReadonlySet<string>): string[] {
  const parts: string[] = []
  for (let i = 3; i <= term.length - 4; i++) {
    const tail = term.slice(i)
    if (vocabulary.has(tail)) parts.push(tail)
  }
  return parts
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
  /** The language of the titles and summaries returned (default English); both languages are searched. */
  language?: RuleLanguage
}

export interface RuleSearch {
  /**
   * Results grouped by game: groups whose best entry matches the whole query before those that
   * match only part of it (so "fire card" asked inside Rebellion finds Rule the Galaxy's fire cards
   * before Rebellion's many cards); within each, the current game first, then by best score.
   */
  search(query: string, options?: RuleSearchOptions): RuleHitGroup[]
}

const SEARCH_OPTIONS = {
  boost: { title: 3, keywords: 2.5, summary: 1.5, body: 1 },
  prefix: (term: string) => term.length >= 2,
  // One typo allowed from 5 letters on; at 4 letters a typo turns "ship" into "chip".
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: 'OR',
} satisfies Options['searchOptions']

function germanText(entry: RuleEntry, field: string): string {
  const de = entry.de
  if (!de) return ''
  if (field === 'title') return de.title
  if (field === 'summary') return de.summary
  if (field === 'keywords') return de.keywords.join(' ')
  return (de.body ?? []).map(blockText).join('\n')
}

/** The German index: folded German words, each compound also indexed under the known words it ends with. */
function createGermanIndex(entries: readonly RuleEntry[]) {
  const vocabulary = new Set<string>()
  for (const e of entries)
    for (const field of ['title', 'summary', 'keywords', 'body'])
      for (const word of tokenize(germanText(e, field))) {
        const term = normalizeGermanTerm(word)
        if (term !== null && term.length >= 4) vocabulary.add(term)
      }
  const processTerm = (word: string): string[] | null => {
    const term = normalizeGermanTerm(word)
    return term === null ? null : [term, ...compoundParts(term, vocabulary)]
  }
  const index = new MiniSearch<RuleEntry>({
    idField: 'id',
    fields: ['title', 'summary', 'body', 'keywords'],
    extractField: (doc, field) => (field === 'id' ? doc.id : germanText(doc, field)),
    tokenize,
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  })
  index.addAll(entries.filter((e) => e.de !== undefined))
  return index
}

interface Found {
  score: number
  terms: Set<string>
  whole: boolean
}

export function createRuleSearch(entries: readonly RuleEntry[]): RuleSearch {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const english = new MiniSearch<RuleEntry>({
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
    searchOptions: SEARCH_OPTIONS,
  })
  english.addAll(entries)
  const german = createGermanIndex(entries)

  return {
    search(query, options = {}) {
      if (query.trim() === '') return []
      const limit = options.limitPerGame ?? 8
      const games = options.games
      const inGames = (id: string) => {
        const e = byId.get(id)
        return e !== undefined && (games === undefined || games.includes(e.game))
      }
      const filter = games ? { filter: (r: { id: unknown }) => inGames(r.id as string) } : {}
      // Each index answers with its own forms of the query's words; an entry keeps its better score.
      const found = new Map<string, Found>()
      const words = tokenize(query)
      const lookups = [
        { index: english, wanted: new Set(words.flatMap((w) => normalizeTerm(w) ?? [])).size },
        { index: german, wanted: new Set(words.flatMap((w) => normalizeGermanTerm(w) ?? [])).size },
      ]
      for (const { index, wanted } of lookups) {
        if (wanted === 0) continue
        for (const r of index.search(query, filter)) {
          const id = r.id as string
          // A German compound's parts count with the word itself, so count the query words matched.
          const matched = index === german ? matchedGermanWords(words, r.queryTerms) : new Set(r.queryTerms).size
          const whole = matched >= wanted
          const prev = found.get(id)
          if (!prev) found.set(id, { score: r.score, terms: new Set(r.terms), whole })
          else {
            prev.score = Math.max(prev.score, r.score)
            for (const t of r.terms) prev.terms.add(t)
            prev.whole ||= whole
          }
        }
      }
      const groups = new Map<GameModuleId, RuleHit[]>()
      const inGerman = options.language === 'de'
      for (const [id, f] of [...found].sort((a, b) => b[1].score - a[1].score)) {
        const e = byId.get(id)
        if (!e) continue
        const list = groups.get(e.game) ?? []
        list.push({
          id: e.id,
          game: e.game,
          ...(e.part ? { part: e.part } : {}),
          kind: e.kind,
          title: inGerman && e.de ? e.de.title : e.title,
          summary: inGerman && e.de ? e.de.summary : e.summary,
          score: f.score,
          terms: [...f.terms],
          whole: f.whole,
        })
        groups.set(e.game, list)
      }
      // Hits are added best first, so insertion order is already "by best score"; within a game,
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

/** How many distinct query words a German match covers (a word counts when it or one of its parts matched). */
function matchedGermanWords(words: readonly string[], queryTerms: readonly string[]): number {
  const hit = new Set(queryTerms)
  const forms = new Set<string>()
  for (const w of words) {
    const term = normalizeGermanTerm(w)
    if (term === null || forms.has(term)) continue
    if (hit.has(term) || [...hit].some((t) => term.endsWith(t))) forms.add(term)
  }
  return forms.size
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
    if (!matches(word, wanted)) continue
    push(text.slice(last, start), false)
    push(word, true)
    last = start + word.length
  }
  push(text.slice(last), false)
  return out
}

/** A word matches when its English or German form was found, or its German form ends with a found part. */
function matches(word: string, wanted: ReadonlySet<string>): boolean {
  const english = normalizeTerm(word)
  if (english !== null && wanted.has(english)) return true
  const german = normalizeGermanTerm(word)
  if (german === null) return false
  if (wanted.has(german)) return true
  for (const t of wanted) if (t.length >= 4 && german.endsWith(t)) return true
  return false
}

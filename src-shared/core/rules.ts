// The rules reference model. Entries are structured (never HTML) so the UI renders them with
// components and no `v-html`; ids are stable because deep links and "?" buttons point at them.
import type { Confidence } from './facts'
import type { GameModuleId } from './game-record'

/** One renderable piece of an entry's body. */
export type RuleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered?: boolean; items: readonly string[] }
  | { type: 'table'; caption?: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  /** `reading`: the interpretation the app uses where the rulebook is unclear. */
  | { type: 'note'; tone: 'tip' | 'warning' | 'reading'; text: string }

/**
 * rule: one rule topic. quick-reference: a phase or turn card for the table.
 * ambiguity: an unclear or uncertain point, stating the reading the app uses and the alternative.
 */
export type RuleKind = 'rule' | 'quick-reference' | 'ambiguity'

/** Files the reference is written from, relative to the shared folder beside the repo. */
export type RuleSourceFile =
  | 'rulebooks/rebellion-base-rules.txt'
  | 'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt'
  | 'rulebooks/rule-the-galaxy.txt'
  | 'rulebooks/angriff-der-rebellen.txt'
  | 'rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt'
  | 'game-facts/README.md'

export interface RuleSource {
  file: RuleSourceFile
  /** Section heading in that file, as printed there. */
  section: string
}

export interface RuleEntry {
  /** Stable, '<game id>.<kebab-case>' (Rise of the Empire: 'rebellion.rote.<kebab-case>'). */
  id: string
  game: GameModuleId
  /** Set for expansion content shown as its own linked part (e.g. 'rise-of-the-empire'). */
  part?: string
  kind: RuleKind
  title: string
  /** One or two sentences: the answer at a glance. */
  summary: string
  body: readonly RuleBlock[]
  /** Synonyms and table words players actually type ("subjugate", "occupy"). */
  keywords: readonly string[]
  related: readonly string[]
  source: RuleSource
  /** Present when the entry rests on a medium/low fact: the UI shows "verify on your copy". */
  confidence?: Confidence
  /** The entry in German (attached by `withGerman` from the game's German file). */
  de?: RuleTranslation
}

/** Languages the reference is written in: English is the source text, German a translation. */
export type RuleLanguage = 'en' | 'de'

/**
 * An entry's German text. Without `body` the English body is shown, marked as not yet translated;
 * keywords are the German words players type, including the printed German game terms.
 */
export interface RuleTranslation {
  title: string
  summary: string
  body?: readonly RuleBlock[]
  keywords: readonly string[]
}

/** What a screen shows of an entry in one language. */
export interface LocalizedRule {
  title: string
  summary: string
  body: readonly RuleBlock[]
  /** The body shown is the English one because this language has none yet. */
  bodyInEnglish: boolean
}

/** The entry's text in the given language, falling back to English where it has no translation. */
export function localizeRule(entry: RuleEntry, language: RuleLanguage): LocalizedRule {
  const de = language === 'de' ? entry.de : undefined
  if (!de) return { title: entry.title, summary: entry.summary, body: entry.body, bodyInEnglish: language !== 'en' }
  return { title: de.title, summary: de.summary, body: de.body ?? entry.body, bodyInEnglish: de.body === undefined }
}

/** Plain text of one block, for indexing and checks. */
export function blockText(block: RuleBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return block.text
    case 'list':
      return block.items.join('\n')
    case 'table':
      return [block.caption ?? '', block.columns.join(' '), ...block.rows.map((r) => r.join(' '))].join('\n')
  }
}

export function entryBodyText(entry: RuleEntry): string {
  return entry.body.map(blockText).join('\n')
}

/** Identity helper that keeps literal types while checking the shape. */
export function defineRules(entries: readonly RuleEntry[]): readonly RuleEntry[] {
  return entries
}

/** Attaches each entry's German text from the game's German file (entry id → translation). */
export function withGerman(
  entries: readonly RuleEntry[],
  german: Readonly<Record<string, RuleTranslation>>,
): readonly RuleEntry[] {
  return entries.map((e) => (german[e.id] ? { ...e, de: german[e.id] } : e))
}

// Short builders so the content files read like checklists.
export const para = (text: string): RuleBlock => ({ type: 'paragraph', text })
export const list = (...items: string[]): RuleBlock => ({ type: 'list', items })
export const steps = (...items: string[]): RuleBlock => ({ type: 'list', ordered: true, items })
export const table = (columns: string[], rows: string[][], caption?: string): RuleBlock =>
  caption === undefined ? { type: 'table', columns, rows } : { type: 'table', caption, columns, rows }
export const tip = (text: string): RuleBlock => ({ type: 'note', tone: 'tip', text })
export const warning = (text: string): RuleBlock => ({ type: 'note', tone: 'warning', text })
export const reading = (text: string): RuleBlock => ({ type: 'note', tone: 'reading', text })

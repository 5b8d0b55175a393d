// Game values with their confidence. A player's correction (Settings › Data corrections) is
// stored under the fact's key and wins over the built-in value.
import type { Locale } from '../locale'
import { factWords } from './fact-words'
import { parseWholeNumber } from './whole-number'

export type Confidence = 'high' | 'medium-high' | 'medium' | 'low' | 'unknown'

export interface Fact<T> {
  /** Stable key, '<module>.<name>', used to store corrections. */
  key: string
  label: string
  value: T
  confidence: Confidence
  source: string
}

/** Corrections as stored in settings: key → value a player entered. */
export type Corrections = Readonly<Record<string, unknown>>

export function needsVerifying(c: Confidence): boolean {
  return c === 'medium' || c === 'low' || c === 'unknown'
}

export interface ResolvedFact<T> {
  value: T
  corrected: boolean
  /** Show "verify on your copy" where this drives a result. */
  verify: boolean
}

export function resolveFact<T>(
  fact: Fact<T>,
  corrections: Corrections,
  isValid: (v: unknown) => v is T,
): ResolvedFact<T> {
  // Own keys only: stored corrections are data, never the prototype's members.
  const c = Object.hasOwn(corrections, fact.key) ? corrections[fact.key] : undefined
  if (c !== undefined && isValid(c)) return { value: c, corrected: true, verify: false }
  return { value: fact.value, corrected: false, verify: needsVerifying(fact.confidence) }
}

export function defineFact<T>(f: Fact<T>): Fact<T> {
  return f
}

/** A fact players may correct from Settings: how to show it and how to check an entry. */
export interface EditableFact {
  key: string
  label: string
  help?: string
  confidence: Confidence
  source: string
  kind: 'integer' | 'integer-list' | 'text'
  defaultValue: number | number[] | string
  min?: number
  max?: number
  /** integer-list: exact number of items */
  length?: number
  /** integer-list: the items must add up to this */
  sum?: number
  /** The label, help and source in German (the game's data gives them; a missing one shows English). */
  de?: FactText
  /**
   * A further check of a well-formed value against the other corrections (two start worlds may not
   * share a number): what is wrong and what to do, in `locale`, or undefined when it fits.
   */
  crossCheck?: (value: number | number[] | string, corrections: Corrections, locale?: Locale) => string | undefined
}

/** What Settings shows of a fact: its label, help and source. */
export interface FactText {
  label: string
  help?: string
  source: string
}

/** A fact's label, help and source in the interface language (German where the game gives it). */
export function factText(fact: EditableFact, locale?: Locale): FactText {
  if (locale === 'de' && fact.de) return fact.de
  return { label: fact.label, help: fact.help, source: fact.source }
}

export type CorrectionCheck = { ok: true; value: number | number[] | string } | { ok: false; error: string }

/**
 * A whole number as the app's other forms take one (digits, an optional minus), never 0x10, 1e3 or
 * 0b1 that Number() reads, nor "+3".
 */
const whole = (text: string): number => parseWholeNumber(text, { minus: true }) ?? Number.NaN

/** Why `value` cannot stand beside the other corrections (the fact's own `crossCheck`), or undefined. */
export function checkAgainstOthers(
  fact: EditableFact,
  value: number | number[] | string,
  corrections: Corrections,
  locale?: Locale,
): string | undefined {
  const why = fact.crossCheck?.(value, corrections, locale)
  return why === undefined ? undefined : `${factText(fact, locale).label}: ${why}`
}

/**
 * Parses what a player typed for a fact; the message says what is wrong and what to enter (in
 * `locale`). `corrections` (the ones stored) are what the fact's `crossCheck` compares with.
 */
export function checkCorrection(
  fact: EditableFact,
  raw: string,
  locale?: Locale,
  corrections: Corrections = {},
): CorrectionCheck {
  const r = checkForm(fact, raw, locale)
  if (!r.ok) return r
  const why = checkAgainstOthers(fact, r.value, corrections, locale)
  return why === undefined ? r : { ok: false, error: why }
}

function checkForm(fact: EditableFact, raw: string, locale?: Locale): CorrectionCheck {
  const w = factWords(locale)
  const { label } = factText(fact, locale)
  const text = raw.trim()
  if (fact.kind === 'text') {
    return text ? { ok: true, value: text.slice(0, 200) } : { ok: false, error: w.enterValue(label) }
  }
  const outside = (n: number): boolean =>
    (fact.min !== undefined && n < fact.min) || (fact.max !== undefined && n > fact.max)
  const min = String(fact.min ?? '−∞')
  const max = String(fact.max ?? '∞')
  const refuse = (why: string): CorrectionCheck => ({ ok: false, error: `${label}: ${why}.` })
  if (fact.kind === 'integer') {
    const n = whole(text)
    if (!Number.isInteger(n)) return refuse(w.wholeNumber(raw))
    return outside(n) ? refuse(w.theBetween(min, max)) : { ok: true, value: n }
  }
  const parts = text.split(/[\s,;]+/).filter(Boolean)
  const nums = parts.map(whole)
  if (parts.length === 0 || nums.some((n) => !Number.isInteger(n))) return refuse(w.wholeNumbers(raw))
  if (fact.length !== undefined && nums.length !== fact.length) return refuse(w.exactly(fact.length, nums.length))
  if (nums.some(outside)) return refuse(w.eachBetween(min, max))
  const total = nums.reduce((a, b) => a + b, 0)
  if (fact.sum !== undefined && total !== fact.sum) return refuse(w.sum(fact.sum, total))
  return { ok: true, value: nums }
}

export function formatFactValue(v: unknown): string {
  return Array.isArray(v) ? v.join(', ') : String(v)
}

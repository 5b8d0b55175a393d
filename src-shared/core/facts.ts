// Game values with their confidence. A player's correction (Settings › Data corrections) is
// stored under the fact's key and wins over the built-in value.

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

export function resolveFact<T>(fact: Fact<T>, corrections: Corrections, isValid: (v: unknown) => v is T): ResolvedFact<T> {
  const c = corrections[fact.key]
  if (c !== undefined && isValid(c)) return { value: c, corrected: true, verify: false }
  return { value: fact.value, corrected: false, verify: needsVerifying(fact.confidence) }
}

export function defineFact<T>(f: Fact<T>): Fact<T> {
  return f
}

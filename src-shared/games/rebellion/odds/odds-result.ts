// What the odds calculators return: a value, or a typed error a screen can show as is.
// Calculators never throw for bad input and never yield NaN.

export type OddsErrorCode =
  | 'invalidNumber'
  | 'tooManyDice'
  | 'unknownUnit'
  | 'unitNotInTheatre'
  | 'mixedFactions'
  | 'moreDiceThanUnitsGive'
  | 'unitAlreadyDestroyed'
  | 'noSuchUnit'
  | 'tooManyUnits'
  | 'invalidDieFaces'
  | 'tooLargeToCompute'

export interface OddsError {
  code: OddsErrorCode
  message: string
}

export type OddsResult<T> = { ok: true; value: T } | { ok: false; error: OddsError }

export function ok<T>(value: T): OddsResult<T> {
  return { ok: true, value }
}

export function fail<T = never>(code: OddsErrorCode, message: string): OddsResult<T> {
  return { ok: false, error: { code, message } }
}

/** How a number out of place is said (English by default; odds-texts.ts has the German). */
export interface NumberWords {
  notWhole: (name: string, got: string) => string
  below: (name: string, min: number, got: number) => string
  above: (name: string, max: number, got: number) => string
}

const ENGLISH: NumberWords = {
  notWhole: (name, got) => `${name} must be a whole number, got ${got}`,
  below: (name, min, got) => `${name} cannot be below ${min}, got ${got}`,
  above: (name, max, got) => `${name} cannot be above ${max}, got ${got}`,
}

/** null when n is an integer in [min, max]; otherwise the error to return. */
export function checkInteger(
  n: unknown,
  name: string,
  min: number,
  max: number,
  overCode: OddsErrorCode = 'invalidNumber',
  words: NumberWords = ENGLISH,
): OddsError | null {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    return { code: 'invalidNumber', message: words.notWhole(name, String(n)) }
  }
  if (n < min) return { code: 'invalidNumber', message: words.below(name, min, n) }
  if (n > max) return { code: overCode, message: words.above(name, max, n) }
  return null
}

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

/** null when n is an integer in [min, max]; otherwise the error to return. */
export function checkInteger(
  n: unknown,
  name: string,
  min: number,
  max: number,
  overCode: OddsErrorCode = 'invalidNumber',
): OddsError | null {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    return { code: 'invalidNumber', message: `${name} must be a whole number, got ${String(n)}` }
  }
  if (n < min) return { code: 'invalidNumber', message: `${name} cannot be below ${min}, got ${n}` }
  if (n > max) return { code: overCode, message: `${name} cannot be above ${max}, got ${n}` }
  return null
}

// Whole numbers as people type them into the app's forms. Number() reads far more than people mean
// ("1e1" is 10, "0x10" is 16, "5.0" is 5, "" is 0), so every form that takes a count or a printed
// value reads the text here instead: digits only, with a leading minus where negatives make sense.

export interface WholeNumberSigns {
  /** A leading minus, "-" or the typographic "−" the app's own messages print (default: refused). */
  minus?: boolean
}

const DIGITS = /^\d+$/

/**
 * The whole number `text` spells out, or undefined when it is anything else (surrounding spaces are
 * ignored). A minus only where `signs` allows it, and never a "+" (no form takes one, Settings
 * included: "+3" is refused like "1e1"); the range is the caller's to check.
 */
export function parseWholeNumber(text: string, signs: WholeNumberSigns = {}): number | undefined {
  let t = text.trim()
  let negative = false
  if (signs.minus && (t.startsWith('-') || t.startsWith('−'))) {
    negative = true
    t = t.slice(1)
  }
  if (!DIGITS.test(t)) return undefined
  const n = Number(t)
  // Past 2^53 the digits no longer name one number: refuse rather than round.
  if (!Number.isSafeInteger(n)) return undefined
  return negative && n !== 0 ? -n : n
}

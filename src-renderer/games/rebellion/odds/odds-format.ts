// How the calculators show numbers and read what players type. Pure, so it is unit-tested.

/** One decimal; never rounds a possible outcome to a flat 0% or 100%. */
export function formatPercent(p: number): string {
  if (!Number.isFinite(p)) return '—'
  if (p > 0 && p < 0.0005) return '<0.1%'
  if (p < 1 && p > 0.9995) return '>99.9%'
  return `${(p * 100).toFixed(1)}%`
}

/** Two decimals for expectations (units destroyed, damage). */
export function formatExpected(x: number): string {
  return Number.isFinite(x) ? x.toFixed(2) : '—'
}

export type Parsed = { ok: true; value: number } | { ok: false; message: string }

/** A whole number typed by a player, checked against [min, max] with a message saying what to do. */
export function parseWhole(raw: string, label: string, min: number, max: number): Parsed {
  const text = raw.trim()
  if (text === '') return { ok: false, message: `${label}: enter a number from ${min} to ${max}.` }
  const n = Number(text)
  if (!Number.isInteger(n))
    return { ok: false, message: `${label}: “${raw}” is not a whole number; enter a number from ${min} to ${max}.` }
  if (n < min || n > max)
    return { ok: false, message: `${label}: ${n} is outside ${min}–${max}; enter a number from ${min} to ${max}.` }
  return { ok: true, value: n }
}

/** Bars for a distribution: index k = P(k). Impossible outcomes at either end are dropped. */
export function barsOf(d: readonly number[], tiny = 5e-7): { k: number; p: number }[] {
  let last = d.length - 1
  while (last > 0 && d[last]! < tiny) last--
  let first = 0
  while (first < last && d[first]! < tiny) first++
  return d.slice(first, last + 1).map((p, i) => ({ k: first + i, p }))
}

// How the calculators show numbers and read what players type, in the interface language
// (decimal comma and "33,3 %" in German). Pure apart from the language, so it is unit-tested.
import { currentLocale, i18n } from '../../../i18n'
import '../../../i18n/screen-messages'
import { parseWholeNumber } from '../../../../src-shared/core/whole-number'

const numberFormats = new Map<string, Intl.NumberFormat>()
/** `x` with exactly `digits` decimals in the interface language: 0.50 / 0,50. */
export function decimal(x: number, digits: number): string {
  const locale = currentLocale.value
  const id = `${locale}|${digits}`
  let f = numberFormats.get(id)
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    numberFormats.set(id, f)
  }
  return f.format(x)
}

const percentFormats = new Map<string, Intl.NumberFormat>()
function percentOf(p: number): string {
  const locale = currentLocale.value
  let f = percentFormats.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
    percentFormats.set(locale, f)
  }
  return f.format(p)
}

/** One decimal (33.3% / 33,3 %); never rounds a possible outcome to a flat 0% or 100%. */
export function formatPercent(p: number): string {
  if (!Number.isFinite(p)) return '—'
  if (p > 0 && p < 0.0005) return `<${percentOf(0.001)}`
  if (p < 1 && p > 0.9995) return `>${percentOf(0.999)}`
  return percentOf(p)
}

/** Two decimals for expectations (units destroyed, damage). */
export function formatExpected(x: number): string {
  return Number.isFinite(x) ? decimal(x, 2) : '—'
}

export type Parsed = { ok: true; value: number } | { ok: false; message: string }

/** A whole number typed by a player, checked against [min, max] with a message saying what to do. */
export function parseWhole(raw: string, label: string, min: number, max: number): Parsed {
  const t = i18n.global.t
  const text = raw.trim()
  if (text === '') return { ok: false, message: t('rebellion.odds.input.empty', { label, min, max }) }
  // Digits only, a minus read so "-2" is said to be out of range: "1e1" is not 10, "2.0" not 2.
  const n = parseWholeNumber(text, { minus: true })
  if (n === undefined) return { ok: false, message: t('rebellion.odds.input.notWhole', { label, raw, min, max }) }
  if (n < min || n > max) return { ok: false, message: t('rebellion.odds.input.outside', { label, n, min, max }) }
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

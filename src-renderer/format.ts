// Small formatting helpers shared by the screens. Words come from vue-i18n (messages/*/format.ts);
// dates, numbers and percentages from Intl in the language chosen in Settings (not the browser's).
import { currentLocale, i18n } from './i18n'

const t = i18n.global.t

// Home's cards ask for the same few labels on every start; a plural costs vue-i18n ~0.4 ms the first time.
const playerCounts = new Map<string, string>()
export function playerCountLabel(p: { min: number; max: number }): string {
  const id = `${currentLocale.value}|${p.min}|${p.max}`
  let label = playerCounts.get(id)
  if (label === undefined) {
    label =
      p.min === p.max ? t('format.players', { n: p.min }, p.min) : t('format.playersRange', { min: p.min, max: p.max })
    playerCounts.set(id, label)
  }
  return label
}

// Formatters are built once per locale and reused: building one costs about 50 times what
// formatting one date with it does, and long lists (the timeline, notes) format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale.value
  const id = `${locale}|${key}`
  let f = formatters.get(id)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    formatters.set(id, f)
  }
  return f
}

/** How long ago a moment was, in the unit "Last played" words it in (relativeTime). */
type Age = { unit: 'now' | 'date' } | { unit: 'minutes' | 'hours' | 'days'; n: number }

function ageOf(iso: string, now: Date = new Date()): Age {
  const s = Math.round((now.getTime() - new Date(iso).getTime()) / 1000)
  if (s < 45) return { unit: 'now' }
  const m = Math.round(s / 60)
  if (m < 60) return { unit: 'minutes', n: m }
  const h = Math.round(m / 60)
  if (h < 24) return { unit: 'hours', n: h }
  const d = Math.round(h / 24)
  return d < 7 ? { unit: 'days', n: d } : { unit: 'date' }
}

/** The age as a short key: a row that shows it is drawn again only when its words would change. */
export function ageKey(iso: string, now: Date = new Date()): string {
  const age = ageOf(iso, now)
  return 'n' in age ? `${age.unit} ${age.n}` : age.unit
}

export function relativeTime(iso: string, now: Date = new Date()): string {
  const age = ageOf(iso, now)
  switch (age.unit) {
    case 'now':
      return t('format.justNow')
    case 'minutes':
      return t('format.minutesAgo', { n: age.n })
    case 'hours':
      return t('format.hoursAgo', { n: age.n })
    case 'days':
      return age.n === 1 ? t('format.yesterday') : t('format.daysAgo', { n: age.n })
    case 'date': {
      const then = new Date(iso)
      return Number.isNaN(then.getTime()) ? iso : dayDate(then)
    }
  }
}

// Rows in view format the same few times on every change of the list: the last answers are kept.
const clockTimes = new Map<string, string>()
let clockLocale = ''
export function clockTime(iso: string): string {
  const locale = currentLocale.value
  if (locale !== clockLocale || clockTimes.size > 500) {
    clockTimes.clear()
    clockLocale = locale
  }
  let text = clockTimes.get(iso)
  if (text === undefined) {
    const d = new Date(iso)
    // Intl throws on an invalid date where toLocale… said "Invalid Date": show what is stored instead
    text = Number.isNaN(d.getTime())
      ? iso
      : formatter('clock', { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(d)
    clockTimes.set(iso, text)
  }
  return text
}

/** A day in the interface language: 'Dec 1, 2026', '1. Dez. 2026'. */
export function dayDate(d: Date): string {
  return formatter('date', { year: 'numeric', month: 'short', day: 'numeric' }).format(d)
}

export function dateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : formatter('date-time', { dateStyle: 'medium', timeStyle: 'short' }).format(d)
}

/** A count with its noun in the interface language: "1 event", "2 Ereignisse". */
export function countLabel(kind: 'events' | 'games' | 'notes', n: number): string {
  return t(`format.${kind}`, { n }, n)
}

const percentFormats = new Map<string, Intl.NumberFormat>()
/** A share (0–1) as a percentage in the interface language: 33.3% / 33,3 % (up to `digits` decimals, at least `least`). */
export function percent(share: number, digits = 1, least = digits): string {
  const locale = currentLocale.value
  const id = `${locale}|${digits}|${least}`
  let f = percentFormats.get(id)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: least,
      maximumFractionDigits: digits,
    })
    percentFormats.set(id, f)
  }
  return f.format(share)
}

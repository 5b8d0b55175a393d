// Small formatting helpers shared by the screens.

export function playerCountLabel(p: { min: number; max: number }): string {
  return p.min === p.max ? `${p.min} players` : `${p.min}–${p.max} players`
}

// Formatters are built once per locale and reused: building one costs about 50 times what
// formatting one date with it does, and long lists (the timeline, notes) format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = typeof navigator === 'undefined' ? '' : navigator.language
  const id = `${locale}|${key}`
  let f = formatters.get(id)
  if (!f) {
    f = new Intl.DateTimeFormat(undefined, options)
    formatters.set(id, f)
  }
  return f
}

export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso)
  const s = Math.round((now.getTime() - then.getTime()) / 1000)
  if (s < 45) return 'just now'
  const m = Math.round(s / 60)
  if (m < 60) return `${m} min ago`
  const h = Math.round(m / 60)
  if (h < 24) return `${h} h ago`
  const d = Math.round(h / 24)
  if (d < 7) return d === 1 ? 'yesterday' : `${d} days ago`
  if (Number.isNaN(then.getTime())) return iso
  return formatter('date', { year: 'numeric', month: 'short', day: 'numeric' }).format(then)
}

// Rows in view format the same few times on every change of the list: the last answers are kept.
const clockTimes = new Map<string, string>()
let clockLocale = ''
export function clockTime(iso: string): string {
  const locale = typeof navigator === 'undefined' ? '' : navigator.language
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

export function dateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : formatter('date-time', { dateStyle: 'medium', timeStyle: 'short' }).format(d)
}

/** A count with its noun agreeing: "1 event", "2 events" (irregular plurals passed in). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

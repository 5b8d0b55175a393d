// Small formatting helpers shared by the screens.

export function playerCountLabel(p: { min: number; max: number }): string {
  return p.min === p.max ? `${p.min} players` : `${p.min}–${p.max} players`
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
  return then.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
}

export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

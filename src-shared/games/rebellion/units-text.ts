// Fast entry at the table: "2 tie, 1 sd, at-at" → unit counts of one faction. A name is the unit's
// printed name, its id, or the initials of its words ("sd" Star Destroyer, "mc" Mon Calamari
// Cruiser); a few table words are accepted too ("tie", "troops"). A missing number means 1.
import { unitsOf, type Faction, type UnitStats } from './units'

const EXTRA: Record<string, string> = {
  tie: 'tie-fighter',
  ties: 'tie-fighter',
  storm: 'stormtrooper',
  troops: 'rebel-trooper',
  trooper: 'rebel-trooper',
  troopers: 'rebel-trooper',
  transport: 'rebel-transport',
  corvette: 'corellian-corvette',
  'mon-cal': 'mon-calamari-cruiser',
  moncal: 'mon-calamari-cruiser',
  mc: 'mon-calamari-cruiser',
  speeder: 'airspeeder',
  shield: 'shield-generator',
  ion: 'ion-cannon',
  xwing: 'x-wing',
  ywing: 'y-wing',
  atat: 'at-at',
  atst: 'at-st',
  ds: 'death-star',
  ssd: 'super-star-destroyer',
}

function names(u: UnitStats): string[] {
  const words = u.name.toLowerCase().split(/[\s-]+/)
  const plain = u.name.toLowerCase().replace(/\s+/g, '-')
  return [u.id, plain, `${plain}s`, words.map((w) => w[0]).join('')]
}

export type UnitsText = { ok: true; units: Record<string, number> } | { ok: false; error: string }

export function parseUnitsText(text: string, faction: Faction, rote: boolean): UnitsText {
  const units = unitsOf(faction, { rote })
  const byName = new Map<string, string>()
  for (const u of units) for (const n of names(u)) if (!byName.has(n)) byName.set(n, u.id)
  const out: Record<string, number> = {}
  const parts = text
    .split(/[,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length === 0) return { ok: false, error: 'Type units like “2 tie, 1 sd”: a number, then a unit name.' }
  for (const part of parts) {
    const m = /^(\d+)\s*[x×]\s+(.+)$/i.exec(part) ?? /^(\d+)?\s*(.+)$/.exec(part)!
    const n = m[1] === undefined ? 1 : Number(m[1])
    const name = m[2]!.trim().toLowerCase().replace(/\s+/g, '-')
    const id = byName.get(name) ?? EXTRA[name]
    const known = id !== undefined && units.some((u) => u.id === id)
    if (!known)
      return {
        ok: false,
        error: `“${m[2]!.trim()}” is not a unit of this side. Use a name such as ${units
          .slice(0, 3)
          .map((u) => u.name)
          .join(', ')} or initials (“sd”).`,
      }
    if (n < 1 || n > 40) return { ok: false, error: `${n} ${m[2]!.trim()}: enter between 1 and 40.` }
    out[id] = (out[id] ?? 0) + n
  }
  return { ok: true, units: out }
}

// Fast entry at the table: "2 tie, 1 sd, at-at" → unit counts of one faction. A name is the unit's
// printed name, its id, or the initials of its words ("sd" Star Destroyer, "mc" Mon Calamari
// Cruiser), or its German name ("sternzerstörer", umlauts folded: "tie-jaeger"); a few table words
// are accepted too ("tie", "troops"). A missing number means 1.
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import { unitName } from './names'
import { UNIT_NAMES_DE } from './names-de'
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

/** Umlauts and ß folded, so "tie-jaeger", "tie-jager" and "TIE-Jäger" are one name. */
function fold(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
}

function names(u: UnitStats): string[] {
  const words = u.name.toLowerCase().split(/[\s-]+/)
  const plain = u.name.toLowerCase().replace(/\s+/g, '-')
  // The German names too (names-de.ts), singular and plural: "2 tie-jäger, 1 sternzerstörer".
  const de = UNIT_NAMES_DE[u.id]
  const german = de ? [de.one, de.other].map((n) => fold(n.replace(/\s+/g, '-'))) : []
  return [u.id, plain, `${plain}s`, words.map((w) => w[0]).join(''), ...german]
}

/** A part starting with a number that is not a whole one (a sign, a point or an exponent), then a name. */
const NOT_WHOLE = /^([-+−]\d[\d.e+-]*|\d*\.\d[\d.e+-]*|\d+(?:\.\d*)?e[-+]?\d+)\s*(?:[x×]\s+)?(\S.*)$/i

/** The examples a message gives, from the side being typed for: "2 tie" means nothing to a Rebel. */
const SAMPLES: Record<Faction, { entry: string; count: string; initials: string }> = {
  empire: { entry: '2 tie, 1 sd', count: '2 tie', initials: 'sd' },
  rebels: { entry: '2 x-wing, 1 mc', count: '2 x-wing', initials: 'mc' },
}

export type UnitsText = { ok: true; units: Record<string, number> } | { ok: false; error: string }

/** The messages are in `locale` (default English). */
export function parseUnitsText(text: string, faction: Faction, rote: boolean, locale: Locale = 'en'): UnitsText {
  const T = boardTextsIn(locale).unitsText
  const units = unitsOf(faction, { rote })
  const byName = new Map<string, string>()
  for (const u of units) for (const n of names(u)) if (!byName.has(n)) byName.set(n, u.id)
  const out: Record<string, number> = {}
  const parts = text
    .split(/[,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  const sample = SAMPLES[faction]
  if (parts.length === 0) return { ok: false, error: T.empty(sample.entry) }
  for (const part of parts) {
    // A count that is a number but not a whole one ("1e1 tie", "1.5 tie", "-2 tie") is named as a
    // bad count, not read as a unit called "e1 tie".
    const odd = NOT_WHOLE.exec(part)
    if (odd) return { ok: false, error: T.count(odd[1]!, odd[2]!.trim(), sample.count) }
    const m = /^(\d+)\s*[x×]\s+(.+)$/i.exec(part) ?? /^(\d+)?\s*(.+)$/.exec(part)!
    const n = m[1] === undefined ? 1 : Number(m[1])
    const name = m[2]!.trim().toLowerCase().replace(/\s+/g, '-')
    const id = byName.get(name) ?? EXTRA[name] ?? byName.get(fold(name))
    const known = id !== undefined && units.some((u) => u.id === id)
    if (!known)
      return {
        ok: false,
        error: T.unknown(
          m[2]!.trim(),
          units
            .slice(0, 3)
            .map((u) => unitName(u.id, locale))
            .join(', '),
          sample.initials,
        ),
      }
    if (n < 1 || n > 40) return { ok: false, error: T.range(n, m[2]!.trim()) }
    out[id] = (out[id] ?? 0) + n
  }
  return { ok: true, units: out }
}

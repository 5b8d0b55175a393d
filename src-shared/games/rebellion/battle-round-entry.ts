// What the battle tracker's form holds, turned into a recorded round: the figure groups of each side
// as the board holds them (unit and damage carried), and per group the figures destroyed and the
// damage each hit survivor took, typed one number per figure ('2', or '1 1' for two figures).
import type { Corrections } from '../../core/facts'
import { parseWholeNumber } from '../../core/whole-number'
import type { RoundLosses } from './battle-record'
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import { factionName, unitCount, unitName } from './names'
import type { SystemId } from './systems'
import { optionalCount } from './typed-counts'
import { resolveUnit, type Faction } from './units'
import { battleSideIn, type Forces } from './units-on-board'

export interface FigureGroup {
  /** Stable within a board: faction, unit and damage. */
  key: string
  unit: string
  /** '2 X-wings', '1 Star Destroyer (2 dmg)' */
  name: string
  count: number
  damage: number
  theatre: 'space' | 'ground'
  /** Damage a figure can carry and live (health − 1); null: it takes no damage (Death Star). */
  maxDamage: number | null
}

/** One side's figures in the system, one group per unit and damage, in the faction sheet's order. */
export function figureGroups(
  forces: Forces,
  system: SystemId,
  faction: Faction,
  corrections: Corrections = {},
  locale: Locale = 'en',
): FigureGroup[] {
  return battleSideIn(forces, system, faction, corrections).units.flatMap((u) => {
    const stats = resolveUnit(u.unitId, corrections)?.stats
    if (!stats) return []
    return [
      {
        key: `${faction}|${u.unitId}|${u.damage}`,
        unit: u.unitId,
        name: boardTextsIn(locale).entry.group(unitCount(u.unitId, u.count, locale), u.damage),
        count: u.count,
        damage: u.damage,
        theatre: stats.theatre,
        maxDamage: stats.health ? stats.health.value - 1 : null,
      },
    ]
  })
}

/**
 * The side's round from the form: per group key, figures destroyed (empty = none) and the damage
 * typed for the hit survivors, both read as whole numbers ("1e1" is not 10). A reason instead when
 * the entry cannot be what happened.
 */
export function roundLossesFrom(
  faction: Faction,
  groups: readonly FigureGroup[],
  destroyed: Partial<Record<string, string | number>>,
  hits: Partial<Record<string, string>>,
  locale: Locale = 'en',
): RoundLosses | string {
  const T = boardTextsIn(locale).entry
  const side = factionName(faction, locale)
  const out: RoundLosses = { destroyed: [], damaged: [] }
  for (const g of groups) {
    const lost = optionalCount(destroyed[g.key])
    if (lost === undefined) return T.destroyedTyped(side, g.name, String(destroyed[g.key]).trim(), g.count)
    if (lost > g.count) return T.destroyedRange(side, g.name, g.count)
    if (lost) out.destroyed.push({ unit: g.unit, damage: g.damage, count: lost })
    const typed = (hits[g.key] ?? '').trim()
    if (!typed) continue
    if (g.maxDamage === null) return T.noDamage(side, unitName(g.unit, locale))
    const each = typed.split(/[\s,]+/).map((x) => parseWholeNumber(x) ?? 0)
    if (each.some((n) => n < 1)) return T.wholeNumbers(side, g.name)
    if (each.length > g.count - lost) return T.tooManyHit(side, g.name, each.length, g.count - lost)
    const byTo = new Map<number, number>()
    for (const n of each) {
      const to = g.damage + n
      if (to > g.maxDamage) return T.destroys(side, to, unitName(g.unit, locale), g.maxDamage + 1)
      byTo.set(to, (byTo.get(to) ?? 0) + 1)
    }
    for (const [to, count] of byTo) out.damaged.push({ unit: g.unit, from: g.damage, to, count })
  }
  return out
}

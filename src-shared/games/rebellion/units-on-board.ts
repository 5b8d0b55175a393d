// Which units and leaders stand in each system and on the board's "Rebel Base" space (where the
// Rebels' base units wait while the base is hidden): per faction, every figure of a unit type with
// the damage it carries, and the leaders there (a captured Rebel leader keeps its faction and a
// flag). Pure helpers over that record; events.ts and board-events.ts change it, screens read it.
import type { Corrections, EditableFact } from '../../core/facts'
import type { PlacementTarget } from './data'
import { resolveLeader } from './odds/leaders'
import type { Locale } from '../../locale'
import { boardTextsIn, type FiguresOut } from './board-texts'
import { FACTION_ADJECTIVES, factionName, unitName } from './names'
import type { SystemId } from './systems'
import { hasTrait, resolveUnit, UNIT_FACTS, type Faction, type UnitStats } from './units'

export interface BoardLeader {
  id: string
  /** Rebel leader wearing the captured leader ring (rule text: it does not lock Rebel units). */
  captured?: boolean
}

export interface FactionForces {
  /** Unit id → damage on each figure, highest first (0 = undamaged). */
  units: Partial<Record<string, number[]>>
  leaders: BoardLeader[]
}

export type SystemForces = Record<Faction, FactionForces>
/**
 * Where figures stand: a system, or the "Rebel Base" space (base rules, "The Rebel Base": while the
 * base is hidden the Rebels deploy there and move between it and the base's neighbours; revealing
 * the base puts everything there into the base's system).
 */
export type Place = PlacementTarget
export const BASE_SPACE = 'rebel-base' satisfies Place
export type Forces = Partial<Record<Place, SystemForces>>

const NO_FORCES: SystemForces = {
  empire: { units: {}, leaders: [] },
  rebels: { units: {}, leaders: [] },
}

/** Both factions' units and leaders in a system (empty when nothing stands there). For map views. */
export function unitsIn(state: { forces: Forces }, system: Place): SystemForces {
  return state.forces[system] ?? NO_FORCES
}

export function figureCount(f: FactionForces): number {
  return Object.values(f.units).reduce((n, d) => n + (d?.length ?? 0), 0)
}

function sortDamage(d: number[]): number[] {
  return [...d].sort((a, b) => b - a)
}

function withFaction(forces: Forces, system: Place, faction: Faction, f: FactionForces): Forces {
  const here = forces[system] ?? NO_FORCES
  const next = { ...here, [faction]: f }
  if (
    figureCount(next.empire) + figureCount(next.rebels) + next.empire.leaders.length + next.rebels.leaders.length ===
    0
  ) {
    const rest = { ...forces }
    delete rest[system]
    return rest
  }
  return { ...forces, [system]: next }
}

export function addFigures(forces: Forces, system: Place, faction: Faction, unit: string, damage: number[]): Forces {
  if (damage.length === 0) return forces
  const f = unitsIn({ forces }, system)[faction]
  return withFaction(forces, system, faction, {
    ...f,
    units: { ...f.units, [unit]: sortDamage([...(f.units[unit] ?? []), ...damage]) },
  })
}

/**
 * Takes `count` figures of a unit out of a system: those carrying `damage` when given, otherwise
 * the undamaged ones first. Returns the damage of each removed figure, or a reason.
 */
export function takeFigures(
  forces: Forces,
  system: Place,
  faction: Faction,
  unit: string,
  count: number,
  damage?: number,
  locale: Locale = 'en',
): { forces: Forces; taken: number[] } | { reason: string } {
  const f = unitsIn({ forces }, system)[faction]
  const have = [...(f.units[unit] ?? [])]
  const pool = damage === undefined ? have : have.filter((d) => d === damage)
  if (pool.length < count) {
    const side = locale === 'de' ? factionName(faction, locale) : FACTION_ADJECTIVES[faction]
    return { reason: boardTextsIn(locale).pool.only(pool.length, side, unitName(unit, locale), damage, count) }
  }
  const taken: number[] = []
  for (let i = 0; i < count; i++) {
    const d = damage ?? Math.min(...have)
    have.splice(have.indexOf(d), 1)
    taken.push(d)
  }
  const units = { ...f.units, [unit]: have }
  if (have.length === 0) delete units[unit]
  return { forces: withFaction(forces, system, faction, { ...f, units }), taken }
}

export function setLeader(forces: Forces, system: Place, faction: Faction, leader: BoardLeader | null, id: string) {
  const f = unitsIn({ forces }, system)[faction]
  const leaders = f.leaders.filter((l) => l.id !== id)
  return withFaction(forces, system, faction, { ...f, leaders: leader ? [...leaders, leader] : leaders })
}

/** Where a leader stands on the board, if anywhere. */
export function leaderAt(forces: Forces, id: string): { system: Place; faction: Faction; leader: BoardLeader } | null {
  for (const [system, here] of Object.entries(forces) as [Place, SystemForces][])
    for (const faction of ['empire', 'rebels'] as const) {
      const leader = here[faction].leaders.find((l) => l.id === id)
      if (leader) return { system, faction, leader }
    }
  return null
}

/** A leader standing somewhere on the board, as "Retrieve leaders" took it off. */
export interface LeaderSpot {
  place: Place
  faction: Faction
  leader: string
}

/**
 * Refresh phase, "Retrieve Leaders": every leader leaves the board for its leader pool, except a
 * captured Rebel leader, who stays where the Empire holds it. Also says where each one stood.
 */
export function retrieveLeaders(forces: Forces): { forces: Forces; retrieved: LeaderSpot[] } {
  let out = forces
  const retrieved: LeaderSpot[] = []
  for (const [place, here] of Object.entries(forces) as [Place, SystemForces][])
    for (const faction of ['empire', 'rebels'] as const)
      for (const l of here[faction].leaders)
        if (!l.captured) {
          out = setLeader(out, place, faction, null, l.id)
          retrieved.push({ place, faction, leader: l.id })
        }
  return { forces: out, retrieved }
}

export function withLeadersRetrieved(forces: Forces): Forces {
  return retrieveLeaders(forces).forces
}

/** Puts retrieved leaders back where they stood, each one that is still in its pool. */
export function withLeadersReturnedTo(forces: Forces, spots: readonly LeaderSpot[]): Forces {
  let out = forces
  for (const spot of spots)
    if (!leaderAt(out, spot.leader)) out = setLeader(out, spot.place, spot.faction, { id: spot.leader }, spot.leader)
  return out
}

/**
 * Base rules, "Revealing The Rebel Base": every unit and leader on the Rebel Base space goes into the
 * base's system (joining what stands there, damage kept).
 */
export function withBaseSpaceMovedTo(forces: Forces, system: SystemId): Forces {
  const base = forces[BASE_SPACE]
  if (!base) return forces
  let out: Forces = { ...forces }
  delete out[BASE_SPACE]
  for (const faction of ['empire', 'rebels'] as const) {
    for (const [unit, damage] of Object.entries(base[faction].units))
      out = addFigures(out, system, faction, unit, damage ?? [])
    for (const l of base[faction].leaders) out = setLeader(out, system, faction, l, l.id)
  }
  return out
}

/** How many Imperial ground figures stand in the system (what subjugates it and finds the Rebel base). */
export function imperialGroundFigures(forces: Forces, system: SystemId): number {
  let n = 0
  for (const [unit, damage] of Object.entries(unitsIn({ forces }, system).empire.units))
    if (resolveUnit(unit)?.stats.theatre === 'ground') n += damage?.length ?? 0
  return n
}

/** The faction's leaders in the system that lock its units there (captured leaders do not). */
export function lockingLeaders(forces: Forces, system: Place, faction: Faction): BoardLeader[] {
  return unitsIn({ forces }, system)[faction].leaders.filter((l) => !l.captured)
}

export function leaderName(id: string): string {
  return resolveLeader(id)?.stats.name ?? id.replace(/^player:/, '').replace(/-/g, ' ')
}

/** Figures of a unit type on the whole board. */
function onBoard(forces: Forces, unit: string): number {
  let n = 0
  for (const here of Object.values(forces))
    for (const f of [here!.empire, here!.rebels]) n += f.units[unit]?.length ?? 0
  return n
}

const COUNTED = (faction: Faction) => UNIT_FACTS.filter((f) => f.value.faction === faction && f.value.supply !== null)

/** Settings › Data corrections: the figures in the players' box, one list per faction. */
export const POOL_EDITABLE_FACTS: EditableFact[] = (['empire', 'rebels'] as const).map((faction) => ({
  key: `rebellion.pool.${faction}`,
  label: `${FACTION_ADJECTIVES[faction]} figures in the box`,
  help: `How many plastic figures of each unit your copy has, in this order: ${COUNTED(faction)
    .map((f) => f.value.name)
    .join(', ')}. The board refuses more figures than these.`,
  confidence: 'high',
  source: 'game-facts/README.md "Units" (supply in brackets)',
  de: {
    label: `${factionName(faction, 'de')}: Figuren in der Schachtel`,
    help: `Wie viele Plastikfiguren jeder Einheit dein Exemplar hat, in dieser Reihenfolge: ${COUNTED(faction)
      .map((f) => unitName(f.value.id, 'de'))
      .join(', ')}. Mehr Figuren als diese lässt die Systemübersicht nicht zu.`,
    source: 'game-facts/README.md "Units" (Figurenzahl in Klammern)',
  },
  kind: 'integer-list',
  defaultValue: COUNTED(faction).map((f) => f.value.supply!),
  min: 0,
  max: 99,
  length: COUNTED(faction).length,
}))

/** The printed figure count of each unit (after corrections); null where the sources give none. */
export function poolLimits(corrections: Corrections = {}): Record<string, number | null> {
  const out: Record<string, number | null> = Object.fromEntries(
    UNIT_FACTS.map((f) => [f.value.id, resolveUnit(f.value.id, corrections)?.stats.supply ?? null]),
  )
  for (const faction of ['empire', 'rebels'] as const) {
    const list = corrections[`rebellion.pool.${faction}`]
    const units = COUNTED(faction)
    if (Array.isArray(list) && list.length === units.length && list.every((n) => Number.isInteger(n) && n >= 0))
      units.forEach((f, i) => (out[f.value.id] = list[i] as number))
  }
  return out
}

/** Why adding these figures would use more plastic than the box has; the limits as the app read them. */
export function whyOverPool(
  forces: Forces,
  adding: Record<string, number>,
  limits: Partial<Record<string, number | null>>,
  locale: Locale = 'en',
): string | undefined {
  const over = overTheBox(forces, [], adding, limits)
  return over && boardTextsIn(locale).pool.boxFull(over.limit, unitName(over.unit, locale), over.have, over.n)
}

/**
 * Base rules, Build: units are built from the supply. Why `adding` (unit → figures) cannot be built when
 * the faction's build queue (`queued`), the units slid off it not yet deployed (`waiting`) and the
 * board already hold that unit's figures up to the box's count in `limits` (no limit: not counted).
 * The message names how many are in each place.
 */
export function whyBuildOverSupply(
  forces: Forces,
  queued: readonly { unit: string }[],
  waiting: readonly { unit: string }[],
  adding: Record<string, number>,
  limits: Partial<Record<string, number | null>>,
  locale: Locale = 'en',
): string | undefined {
  const over = overTheBox(forces, [...queued, ...waiting], adding, limits)
  if (!over) return undefined
  const count = (list: readonly { unit: string }[]) => list.filter((w) => w.unit === over.unit).length
  const out: FiguresOut = { board: onBoard(forces, over.unit), queue: count(queued), waiting: count(waiting) }
  return boardTextsIn(locale).pool.supplyEmpty(over.limit, unitName(over.unit, locale), over.have, over.n, out)
}

/** The first unit of `adding` that the box's count in `limits` cannot hold beside the board's and `waiting`'s figures. */
function overTheBox(
  forces: Forces,
  waiting: readonly { unit: string }[],
  adding: Record<string, number>,
  limits: Partial<Record<string, number | null>>,
): { unit: string; limit: number; have: number; n: number } | undefined {
  for (const [unit, n] of Object.entries(adding)) {
    const limit = limits[unit]
    if (limit === null || limit === undefined) continue
    const have = onBoard(forces, unit) + waiting.filter((w) => w.unit === unit).length
    if (have + n > limit) return { unit, limit, have, n }
  }
  return undefined
}

/** A unit that never moves: structures, and the Death Star Under Construction (facts: "immobile"). */
export function isImmobile(stats: UnitStats): boolean {
  return stats.structure || hasTrait(stats.id, 'immobile')
}

/**
 * Needs a seat in a ship's transport capacity to move: ground units, and TIE Fighters (base rules,
 * "Activate a System": TIE Fighters require transport as if they were ground units).
 */
export function needsTransport(stats: UnitStats): boolean {
  return stats.theatre === 'ground' || hasTrait(stats.id, 'carried')
}

/**
 * A system's figures as the combat calculators take them: one group per unit and damage. Leaders'
 * tactics (highest per theatre among the side's uncaptured leaders there) give the rerolls.
 */
export function battleSideIn(
  forces: Forces,
  system: SystemId,
  faction: Faction,
  corrections: Corrections = {},
): {
  units: { unitId: string; count: number; damage: number }[]
  tactics: { space: number; ground: number }
  hasLeader: boolean
} {
  const f = unitsIn({ forces }, system)[faction]
  const units: { unitId: string; count: number; damage: number }[] = []
  for (const fact of UNIT_FACTS) {
    const dmg = f.units[fact.value.id] ?? []
    for (const d of [...new Set(dmg)].sort((a, b) => a - b))
      units.push({ unitId: fact.value.id, count: dmg.filter((x) => x === d).length, damage: d })
  }
  const tactics = { space: 0, ground: 0 }
  const leaders = f.leaders.filter((l) => !l.captured)
  for (const l of leaders) {
    const t = resolveLeader(l.id, corrections)?.stats.tactics
    if (t) {
      tactics.space = Math.max(tactics.space, t.space)
      tactics.ground = Math.max(tactics.ground, t.ground)
    }
  }
  return { units, tactics, hasLeader: leaders.length > 0 }
}

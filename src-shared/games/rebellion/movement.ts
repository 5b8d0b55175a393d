// Moving units when a leader activates a system (base rules, "Activate A System"): ships from
// adjacent systems may move in; ground units and TIE Fighters only inside a moving ship's transport
// capacity, from the same system; nothing leaves a system holding one of the mover's (uncaptured)
// leaders; structures stay. Every refusal says which rule and which system.
import { needsVerifying, type EditableFact } from '../../core/facts'
import { resolveLeader } from './odds/leaders'
import { FACTION_ADJECTIVES, FACTION_NAMES, systemName, unitName } from './names'
import { areAdjacent, SYSTEMS, type SystemId } from './systems'
import {
  figureCount,
  isImmobile,
  leaderAt,
  leaderName,
  lockingLeaders,
  needsTransport,
  takeFigures,
  unitsIn,
  type Forces,
} from './units-on-board'
import { hasTrait, resolveUnit, traitFactOf, type Faction, type UnitStats, type UnitTrait } from './units'

/** One group of figures moving: `count` of a unit from a system (those with `damage`, when given). */
export interface UnitMove {
  from: SystemId
  unit: string
  count: number
  damage?: number
}

export interface MapReading {
  /** The disputed Dathomir–Felucia border counts as adjacent (a player's correction). */
  dathomirFelucia?: boolean
  /**
   * Transport capacity per unit as the app read it (after the player's corrections, e.g. the Mon
   * Calamari Cruiser's); a unit not listed carries its built-in value. Recorded in the events.
   */
  transport?: Partial<Record<string, number>>
}

/** How many ground units and TIE Fighters one figure of this ship carries under the reading. */
function carries(stats: UnitStats, map: MapReading): number {
  return map.transport?.[stats.id] ?? stats.transport
}

/** A ship whose transport the sources leave unsure, still at the built-in value: said so, to verify. */
function uncertainCarrier(stats: UnitStats, map: MapReading): string | undefined {
  const d = stats.doubt
  if (d?.field !== 'transport' || !needsVerifying(d.confidence) || carries(stats, map) !== stats.transport) return
  return `${stats.name} carries ${stats.transport} (verify on your copy: ${d.note}; correct it in Settings › Data corrections)`
}

/** Settings › Data corrections: whether the players' map joins Dathomir and Felucia. */
export const DATHOMIR_FELUCIA_FACT: EditableFact = {
  key: 'rebellion.map.dathomir-felucia',
  label: 'Dathomir and Felucia share a border',
  help: '0 = not adjacent (built-in: the map geometry shows a gap with Yavin between them); 1 = adjacent, as one encoding has it. Movement and retreats follow this.',
  confidence: 'medium',
  source: 'game-facts/README.md "Map": one encoding lists the border, map geometry says no',
  kind: 'integer',
  defaultValue: 0,
  min: 0,
  max: 1,
}

function adjacentUnder(a: SystemId, b: SystemId, map: MapReading = {}): boolean {
  if (a === b) return false
  if (map.dathomirFelucia) {
    const pair = [a, b].sort().join('|')
    if (pair === 'dathomir|felucia') return true
  }
  return areAdjacent(a, b)
}

export function neighboursUnder(system: SystemId, map: MapReading = {}): SystemId[] {
  return SYSTEMS.map((s) => s.id).filter((id) => adjacentUnder(system, id, map))
}

/** Why this leader cannot activate a system now (not theirs, no tactics, not in the pool). */
export function whyNotActivate(forces: Forces, faction: Faction, leader: string): string | undefined {
  const known = resolveLeader(leader)?.stats
  if (known && known.faction !== faction)
    return `${known.name} is not a leader of the ${FACTION_ADJECTIVES[faction]} player.`
  if (known && known.tactics.space === 0 && known.tactics.ground === 0)
    return `${known.name} has no tactic values, so cannot activate a system.`
  const at = leaderAt(forces, leader)
  if (at)
    return `${leaderName(leader)} is already in ${systemName(at.system)}: only a leader from the leader pool activates a system.`
  return undefined
}

/** Why these figures cannot move into `to` in one activation; undefined when they all may. */
export function whyNotMove(
  forces: Forces,
  faction: Faction,
  to: SystemId,
  moves: readonly UnitMove[],
  map: MapReading = {},
): string | undefined {
  let after = forces
  const carried = new Map<SystemId, { need: number; capacity: number; doubt: string | undefined }>()
  for (const m of moves) {
    const stats = resolveUnit(m.unit)?.stats
    if (!stats) return `There is no Rebellion unit called “${m.unit}”.`
    if (stats.faction !== faction) return `${unitName(m.unit)} is not a ${FACTION_ADJECTIVES[faction]} unit.`
    if (m.from === to) return `The ${unitName(m.unit)} is already in ${systemName(to)}.`
    if (!adjacentUnder(m.from, to, map))
      return `${systemName(m.from)} is not adjacent to ${systemName(to)}: units move only from adjacent systems.`
    const lock = lockingLeaders(forces, m.from, faction)
    if (lock.length > 0)
      return `Units cannot move out of ${systemName(m.from)}: ${leaderName(lock[0]!.id)} is there, and a system holding one of your leaders keeps your units in.`
    if (isImmobile(stats))
      return `The ${stats.name} cannot move (${stats.structure ? 'structures are immobile' : 'it is immobile'}).`
    const took = takeFigures(after, m.from, faction, m.unit, m.count, m.damage)
    if ('reason' in took) return `Cannot move from ${systemName(m.from)}: ${took.reason}.`
    after = took.forces
    const c = carried.get(m.from) ?? { need: 0, capacity: 0, doubt: undefined }
    if (needsTransport(stats)) c.need += m.count
    else {
      c.capacity += carries(stats, map) * m.count
      c.doubt ??= uncertainCarrier(stats, map)
    }
    carried.set(m.from, c)
  }
  for (const [from, c] of carried)
    if (c.need > c.capacity) {
      const ships =
        c.capacity === 0 ? 'no moving ship from there carries any' : `the ships moving from there carry ${c.capacity}`
      return `${c.need} ground unit${c.need === 1 ? '' : 's'} or TIE Fighter${c.need === 1 ? '' : 's'} from ${systemName(from)} need${c.need === 1 ? 's' : ''} a ship's transport capacity to come along, and ${ships}.${c.doubt ? ` ${c.doubt}.` : ''}`
    }
  return undefined
}

/** The moves applied (figures keep their damage). Call after whyNotMove. */
export function applyMoves(forces: Forces, faction: Faction, to: SystemId, moves: readonly UnitMove[]): Forces {
  let out = forces
  for (const m of moves) {
    const took = takeFigures(out, m.from, faction, m.unit, m.count, m.damage)
    if ('reason' in took) continue
    const here = unitsIn({ forces: took.forces }, to)[faction]
    const units = { ...here.units, [m.unit]: [...(here.units[m.unit] ?? []), ...took.taken].sort((a, b) => b - a) }
    out = { ...took.forces, [to]: { ...unitsIn({ forces: took.forces }, to), [faction]: { ...here, units } } }
  }
  return out
}

/** A group of figures in a neighbouring system and whether it may come into the activated one. */
export interface MoveOption {
  from: SystemId
  unit: string
  damage: number
  count: number
  /** Moves on its own (a ship), needs transport (ground unit, TIE Fighter), or cannot move. */
  kind: 'ship' | 'carried' | 'stays'
  /** Why it stays, or for carried units how much transport the ships there offer. */
  note?: string
}

/** Everything of the faction in systems adjacent to `to`, with whether and how it may move in. */
export function moveOptions(forces: Forces, faction: Faction, to: SystemId, map: MapReading = {}): MoveOption[] {
  const out: MoveOption[] = []
  for (const from of neighboursUnder(to, map)) {
    const f = unitsIn({ forces }, from)[faction]
    if (figureCount(f) === 0) continue
    const lock = lockingLeaders(forces, from, faction)
    let capacity = 0
    let doubt: string | undefined
    for (const [unit, dmg] of Object.entries(f.units)) {
      const s = resolveUnit(unit)?.stats
      if (s && !needsTransport(s) && !isImmobile(s)) {
        capacity += carries(s, map) * (dmg?.length ?? 0)
        doubt ??= uncertainCarrier(s, map)
      }
    }
    for (const [unit, dmg] of Object.entries(f.units)) {
      const stats = resolveUnit(unit)?.stats
      if (!stats || !dmg) continue
      for (const damage of [...new Set(dmg)]) {
        const count = dmg.filter((d) => d === damage).length
        const base = { from, unit, damage, count }
        if (lock.length > 0) out.push({ ...base, kind: 'stays', note: `${leaderName(lock[0]!.id)} is there` })
        else if (isImmobile(stats)) out.push({ ...base, kind: 'stays', note: 'cannot move' })
        else if (needsTransport(stats))
          out.push({
            ...base,
            kind: 'carried',
            note: `ships in ${systemName(from)} carry ${capacity}${doubt ? `; ${doubt}` : ''}`,
          })
        else out.push({ ...base, kind: 'ship' })
      }
    }
  }
  return out
}

/** How many figures of each unit could come into `system` in one activation, per faction and source. */
export function reachableIn(
  forces: Forces,
  system: SystemId,
  map: MapReading = {},
): Record<Faction, { from: SystemId; unit: string; count: number }[]> {
  const result: Record<Faction, { from: SystemId; unit: string; count: number }[]> = { empire: [], rebels: [] }
  for (const faction of ['empire', 'rebels'] as const) {
    const options = moveOptions(forces, faction, system, map)
    for (const from of new Set(options.map((o) => o.from))) {
      const here = options.filter((o) => o.from === from)
      let seats = 0
      for (const o of here) {
        const ship = resolveUnit(o.unit)?.stats
        if (o.kind === 'ship' && ship) seats += carries(ship, map) * o.count
      }
      const byUnit = new Map<string, number>()
      for (const o of here) if (o.kind === 'ship') byUnit.set(o.unit, (byUnit.get(o.unit) ?? 0) + o.count)
      for (const o of here)
        if (o.kind === 'carried' && seats > 0) {
          const n = Math.min(seats, o.count)
          seats -= n
          byUnit.set(o.unit, (byUnit.get(o.unit) ?? 0) + n)
        }
      for (const [unit, count] of byUnit) result[faction].push({ from, unit, count })
    }
  }
  return result
}

/**
 * A retreat (RotE sheet, "Retreat"): the side takes one of its leaders there and every ship it has
 * in the system to one adjacent system holding no enemy units; ground units and TIE Fighters come
 * along only inside the ships' transport capacity (the rest may stay behind). The moves it makes.
 */
export function retreatMoves(
  forces: Forces,
  faction: Faction,
  from: SystemId,
  carried: readonly { unit: string; count: number; damage: number }[],
): UnitMove[] {
  const f = unitsIn({ forces }, from)[faction]
  const out: UnitMove[] = []
  for (const [unit, dmg] of Object.entries(f.units)) {
    const stats = resolveUnit(unit)?.stats
    if (!stats || !dmg || needsTransport(stats) || isImmobile(stats)) continue
    for (const damage of [...new Set(dmg)])
      out.push({ from, unit, count: dmg.filter((d) => d === damage).length, damage })
  }
  for (const c of carried) if (c.count > 0) out.push({ from, ...c })
  return out
}

/** As many ground units and TIE Fighters as the retreating ships carry, in sheet order. */
export function fullestRetreat(forces: Forces, faction: Faction, from: SystemId, map: MapReading = {}) {
  const f = unitsIn({ forces }, from)[faction]
  let seats = 0
  for (const [unit, dmg] of Object.entries(f.units)) {
    const s = resolveUnit(unit)?.stats
    if (s && !needsTransport(s) && !isImmobile(s)) seats += carries(s, map) * (dmg?.length ?? 0)
  }
  const out: { unit: string; count: number; damage: number }[] = []
  for (const [unit, dmg] of Object.entries(f.units)) {
    const s = resolveUnit(unit)?.stats
    if (!s || !dmg || !needsTransport(s) || isImmobile(s)) continue
    for (const damage of [...new Set(dmg)]) {
      const n = Math.min(seats, dmg.filter((d) => d === damage).length)
      if (n > 0) out.push({ unit, count: n, damage })
      seats -= n
    }
  }
  return out
}

/** A trait the sources leave unsure is shown as a reading, with where it comes from. */
function asReading(unitId: string, trait: UnitTrait): string {
  const fact = traitFactOf(unitId, trait)
  return fact && needsVerifying(fact.confidence) ? ` (A reading, verify on your copy: ${fact.source}.)` : ''
}

export function whyNotRetreat(
  forces: Forces,
  faction: Faction,
  from: SystemId,
  to: SystemId,
  leader: string,
  carried: readonly { unit: string; count: number; damage: number }[],
  map: MapReading = {},
): string | undefined {
  const here = unitsIn({ forces }, from)
  const enemy: Faction = faction === 'empire' ? 'rebels' : 'empire'
  if (!here[faction].leaders.some((l) => l.id === leader && !l.captured))
    return `${leaderName(leader)} is not in ${systemName(from)} for this side: a player cannot retreat without a leader there.`
  const enemyHere = Object.keys(here[enemy].units).filter((u) => here[enemy].units[u]?.length)
  const ownHere = Object.keys(here[faction].units).filter((u) => here[faction].units[u]?.length)
  const holding = ownHere.find((u) => hasTrait(u, 'holds-own-side'))
  if (holding)
    return `The ${FACTION_NAMES[faction]} cannot retreat from a system with a ${unitName(holding)} in it.${asReading(holding, 'holds-own-side')}`
  const stopping = enemyHere.find((u) => hasTrait(u, 'stops-enemy-retreat'))
  if (stopping)
    return `The ${FACTION_NAMES[faction]} cannot retreat while ${/^[aeiou]/i.test(unitName(stopping)) ? 'an' : 'a'} ${unitName(stopping)} is in the system.${asReading(stopping, 'stops-enemy-retreat')}`
  if (!adjacentUnder(from, to, map)) return `${systemName(to)} is not adjacent to ${systemName(from)}.`
  if (figureCount(unitsIn({ forces }, to)[enemy]) > 0)
    return `${systemName(to)} holds ${FACTION_ADJECTIVES[enemy]} units: a retreat goes to a system without enemy units.`
  return whyNotMoveIgnoringLock(forces, faction, to, retreatMoves(forces, faction, from, carried), map)
}

/** A retreat moves units out past the side's own leader (it takes that leader along). */
function whyNotMoveIgnoringLock(
  forces: Forces,
  faction: Faction,
  to: SystemId,
  moves: readonly UnitMove[],
  map: MapReading,
): string | undefined {
  const unlocked: Forces = {}
  for (const [id, here] of Object.entries(forces))
    unlocked[id as SystemId] = { ...here!, [faction]: { ...here![faction], leaders: [] } }
  return whyNotMove(unlocked, faction, to, moves, map)
}

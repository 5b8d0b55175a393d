// Moving units when a leader activates a system (base rules, "Activate A System"): ships from
// adjacent systems may move in; ground units and TIE Fighters only inside a moving ship's transport
// capacity, from the same system; nothing leaves a system holding one of the mover's (uncaptured)
// leaders; structures stay. Every refusal says which rule and which system. The Rebels also move
// between the Rebel Base space and systems (base rules, "Moving To And From The Rebel Base"): only
// the base's neighbours (or its own system) qualify, which the app cannot check without showing the
// hidden base on the shared screen, so such moves are taken as the players make them.
import { needsVerifying, type EditableFact } from '../../core/facts'
import { resolveLeader } from './odds/leaders'
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import { FACTION_ADJECTIVES, factionName, placeName, systemName, unitName } from './names'
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
  BASE_SPACE,
  type Forces,
  type Place,
} from './units-on-board'
import { hasTrait, resolveUnit, traitFactOf, type Faction, type UnitStats, type UnitTrait } from './units'
import { phaseTitle, type Phase } from './time-track'

/** One group of figures moving: `count` of a unit from a place (those with `damage`, when given). */
export interface UnitMove {
  from: Place
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
function uncertainCarrier(stats: UnitStats, map: MapReading, locale: Locale): string | undefined {
  const d = stats.doubt
  if (d?.field !== 'transport' || !needsVerifying(d.confidence) || carries(stats, map) !== stats.transport) return
  return boardTextsIn(locale).move.carries(
    unitName(stats.id, locale),
    stats.transport,
    locale === 'de' ? d.noteDe : d.note,
  )
}

/** 'Imperial' in an English sentence; the side's name in German ("der Seite Imperium"). */
function sideWord(f: Faction, locale: Locale): string {
  return locale === 'de' ? factionName(f, locale) : FACTION_ADJECTIVES[f]
}

/** Settings › Data corrections: whether the players' map joins Dathomir and Felucia. */
export const DATHOMIR_FELUCIA_FACT: EditableFact = {
  key: 'rebellion.map.dathomir-felucia',
  label: 'Dathomir and Felucia share a border',
  help: '0 = not adjacent (built-in: the map geometry shows a gap with Yavin between them); 1 = adjacent, as one encoding has it. Movement and retreats follow this.',
  confidence: 'medium',
  source: 'game-facts/README.md "Map": one encoding lists the border, map geometry says no',
  de: {
    label: 'Dathomir und Felucia grenzen aneinander',
    help: '0 = nicht benachbart (eingebaut: Auf dem Spielplan liegt eine Lücke mit Yavin dazwischen); 1 = benachbart, wie in einem Fan-Datensatz. Bewegung und Rückzüge richten sich danach.',
    source:
      'game-facts/README.md "Map": ein Fan-Datensatz führt die Grenze, die Geometrie des Spielplans spricht dagegen',
  },
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

/** Base rules, "Command Phase": a system is activated (and a retreat made) only in that phase. */
export function whyNotInCommand(s: { round: number; phase: Phase }, locale: Locale = 'en'): string | undefined {
  return s.phase === 'command'
    ? undefined
    : boardTextsIn(locale).move.notInCommand(s.round, phaseTitle(s.phase, locale))
}

/** Why this leader cannot activate a system now (not theirs, no tactics, not in the pool). */
export function whyNotActivate(
  forces: Forces,
  faction: Faction,
  leader: string,
  locale: Locale = 'en',
): string | undefined {
  const T = boardTextsIn(locale).move
  const known = resolveLeader(leader)?.stats
  if (known && known.faction !== faction) return T.notLeaderOfPlayer(known.name, sideWord(faction, locale))
  if (known && known.tactics.space === 0 && known.tactics.ground === 0) return T.noTactics(known.name)
  const at = leaderAt(forces, leader)
  if (at) return T.notFromPool(leaderName(leader), placeName(at.system, locale))
  return undefined
}

/** Why these figures cannot move into `to` in one activation; undefined when they all may. */
export function whyNotMove(
  forces: Forces,
  faction: Faction,
  to: Place,
  moves: readonly UnitMove[],
  map: MapReading = {},
  locale: Locale = 'en',
): string | undefined {
  const T = boardTextsIn(locale).move
  let after = forces
  const carried = new Map<Place, { need: number; capacity: number; doubt: string | undefined }>()
  if (to === BASE_SPACE && faction !== 'rebels') return T.baseSpaceRebelsOnly
  for (const m of moves) {
    const stats = resolveUnit(m.unit)?.stats
    if (!stats) return T.noSuchUnit(m.unit)
    if (stats.faction !== faction) return T.notSideUnit(unitName(m.unit, locale), sideWord(faction, locale))
    if (!Number.isInteger(m.count) || m.count < 1)
      return T.countNotWhole(unitName(m.unit, locale), placeName(m.from, locale))
    if (m.from === to) return T.alreadyThere(unitName(m.unit, locale), placeName(to, locale))
    if (m.from === BASE_SPACE && faction !== 'rebels') return T.baseSpaceRebelsOnly
    // To or from the base space: the hidden base's neighbours, which the app does not check (above).
    const viaBase = m.from === BASE_SPACE || to === BASE_SPACE
    if (!viaBase && !adjacentUnder(m.from as SystemId, to as SystemId, map))
      return T.notAdjacentMove(placeName(m.from, locale), placeName(to, locale))
    const lock = lockingLeaders(forces, m.from, faction)
    if (lock.length > 0) return T.locked(placeName(m.from, locale), leaderName(lock[0]!.id))
    if (isImmobile(stats)) return T.immobile(unitName(m.unit, locale), !!stats.structure)
    const took = takeFigures(after, m.from, faction, m.unit, m.count, m.damage, locale)
    if ('reason' in took) return T.cannotMoveFrom(placeName(m.from, locale), took.reason)
    after = took.forces
    const c = carried.get(m.from) ?? { need: 0, capacity: 0, doubt: undefined }
    if (needsTransport(stats)) c.need += m.count
    else {
      c.capacity += carries(stats, map) * m.count
      c.doubt ??= uncertainCarrier(stats, map, locale)
    }
    carried.set(m.from, c)
  }
  for (const [from, c] of carried)
    if (c.need > c.capacity) {
      const ships = c.capacity === 0 ? T.noCarrier : T.shipsCarry(c.capacity)
      return T.needTransport(c.need, placeName(from, locale), ships, c.doubt)
    }
  return undefined
}

/** The moves applied (figures keep their damage). Call after whyNotMove. */
export function applyMoves(forces: Forces, faction: Faction, to: Place, moves: readonly UnitMove[]): Forces {
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

/** A group of figures in a neighbouring place and whether it may come into the activated one. */
export interface MoveOption {
  from: Place
  unit: string
  damage: number
  count: number
  /** Moves on its own (a ship), needs transport (ground unit, TIE Fighter), or cannot move. */
  kind: 'ship' | 'carried' | 'stays'
  /** Why it stays, or for carried units how much transport the ships there offer. */
  note?: string
}

/**
 * Where the faction's figures could come from into `to`: the systems adjacent to it, and for the
 * Rebels the Rebel Base space too; into the Rebel Base space, every system holding Rebel figures
 * (which of them neighbour the hidden base is the players' to say).
 */
function moveSources(forces: Forces, faction: Faction, to: Place, map: MapReading = {}): Place[] {
  if (faction !== 'rebels') return to === BASE_SPACE ? [] : neighboursUnder(to, map)
  if (to === BASE_SPACE) return SYSTEMS.map((s) => s.id).filter((id) => forces[id])
  return forces[BASE_SPACE] ? [BASE_SPACE, ...neighboursUnder(to, map)] : neighboursUnder(to, map)
}

/** Everything of the faction that could come into `to` (moveSources), with whether and how it may. */
export function moveOptions(
  forces: Forces,
  faction: Faction,
  to: Place,
  map: MapReading = {},
  locale: Locale = 'en',
): MoveOption[] {
  const T = boardTextsIn(locale).move
  const out: MoveOption[] = []
  for (const from of moveSources(forces, faction, to, map)) {
    const f = unitsIn({ forces }, from)[faction]
    if (figureCount(f) === 0) continue
    const lock = lockingLeaders(forces, from, faction)
    let capacity = 0
    let doubt: string | undefined
    for (const [unit, dmg] of Object.entries(f.units)) {
      const s = resolveUnit(unit)?.stats
      if (s && !needsTransport(s) && !isImmobile(s)) {
        capacity += carries(s, map) * (dmg?.length ?? 0)
        doubt ??= uncertainCarrier(s, map, locale)
      }
    }
    for (const [unit, dmg] of Object.entries(f.units)) {
      const stats = resolveUnit(unit)?.stats
      if (!stats || !dmg) continue
      for (const damage of [...new Set(dmg)]) {
        const count = dmg.filter((d) => d === damage).length
        const base = { from, unit, damage, count }
        if (lock.length > 0) out.push({ ...base, kind: 'stays', note: T.leaderThere(leaderName(lock[0]!.id)) })
        else if (isImmobile(stats)) out.push({ ...base, kind: 'stays', note: T.cannotMove })
        else if (needsTransport(stats))
          out.push({
            ...base,
            kind: 'carried',
            note: T.shipsIn(placeName(from, locale), capacity, doubt),
          })
        else out.push({ ...base, kind: 'ship' })
      }
    }
  }
  return out
}

/**
 * How many figures of each unit could come into `system` in one activation, per faction and source
 * system. The Rebel Base space is left out: whether its units reach a system depends on where the
 * hidden base is, which the shared screen does not know.
 */
export function reachableIn(
  forces: Forces,
  system: SystemId,
  map: MapReading = {},
): Record<Faction, { from: Place; unit: string; count: number }[]> {
  const result: Record<Faction, { from: Place; unit: string; count: number }[]> = { empire: [], rebels: [] }
  for (const faction of ['empire', 'rebels'] as const) {
    const options = moveOptions(forces, faction, system, map).filter((o) => o.from !== BASE_SPACE)
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
function asReading(unitId: string, trait: UnitTrait, locale: Locale): string {
  const fact = traitFactOf(unitId, trait)
  return fact && needsVerifying(fact.confidence) ? boardTextsIn(locale).move.reading(fact.source) : ''
}

/**
 * Why the side may not retreat from `from` to `to` with this leader and these carried figures. The
 * Rebels may retreat to the Rebel Base space as they may move there (base rules, "Moving To And From
 * The Rebel Base"): whether the hidden base neighbours `from` is the players' to say (see the top of
 * this file); whether the base is still hidden is the event's check (whyNotToBaseSpace).
 */
export function whyNotRetreat(
  forces: Forces,
  faction: Faction,
  from: SystemId,
  to: Place,
  leader: string,
  carried: readonly { unit: string; count: number; damage: number }[],
  map: MapReading = {},
  locale: Locale = 'en',
): string | undefined {
  const T = boardTextsIn(locale).move
  const here = unitsIn({ forces }, from)
  const enemy: Faction = faction === 'empire' ? 'rebels' : 'empire'
  if (!here[faction].leaders.some((l) => l.id === leader && !l.captured))
    return T.noRetreatLeader(leaderName(leader), systemName(from, locale))
  const enemyHere = Object.keys(here[enemy].units).filter((u) => here[enemy].units[u]?.length)
  const ownHere = Object.keys(here[faction].units).filter((u) => here[faction].units[u]?.length)
  const holding = ownHere.find((u) => hasTrait(u, 'holds-own-side'))
  if (holding)
    return T.holds(
      factionName(faction, locale),
      unitName(holding, locale),
      asReading(holding, 'holds-own-side', locale),
    )
  const stopping = enemyHere.find((u) => hasTrait(u, 'stops-enemy-retreat'))
  if (stopping)
    return T.stops(
      factionName(faction, locale),
      unitName(stopping, locale),
      asReading(stopping, 'stops-enemy-retreat', locale),
    )
  if (to !== BASE_SPACE && !adjacentUnder(from, to, map))
    return T.notAdjacent(systemName(to, locale), systemName(from, locale))
  if (figureCount(unitsIn({ forces }, to)[enemy]) > 0)
    return T.enemyThere(placeName(to, locale), sideWord(enemy, locale))
  return whyNotMoveIgnoringLock(forces, faction, to, retreatMoves(forces, faction, from, carried), map, locale)
}

/** A retreat moves units out past the side's own leader (it takes that leader along). */
function whyNotMoveIgnoringLock(
  forces: Forces,
  faction: Faction,
  to: Place,
  moves: readonly UnitMove[],
  map: MapReading,
  locale: Locale,
): string | undefined {
  const unlocked: Forces = {}
  for (const [id, here] of Object.entries(forces))
    unlocked[id as Place] = { ...here!, [faction]: { ...here![faction], leaders: [] } }
  return whyNotMove(unlocked, faction, to, moves, map, locale)
}

// The events that change which units and leaders stand where (units-on-board.ts): placing and
// removing figures, damage, activation moves, leaders placed, returned and captured. Declared here
// and spread into events.ts's one defineEvents call, so builders, undo and the timeline cover them.
import { z } from 'zod'
import type { EventSpecs } from '../../core/events'
import { battleStarted, whyRetreatedAlready, withRetreat } from './battle-record'
import { combatAfterMove } from './combat-objective'
import type { Board } from './board'
import type { Placement } from './build-queue'
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import { factionName, placeName, unitCount, unitName } from './names'
import { applyMoves, retreatMoves, whyNotActivate, whyNotInCommand, whyNotMove, type UnitMove } from './movement'
import { whyNotRetreatTo } from './retreat'
import { whyNotRecruited } from './recruiting'
import { resolveLeader } from './odds/leaders'
import type { StartingPlacement } from './starting-deployment'
import type { RebellionState } from './state'
import { isSystemId, SYSTEM_IDS, SYSTEMS, type SystemId } from './systems'
import { whyNotToBaseSpace, withBaseFound } from './rebel-base'
import {
  addFigures,
  BASE_SPACE,
  figureCount,
  imperialGroundFigures,
  leaderAt,
  leaderName,
  setLeader,
  takeFigures,
  unitsIn,
  whyOverPool,
  type Forces,
  type Place,
} from './units-on-board'
import { resolveUnit, UNIT_IDS, type Faction } from './units'

export interface UnitsPlacedPayload {
  /** A system, or the Rebel Base space while the base is hidden. */
  system: Place
  faction: Faction
  /** Unit id → figures added (undamaged). */
  units: Record<string, number>
  /** Printed figure counts as the app read them (after corrections), so replay never re-reads settings. */
  limits: Record<string, number | null>
}
export interface UnitsRemovedPayload {
  system: Place
  faction: Faction
  unit: string
  count: number
  /** Only figures carrying this damage; absent: the least damaged first. */
  damage?: number
  /** 'destroyed' in combat or by a card; 'taken-off' when the record is corrected. */
  why: 'destroyed' | 'taken-off'
}
export interface UnitDamagedPayload {
  system: SystemId
  faction: Faction
  unit: string
  /** The figure's damage before and after. */
  from: number
  to: number
}
export interface UnitsMovedPayload {
  faction: Faction
  /** The activated system, or the Rebel Base space (Rebels, while the base is hidden). */
  to: Place
  /** The leader that activated the system (placed there with the units). */
  leader: string
  moves: UnitMove[]
  /** The Dathomir–Felucia reading the app used (Settings › Data corrections). */
  dathomirFelucia?: boolean
  /** Transport capacities the app read (after corrections) for the moving units; absent: built-in. */
  transport?: Record<string, number>
}
export interface UnitsRetreatedPayload {
  faction: Faction
  from: SystemId
  /** An adjacent system, or the Rebel Base space (Rebels, while the base is hidden; added later). */
  to: Place
  /** The leader that leads the retreat (it goes along). */
  leader: string
  /** Ground units and TIE Fighters the ships carry along; every ship goes. */
  carried: { unit: string; count: number; damage: number }[]
  dathomirFelucia?: boolean
  /** Transport capacities the app read (after corrections) for the retreating ships. */
  transport?: Record<string, number>
}
export interface LeaderPlacedPayload {
  system: Place
  faction: Faction
  leader: string
}
export interface LeaderReturnedPayload {
  leader: string
}
export interface LeaderCapturedPayload {
  leader: string
  captured: boolean
}

export interface BoardPayloads {
  'rebellion.units.placed': UnitsPlacedPayload
  'rebellion.units.removed': UnitsRemovedPayload
  'rebellion.unit.damaged': UnitDamagedPayload
  'rebellion.units.moved': UnitsMovedPayload
  'rebellion.units.retreated': UnitsRetreatedPayload
  'rebellion.leader.placed': LeaderPlacedPayload
  'rebellion.leader.returned': LeaderReturnedPayload
  'rebellion.leader.captured': LeaderCapturedPayload
}

const faction = z.enum(['empire', 'rebels'])
const system = z.enum(SYSTEM_IDS)
/** A system or the Rebel Base space (added to these events' schemas later: older events name systems only). */
const place = z.enum([...SYSTEM_IDS, BASE_SPACE])
const unit = z.string().refine((id) => UNIT_IDS.includes(id), { message: 'is not a Rebellion unit' })
const count = z.number().int().min(1).max(99)
const leader = z.string().min(1).max(80)
const damage = z.number().int().min(0).max(20)
const transport = z
  .record(z.string(), z.number().int().min(0).max(20))
  .refine((t) => Object.keys(t).every((id) => UNIT_IDS.includes(id)), {
    message: 'names a unit Rebellion does not have',
  })
  .optional()

/** The presence flags the build and deploy helpers read follow the recorded figures. */
function withPresence(board: Board, forces: Forces, systems: readonly SystemId[]): Board {
  let b = board
  for (const id of systems) {
    const here = unitsIn({ forces }, id)
    b = {
      ...b,
      [id]: { ...b[id], imperialUnits: figureCount(here.empire) > 0, rebelUnits: figureCount(here.rebels) > 0 },
    }
  }
  return b
}

/**
 * Base rules, "Subjugation", following the recorded figures: Imperial ground units arriving in a
 * populous system without Imperial loyalty subjugate it; the last of them leaving takes the marker
 * away. Only a change of the figures there moves the marker, so a marker set by hand in a system
 * whose units were never recorded stays as it was.
 */
function withSubjugation(board: Board, before: Forces, after: Forces, systems: readonly SystemId[]): Board {
  let b = board
  for (const id of new Set(systems)) {
    const here = b[id]
    if (SYSTEMS.find((x) => x.id === id)?.kind !== 'populous' || here.destroyed || here.loyalty === 'imperial') continue
    const now = imperialGroundFigures(after, id)
    if (now > 0 && !here.subjugated) b = { ...b, [id]: { ...here, subjugated: true } }
    else if (now === 0 && here.subjugated && imperialGroundFigures(before, id) > 0)
      b = { ...b, [id]: { ...here, subjugated: false } }
  }
  return b
}

function withForces(s: RebellionState, forces: Forces, places: readonly Place[]): RebellionState {
  const touched = places.filter(isSystemId)
  const board = withSubjugation(withPresence(s.board, forces, touched), s.forces, forces, touched)
  return withBaseFound({ ...s, forces, board })
}

function wrongFaction(unitId: string, f: Faction, locale: Locale = 'en'): string | undefined {
  const stats = resolveUnit(unitId)?.stats
  return stats && stats.faction !== f
    ? boardTextsIn(locale).refusal.wrongFaction(unitName(unitId, locale), factionName(f, locale))
    : undefined
}

/**
 * Units deployed from the build queue or at setup arrive undamaged in their systems or on the Rebel
 * Base space (in the base's system once it is revealed); `undo` takes a replaced starting
 * deployment's figures off again.
 */
export function withPlacedFigures(
  s: Pick<RebellionState, 'forces' | 'baseHidden' | 'baseSystem'>,
  f: Faction,
  placements: StartingPlacement | readonly Placement[],
  undo = false,
): Forces {
  let out = s.forces
  const base: Place = s.baseHidden || !s.baseSystem ? BASE_SPACE : s.baseSystem
  const list: { to: string; unit: string; n: number }[] = Array.isArray(placements)
    ? (placements as readonly Placement[]).map((p) => ({ to: p.to, unit: p.unit, n: 1 }))
    : Object.entries(placements as StartingPlacement).flatMap(([to, counts]) =>
        Object.entries(counts ?? {}).map(([u, n]) => ({ to, unit: u, n: n ?? 0 })),
      )
  for (const p of list) {
    const to = p.to === BASE_SPACE ? base : p.to
    if (!isSystemId(to) && to !== BASE_SPACE) continue
    if (p.n <= 0) continue
    if (!undo) out = addFigures(out, to, f, p.unit, new Array<number>(p.n).fill(0))
    else {
      const took = takeFigures(out, to, f, p.unit, p.n, 0)
      if (!('reason' in took)) out = took.forces
    }
  }
  return out
}

export const boardEventSpecs: EventSpecs<RebellionState, BoardPayloads> = {
  'rebellion.units.placed': {
    v: 1,
    schema: z.object({
      system: place,
      faction,
      units: z.record(z.string(), count).refine((u) => Object.keys(u).every((id) => UNIT_IDS.includes(id)), {
        message: 'names a unit Rebellion does not have',
      }),
      limits: z.record(z.string(), z.number().int().min(0).nullable()),
    }),
    check(st, p, locale) {
      for (const id of Object.keys(p.units)) {
        const wrong = wrongFaction(id, p.faction, locale)
        if (wrong) return wrong
      }
      return (
        (p.system === BASE_SPACE ? whyNotToBaseSpace(st, p.faction, locale) : undefined) ??
        whyOverPool(st.forces, p.units, p.limits, locale)
      )
    },
    apply(st, p) {
      let forces = st.forces
      for (const [id, n] of Object.entries(p.units))
        forces = addFigures(forces, p.system, p.faction, id, new Array<number>(n).fill(0))
      return withForces(st, forces, [p.system])
    },
    describe: (p, { locale }) =>
      boardTextsIn(locale).timeline.placed(
        factionName(p.faction, locale),
        Object.entries(p.units)
          .map(([id, n]) => unitCount(id, n, locale))
          .join(', '),
        placeName(p.system, locale),
      ),
  },
  'rebellion.units.removed': {
    v: 1,
    schema: z.object({
      system: place,
      faction,
      unit,
      count,
      damage: damage.optional(),
      why: z.enum(['destroyed', 'taken-off']),
    }),
    check(st, p, locale) {
      const r = takeFigures(st.forces, p.system, p.faction, p.unit, p.count, p.damage, locale)
      return 'reason' in r ? boardTextsIn(locale).refusal.nothingToRemove(r.reason) : undefined
    },
    apply(st, p) {
      const r = takeFigures(st.forces, p.system, p.faction, p.unit, p.count, p.damage)
      return 'reason' in r ? st : withForces(st, r.forces, [p.system])
    },
    describe: (p, { locale }) =>
      boardTextsIn(locale).timeline.removed(
        factionName(p.faction, locale),
        unitCount(p.unit, p.count, locale),
        p.why === 'destroyed',
        placeName(p.system, locale),
      ),
  },
  'rebellion.unit.damaged': {
    v: 1,
    schema: z.object({ system, faction, unit, from: damage, to: damage }),
    check(st, p, locale) {
      const R = boardTextsIn(locale).refusal
      const stats = resolveUnit(p.unit)?.stats
      if (!stats?.health) return R.cannotBeDamaged(unitName(p.unit, locale))
      if (p.to >= stats.health.value) return R.damageDestroys(p.to, unitName(p.unit, locale), stats.health.value)
      const r = takeFigures(st.forces, p.system, p.faction, p.unit, 1, p.from, locale)
      return 'reason' in r ? R.noSuchFigure(r.reason) : undefined
    },
    apply(st, p) {
      const r = takeFigures(st.forces, p.system, p.faction, p.unit, 1, p.from)
      if ('reason' in r) return st
      return withForces(st, addFigures(r.forces, p.system, p.faction, p.unit, [p.to]), [p.system])
    },
    describe: (p, { locale }) =>
      boardTextsIn(locale).timeline.damaged(
        factionName(p.faction, locale),
        unitName(p.unit, locale),
        placeName(p.system, locale),
        p.to > p.from,
        p.from,
        p.to,
      ),
  },
  'rebellion.units.moved': {
    v: 1,
    schema: z.object({
      faction,
      to: place,
      leader,
      moves: z.array(z.object({ from: place, unit, count, damage: damage.optional() })),
      dathomirFelucia: z.boolean().optional(),
      transport,
    }),
    check: (st, p, locale) =>
      whyNotInCommand(st, locale) ??
      whyNotActivate(st.forces, p.faction, p.leader, locale) ??
      whyNotRecruited(st, p.leader, locale) ??
      (p.to === BASE_SPACE ? whyNotToBaseSpace(st, p.faction, locale) : undefined) ??
      whyNotMove(
        st.forces,
        p.faction,
        p.to,
        p.moves,
        { dathomirFelucia: p.dathomirFelucia, transport: p.transport },
        locale,
      ),
    apply(st, p) {
      const moved = applyMoves(st.forces, p.faction, p.to, p.moves)
      const forces = setLeader(moved, p.to, p.faction, { id: p.leader }, p.leader)
      const after = withForces(st, forces, [p.to, ...p.moves.map((m) => m.from)])
      // An activation starts a new combat there: the tracker counts its rounds from 1 again. (The
      // Rebel Base space never holds a combat: only Rebel units go there.)
      if (!isSystemId(p.to)) return after
      const from = p.moves.map((m) => m.from)
      return {
        ...after,
        battles: { ...st.battles, [p.to]: battleStarted(p.faction, from) },
        combat: combatAfterMove(after.forces, p.to, st.combat),
      }
    },
    describe(p, { locale }) {
      const T = boardTextsIn(locale).timeline
      // One group per place the units came from: "1 Star Destroyer, 1 AT-AT from Sullust".
      const from = [...new Set(p.moves.map((m) => m.from))]
      const what = from.map((f) =>
        T.movedFrom(
          p.moves
            .filter((m) => m.from === f)
            .map((m) => unitCount(m.unit, m.count, locale))
            .join(', '),
          placeName(f, locale),
        ),
      )
      return T.activates(leaderName(p.leader), placeName(p.to, locale), what.join('; '))
    },
  },
  'rebellion.units.retreated': {
    v: 1,
    schema: z.object({
      faction,
      from: system,
      // A place since Rebel retreats to the Rebel Base space: older retreats name systems only.
      to: place,
      leader,
      carried: z.array(z.object({ unit, count, damage })),
      dathomirFelucia: z.boolean().optional(),
      transport,
    }),
    check: (st, p, locale) =>
      whyNotInCommand(st, locale) ??
      whyRetreatedAlready(st.battles, p.from, p.faction, locale) ??
      whyNotRetreatTo(
        st,
        p.faction,
        p.from,
        p.to,
        p.leader,
        p.carried,
        { dathomirFelucia: p.dathomirFelucia, transport: p.transport },
        locale,
      ),
    apply(st, p) {
      const moves = retreatMoves(st.forces, p.faction, p.from, p.carried)
      const moved = applyMoves(st.forces, p.faction, p.to, moves)
      const withoutLeader = setLeader(moved, p.from, p.faction, null, p.leader)
      const forces = setLeader(withoutLeader, p.to, p.faction, { id: p.leader }, p.leader)
      return { ...withForces(st, forces, [p.from, p.to]), battles: withRetreat(st.battles, forces, p.from, p.faction) }
    },
    describe: (p, { locale }) =>
      boardTextsIn(locale).timeline.retreat(
        factionName(p.faction, locale),
        placeName(p.from, locale),
        placeName(p.to, locale),
        leaderName(p.leader),
      ),
  },
  'rebellion.leader.placed': {
    v: 1,
    schema: z.object({ system: place, faction, leader }),
    check(st, p, locale) {
      const R = boardTextsIn(locale).refusal
      const known = resolveLeader(p.leader)?.stats
      if (known && known.faction !== p.faction) return R.notLeaderOf(known.name, factionName(p.faction, locale))
      // A recruit-icon leader joins the pool only when recruited (games that track recruiting).
      const waiting = whyNotRecruited(st, p.leader, locale)
      if (waiting) return waiting
      // Only Rebels stand on the Rebel Base space (a Rebel leader may go there after the reveal too:
      // missions attempted "in the Rebel Base" and rescues put leaders there).
      if (p.system === BASE_SPACE && p.faction !== 'rebels') return R.baseSpaceRebelLeaders
      const at = leaderAt(st.forces, p.leader)
      return at ? R.leaderAlreadyIn(leaderName(p.leader), placeName(at.system, locale)) : undefined
    },
    apply: (st, p) => ({ ...st, forces: setLeader(st.forces, p.system, p.faction, { id: p.leader }, p.leader) }),
    describe: (p, { locale }) =>
      boardTextsIn(locale).timeline.leaderPlaced(leaderName(p.leader), placeName(p.system, locale)),
  },
  'rebellion.leader.returned': {
    v: 1,
    schema: z.object({ leader }),
    check(st, p, locale) {
      const R = boardTextsIn(locale).refusal
      const at = leaderAt(st.forces, p.leader)
      if (!at) return R.leaderNotOnBoard(leaderName(p.leader))
      // Base rules, "Capturing Leaders": captured leaders cannot return to the leader pool.
      return at.leader.captured ? R.capturedStays(leaderName(p.leader)) : undefined
    },
    apply(st, p) {
      const at = leaderAt(st.forces, p.leader)
      return at ? { ...st, forces: setLeader(st.forces, at.system, at.faction, null, p.leader) } : st
    },
    describe: (p, { locale }) => boardTextsIn(locale).timeline.leaderReturned(leaderName(p.leader)),
  },
  'rebellion.leader.captured': {
    v: 1,
    schema: z.object({ leader, captured: z.boolean() }),
    check(st, p, locale) {
      const R = boardTextsIn(locale).refusal
      const at = leaderAt(st.forces, p.leader)
      if (!at) return R.placeLeaderFirst(leaderName(p.leader))
      if (at.faction !== 'rebels') return R.onlyRebelCaptured
      // A second press (or a rescue of a leader nobody holds) changes nothing: refused, so the log
      // keeps one capture and one rescue.
      if (p.captured && at.leader.captured) return R.alreadyCaptured(leaderName(p.leader))
      if (!p.captured && !at.leader.captured) return R.notCaptured(leaderName(p.leader))
      return undefined
    },
    apply(st, p) {
      const at = leaderAt(st.forces, p.leader)
      if (!at) return st
      // Base rules, "Captured Leaders": the Empire has one ring, so capturing a second leader
      // rescues the first; a rescued leader goes to the Rebel Base space (back to its pool when
      // leaders are retrieved in the Refresh phase).
      const rescue = (f: Forces, from: Place, id: string): Forces =>
        setLeader(setLeader(f, from, 'rebels', null, id), BASE_SPACE, 'rebels', { id }, id)
      let forces = st.forces
      if (p.captured)
        for (const [sys, here] of Object.entries(forces))
          for (const l of here!.rebels.leaders)
            if (l.captured && l.id !== p.leader) forces = rescue(forces, sys as Place, l.id)
      forces = p.captured
        ? setLeader(forces, at.system, 'rebels', { id: p.leader, captured: true }, p.leader)
        : rescue(forces, at.system, p.leader)
      return { ...st, forces }
    },
    describe: (p, { locale }) =>
      p.captured
        ? boardTextsIn(locale).timeline.captured(leaderName(p.leader))
        : boardTextsIn(locale).timeline.rescued(leaderName(p.leader)),
  },
}

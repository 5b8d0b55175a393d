// Starting deployment: the checks on each faction's recorded starting placement, and where the Rebel
// base may start. Pure: options, the board after loyalty and the placements in, problems out.
import type { Corrections } from '../../core/facts'
import type { Locale } from '../../locale'
import { isImperialSystem, type Board } from './board'
import {
  FIRST_GAME,
  PROBE_DECK,
  startingForces,
  totalUnits,
  usesNewStarterUnits,
  type Faction,
  type PlacementTarget,
  type SetupOptions,
  type UnitCounts,
  type UnitId,
} from './data'
import { factionName, systemList, systemName, unitName } from './names'
import { setupTextsIn, type SetupTexts } from './setup-texts'
import { SYSTEMS, areAdjacent, isSystemId, type SystemId } from './systems'
import { unitFact } from './units'

export type StartingPlacement = Partial<Record<PlacementTarget, UnitCounts>>

export interface DeploymentProblem {
  kind:
    'unknown-unit' | 'wrong-faction' | 'illegal-target' | 'missing' | 'excess' | 'no-ground-unit' | 'death-star-group'
  target?: PlacementTarget
  unit?: UnitId
  reason: string
  /**
   * The counts come from a list Holotable is not sure of (the players read theirs from the setup
   * card or faction sheet): shown as "verify on your card", never a reason to refuse.
   */
  advisory?: true
}

export interface StartingDeploymentInput {
  options: SetupOptions
  /** Board after the loyalty step. */
  board: Board
  placement: StartingPlacement
  /** Rebels: where the Empire placed units (Rebels may not share a system with them). */
  empirePlacement?: StartingPlacement
  /** RotE new starter units: the system the Death Star group went to. */
  deathStarSystem?: SystemId
  /** The players' corrections (their setup card's counts win over Holotable's list). */
  corrections?: Corrections
  /** The language of the reasons (default English). */
  locale?: Locale
}

function placedSystems(p: StartingPlacement | undefined): SystemId[] {
  if (!p) return []
  return (Object.entries(p) as [PlacementTarget, UnitCounts][])
    .filter(([t, c]) => t !== 'rebel-base' && totalUnits(c) > 0)
    .map(([t]) => t as SystemId)
}

/** Every rule a recorded starting deployment breaks, each with its reason; [] means legal. */
export function checkStartingDeployment(faction: Faction, input: StartingDeploymentInput): DeploymentProblem[] {
  const problems: DeploymentProblem[] = []
  const locale = input.locale ?? 'en'
  const t = setupTextsIn(locale).refusals
  const want = startingForces(input.options, input.corrections).board[faction]
  const have: UnitCounts = {}
  const groundAt = new Set<PlacementTarget>()
  const dsSystem = faction === 'empire' && usesNewStarterUnits(input.options) ? input.deathStarSystem : undefined
  const imperialUnitsAt = new Set(placedSystems(input.empirePlacement))

  for (const [target, units] of Object.entries(input.placement) as [PlacementTarget, UnitCounts][]) {
    if (totalUnits(units) === 0) continue
    if (target !== 'rebel-base' && !isSystemId(target)) {
      problems.push({ kind: 'illegal-target', target, reason: t.notOnMap(target) })
      continue
    }
    const why = whyNotStartTarget(faction, target, input.board, imperialUnitsAt, dsSystem, t, locale)
    if (why) problems.push({ kind: 'illegal-target', target, reason: why })
    for (const [unit, n] of Object.entries(units) as [UnitId, number][]) {
      if (!n) continue
      const fact = unitFact(unit)
      if (!fact) {
        problems.push({ kind: 'unknown-unit', target, unit, reason: t.unknownUnit(unit) })
        continue
      }
      if (fact.value.faction !== faction) {
        problems.push({
          kind: 'wrong-faction',
          target,
          unit,
          reason: t.wrongFaction(unitName(unit, locale), factionName(faction, locale)),
        })
        continue
      }
      have[unit] = (have[unit] ?? 0) + n
      if (fact.value.theatre === 'ground') groundAt.add(target)
    }
  }

  const forces = startingForces(input.options, input.corrections)
  const advisory = forces.confidence === 'high' ? {} : { advisory: true as const }
  for (const unit of new Set([...Object.keys(want), ...Object.keys(have)])) {
    const w = want[unit] ?? 0
    const h = have[unit] ?? 0
    const name = unitName(unit, locale)
    if (h < w) problems.push({ kind: 'missing', unit, reason: t.missing(w - h, name, h, w), ...advisory })
    if (h > w && unitFact(unit)?.value.faction === faction) {
      problems.push({
        kind: 'excess',
        unit,
        reason: t.excess(h - w, name, h, w),
        ...advisory,
      })
    }
  }

  if (faction === 'empire') {
    for (const sys of SYSTEMS) {
      if (isImperialSystem(input.board[sys.id]) && !groundAt.has(sys.id)) {
        problems.push({
          kind: 'no-ground-unit',
          target: sys.id,
          reason: t.needsGroundUnit(systemName(sys.id, locale)),
        })
      }
    }
    const group = forces.deathStarGroup
    if (group && usesNewStarterUnits(input.options)) {
      const at = dsSystem ? input.placement[dsSystem] : undefined
      if (!dsSystem)
        problems.push({
          kind: 'death-star-group',
          reason: t.chooseDeathStarSystem,
        })
      for (const [unit, n] of Object.entries(group) as [UnitId, number][]) {
        if (dsSystem && (at?.[unit] ?? 0) < n) {
          problems.push({
            kind: 'death-star-group',
            unit,
            reason: t.deathStarGroupShort(systemName(dsSystem, locale), n, unitName(unit, locale)),
            ...advisory,
          })
          break
        }
      }
    }
  }
  return problems
}

function whyNotStartTarget(
  faction: Faction,
  target: PlacementTarget,
  board: Board,
  imperialUnitsAt: ReadonlySet<SystemId>,
  dsSystem: SystemId | undefined,
  t: SetupTexts['refusals'],
  locale: Locale,
): string | undefined {
  if (faction === 'empire') {
    if (target === 'rebel-base') return t.imperialInBase
    if (target === dsSystem || isImperialSystem(board[target])) return undefined
    return t.noImperialMarker(systemName(target, locale))
  }
  if (target === 'rebel-base') return undefined
  if (imperialUnitsAt.has(target) || board[target].imperialUnits)
    return t.holdsImperialUnits(systemName(target, locale))
  if (isImperialSystem(board[target])) return t.isImperialSystem(systemName(target, locale))
  return undefined
}

export function placementTotals(p: StartingPlacement): UnitCounts {
  const out: UnitCounts = {}
  for (const units of Object.values(p)) {
    if (!units) continue
    for (const [u, n] of Object.entries(units) as [UnitId, number][]) out[u] = (out[u] ?? 0) + n
  }
  return out
}

// ---------------------------------------------------------------- Rebel base

export interface BaseCandidates {
  eligible: SystemId[]
  excluded: { system: SystemId; reason: string }[]
}

/**
 * Where the Rebel base may start: any system with a probe card and no Imperial units; in a first
 * game also none next to Imperial units. For the Rebel player's private view only.
 */
export function rebelBaseCandidates(
  imperialUnitsAt: Iterable<SystemId>,
  firstGame: boolean,
  locale: Locale = 'en',
): BaseCandidates {
  const t = setupTextsIn(locale).refusals
  const imperial = new Set(imperialUnitsAt)
  const eligible: SystemId[] = []
  const excluded: BaseCandidates['excluded'] = []
  for (const sys of SYSTEMS) {
    if (PROBE_DECK.value.without.includes(sys.id)) {
      excluded.push({ system: sys.id, reason: t.noProbeCard(systemName(sys.id, locale)) })
    } else if (imperial.has(sys.id)) {
      excluded.push({ system: sys.id, reason: t.holdsImperialUnits(systemName(sys.id, locale)) })
    } else if (firstGame && [...imperial].some((i) => areAdjacent(i, sys.id))) {
      const near = [...imperial].filter((i) => areAdjacent(i, sys.id))
      excluded.push({
        system: sys.id,
        reason: t.nextToImperial(systemName(sys.id, locale), systemList(near, locale)),
      })
    } else eligible.push(sys.id)
  }
  return { eligible, excluded }
}

/** Systems holding Imperial units after the first-game placements. */
export function firstGameImperialSystems(): SystemId[] {
  return FIRST_GAME.value.placements
    .filter((p) => p.faction === 'empire' && p.where !== 'rebel-base' && totalUnits(p.units) > 0)
    .map((p) => p.where as SystemId)
}

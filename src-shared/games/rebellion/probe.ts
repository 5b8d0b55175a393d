// Probe deduction for the Imperial player's private view: which systems could still hide the
// Rebel base, given the probe cards seen and where Imperial ground units went without finding it.
import { isImperialSystem, type Board } from './board'
import { PROBE_DECK, totalUnits } from './data'
import type { RebellionState } from './state'
import { imperialGroundFigures } from './units-on-board'
import { REGIONS, SYSTEMS, type RegionNumber, type SystemId } from './systems'

export interface ProbeRecords {
  /** Probe cards the Empire has seen (drawn, or shown by a mission). */
  cardsSeen: readonly SystemId[]
  /** Systems Imperial ground units entered without the base being revealed. */
  visited: readonly SystemId[]
}

export type ExclusionReason =
  'no-probe-card' | 'imperial-at-setup' | 'probe-card' | 'visited' | 'imperial-system' | 'destroyed'

export interface ProbeDeduction {
  count: number
  candidates: SystemId[]
  byRegion: { region: RegionNumber; systems: SystemId[] }[]
  excluded: { system: SystemId; because: ExclusionReason }[]
}

/**
 * Systems where the Empire's recorded starting deployment put units: base rules, "Choose Base
 * Location", takes their probe cards out of the deck before the base is chosen, so the base is never
 * there, whatever becomes of their loyalty or units later.
 */
export function imperialStartSystems(s: Pick<RebellionState, 'setup'>): SystemId[] {
  const placement = s.setup.deployments.empire?.placement ?? {}
  return Object.entries(placement)
    .filter(([where, units]) => where !== 'rebel-base' && units && totalUnits(units) > 0)
    .map(([where]) => where as SystemId)
}

/**
 * A system is ruled out by a probe card taken out at setup, a probe card seen, a visit, or the board:
 * the base is revealed at once when the Empire holds loyalty or subjugation there, and a destroyed
 * base system ends the game.
 */
export function baseCandidates(
  records: ProbeRecords,
  board?: Board,
  imperialAtSetup: readonly SystemId[] = [],
): ProbeDeduction {
  const atSetup = new Set(imperialAtSetup)
  const seen = new Set(records.cardsSeen)
  const visited = new Set(records.visited)
  const candidates: SystemId[] = []
  const excluded: ProbeDeduction['excluded'] = []
  for (const sys of SYSTEMS) {
    const s = board?.[sys.id]
    let because: ExclusionReason | undefined
    if (PROBE_DECK.value.without.includes(sys.id)) because = 'no-probe-card'
    else if (atSetup.has(sys.id)) because = 'imperial-at-setup'
    else if (seen.has(sys.id)) because = 'probe-card'
    else if (visited.has(sys.id)) because = 'visited'
    else if (s?.destroyed) because = 'destroyed'
    else if (s && isImperialSystem(s)) because = 'imperial-system'
    if (because) excluded.push({ system: sys.id, because })
    else candidates.push(sys.id)
  }
  const byRegion = REGIONS.map((region) => ({
    region,
    systems: candidates.filter((id) => SYSTEMS.find((s) => s.id === id)?.region === region),
  })).filter((r) => r.systems.length > 0)
  return { count: candidates.length, candidates, byRegion, excluded }
}

/**
 * The deduction from the whole game: the probe records, the board, the starting deployment, and the
 * systems where Imperial ground units stand now without the base revealed (base rules, "Finding The
 * Rebel Base": the Rebel player must declare the base when they arrive), counted as visited.
 */
export function deduceBase(s: Pick<RebellionState, 'probes' | 'board' | 'forces' | 'setup'>): ProbeDeduction {
  const here = SYSTEMS.filter((x) => imperialGroundFigures(s.forces, x.id) > 0).map((x) => x.id)
  const visited = [...s.probes.visited, ...here.filter((id) => !s.probes.visited.includes(id))]
  return baseCandidates({ ...s.probes, visited }, s.board, imperialStartSystems(s))
}

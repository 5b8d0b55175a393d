// Probe deduction for the Imperial player's private view: which systems could still hide the
// Rebel base, given the probe cards seen and where Imperial ground units went without finding it.
import { isImperialSystem, type Board } from './board'
import { PROBE_DECK } from './data'
import { REGIONS, SYSTEMS, type RegionNumber, type SystemId } from './systems'

export interface ProbeRecords {
  /** Probe cards the Empire has seen (drawn, or shown by a mission). */
  cardsSeen: readonly SystemId[]
  /** Systems Imperial ground units entered without the base being revealed. */
  visited: readonly SystemId[]
}

export type ExclusionReason = 'no-probe-card' | 'probe-card' | 'visited' | 'imperial-system' | 'destroyed'

export interface ProbeDeduction {
  count: number
  candidates: SystemId[]
  byRegion: { region: RegionNumber; systems: SystemId[] }[]
  excluded: { system: SystemId; because: ExclusionReason }[]
}

/**
 * A system is ruled out by a probe card, a visit, or the board: the base is revealed at once when
 * the Empire holds loyalty or subjugation there, and a destroyed base system ends the game.
 */
export function baseCandidates(records: ProbeRecords, board?: Board): ProbeDeduction {
  const seen = new Set(records.cardsSeen)
  const visited = new Set(records.visited)
  const candidates: SystemId[] = []
  const excluded: ProbeDeduction['excluded'] = []
  for (const sys of SYSTEMS) {
    const s = board?.[sys.id]
    let because: ExclusionReason | undefined
    if (PROBE_DECK.value.without.includes(sys.id)) because = 'no-probe-card'
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

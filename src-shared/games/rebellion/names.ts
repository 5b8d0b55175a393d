// Rebellion's display names for the ids the engine uses: factions, systems, units, placement targets,
// build-queue sources and leader skills. The one place for them: the screens, the tools' messages
// and the timeline (events.ts describe) all read these, so each thing has one wording everywhere.
import type { QueueSource } from './build-queue'
import type { Faction, PlacementTarget } from './data'
import type { Skill } from './odds/leaders'
import { isSystemId, systemById, type SystemId } from './systems'
import { unitFact } from './units'

export const FACTION_NAMES: Record<Faction, string> = { empire: 'Empire', rebels: 'Rebels' }
export const FACTION_ADJECTIVES: Record<Faction, string> = { empire: 'Imperial', rebels: 'Rebel' }

export const SKILL_NAMES: Record<Skill, string> = {
  diplomacy: 'Diplomacy',
  intel: 'Intel',
  specOps: 'Spec ops',
  logistics: 'Logistics',
}

export function systemName(id: SystemId): string {
  return systemById(id).name
}

/** 'Kessel, Dagobah, Hoth' */
export function systemList(ids: readonly SystemId[]): string {
  return ids.map(systemName).join(', ')
}

/** A unit's name ('TIE Fighter'); an unknown id as it is. */
export function unitName(id: string): string {
  return unitFact(id)?.value.name ?? id
}

export function targetName(t: PlacementTarget): string {
  return t === 'rebel-base' ? 'Rebel Base space' : systemName(t)
}

const SOURCES: Record<string, string> = {
  'rebel-base': 'Rebel Base space',
  project: 'project card',
  setup: 'setup',
  other: 'other',
}

export function sourceName(from: QueueSource): string {
  return isSystemId(from) ? systemName(from) : (SOURCES[from] ?? from)
}

/** '2 TIE Fighters, 1 Star Destroyer': each unit once, counted, in the order first listed. */
export function unitTally(ids: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts].map(([id, n]) => `${n} ${unitName(id)}${n === 1 ? '' : 's'}`).join(', ')
}

/** '1 X-wing to Yavin; 2 Rebel Troopers to the Rebel Base space': the units grouped by where they went. */
export function placementList(placements: readonly { unit: string; to: PlacementTarget }[]): string {
  const byTarget = new Map<PlacementTarget, string[]>()
  for (const p of placements) byTarget.set(p.to, [...(byTarget.get(p.to) ?? []), p.unit])
  return [...byTarget]
    .map(([to, units]) => `${unitTally(units)} to ${to === 'rebel-base' ? 'the ' : ''}${targetName(to)}`)
    .join('; ')
}

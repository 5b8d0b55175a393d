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

// Rebellion's display names for the ids the engine uses: factions, systems, units, placement targets,
// build-queue sources and leader skills. The one place for them: the screens, the tools' messages
// and the timeline (events.ts describe) all read these, so each thing has one wording everywhere.
// Every function takes the interface language (default English); German names are in names-de.ts.
import type { Locale } from '../../locale'
import type { QueueSource } from './build-queue'
import type { Faction, PlacementTarget } from './data'
import type { Skill } from './odds/leaders'
import { FACTION_NAMES_DE, SKILL_NAMES_DE, SOURCES_DE, UNIT_NAMES_DE } from './names-de'
import { isSystemId, systemById, type SystemId } from './systems'
import { unitFact } from './units'

export const FACTION_NAMES: Record<Faction, string> = { empire: 'Empire', rebels: 'Rebels' }
export const FACTION_ADJECTIVES: Record<Faction, string> = { empire: 'Imperial', rebels: 'Rebel' }

const SKILL_NAMES: Record<Skill, string> = {
  diplomacy: 'Diplomacy',
  intel: 'Intel',
  specOps: 'Spec ops',
  logistics: 'Logistics',
}

/** 'Empire' / 'Imperium'. */
export function factionName(f: Faction, locale: Locale = 'en'): string {
  return (locale === 'de' ? FACTION_NAMES_DE : FACTION_NAMES)[f]
}

/** 'Spec ops' / 'Spezialeinsätze'. */
export function skillName(skill: Skill, locale: Locale = 'en'): string {
  return (locale === 'de' ? SKILL_NAMES_DE : SKILL_NAMES)[skill]
}

/** The systems keep their names in German (the films' proper names). */
export function systemName(id: SystemId, locale: Locale = 'en'): string {
  void locale
  return systemById(id).name
}

/** 'Kessel, Dagobah, Hoth' */
export function systemList(ids: readonly SystemId[], locale: Locale = 'en'): string {
  return ids.map((id) => systemName(id, locale)).join(', ')
}

/** A unit's name ('TIE Fighter', German 'TIE-Jäger'); an unknown id as it is. */
export function unitName(id: string, locale: Locale = 'en'): string {
  if (locale === 'de' && UNIT_NAMES_DE[id]) return UNIT_NAMES_DE[id].one
  return unitFact(id)?.value.name ?? id
}

/** A unit's name for a count: '2 TIE Fighters' is unitCount('tie-fighter', 2). */
export function unitCount(id: string, n: number, locale: Locale = 'en'): string {
  if (locale === 'de' && UNIT_NAMES_DE[id]) return `${n} ${n === 1 ? UNIT_NAMES_DE[id].one : UNIT_NAMES_DE[id].other}`
  return `${n} ${unitName(id)}${n === 1 ? '' : 's'}`
}

export function targetName(t: PlacementTarget, locale: Locale = 'en'): string {
  if (t !== 'rebel-base') return systemName(t, locale)
  return locale === 'de' ? 'Feld der Rebellenbasis' : 'Rebel Base space'
}

/**
 * A place where figures stand, for use inside a sentence: a system's name, or the Rebel Base space
 * ("placed in the Rebel Base space"; in German the board's label in quotes, which reads like a
 * system's name after any preposition).
 */
export function placeName(t: PlacementTarget, locale: Locale = 'en'): string {
  if (t !== 'rebel-base') return systemName(t, locale)
  return locale === 'de' ? '„Rebellenbasis“' : 'the Rebel Base space'
}

const SOURCES: Record<string, string> = {
  'rebel-base': 'Rebel Base space',
  project: 'project card',
  setup: 'setup',
  other: 'other',
}

export function sourceName(from: QueueSource, locale: Locale = 'en'): string {
  if (isSystemId(from)) return systemName(from, locale)
  return (locale === 'de' ? SOURCES_DE : SOURCES)[from] ?? from
}

/** '2 TIE Fighters, 1 Star Destroyer': each unit once, counted, in the order first listed. */
export function unitTally(ids: readonly string[], locale: Locale = 'en'): string {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts].map(([id, n]) => unitCount(id, n, locale)).join(', ')
}

/** '1 X-wing to Yavin; 2 Rebel Troopers to the Rebel Base space': the units grouped by where they went. */
export function placementList(
  placements: readonly { unit: string; to: PlacementTarget }[],
  locale: Locale = 'en',
): string {
  const byTarget = new Map<PlacementTarget, string[]>()
  for (const p of placements) byTarget.set(p.to, [...(byTarget.get(p.to) ?? []), p.unit])
  return [...byTarget]
    .map(([to, units]) => {
      const where = targetName(to, locale)
      if (locale === 'de')
        return `${unitTally(units, locale)} ${to === 'rebel-base' ? `auf das ${where}` : `nach ${where}`}`
      return `${unitTally(units)} to ${to === 'rebel-base' ? 'the ' : ''}${where}`
    })
    .join('; ')
}

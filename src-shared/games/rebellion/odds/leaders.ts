// Leaders: skill icons (a die each on a matching mission), RotE minor skill icons (a green die
// each) and tactic values (rerolls in combat). Source: ../shared/game-facts/README.md "Leaders".
// Rise of the Empire adds 8 leaders; only Krennic's values are known, the others are typed in by
// the players from their cards (PlayerLeader).
import {
  defineFact,
  needsVerifying,
  resolveFact,
  type Confidence,
  type Corrections,
  type EditableFact,
  type Fact,
} from '../../../core/facts'
import type { Theatre } from '../systems'
import { ODDS_TEXTS_DE } from './odds-texts-de'
import type { ContentSet, Faction } from '../units'

export type Skill = 'diplomacy' | 'intel' | 'specOps' | 'logistics'
export const SKILLS: readonly Skill[] = ['diplomacy', 'intel', 'specOps', 'logistics']

export type SkillIcons = Record<Skill, number>
export type Tactics = Record<Theatre, number>

export interface LeaderStats {
  id: string
  name: string
  faction: Faction
  /** Major skill icons: one red or black die each on a mission needing that skill. */
  skills: SkillIcons
  /** RotE minor skill icons: one green die each. */
  minorSkills: SkillIcons
  tactics: Tactics
  /** 'unknown' for RotE leaders whose way into play the sources do not give. */
  availability: 'starting' | 'recruitable' | 'unknown'
  set: ContentSet
}

/** A RotE leader typed in by the players (values read off their card). */
export interface PlayerLeader extends LeaderStats {
  enteredByPlayer: true
}

export type AnyLeader = LeaderStats | PlayerLeader

const SOURCE = 'game-facts/README.md "Leaders" (fan encodings and rules summaries)'
const SOURCE_DE = 'game-facts/README.md "Leaders" (Fan-Datensätze und Regelzusammenfassungen)'
const NONE: SkillIcons = { diplomacy: 0, intel: 0, specOps: 0, logistics: 0 }

// Compact form as printed in the facts: skills diplomacy/intel/spec ops/logistics, tactics space/ground.
function leader(
  id: string,
  name: string,
  faction: Faction,
  availability: LeaderStats['availability'],
  [diplomacy, intel, specOps, logistics]: [number, number, number, number],
  [space, ground]: [number, number],
  confidence: Confidence = 'high',
): Fact<LeaderStats> {
  return defineFact({
    key: `rebellion.leader.${id}`,
    label: `${name}: skill icons and tactics`,
    value: {
      id,
      name,
      faction,
      skills: { diplomacy, intel, specOps, logistics },
      minorSkills: NONE,
      tactics: { space, ground },
      availability,
      set: 'base',
    },
    confidence,
    source: SOURCE,
  })
}

const KRENNIC: Fact<LeaderStats> = defineFact({
  key: 'rebellion.leader.krennic',
  label: 'Director Krennic: skill icons and tactics',
  value: {
    id: 'krennic',
    name: 'Director Krennic',
    faction: 'empire',
    skills: { diplomacy: 0, intel: 1, specOps: 1, logistics: 1 },
    minorSkills: { diplomacy: 0, intel: 2, specOps: 0, logistics: 0 },
    tactics: { space: 2, ground: 2 },
    availability: 'unknown',
    set: 'rote',
  },
  confidence: 'medium',
  source: `${SOURCE}; one source: 3 intel icons of which 2 minor`,
})

/** The German source of a leader players may correct, where it says more than SOURCE_DE. */
const SOURCES_DE: Record<string, string> = {
  [KRENNIC.key]: `${SOURCE_DE}; eine Quelle: 3 Aufklärungssymbole, davon 2 für Nebenfertigkeiten`,
}

const LEADER_FACTS: readonly Fact<LeaderStats>[] = [
  leader('palpatine', 'Emperor Palpatine', 'empire', 'starting', [3, 2, 0, 0], [3, 2]),
  leader('vader', 'Darth Vader', 'empire', 'starting', [2, 0, 3, 0], [2, 3]),
  leader('tarkin', 'Grand Moff Tarkin', 'empire', 'starting', [1, 1, 0, 1], [2, 1]),
  leader('tagge', 'General Tagge', 'empire', 'starting', [0, 0, 1, 1], [1, 2]),
  leader('ozzel', 'Admiral Ozzel', 'empire', 'recruitable', [0, 1, 0, 1], [2, 1]),
  leader('piett', 'Admiral Piett', 'empire', 'recruitable', [0, 2, 1, 0], [3, 1]),
  leader('boba-fett', 'Boba Fett', 'empire', 'recruitable', [0, 2, 3, 0], [0, 0]),
  leader('yularen', 'Colonel Yularen', 'empire', 'recruitable', [0, 3, 0, 0], [2, 2]),
  leader('veers', 'General Veers', 'empire', 'recruitable', [0, 0, 2, 0], [1, 3]),
  leader('greejatus', 'Janus Greejatus', 'empire', 'recruitable', [2, 1, 0, 0], [0, 0]),
  leader('jerjerrod', 'Moff Jerjerrod', 'empire', 'recruitable', [1, 0, 0, 1], [1, 1]),
  leader('soontir-fel', 'Soontir Fel', 'empire', 'recruitable', [0, 1, 2, 0], [2, 1]),
  leader('mon-mothma', 'Mon Mothma', 'rebels', 'starting', [3, 0, 0, 1], [0, 0]),
  leader('dodonna', 'Jan Dodonna', 'rebels', 'starting', [1, 2, 0, 0], [2, 1]),
  leader('rieekan', 'General Rieekan', 'rebels', 'starting', [1, 0, 1, 1], [1, 2]),
  leader('leia', 'Leia Organa', 'rebels', 'starting', [2, 2, 1, 0], [1, 1]),
  leader('luke', 'Luke Skywalker', 'rebels', 'recruitable', [0, 2, 1, 0], [2, 2]),
  leader('luke-jedi', 'Luke Skywalker (Jedi)', 'rebels', 'recruitable', [0, 3, 2, 0], [3, 3]),
  leader('han', 'Han Solo', 'rebels', 'recruitable', [1, 1, 2, 0], [2, 2]),
  leader('chewbacca', 'Chewbacca', 'rebels', 'recruitable', [0, 0, 3, 0], [1, 2]),
  leader('ackbar', 'Admiral Ackbar', 'rebels', 'recruitable', [2, 0, 0, 1], [3, 1]),
  leader('madine', 'General Madine', 'rebels', 'recruitable', [0, 2, 2, 0], [1, 3]),
  leader('lando', 'Lando Calrissian', 'rebels', 'recruitable', [1, 1, 1, 1], [2, 2]),
  leader('obi-wan', 'Obi-Wan Kenobi', 'rebels', 'recruitable', [1, 3, 0, 0], [1, 3]),
  leader('wedge', 'Wedge Antilles', 'rebels', 'recruitable', [0, 0, 2, 0], [3, 1]),
  KRENNIC,
]

const factById = new Map(LEADER_FACTS.map((f) => [f.value.id, f]))

const MAX_ICONS = 9

function isIcons(v: unknown): v is SkillIcons {
  const o = v as Record<string, unknown> | null
  return (
    typeof o === 'object' &&
    o !== null &&
    SKILLS.every((s) => Number.isInteger(o[s]) && (o[s] as number) >= 0 && (o[s] as number) <= MAX_ICONS)
  )
}

function isTactics(v: unknown): v is Tactics {
  const o = v as Record<string, unknown> | null
  return (
    typeof o === 'object' &&
    o !== null &&
    (['space', 'ground'] as const).every(
      (t) => Number.isInteger(o[t]) && (o[t] as number) >= 0 && (o[t] as number) <= MAX_ICONS,
    )
  )
}

function isLeaderStats(v: unknown): v is LeaderStats {
  const l = v as Partial<LeaderStats> | null
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.id === 'string' &&
    typeof l.name === 'string' &&
    l.name.trim() !== '' &&
    (l.faction === 'empire' || l.faction === 'rebels') &&
    isIcons(l.skills) &&
    isIcons(l.minorSkills) &&
    isTactics(l.tactics) &&
    (l.availability === 'starting' || l.availability === 'recruitable' || l.availability === 'unknown') &&
    (l.set === 'base' || l.set === 'rote')
  )
}

export interface ResolvedLeader {
  stats: LeaderStats
  corrected: boolean
  verify: boolean
}

/** Settings stores a leader's correction as typed: its icons, small icons and tactics as one list. */
function leaderFromList(base: LeaderStats, v: unknown): unknown {
  if (!Array.isArray(v) || v.length !== 2 * SKILLS.length + 2) return v
  const icons = (from: number) => Object.fromEntries(SKILLS.map((s, i) => [s, v[from + i]])) as SkillIcons
  return {
    ...base,
    skills: icons(0),
    minorSkills: icons(SKILLS.length),
    tactics: { space: v[2 * SKILLS.length], ground: v[2 * SKILLS.length + 1] },
  }
}

/** Leaders whose printed values are uncertain (medium or lower): correctable in Settings as a list. */
export const LEADER_EDITABLE_FACTS: EditableFact[] = LEADER_FACTS.filter((f) => needsVerifying(f.confidence)).map(
  (f) => ({
    key: f.key,
    label: f.label,
    help: 'Enter 10 numbers: the diplomacy, intel, spec ops and logistics icons; the same four for the small icons (green dice); then the space and ground tactics values.',
    de: {
      label: ODDS_TEXTS_DE.facts.leader(f.value.name),
      help: 'Gib 10 Zahlen ein: die Symbole für Diplomatie, Aufklärung, Spezialeinsätze und Logistik; dieselben vier für die kleinen Symbole der Nebenfertigkeiten (grüne Würfel); dann die Taktikwerte für Weltraum und Boden.',
      source: SOURCES_DE[f.key] ?? SOURCE_DE,
    },
    confidence: f.confidence,
    source: f.source,
    kind: 'integer-list',
    defaultValue: [
      ...SKILLS.map((s) => f.value.skills[s]),
      ...SKILLS.map((s) => f.value.minorSkills[s]),
      f.value.tactics.space,
      f.value.tactics.ground,
    ],
    min: 0,
    max: MAX_ICONS,
    length: 2 * SKILLS.length + 2,
  }),
)

export function resolveLeader(id: string, corrections: Corrections = {}): ResolvedLeader | undefined {
  const fact = factById.get(id)
  if (!fact) return undefined
  const raw = Object.hasOwn(corrections, fact.key) ? corrections[fact.key] : undefined
  const read = Array.isArray(raw) ? { [fact.key]: leaderFromList(fact.value, raw) } : corrections
  const r = resolveFact(fact, read, (v): v is LeaderStats => isLeaderStats(v) && v.id === id)
  return { stats: r.value, corrected: r.corrected, verify: r.verify }
}

export function leadersOf(faction: Faction, opts: { rote: boolean }, corrections: Corrections = {}): LeaderStats[] {
  return LEADER_FACTS.filter((f) => f.value.faction === faction && (opts.rote || f.value.set === 'base')).map(
    (f) => resolveLeader(f.value.id, corrections)!.stats,
  )
}

export interface PlayerLeaderInput {
  name: string
  faction: Faction
  skills?: Partial<SkillIcons>
  minorSkills?: Partial<SkillIcons>
  tactics?: Partial<Tactics>
}

/** A RotE leader from the values the players read off the card; null if a value is impossible. */
export function makePlayerLeader(input: PlayerLeaderInput): PlayerLeader | null {
  const slug = input.name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const candidate: PlayerLeader = {
    id: `player:${slug}`,
    name: input.name.trim(),
    faction: input.faction,
    skills: { ...NONE, ...input.skills },
    minorSkills: { ...NONE, ...input.minorSkills },
    tactics: { space: 0, ground: 0, ...input.tactics },
    availability: 'unknown',
    set: 'rote',
    enteredByPlayer: true,
  }
  return slug !== '' && isLeaderStats(candidate) ? candidate : null
}

/** Dice a group of leaders rolls on a mission needing `skill`: major icons and RotE green dice. */
export function missionDiceFor(leaders: readonly AnyLeader[], skill: Skill): { dice: number; green: number } {
  let dice = 0
  let green = 0
  for (const l of leaders) {
    dice += l.skills[skill]
    green += l.minorSkills[skill]
  }
  return { dice, green }
}

/** Rerolls in one theatre: the highest tactic value among the side's leaders there (0 without one). */
export function rerollAllowance(leaders: readonly AnyLeader[], theatre: Theatre): number {
  return leaders.reduce((m, l) => Math.max(m, l.tactics[theatre]), 0)
}

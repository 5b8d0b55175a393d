// Unit stats of both factions, base game and Rise of the Empire (RotE), each a Fact so a player
// can correct it from the printed faction sheet. Source: ../shared/game-facts/README.md "Units".
import {
  defineFact,
  needsVerifying,
  resolveFact,
  type Confidence,
  type Corrections,
  type EditableFact,
  type Fact,
} from '../../core/facts'
import type { Theatre } from './systems'
import { UNIT_NAMES_DE } from './names-de'

export type Faction = 'empire' | 'rebels'
export type DieColour = 'red' | 'black' | 'green'
/** Hits of a die damage units whose health is the die's colour; no unit has green health. */
export type HealthColour = 'red' | 'black'
export type ContentSet = 'base' | 'rote'

export interface AttackDice {
  red: number
  black: number
  green: number
}

export interface UnitHealth {
  colour: HealthColour
  value: number
}

export interface UnitStats {
  id: string
  name: string
  faction: Faction
  theatre: Theatre
  attack: AttackDice
  /** null: the unit cannot be damaged in combat (the Death Star). */
  health: UnitHealth | null
  /** Structures cannot move; most roll no dice. */
  structure: boolean
  /** Units it can carry; 0 when it carries none. */
  transport: number
  /** Plastic figures in the box; null when the sources do not give it. */
  supply: number | null
  set: ContentSet
  /** A field whose value is less certain than the unit's overall confidence. */
  doubt?: { field: keyof UnitStats; confidence: Confidence; note: string; noteDe: string }
}

const NO_ATTACK: AttackDice = { red: 0, black: 0, green: 0 }
const FACTS_README = 'game-facts/README.md "Units" (fan encodings and rules summaries)'
const FACTS_README_DE = 'game-facts/README.md "Units" (Fan-Datensätze und Regelzusammenfassungen)'

function unit(stats: UnitStats, confidence: Confidence): Fact<UnitStats> {
  return defineFact({
    key: `rebellion.unit.${stats.id}`,
    label: `${stats.name}: dice, health, transport`,
    value: stats,
    confidence,
    source: FACTS_README,
  })
}

function atk(red: number, black: number, green = 0): AttackDice {
  return { red, black, green }
}

function hp(colour: HealthColour, value: number): UnitHealth {
  return { colour, value }
}

const base = { structure: false, set: 'base' } as const
const rote = { structure: false, set: 'rote', supply: null } as const

export const UNIT_FACTS: readonly Fact<UnitStats>[] = [
  // Empire, base
  unit(
    {
      ...base,
      id: 'tie-fighter',
      name: 'TIE Fighter',
      faction: 'empire',
      theatre: 'space',
      attack: atk(0, 1),
      health: hp('black', 1),
      transport: 0,
      supply: 24,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'assault-carrier',
      name: 'Assault Carrier',
      faction: 'empire',
      theatre: 'space',
      attack: atk(1, 1),
      health: hp('red', 2),
      transport: 4,
      supply: 8,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'star-destroyer',
      name: 'Star Destroyer',
      faction: 'empire',
      theatre: 'space',
      attack: atk(2, 1),
      health: hp('red', 4),
      transport: 6,
      supply: 8,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'super-star-destroyer',
      name: 'Super Star Destroyer',
      faction: 'empire',
      theatre: 'space',
      attack: atk(3, 2),
      health: hp('red', 6),
      transport: 8,
      supply: 2,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'death-star',
      name: 'Death Star',
      faction: 'empire',
      theatre: 'space',
      attack: atk(4, 0),
      health: null,
      transport: 8,
      supply: 2,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'stormtrooper',
      name: 'Stormtrooper',
      faction: 'empire',
      theatre: 'ground',
      attack: atk(0, 1),
      health: hp('black', 1),
      transport: 0,
      supply: 30,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'at-st',
      name: 'AT-ST',
      faction: 'empire',
      theatre: 'ground',
      attack: atk(1, 1),
      health: hp('red', 2),
      transport: 0,
      supply: 10,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'at-at',
      name: 'AT-AT',
      faction: 'empire',
      theatre: 'ground',
      attack: atk(2, 1),
      health: hp('red', 3),
      transport: 0,
      supply: 4,
    },
    'high',
  ),
  // Rebels, base
  unit(
    {
      ...base,
      id: 'x-wing',
      name: 'X-wing',
      faction: 'rebels',
      theatre: 'space',
      attack: atk(0, 1),
      health: hp('black', 1),
      transport: 0,
      supply: 8,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'y-wing',
      name: 'Y-wing',
      faction: 'rebels',
      theatre: 'space',
      attack: atk(1, 0),
      health: hp('black', 1),
      transport: 0,
      supply: 12,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'rebel-transport',
      name: 'Rebel Transport',
      faction: 'rebels',
      theatre: 'space',
      attack: NO_ATTACK,
      health: hp('red', 2),
      transport: 4,
      supply: 4,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'corellian-corvette',
      name: 'Corellian Corvette',
      faction: 'rebels',
      theatre: 'space',
      attack: atk(1, 1),
      health: hp('red', 2),
      transport: 2,
      supply: 4,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'mon-calamari-cruiser',
      name: 'Mon Calamari Cruiser',
      faction: 'rebels',
      theatre: 'space',
      attack: atk(2, 1),
      health: hp('red', 4),
      transport: 4,
      supply: 3,
      doubt: {
        field: 'transport',
        confidence: 'medium',
        note: 'one source gives transport 6',
        noteDe: 'eine Quelle nennt Transport 6',
      },
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'rebel-trooper',
      name: 'Rebel Trooper',
      faction: 'rebels',
      theatre: 'ground',
      attack: atk(0, 1),
      health: hp('black', 1),
      transport: 0,
      supply: 21,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'airspeeder',
      name: 'Airspeeder',
      faction: 'rebels',
      theatre: 'ground',
      attack: atk(1, 1),
      health: hp('red', 2),
      transport: 0,
      supply: 6,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'shield-generator',
      name: 'Shield Generator',
      faction: 'rebels',
      theatre: 'ground',
      attack: NO_ATTACK,
      health: hp('red', 3),
      transport: 0,
      supply: 3,
      structure: true,
    },
    'high',
  ),
  unit(
    {
      ...base,
      id: 'ion-cannon',
      name: 'Ion Cannon',
      faction: 'rebels',
      theatre: 'ground',
      attack: NO_ATTACK,
      health: hp('red', 3),
      transport: 0,
      supply: 3,
      structure: true,
    },
    'high',
  ),
  // Empire, RotE
  unit(
    {
      ...rote,
      id: 'tie-striker',
      name: 'TIE Striker',
      faction: 'empire',
      theatre: 'space',
      attack: atk(0, 0, 1),
      health: hp('black', 1),
      transport: 0,
    },
    'medium-high',
  ),
  unit(
    {
      ...rote,
      id: 'assault-tank',
      name: 'Assault Tank',
      faction: 'empire',
      theatre: 'ground',
      attack: atk(0, 0, 1),
      health: hp('red', 1),
      transport: 0,
    },
    'medium-high',
  ),
  unit(
    {
      ...rote,
      id: 'shield-bunker',
      name: 'Shield Bunker',
      faction: 'empire',
      theatre: 'ground',
      attack: NO_ATTACK,
      health: hp('red', 3),
      transport: 0,
      structure: true,
    },
    'medium-high',
  ),
  unit(
    {
      ...rote,
      id: 'interdictor',
      name: 'Interdictor',
      faction: 'empire',
      theatre: 'space',
      attack: atk(0, 0, 2),
      health: hp('red', 4),
      transport: 4,
    },
    'medium-high',
  ),
  unit(
    {
      ...rote,
      id: 'death-star-under-construction',
      name: 'Death Star Under Construction',
      faction: 'empire',
      theatre: 'space',
      attack: NO_ATTACK,
      health: hp('red', 4),
      transport: 0,
      doubt: {
        field: 'structure',
        confidence: 'medium-high',
        note: 'immobile and rolls no dice, but not called a structure in the sources',
        noteDe: 'unbeweglich und ohne Würfel, aber in den Quellen nicht als Bauwerk bezeichnet',
      },
    },
    'medium-high',
  ),
  // Rebels, RotE
  unit(
    {
      ...rote,
      id: 'u-wing',
      name: 'U-wing',
      faction: 'rebels',
      theatre: 'space',
      attack: atk(0, 0, 1),
      health: hp('black', 1),
      transport: 1,
    },
    'medium-high',
  ),
  unit(
    {
      ...rote,
      id: 'nebulon-b-frigate',
      name: 'Nebulon-B Frigate',
      faction: 'rebels',
      theatre: 'space',
      attack: atk(0, 0, 2),
      health: hp('red', 3),
      transport: 3,
    },
    'medium-high',
  ),
  unit(
    {
      ...rote,
      id: 'rebel-vanguard',
      name: 'Rebel Vanguard',
      faction: 'rebels',
      theatre: 'ground',
      attack: atk(0, 0, 1),
      health: hp('black', 1),
      transport: 0,
    },
    'medium-high',
  ),
  unit(
    {
      ...rote,
      id: 'golan-arms-turret',
      name: 'Golan Arms Turret',
      faction: 'rebels',
      theatre: 'ground',
      attack: atk(0, 0, 2),
      health: hp('red', 3),
      transport: 0,
      structure: true,
      doubt: {
        field: 'theatre',
        confidence: 'low',
        note: 'built from a ground icon; which combat its 2 green dice roll in is not in the sources',
        noteDe:
          'wird über ein Bodensymbol gebaut; in welchem Kampf seine 2 grünen Würfel rollen, sagen die Quellen nicht',
      },
    },
    'medium-high',
  ),
]

export const UNIT_IDS: readonly string[] = UNIT_FACTS.map((f) => f.value.id)

const factById = new Map(UNIT_FACTS.map((f) => [f.value.id, f]))

export function unitFact(id: string): Fact<UnitStats> | undefined {
  return factById.get(id)
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 99
}

/** Accepts a corrected unit only if it keeps the same id and every number is sane. */
function isUnitStats(v: unknown): v is UnitStats {
  const u = v as Partial<UnitStats> | null
  if (typeof u !== 'object' || u === null) return false
  const a = u.attack
  const h = u.health
  const healthOk =
    h === null ||
    (typeof h === 'object' &&
      h !== undefined &&
      (h.colour === 'red' || h.colour === 'black') &&
      isCount(h.value) &&
      h.value >= 1)
  return (
    typeof u.id === 'string' &&
    typeof u.name === 'string' &&
    (u.faction === 'empire' || u.faction === 'rebels') &&
    (u.theatre === 'space' || u.theatre === 'ground') &&
    typeof a === 'object' &&
    a !== null &&
    isCount(a.red) &&
    isCount(a.black) &&
    isCount(a.green) &&
    healthOk &&
    typeof u.structure === 'boolean' &&
    isCount(u.transport) &&
    (u.supply === null || isCount(u.supply)) &&
    (u.set === 'base' || u.set === 'rote')
  )
}

export interface ResolvedUnit {
  stats: UnitStats
  corrected: boolean
  /** Show "verify on your copy" where this unit drives a result. */
  verify: boolean
}

const THEATRE_CODES: Record<number, Theatre> = { 1: 'space', 2: 'ground' }

/**
 * The uncertain field of a unit (its `doubt`, medium or lower) as a value players correct in
 * Settings on its own: transport as a number, the theatre as 1 = space, 2 = ground.
 */
export const UNIT_EDITABLE_FACTS: EditableFact[] = UNIT_FACTS.flatMap((f): EditableFact[] => {
  const d = f.value.doubt
  if (!d || !needsVerifying(d.confidence)) return []
  const common = { key: `${f.key}.${d.field}`, confidence: d.confidence, source: `${f.source}; ${d.note}` }
  const nameDe = UNIT_NAMES_DE[f.value.id]?.one ?? f.value.name
  const sourceDe = `${FACTS_README_DE}; ${d.noteDe}`
  if (d.field === 'transport')
    return [
      {
        ...common,
        label: `${f.value.name}: units it carries`,
        de: { label: `${nameDe}: Transportkapazität`, source: sourceDe },
        kind: 'integer',
        defaultValue: f.value.transport,
        min: 0,
        max: 20,
      },
    ]
  if (d.field === 'theatre')
    return [
      {
        ...common,
        label: `${f.value.name}: the combat it rolls in`,
        help: '1 = space, 2 = ground.',
        de: {
          label: `${nameDe}: Kampf, in dem die Einheit würfelt`,
          help: '1 = Weltraum, 2 = Boden.',
          source: sourceDe,
        },
        kind: 'integer',
        defaultValue: f.value.theatre === 'space' ? 1 : 2,
        min: 1,
        max: 2,
      },
    ]
  return []
})

/** A unit's uncertain field after its own correction (see UNIT_EDITABLE_FACTS). */
function withFieldCorrection(stats: UnitStats, key: string, corrections: Corrections): UnitStats | null {
  const field = stats.doubt?.field
  const k = `${key}.${field}`
  if (!field || !Object.hasOwn(corrections, k)) return null
  const v = corrections[k]
  if (field === 'transport' && isCount(v)) return { ...stats, transport: v }
  if (field === 'theatre' && typeof v === 'number' && THEATRE_CODES[v]) return { ...stats, theatre: THEATRE_CODES[v] }
  return null
}

/** A unit's stats after the player's corrections; undefined for an unknown id. */
export function resolveUnit(id: string, corrections: Corrections = {}): ResolvedUnit | undefined {
  const fact = factById.get(id)
  if (!fact) return undefined
  const r = resolveFact(fact, corrections, (v): v is UnitStats => isUnitStats(v) && v.id === id)
  const field = withFieldCorrection(r.value, fact.key, corrections)
  if (field) return { stats: field, corrected: true, verify: false }
  return { stats: r.value, corrected: r.corrected, verify: r.verify }
}

/** The units a faction fields, in sheet order; RotE units only when the expansion is in play. */
export function unitsOf(faction: Faction, opts: { rote: boolean }, corrections: Corrections = {}): UnitStats[] {
  return UNIT_FACTS.filter((f) => f.value.faction === faction && (opts.rote || f.value.set === 'base')).map(
    (f) => resolveUnit(f.value.id, corrections)!.stats,
  )
}

/**
 * How a unit moves and retreats beyond its printed stats: `carried` moves only inside a ship's
 * transport capacity (as ground units do); `immobile` never moves; `holds-own-side` keeps its side
 * from retreating out of its system; `stops-enemy-retreat` keeps the other side from retreating.
 */
export type UnitTrait = 'carried' | 'immobile' | 'holds-own-side' | 'stops-enemy-retreat'

const BASE_RULES = 'rulebooks/rebellion-base-rules.txt'
const ROTE_SHEET = 'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt "Retreat"'

function traitFact(unitId: string, trait: UnitTrait, label: string, confidence: Confidence, source: string) {
  return defineFact({
    key: `rebellion.unit.${unitId}.${trait}`,
    label,
    value: { unit: unitId, trait },
    confidence,
    source,
  })
}

/** The traits the sources give by unit, each with where it comes from and how sure it is. */
export const UNIT_TRAIT_FACTS: readonly Fact<{ unit: string; trait: UnitTrait }>[] = [
  traitFact(
    'tie-fighter',
    'carried',
    'TIE Fighters need transport like ground units',
    'high',
    `${BASE_RULES} "Activate A System"`,
  ),
  traitFact(
    'death-star-under-construction',
    'immobile',
    'The Death Star Under Construction cannot move',
    'medium-high',
    `${FACTS_README}: "immobile"`,
  ),
  traitFact(
    'death-star',
    'holds-own-side',
    'The Empire cannot retreat from a system with a Death Star',
    'high',
    `${ROTE_SHEET}: any type of Death Star`,
  ),
  traitFact(
    'death-star-under-construction',
    'holds-own-side',
    'The Empire cannot retreat from a system with a Death Star Under Construction',
    'high',
    `${ROTE_SHEET}: any type of Death Star`,
  ),
  traitFact(
    'interdictor',
    'stops-enemy-retreat',
    'The Rebels cannot retreat while an Interdictor is in the system',
    'medium',
    `${ROTE_SHEET}: the sheet names an "Imperial Interceptor" unit; read as the Interdictor, the only Imperial unit of that kind`,
  ),
]

/** Whether the sources give this unit the trait (UNIT_TRAIT_FACTS). */
export function hasTrait(unitId: string, trait: UnitTrait): boolean {
  return UNIT_TRAIT_FACTS.some((f) => f.value.unit === unitId && f.value.trait === trait)
}

/** The trait's fact for this unit, to cite it (and flag a reading) where it decides something. */
export function traitFactOf(unitId: string, trait: UnitTrait): Fact<{ unit: string; trait: UnitTrait }> | undefined {
  return UNIT_TRAIT_FACTS.find((f) => f.value.unit === unitId && f.value.trait === trait)
}

/**
 * The transport capacity of each unit as the app reads it now (after the player's corrections), for
 * the units given; recorded in move and retreat events so a replay never re-reads the settings.
 */
export function transportReading(unitIds: Iterable<string>, corrections: Corrections = {}): Record<string, number> {
  const out: Record<string, number> = {}
  for (const id of unitIds) {
    const stats = resolveUnit(id, corrections)?.stats
    if (stats) out[id] = stats.transport
  }
  return out
}

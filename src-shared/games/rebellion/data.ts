// Rebellion's table data the helpers compute from: which unit each resource icon builds, the Rebel
// Base space, Coruscant, the setup pools, the first-game placements and the starting forces.
// Map data lives in systems.ts, the time track in time-track.ts, the objective deck in objectives.ts.
import { defineFact, type Corrections, type EditableFact, type Fact } from '../../core/facts'
import type { IconShape, ResourceIcon, SystemId, Theatre } from './systems'
import { UNIT_NAMES_DE } from './names-de'
import { unitFact, type Faction } from './units'

export type { Faction } from './units'

/** A unit id as in units.ts ('tie-fighter', 'x-wing', …). */
export type UnitId = string

export function opponent(f: Faction): Faction {
  return f === 'empire' ? 'rebels' : 'empire'
}

export type IconKey = `${Theatre}-${IconShape}`

export function iconKey(icon: ResourceIcon): IconKey {
  return `${icon.theatre}-${icon.shape}`
}

export const ICON_KEYS: readonly IconKey[] = [
  'space-triangle',
  'space-circle',
  'space-square',
  'ground-triangle',
  'ground-circle',
  'ground-square',
]

/** Units an icon may build; more than one = the player chooses. */
export type IconUnits = Record<IconKey, readonly UnitId[]>

const BASE_ICON_UNITS: Fact<Record<Faction, IconUnits>> = defineFact({
  key: 'rebellion.icons.base',
  label: 'Resource icon → unit (base game)',
  confidence: 'high',
  source: 'faction sheets as encoded in rebellion-systems.json resourceIconMapping; game-facts README',
  value: {
    empire: {
      'space-triangle': ['tie-fighter'],
      'space-circle': ['assault-carrier'],
      'space-square': ['star-destroyer'],
      'ground-triangle': ['stormtrooper'],
      'ground-circle': ['at-st'],
      'ground-square': ['at-at'],
    },
    rebels: {
      'space-triangle': ['x-wing', 'y-wing', 'rebel-transport'],
      'space-circle': ['corellian-corvette'],
      'space-square': ['mon-calamari-cruiser'],
      'ground-triangle': ['rebel-trooper'],
      'ground-circle': ['airspeeder'],
      'ground-square': ['shield-generator', 'ion-cannon'],
    },
  },
})

/** Alternatives Rise of the Empire adds to an icon's choice. */
const ROTE_ICON_UNITS: Fact<Record<Faction, Partial<IconUnits>>> = defineFact({
  key: 'rebellion.icons.rote',
  label: 'Resource icon → extra choices (Rise of the Empire)',
  confidence: 'medium-high',
  source: 'game-facts README (RotE reference sheets as encoded by johnchampaign/star-wars-rebellion)',
  value: {
    empire: {
      'space-triangle': ['tie-striker'],
      'ground-triangle': ['assault-tank'],
      'ground-circle': ['shield-bunker'],
    },
    rebels: {
      'space-triangle': ['u-wing'],
      'space-circle': ['nebulon-b-frigate'],
      'ground-triangle': ['rebel-vanguard'],
      'ground-circle': ['golan-arms-turret'],
    },
  },
})

export function unitsForIcon(faction: Faction, key: IconKey, riseOfTheEmpire: boolean): readonly UnitId[] {
  const base = BASE_ICON_UNITS.value[faction][key]
  const extra = riseOfTheEmpire ? (ROTE_ICON_UNITS.value[faction][key] ?? []) : []
  return [...base, ...extra]
}

export interface RebelBaseSpace {
  buildQueueSpace: 1 | 2 | 3
  icons: readonly ResourceIcon[]
}

export const REBEL_BASE_SPACE: Fact<RebelBaseSpace> = defineFact({
  key: 'rebellion.rebel-base-space',
  label: 'Rebel Base space: resource icons and build-queue space',
  confidence: 'medium-high',
  source: 'OZ10/SWR_SoloVariant and toxober map tracker (rebellion-systems.json)',
  value: {
    buildQueueSpace: 1,
    icons: [
      { theatre: 'space', shape: 'triangle' },
      { theatre: 'ground', shape: 'triangle' },
    ],
  },
})

export const CORUSCANT: Fact<{ system: SystemId; loyalty: 'imperial' }> = defineFact({
  key: 'rebellion.coruscant-loyalty',
  label: 'Coruscant is always Imperial and never gains or loses loyalty',
  confidence: 'high',
  source: 'base rulebook, Loyalty',
  value: { system: 'coruscant', loyalty: 'imperial' },
})

export const PROBE_DECK: Fact<{ cards: number; without: readonly SystemId[] }> = defineFact({
  key: 'rebellion.probe-deck',
  label: 'Probe deck: one card per system except Coruscant',
  confidence: 'high',
  source: 'game-facts README',
  value: { cards: 31, without: ['coruscant'] },
})

export const SETUP_POOLS: Fact<Record<Faction, readonly SystemId[]>> = defineFact({
  key: 'rebellion.setup-pools',
  label: 'Probe cards with a setup mark (loyalty draw pools)',
  confidence: 'medium-high',
  source: 'game-facts README; matches the first-game diagram',
  value: {
    rebels: ['bothawui', 'kashyyyk', 'mon-calamari', 'naboo', 'ryloth'],
    empire: ['corellia', 'mandalore', 'mustafar', 'mygeeto', 'rodia', 'saleucami', 'sullust'],
  },
})

export interface LoyaltyDrawRule {
  rebels: number
  empire: number
  subjugatedFirst: number
}

export const LOYALTY_DRAW: Fact<LoyaltyDrawRule> = defineFact({
  key: 'rebellion.loyalty-draw',
  label: 'Standard setup loyalty draw: systems per faction, and how many of the first Imperial ones are subjugated',
  confidence: 'medium-high',
  source: 'RotE setup card; johnchampaign/star-wars-rebellion uses the same draw for the base advanced setup',
  value: { rebels: 3, empire: 5, subjugatedFirst: 2 },
})

export type UnitCounts = Partial<Record<UnitId, number>>

/** Where a first-game placement goes: a system or the Rebel Base space. */
export type PlacementTarget = SystemId | 'rebel-base'

export interface FirstGamePlacement {
  where: PlacementTarget
  faction: Faction
  units: UnitCounts
  marker?: 'rebel-loyalty' | 'imperial-loyalty' | 'subjugation'
}

export const FIRST_GAME: Fact<{ probeCardsRemoved: readonly SystemId[]; placements: readonly FirstGamePlacement[] }> =
  defineFact({
    key: 'rebellion.first-game',
    label: 'First-game placements',
    confidence: 'high',
    source: 'base rulebook, First Game Setup',
    value: {
      probeCardsRemoved: ['corellia', 'mandalore', 'saleucami', 'sullust', 'mustafar'],
      placements: [
        { where: 'kashyyyk', faction: 'rebels', units: {}, marker: 'rebel-loyalty' },
        {
          where: 'bothawui',
          faction: 'rebels',
          units: {
            'corellian-corvette': 1,
            'rebel-transport': 1,
            'x-wing': 1,
            'y-wing': 1,
            'rebel-trooper': 3,
            airspeeder: 1,
          },
          marker: 'rebel-loyalty',
        },
        { where: 'naboo', faction: 'rebels', units: {}, marker: 'rebel-loyalty' },
        {
          where: 'rebel-base',
          faction: 'rebels',
          units: { 'x-wing': 1, 'y-wing': 1, 'rebel-trooper': 3, airspeeder: 1 },
        },
        {
          where: 'saleucami',
          faction: 'empire',
          units: { 'star-destroyer': 1, 'tie-fighter': 2, stormtrooper: 2, 'at-st': 1 },
          marker: 'imperial-loyalty',
        },
        {
          where: 'mandalore',
          faction: 'empire',
          units: { 'death-star': 1, 'tie-fighter': 4, stormtrooper: 2, 'at-st': 1 },
          marker: 'subjugation',
        },
        {
          where: 'coruscant',
          faction: 'empire',
          units: {
            'star-destroyer': 1,
            'assault-carrier': 1,
            'tie-fighter': 2,
            stormtrooper: 3,
            'at-at': 1,
            'at-st': 1,
          },
        },
        {
          where: 'corellia',
          faction: 'empire',
          units: { 'assault-carrier': 1, stormtrooper: 1 },
          marker: 'imperial-loyalty',
        },
        {
          where: 'sullust',
          faction: 'empire',
          units: { 'star-destroyer': 1, 'tie-fighter': 2, stormtrooper: 2, 'at-st': 1 },
          marker: 'subjugation',
        },
        {
          where: 'mustafar',
          faction: 'empire',
          units: { 'assault-carrier': 1, 'tie-fighter': 2, stormtrooper: 2, 'at-st': 1 },
          marker: 'imperial-loyalty',
        },
      ],
    },
  })

/** Units each faction places at the start of a standard game, before any RotE changes. */
export const BASE_STARTING_UNITS: Fact<Record<Faction, UnitCounts>> = defineFact({
  key: 'rebellion.starting-units.base',
  label: 'Starting units (base game)',
  confidence: 'medium-high',
  source:
    'sum of the first-game placements in the base rulebook; johnchampaign/star-wars-rebellion lists the same for the advanced setup',
  value: {
    empire: {
      'star-destroyer': 3,
      'assault-carrier': 3,
      'tie-fighter': 12,
      stormtrooper: 12,
      'at-st': 5,
      'at-at': 1,
      'death-star': 1,
    },
    rebels: {
      'corellian-corvette': 1,
      'rebel-transport': 1,
      'x-wing': 2,
      'y-wing': 2,
      'rebel-trooper': 6,
      airspeeder: 2,
    },
  },
})

export interface RoteStarterUnits {
  empire: UnitCounts
  /** Placed together in one system the Empire chooses; that system's probe card leaves the game. */
  empireDeathStarGroup: UnitCounts
  /** Units that start on the Imperial build queue, by queue space. */
  empireQueue: { space: 1 | 2 | 3; unit: UnitId }[]
  rebels: UnitCounts
}

const ROTE_NEW_STARTER_UNITS: Fact<RoteStarterUnits> = defineFact({
  key: 'rebellion.starting-units.rote-new',
  label: 'Starting units (Rise of the Empire, new starter units)',
  confidence: 'medium',
  source:
    'RotE setup card (counts legible, names garbled) matched with johnchampaign/star-wars-rebellion; the Rebel list comes from the latter only',
  value: {
    empire: {
      'star-destroyer': 3,
      'assault-carrier': 3,
      'tie-fighter': 8,
      'tie-striker': 2,
      'at-at': 1,
      'at-st': 4,
      'assault-tank': 2,
      stormtrooper: 12,
    },
    empireDeathStarGroup: { 'death-star-under-construction': 1, 'tie-fighter': 4, stormtrooper: 1 },
    empireQueue: [{ space: 3, unit: 'death-star' }],
    rebels: {
      'corellian-corvette': 1,
      'rebel-transport': 1,
      'x-wing': 1,
      'y-wing': 1,
      'u-wing': 1,
      'rebel-trooper': 5,
      'rebel-vanguard': 1,
      airspeeder: 2,
    },
  },
})

const ROTE_PARTS = [
  ['empire', 'Imperial starting units', 'Starteinheiten des Imperiums'],
  ['empireDeathStarGroup', 'Imperial Death Star group', 'Todesstern-Gruppe des Imperiums'],
  ['rebels', 'Rebel starting units', 'Starteinheiten der Rebellen'],
] as const

/**
 * The new starter units as players correct them from their setup card (Settings › Data corrections):
 * per part, one count per unit in the order listed. A prefill either way, never enforced.
 */
export const ROTE_STARTER_EDITABLE_FACTS: EditableFact[] = ROTE_PARTS.map(([part, label, labelDe]) => {
  const units = Object.keys(ROTE_NEW_STARTER_UNITS.value[part]) as UnitId[]
  return {
    key: `${ROTE_NEW_STARTER_UNITS.key}.${part}`,
    label: `Rise of the Empire new starter units: ${label}`,
    help: `Enter ${units.length} numbers from your setup card, in this order: ${units.map((u) => unitFact(u)?.value.name ?? u).join(', ')}.`,
    confidence: ROTE_NEW_STARTER_UNITS.confidence,
    source: ROTE_NEW_STARTER_UNITS.source,
    de: {
      label: `Neue Starteinheiten (Aufstieg des Imperiums): ${labelDe}`,
      help: `Gib ${units.length} Zahlen von deiner Aufbaukarte ein, in dieser Reihenfolge: ${units.map((u) => UNIT_NAMES_DE[u]?.one ?? u).join(', ')}.`,
      source:
        'Aufbaukarte von Aufstieg des Imperiums (Zahlen lesbar, Namen verstümmelt), abgeglichen mit johnchampaign/star-wars-rebellion; die Liste der Rebellen stammt nur von dort',
    },
    kind: 'integer-list',
    defaultValue: units.map((u) => ROTE_NEW_STARTER_UNITS.value[part][u] ?? 0),
    min: 0,
    max: 30,
    length: units.length,
  }
})

/** A part of the new starter units with the players' correction (a list of counts), if it fits. */
function correctedPart(part: (typeof ROTE_PARTS)[number][0], corrections: Corrections): UnitCounts {
  const base = ROTE_NEW_STARTER_UNITS.value[part]
  const key = `${ROTE_NEW_STARTER_UNITS.key}.${part}`
  const v = Object.hasOwn(corrections, key) ? corrections[key] : undefined
  const units = Object.keys(base) as UnitId[]
  const fits = Array.isArray(v) && v.length === units.length && v.every((n) => Number.isInteger(n) && n >= 0 && n <= 30)
  return fits ? Object.fromEntries(units.map((u, i) => [u, v[i] as number])) : { ...base }
}

/** Whether the Death Star group must sit in a remote system: sources differ, so players choose. */
export const DEATH_STAR_GROUP_SYSTEM: Fact<'remote' | 'any'> = defineFact({
  key: 'rebellion.rote.death-star-group-system',
  label: 'Death Star Under Construction starts in a remote system',
  confidence: 'low',
  source: 'RotE setup card reads "place in 1 remote system"; other sources differ',
  value: 'remote',
})

export interface SetupOptions {
  riseOfTheEmpire: boolean
  newStarterUnits: boolean
  roteMissions: boolean
  firstGame: boolean
  /**
   * Recruit-icon leaders wait beside the board until recruited (set on every new game: the manifest's
   * newGameOptions). Absent in games started before recruiting was tracked: every leader is in the pool.
   */
  leaderRecruiting?: true
}

/** Reads options from a game row, ignoring sub-options that need Rise of the Empire. */
export function readSetupOptions(raw: Record<string, unknown>): SetupOptions {
  const rote = raw.riseOfTheEmpire === true
  return {
    riseOfTheEmpire: rote,
    newStarterUnits: rote && raw.newStarterUnits === true,
    roteMissions: rote && raw.roteMissions === true,
    firstGame: raw.firstGame === true,
    ...(raw.leaderRecruiting === true ? { leaderRecruiting: true as const } : {}),
  }
}

/** The new starter units apply in a standard RotE game; the first game always uses its diagram. */
export function usesNewStarterUnits(o: SetupOptions): boolean {
  return o.riseOfTheEmpire && o.newStarterUnits && !o.firstGame
}

export interface StartingForces {
  /** Totals to place on the board (the RotE Death Star group included). */
  board: Record<Faction, UnitCounts>
  deathStarGroup?: UnitCounts
  empireQueue: { space: 1 | 2 | 3; unit: UnitId }[]
  confidence: Fact<unknown>['confidence']
  factKey: string
}

function addCounts(a: UnitCounts, b: UnitCounts): UnitCounts {
  const out: UnitCounts = { ...a }
  for (const [u, n] of Object.entries(b) as [UnitId, number][]) out[u] = (out[u] ?? 0) + n
  return out
}

/** `corrections`: the players' counts from their setup card (RotE new starter units only). */
export function startingForces(o: SetupOptions, corrections: Corrections = {}): StartingForces {
  if (usesNewStarterUnits(o)) {
    const f = ROTE_NEW_STARTER_UNITS
    const group = correctedPart('empireDeathStarGroup', corrections)
    return {
      board: {
        empire: addCounts(correctedPart('empire', corrections), group),
        rebels: correctedPart('rebels', corrections),
      },
      deathStarGroup: group,
      empireQueue: [...f.value.empireQueue],
      confidence: f.confidence,
      factKey: f.key,
    }
  }
  const f = BASE_STARTING_UNITS
  return {
    board: { empire: { ...f.value.empire }, rebels: { ...f.value.rebels } },
    empireQueue: [],
    confidence: o.firstGame ? 'high' : f.confidence,
    factKey: f.key,
  }
}

export function totalUnits(c: UnitCounts): number {
  return Object.values(c).reduce<number>((n, x) => n + (x ?? 0), 0)
}

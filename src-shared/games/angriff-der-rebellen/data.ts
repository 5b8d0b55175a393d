// Angriff der Rebellen's components and numbers, each a Fact with its confidence. The tile counts
// are in the rulebook's component list; of the ships' printed values only the TIE Interceptor's
// strength (3, from the worked example) is in the text. Every other strength and every ship's
// points are printed on the tile: the players enter them once (asked the first time such a ship
// is revealed) and they are kept as data corrections.
import { defineFact, resolveFact, type Corrections, type EditableFact, type Fact } from '../../core/facts'
import { SHIP_TYPES, TILE_NAMES, namesIn, type ShipType, type TileKind } from './names'

const AR = 'angriff-der-rebellen'

export const TILE_COUNTS: Fact<Record<TileKind, number>> = defineFact({
  key: `${AR}.tile-counts`,
  label: 'Space tiles of each kind',
  confidence: 'high',
  source: 'rulebook, Components',
  value: {
    'asteroid-field': 3,
    astromech: 4,
    ally: 5,
    'imperial-shuttle': 2,
    'tie-fighter': 3,
    'tie-interceptor': 4,
    'tie-bomber': 4,
    'star-destroyer': 3,
    'super-star-destroyer': 1,
    'death-star': 1,
  },
})

export const GRID_SIZE = 4
export const GRID_SPACES = GRID_SIZE * GRID_SIZE
const TOTAL_TILES = 30
export const DRAW_PILE_START = TOTAL_TILES - GRID_SPACES
export const POWER_CHIPS_IN_BOX = 20
export const MAX_CHIPS = 5
export const ASTROMECH_BONUS = 1
export const ALLY_BONUS = 2
export const ALLY_END_POINTS = 1

/**
 * The duel die: one ten-sided die (rulebook, Components). Editions number it 0–9 or 1–10 (game-facts
 * README, high). Both sides roll the same die, so the odds use ten equal faces whatever the numbering;
 * a roll is entered as read off the die, any face from `lowest` to `highest` (0 to 10 takes both).
 */
export const DIE: Fact<{ sides: number; lowest: number; highest: number }> = defineFact({
  key: `${AR}.die`,
  label: 'The duel die',
  confidence: 'high',
  source: 'rulebook, Components (one ten-sided die); game facts: numbered 0–9 or 1–10',
  value: { sides: 10, lowest: 0, highest: 10 },
})

/** Every face a roll may be entered as, lowest first (0 to 10). */
export const DIE_FACES: readonly number[] = Array.from(
  { length: DIE.value.highest - DIE.value.lowest + 1 },
  (_, i) => DIE.value.lowest + i,
)

/** Whether `x` is a roll as entered: a whole number from the die's lowest face to its highest. */
export const isDieFace = (x: unknown): x is number =>
  Number.isInteger(x) && (x as number) >= DIE.value.lowest && (x as number) <= DIE.value.highest

const ASK = 'printed on the tile, not in the rulebook text: enter it from your tile'
const ASK_DE = 'steht auf dem Plättchen, nicht im Regeltext: trag den Wert von deinem Plättchen ein'
const TILE_NAMES_DE = namesIn('de').tiles

// Settings › Data corrections in German: label and source of a ship's strength or points.
function shipFactDe(ship: ShipType, what: 'strength' | 'points'): { label: string; source: string } {
  const label = `${TILE_NAMES_DE[ship]}: ${what === 'strength' ? 'Stärke (rote Zahl, oben links)' : 'Siegpunkte (unten rechts)'}`
  const source = what === 'strength' && ship === 'tie-interceptor' ? 'Spielregel, Rechenbeispiel (4 + 3 = 7)' : ASK_DE
  return { label, source }
}

function shipFact(
  ship: ShipType,
  what: 'strength' | 'points',
  value: number | null,
  source: string,
): Fact<number | null> {
  return defineFact({
    key: `${AR}.${what}.${ship}`,
    label: `${TILE_NAMES[ship]}: ${what === 'strength' ? 'strength (red number, top left)' : 'victory points (bottom right)'}`,
    confidence: value === null ? 'unknown' : 'high',
    source,
    value,
  })
}

export const SHIP_STRENGTH: Record<ShipType, Fact<number | null>> = Object.fromEntries(
  SHIP_TYPES.map((s) => [
    s,
    s === 'tie-interceptor'
      ? shipFact(s, 'strength', 3, 'rulebook, worked example (4 + 3 = 7)')
      : shipFact(s, 'strength', null, ASK),
  ]),
) as Record<ShipType, Fact<number | null>>

export const SHIP_POINTS: Record<ShipType, Fact<number | null>> = Object.fromEntries(
  SHIP_TYPES.map((s) => [s, shipFact(s, 'points', null, ASK)]),
) as Record<ShipType, Fact<number | null>>

export const STRENGTH_RANGE = { min: 0, max: 15 } as const
export const POINTS_RANGE = { min: 0, max: 20 } as const

const isStrength = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= STRENGTH_RANGE.min && (v as number) <= STRENGTH_RANGE.max
const isPoints = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= POINTS_RANGE.min && (v as number) <= POINTS_RANGE.max

export interface ShipValues {
  strength: number | undefined
  points: number | undefined
}

/** A ship type's printed values with the players' corrections; undefined = ask the players. */
export function shipValues(ship: ShipType, corrections: Corrections = {}): ShipValues {
  return {
    strength: resolveFact(SHIP_STRENGTH[ship], corrections, isStrength).value ?? undefined,
    points: resolveFact(SHIP_POINTS[ship], corrections, isPoints).value ?? undefined,
  }
}

export const ANGRIFF_EDITABLE_FACTS: EditableFact[] = SHIP_TYPES.flatMap((s): EditableFact[] => [
  {
    key: SHIP_STRENGTH[s].key,
    label: SHIP_STRENGTH[s].label,
    help: `The red number at the top left of a ${TILE_NAMES[s]} tile.`,
    confidence: SHIP_STRENGTH[s].confidence,
    source: SHIP_STRENGTH[s].source,
    de: {
      ...shipFactDe(s, 'strength'),
      help: `Die rote Zahl oben links auf einem Plättchen „${TILE_NAMES_DE[s]}“.`,
    },
    kind: 'integer',
    defaultValue: SHIP_STRENGTH[s].value ?? 0,
    min: STRENGTH_RANGE.min,
    max: STRENGTH_RANGE.max,
  },
  {
    key: SHIP_POINTS[s].key,
    label: SHIP_POINTS[s].label,
    help: `The victory points at the bottom right of a ${TILE_NAMES[s]} tile.`,
    confidence: SHIP_POINTS[s].confidence,
    source: SHIP_POINTS[s].source,
    de: {
      ...shipFactDe(s, 'points'),
      help: `Die Siegpunkte unten rechts auf einem Plättchen „${TILE_NAMES_DE[s]}“.`,
    },
    kind: 'integer',
    defaultValue: SHIP_POINTS[s].value ?? 0,
    min: POINTS_RANGE.min,
    max: POINTS_RANGE.max,
  },
])

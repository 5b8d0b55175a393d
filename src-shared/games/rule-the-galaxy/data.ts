// Rule the Galaxy's components and numbers. Every value is a Fact: where the rulebook is silent
// (Poe's colour, points for strengths 2, 5 and 6, the fire-marker spaces) the value is null with
// confidence 'unknown', and the players enter it once (Settings › Data corrections).
import { defineFact, resolveFact, type Corrections, type Fact, type ResolvedFact } from '../../core/facts'

const RTG = 'rule-the-galaxy'
const RULEBOOK = 'rulebook, Contents of the Box'

/** The four Resistance characters; a unit's colour is named after the character whose cards pay for it. */
export const CHARACTERS = ['rey', 'poe', 'finn', 'chewbacca'] as const
export type Character = (typeof CHARACTERS)[number]

/** Cards a player can hold: the four characters and the BB-8 joker. */
export const HAND_CARDS = [...CHARACTERS, 'bb8'] as const
export type HandCard = (typeof HAND_CARDS)[number]

/** Every card of the Resistance deck. */
export const CARD_TYPES = [...HAND_CARDS, 'fire'] as const
export type CardType = (typeof CARD_TYPES)[number]

export type CardCounts = Record<CardType, number>
export type HandCounts = Record<HandCard, number>

export const CARD_NAMES: Record<CardType, string> = {
  rey: 'Rey',
  poe: 'Poe',
  finn: 'Finn',
  chewbacca: 'Chewbacca',
  bb8: 'BB-8 (joker)',
  fire: 'Fire',
}

export const DECK: Fact<CardCounts> = defineFact({
  key: `${RTG}.deck`,
  label: 'Resistance deck: cards of each kind',
  confidence: 'high',
  source: RULEBOOK,
  value: { rey: 9, poe: 9, finn: 9, chewbacca: 9, bb8: 10, fire: 9 },
})

export function deckSize(deck: CardCounts = DECK.value): number {
  return CARD_TYPES.reduce((n, c) => n + deck[c], 0)
}

export function emptyHand(): HandCounts {
  return { rey: 0, poe: 0, finn: 0, chewbacca: 0, bb8: 0 }
}

export function handSize(hand: HandCounts): number {
  return HAND_CARDS.reduce((n, c) => n + hand[c], 0)
}

export type Strength = 1 | 2 | 3 | 5 | 6 | 8
export const STRENGTHS: readonly Strength[] = [1, 2, 3, 5, 6, 8]

/** The names printed on the First Order tiles (the screens say them in the interface language: texts.ts). */
export type TileName = 'Stormtrooper' | 'Snowtrooper' | 'Flametrooper' | 'Sergeant' | 'Captain Phasma' | 'Kylo Ren'

export interface UnitTileKind {
  name: TileName
  strength: Strength
  count: number
}

export const UNIT_TILES: Fact<readonly UnitTileKind[]> = defineFact({
  key: `${RTG}.unit-tiles`,
  label: 'First Order unit tiles',
  confidence: 'high',
  source: RULEBOOK,
  value: [
    { name: 'Stormtrooper', strength: 1, count: 4 },
    { name: 'Stormtrooper', strength: 2, count: 8 },
    { name: 'Snowtrooper', strength: 3, count: 8 },
    { name: 'Flametrooper', strength: 5, count: 4 },
    { name: 'Sergeant', strength: 6, count: 2 },
    { name: 'Captain Phasma', strength: 6, count: 1 },
    { name: 'Kylo Ren', strength: 8, count: 1 },
  ],
})

/** The strength-1 Stormtroopers: no points, but a player who takes one may use it as an infiltrator. */
export const INFILTRATOR_STRENGTH: Strength = 1

export const INFILTRATOR_COUNTS_AS: Fact<number> = defineFact({
  key: `${RTG}.infiltrator-counts-as`,
  label: 'A used infiltrator tile counts as this many cards of its colour',
  confidence: 'high',
  source: 'rulebook, Destroying Units (the tile has strength 2)',
  value: 2,
})

/** Flametroopers stay in the box in the 1- and 2-player game. */
export const SMALL_GAME_LEFT_OUT: Fact<Strength> = defineFact({
  key: `${RTG}.small-game-left-out`,
  label: 'Strength of the units left out with 1 or 2 players',
  confidence: 'high',
  source: 'rulebook, Variant for 1 and 2 Players',
  value: 5,
})

export const FIRE_MARKERS: Fact<readonly number[]> = defineFact({
  key: `${RTG}.fire-markers`,
  label: 'Fire marker values',
  confidence: 'high',
  source: RULEBOOK,
  value: [0, 1, 1, 2, 3],
})

export const FIRE_MARKERS_USED: Fact<number> = defineFact({
  key: `${RTG}.fire-markers-used`,
  label: 'Fire markers placed on the board (the rest go back unseen)',
  confidence: 'high',
  source: 'rulebook, Setup E',
  value: 4,
})

export interface BoardSize {
  lanes: number
  rows: number
}

export const BOARD_SIZE: Fact<BoardSize> = defineFact({
  key: `${RTG}.board.size`,
  label: 'Board: lanes and rows',
  confidence: 'medium',
  source: 'game-facts README (4 lanes named in the rulebook; 7 rows from one description of the board)',
  value: { lanes: 4, rows: 7 },
})

function isBoardSize(v: unknown): v is BoardSize {
  const o = v as Partial<BoardSize> | null
  const ok = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12
  return typeof o === 'object' && o !== null && ok(o.lanes) && ok(o.rows)
}

/** Row 0 is where units enter; row rows-1 is the last row before the Resistance. */
export interface Space {
  lane: number
  row: number
}

export const FIRE_MARKER_SPACES: Fact<readonly Space[] | null> = defineFact({
  key: `${RTG}.board.fire-marker-spaces`,
  label: 'Board spaces with red frames (where the fire markers go)',
  confidence: 'unknown',
  source: 'not in the rulebook text; enter them from your board (lane and row, counted from the entry row)',
  value: null,
})

function isSpaceList(v: unknown): v is Space[] {
  return (
    Array.isArray(v) &&
    v.every(
      (s: Partial<Space> | null) =>
        typeof s === 'object' && s !== null && Number.isInteger(s.lane) && Number.isInteger(s.row),
    )
  )
}

/** A unit's colour: the character whose cards pay for it, or multicolour (any cards). */
export type UnitColour = Character | 'multi'

export const COLOUR_NAMES: Record<Character, Fact<string | null>> = {
  rey: defineFact({
    key: `${RTG}.colour.rey`,
    label: 'Colour of Rey cards',
    confidence: 'high',
    source: 'rulebook, Destroying Units example',
    value: 'purple',
  }),
  poe: defineFact({
    key: `${RTG}.colour.poe`,
    label: 'Colour of Poe cards',
    confidence: 'unknown',
    source: 'not named in the rulebook text',
    value: null,
  }),
  finn: defineFact({
    key: `${RTG}.colour.finn`,
    label: 'Colour of Finn cards',
    confidence: 'high',
    source: 'rulebook, Destroying Units example',
    value: 'blue',
  }),
  chewbacca: defineFact({
    key: `${RTG}.colour.chewbacca`,
    label: 'Colour of Chewbacca cards',
    confidence: 'high',
    source: 'rulebook, Destroying Units example',
    value: 'red',
  }),
}

function isName(v: unknown): v is string {
  return typeof v === 'string' && v.trim().length > 0
}

const KYLO_REN_MULTICOLOUR: Fact<boolean> = defineFact({
  key: `${RTG}.kylo-ren-multicolour`,
  label: 'Kylo Ren is a multicolour unit',
  confidence: 'high',
  source: 'rulebook, Destroying Units example',
  value: true,
})

/**
 * The tile that is always multicolour (Kylo Ren's, by KYLO_REN_MULTICOLOUR): entering its strength
 * with a single colour is refused, and the entry form keeps the colour on multicolour.
 */
export const MULTICOLOUR_TILE: UnitTileKind | undefined = KYLO_REN_MULTICOLOUR.value
  ? UNIT_TILES.value.find((t) => t.name === 'Kylo Ren')
  : undefined

const TILE_COLOURS: Fact<null> = defineFact({
  key: `${RTG}.tile-colours`,
  label: 'Colour of each unit tile',
  confidence: 'unknown',
  source: 'not in the rulebook text; players enter each tile’s colour as it enters the board',
  value: null,
})

/** A multicolour unit may be paid with any mix of cards (read from the Kylo Ren example). */
export const MULTICOLOUR_ANY_MIX: Fact<boolean> = defineFact({
  key: `${RTG}.multicolour-any-mix`,
  label: 'A multicolour unit can be paid with a mix of colours',
  confidence: 'medium',
  source: 'rulebook, Kylo Ren example ("cards of any colour"); one reading',
  value: true,
})

const pointFact = (strength: Strength, value: number | null, source: string): Fact<number | null> =>
  defineFact({
    key: `${RTG}.points.${strength}`,
    label: `Points for a unit of strength ${strength}`,
    confidence: value === null ? 'unknown' : 'high',
    source,
    value,
  })

const UNKNOWN_POINTS = 'not in the rulebook text; read the tile and enter it'

export const POINTS: Record<Strength, Fact<number | null>> = {
  1: pointFact(1, 0, 'rulebook: strength-1 Stormtroopers carry no points'),
  2: pointFact(2, null, UNKNOWN_POINTS),
  3: pointFact(3, 2, 'rulebook, Goal of the Game example (Snowtrooper)'),
  5: pointFact(5, null, UNKNOWN_POINTS),
  6: pointFact(6, null, UNKNOWN_POINTS),
  8: pointFact(8, 5, 'rulebook, Goal of the Game example (Kylo Ren)'),
}

function isPoints(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 20
}

/** Points for a strength, with a player's correction applied; value null = ask the players. */
function resolvePoints(strength: Strength, corrections: Corrections = {}): ResolvedFact<number | null> {
  return resolveFact(POINTS[strength], corrections, isPoints)
}

/** Corrections → a lookup for destroy.ts and scoring; undefined means "ask the players". */
export function pointsLookup(corrections: Corrections = {}): (s: Strength) => number | undefined {
  return (s) => resolvePoints(s, corrections).value ?? undefined
}

// Settings › Data corrections stores number lists (see editable-facts.ts): the board size as
// [lanes, rows] and the marker spaces as 1-based lane,row pairs. Both forms are read here.
function withListForms(corrections: Corrections): Corrections {
  const size = corrections[BOARD_SIZE.key]
  const spaces = corrections[FIRE_MARKER_SPACES.key]
  const out: Record<string, unknown> = { ...corrections }
  if (Array.isArray(size) && size.length === 2) out[BOARD_SIZE.key] = { lanes: size[0], rows: size[1] }
  if (
    Array.isArray(spaces) &&
    spaces.length > 0 &&
    spaces.length % 2 === 0 &&
    spaces.every((n) => typeof n === 'number')
  ) {
    const nums = spaces as number[]
    out[FIRE_MARKER_SPACES.key] = nums
      .filter((_, i) => i % 2 === 0)
      .map((lane, i) => ({ lane: lane - 1, row: nums[2 * i + 1]! - 1 }))
  }
  return out
}

export function resolveBoardSize(corrections: Corrections = {}): ResolvedFact<BoardSize> {
  return resolveFact(BOARD_SIZE, withListForms(corrections), isBoardSize)
}

export function resolveFireMarkerSpaces(corrections: Corrections = {}): ResolvedFact<readonly Space[] | null> {
  return resolveFact(
    FIRE_MARKER_SPACES,
    withListForms(corrections),
    (v): v is Space[] | null => v === null || isSpaceList(v),
  )
}

/** A Character's card colour name, with a player's correction applied; null = not known yet. */
export function resolveColourName(c: Character, corrections: Corrections = {}): ResolvedFact<string | null> {
  return resolveFact(COLOUR_NAMES[c], corrections, isName)
}

export function resolveAnyMix(corrections: Corrections = {}): ResolvedFact<boolean> {
  const raw = corrections[MULTICOLOUR_ANY_MIX.key]
  const c = raw === 0 || raw === 1 ? { [MULTICOLOUR_ANY_MIX.key]: raw === 1 } : corrections
  return resolveFact(MULTICOLOUR_ANY_MIX, c, (v): v is boolean => typeof v === 'boolean')
}

/** Tiles in the First Order stack for a player count (Flametroopers out with 1–2 players). */
export function stackComposition(players: number): Record<Strength, number> {
  const out: Record<Strength, number> = { 1: 0, 2: 0, 3: 0, 5: 0, 6: 0, 8: 0 }
  for (const t of UNIT_TILES.value) {
    if (players <= 2 && t.strength === SMALL_GAME_LEFT_OUT.value) continue
    out[t.strength] += t.count
  }
  return out
}

export function isStrength(v: unknown): v is Strength {
  return STRENGTHS.includes(v as Strength)
}

export function isUnitColour(v: unknown): v is UnitColour {
  return v === 'multi' || CHARACTERS.includes(v as Character)
}

/** Every fact of this game, for Settings › Data corrections. */
export const RTG_FACTS: readonly Fact<unknown>[] = [
  DECK,
  UNIT_TILES,
  INFILTRATOR_COUNTS_AS,
  SMALL_GAME_LEFT_OUT,
  FIRE_MARKERS,
  FIRE_MARKERS_USED,
  BOARD_SIZE,
  FIRE_MARKER_SPACES,
  ...Object.values(COLOUR_NAMES),
  KYLO_REN_MULTICOLOUR,
  TILE_COLOURS,
  MULTICOLOUR_ANY_MIX,
  ...Object.values(POINTS),
]

// The dice as data: faces of each die, what each face does in combat and on a mission, and the
// dice caps. Every calculator takes a DiceTable built from these facts plus the player's
// corrections, so a correction in Settings changes every result and the UI can show the exact
// face table it used.
import { defineFact, resolveFact, type Confidence, type Corrections, type Fact } from '../../../core/facts'
import type { OddsError } from './odds-result'
import type { DieColour } from '../units'

export type Face = 'hit' | 'directHit' | 'special' | 'blank'
export const FACES: readonly Face[] = ['hit', 'directHit', 'special', 'blank']
export const DIE_COLOURS: readonly DieColour[] = ['red', 'black', 'green']

/** How many of the six faces show each symbol. */
export type DieFaces = Record<Face, number>

/**
 * In combat a face either damages a unit whose health colour is the die's colour, damages any
 * unit, or does nothing to damage (specials call on tactic cards, which the calculator leaves out).
 */
export type CombatEffect = 'damageMatchingColour' | 'damageAnyUnit' | 'noDamage'

const SIDES = 6
const FACTS_README = 'game-facts/README.md "Dice"'

export const RED_DIE: Fact<DieFaces> = defineFact({
  key: 'rebellion.dice.red',
  label: 'Red die faces',
  value: { hit: 2, directHit: 1, special: 1, blank: 2 },
  confidence: 'high',
  source: FACTS_README,
})

export const BLACK_DIE: Fact<DieFaces> = defineFact({
  key: 'rebellion.dice.black',
  label: 'Black die faces',
  value: { hit: 2, directHit: 1, special: 1, blank: 2 },
  confidence: 'medium',
  source: `${FACTS_README}; one source reads 3 hits and no direct hit`,
})

/** The other reading of the black die, offered to players as a one-click correction. */
export const BLACK_DIE_ALTERNATIVE: DieFaces = { hit: 3, directHit: 0, special: 1, blank: 2 }

export const GREEN_DIE: Fact<DieFaces> = defineFact({
  key: 'rebellion.dice.green',
  label: 'Green die faces (Rise of the Empire)',
  value: { hit: 0, directHit: 2, special: 0, blank: 4 },
  confidence: 'high',
  source: FACTS_README,
})

const COMBAT_EFFECTS: Fact<Record<Face, CombatEffect>> = defineFact({
  key: 'rebellion.dice.combatEffects',
  label: 'What each face does in combat',
  value: { hit: 'damageMatchingColour', directHit: 'damageAnyUnit', special: 'noDamage', blank: 'noDamage' },
  confidence: 'medium-high',
  source: `${FACTS_README}; the RotE summary card shows 1 damage of the die's colour and 1 damage of any colour`,
})

export const MISSION_SUCCESSES: Fact<Record<Face, number>> = defineFact({
  key: 'rebellion.dice.missionSuccesses',
  label: 'Successes each face counts on a mission',
  value: { hit: 1, directHit: 1, special: 2, blank: 0 },
  confidence: 'low',
  source: `${FACTS_README}: the rulebook's icons did not survive; two icons count 1, one counts 2`,
})

export const COMBAT_DICE_CAP: Fact<Record<DieColour, number>> = defineFact({
  key: 'rebellion.dice.combatCap',
  label: 'Most dice of each colour rolled in one attack',
  value: { red: 5, black: 5, green: 3 },
  confidence: 'medium',
  source: `${FACTS_README}: 5 red and 5 black (high); 3 green from the RotE card's "up to 13 dice" (medium)`,
})

export const MISSION_DICE_CAP: Fact<{ dice: number; green: number }> = defineFact({
  key: 'rebellion.dice.missionCap',
  label: 'Most dice per side on a mission',
  value: { dice: 10, green: 3 },
  confidence: 'medium',
  source: `${FACTS_README}: 10 dice (high); 3 green dice (medium)`,
})

const PORTRAIT_BONUS: Fact<number> = defineFact({
  key: 'rebellion.mission.portraitBonus',
  label: 'Successes added when the pictured leader attempts the mission',
  value: 2,
  confidence: 'high',
  source: 'rebellion-base-rules.txt, missions with a leader image',
})

const FACE_FACTS: Record<DieColour, Fact<DieFaces>> = { red: RED_DIE, black: BLACK_DIE, green: GREEN_DIE }

/** null when v is six faces (non-negative whole counts summing to 6); otherwise why not. */
export function dieFacesError(v: unknown): OddsError | null {
  const o = v as Record<string, unknown> | null
  if (typeof o !== 'object' || o === null)
    return { code: 'invalidDieFaces', message: 'die faces must give a count for hit, direct hit, special and blank' }
  let sum = 0
  for (const f of FACES) {
    const n = o[f]
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      return { code: 'invalidDieFaces', message: `the number of ${f} faces must be a whole number of at least 0` }
    }
    sum += n
  }
  if (sum !== SIDES)
    return { code: 'invalidDieFaces', message: `a die has ${SIDES} faces; these counts add up to ${sum}` }
  return null
}

export function isDieFaces(v: unknown): v is DieFaces {
  return dieFacesError(v) === null
}

function isCombatEffects(v: unknown): v is Record<Face, CombatEffect> {
  const o = v as Record<string, unknown> | null
  const ok: readonly unknown[] = ['damageMatchingColour', 'damageAnyUnit', 'noDamage']
  return typeof o === 'object' && o !== null && FACES.every((f) => ok.includes(o[f]))
}

function isSmallCounts<K extends string>(keys: readonly K[], max: number) {
  return (v: unknown): v is Record<K, number> => {
    const o = v as Record<string, unknown> | null
    return (
      typeof o === 'object' &&
      o !== null &&
      keys.every((k) => Number.isInteger(o[k]) && (o[k] as number) >= 0 && (o[k] as number) <= max)
    )
  }
}

const isMissionSuccesses = isSmallCounts(FACES, 9)
// A correction of the per-attack cap is kept to what one side can roll at all: no more than the
// 10 dice a side may roll on a mission (a reading: the rules give no per-colour count of dice in
// the box). Above it the exact engine's work grows past what it answers in a few seconds.
export const MAX_COMBAT_CAP_PER_COLOUR = 10
const isCombatCap = isSmallCounts(DIE_COLOURS, MAX_COMBAT_CAP_PER_COLOUR)
const isMissionCap = isSmallCounts(['dice', 'green'] as const, 30)
const isBonus = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 9

/** One fact as it drove a result: for the face table and "verify on your copy" markers. */
export interface FactUsed {
  key: string
  label: string
  value: unknown
  confidence: Confidence
  corrected: boolean
  verify: boolean
}

export interface DiceTable {
  faces: Record<DieColour, DieFaces>
  combatEffects: Record<Face, CombatEffect>
  missionSuccesses: Record<Face, number>
  combatCap: Record<DieColour, number>
  missionCap: { dice: number; green: number }
  portraitBonus: number
  facts: FactUsed[]
}

/**
 * Settings stores a per-face correction as typed: a list [hit, directHit, special, blank]. Read
 * that list as the object the calculators use; anything else passes through to the validators.
 */
function objectFromList(keys: readonly string[], v: unknown): unknown {
  if (!Array.isArray(v) || v.length !== keys.length) return v
  const o: Record<string, unknown> = {}
  keys.forEach((k, i) => {
    o[k] = v[i]
  })
  return o
}

/** Corrections Settings stores as lists, and the order of their items. */
const LIST_FORM: Record<string, readonly string[]> = {
  [RED_DIE.key]: FACES,
  [BLACK_DIE.key]: FACES,
  [GREEN_DIE.key]: FACES,
  [MISSION_SUCCESSES.key]: FACES,
  [COMBAT_DICE_CAP.key]: DIE_COLOURS,
  [MISSION_DICE_CAP.key]: ['dice', 'green'],
}

/** The dice as the calculators use them: built-in facts, with the player's valid corrections winning. */
export function diceTable(corrections: Corrections = {}): DiceTable {
  const facts: FactUsed[] = []
  const read: Record<string, unknown> = { ...corrections }
  for (const [k, order] of Object.entries(LIST_FORM))
    if (Object.hasOwn(read, k)) read[k] = objectFromList(order, read[k])
  function use<T>(fact: Fact<T>, isValid: (v: unknown) => v is T): T {
    const r = resolveFact(fact, read, isValid)
    facts.push({
      key: fact.key,
      label: fact.label,
      value: r.value,
      confidence: fact.confidence,
      corrected: r.corrected,
      verify: r.verify,
    })
    return r.value
  }
  const faces = {} as Record<DieColour, DieFaces>
  for (const c of DIE_COLOURS) faces[c] = use(FACE_FACTS[c], isDieFaces)
  return {
    faces,
    combatEffects: use(COMBAT_EFFECTS, isCombatEffects),
    missionSuccesses: use(MISSION_SUCCESSES, isMissionSuccesses),
    combatCap: use(COMBAT_DICE_CAP, isCombatCap),
    missionCap: use(MISSION_DICE_CAP, isMissionCap),
    portraitBonus: use(PORTRAIT_BONUS, isBonus),
    facts,
  }
}

/** What one die of a colour does in combat: chances of a hit, a direct hit, or nothing useful. */
export interface CombatFaceOdds {
  hit: number
  direct: number
  none: number
}

/**
 * Per-die combat odds. No unit has green health, so a green die's "hit" (only possible after a
 * correction) damages nothing.
 */
export function combatFaceOdds(table: DiceTable, colour: DieColour): CombatFaceOdds {
  let hit = 0
  let direct = 0
  for (const f of FACES) {
    const n = table.faces[colour][f]
    const effect = table.combatEffects[f]
    if (effect === 'damageAnyUnit') direct += n
    else if (effect === 'damageMatchingColour' && colour !== 'green') hit += n
  }
  return { hit: hit / SIDES, direct: direct / SIDES, none: (SIDES - hit - direct) / SIDES }
}

/** Distribution of mission successes from one die: index k = P(k successes). */
export function missionSuccessOdds(table: DiceTable, colour: DieColour): number[] {
  const out: number[] = [0]
  for (const f of FACES) {
    const s = table.missionSuccesses[f]
    const n = table.faces[colour][f]
    if (n === 0) continue
    while (out.length <= s) out.push(0)
    out[s]! += n / SIDES
  }
  return out
}

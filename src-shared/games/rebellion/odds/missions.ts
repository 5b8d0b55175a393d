// Mission odds: both sides roll, the attempt succeeds only with strictly more successes than the
// opposition. Unopposed missions and "resolve" missions always succeed.
import { convolve, convolvePower, point, type Distribution } from '../../../core/distribution'
import { missionSuccessOdds, type DiceTable, type FactUsed } from './dice'
import type { Locale } from '../../../locale'
import { checkInteger, ok, type OddsError, type OddsResult } from './odds-result'
import { oddsTexts, type OddsTexts } from './odds-texts'

export interface MissionSide {
  /** Red or black dice, one per matching major skill icon. */
  dice: number
  /** RotE green dice, one per matching minor skill icon. */
  green: number
  /** Successes added without rolling (the pictured leader's bonus). */
  bonus: number
  /** Players may roll either colour; they differ only if a correction makes them differ. */
  colour?: 'red' | 'black'
}

export interface MissionInput {
  attempt: MissionSide
  /** null: nobody opposes. */
  opposition: MissionSide | null
  /** The card says "resolve": it always succeeds, whatever opposition is entered. */
  resolve?: boolean
}

export interface MissionOdds {
  pSuccess: number
  /** Index k = P(the attempt scores exactly k successes), bonus included. */
  attemptDistribution: Distribution
  oppositionDistribution: Distribution | null
  /** The attempt against a plain opposing roll of 0–4 dice (no green dice, no bonus). */
  vsOpposingDice: { dice: number; pSuccess: number }[]
  /** Facts that drove the result; any with verify = true needs a marker. */
  facts: FactUsed[]
}

const MAX_BONUS = 20
const TABLE_DICE = [0, 1, 2, 3, 4]

function validateSide(
  side: MissionSide,
  who: string,
  table: DiceTable,
  texts: OddsTexts['mission'],
  w: OddsTexts['numbers'],
): OddsError | null {
  if (typeof side !== 'object' || side === null) return { code: 'invalidNumber', message: texts.enterSide(who) }
  if (side.colour !== undefined && side.colour !== 'red' && side.colour !== 'black')
    return { code: 'invalidNumber', message: texts.colour(who, String(side.colour)) }
  const errors = [
    checkInteger(side.dice, texts.dice(who), 0, table.missionCap.dice, 'tooManyDice', w),
    checkInteger(side.green, texts.greenDice(who), 0, table.missionCap.green, 'tooManyDice', w),
    checkInteger(side.bonus, texts.bonus(who), 0, MAX_BONUS, 'invalidNumber', w),
  ]
  return errors.find((x) => x !== null) ?? null
}

function successes(side: MissionSide, table: DiceTable): Distribution {
  const main = convolvePower(missionSuccessOdds(table, side.colour ?? 'red'), side.dice)
  const green = convolvePower(missionSuccessOdds(table, 'green'), side.green)
  return convolve(convolve(main, green), point(side.bonus))
}

/** P(a > o) for independent success counts. */
function pStrictlyMore(a: Distribution, o: Distribution): number {
  let below = 0 // P(o < k), built up as k grows
  let p = 0
  for (let k = 0; k < a.length; k++) {
    p += a[k]! * below
    below += o[k] ?? 0
  }
  return Math.min(1, p)
}

/** `locale`: the language of a refusal (the screens check the inputs first, so it is rarely seen). */
export function missionOdds(input: MissionInput, table: DiceTable, locale: Locale = 'en'): OddsResult<MissionOdds> {
  const { mission: texts, numbers } = oddsTexts(locale)
  if (typeof input !== 'object' || input === null)
    return { ok: false, error: { code: 'invalidNumber', message: texts.enterBoth } }
  for (const [side, who] of [
    [input.attempt, 'attempt'],
    [input.opposition, 'opposition'],
  ] as const) {
    if (side === null && who === 'opposition') continue
    const error = validateSide(side as MissionSide, texts.side[who], table, texts, numbers)
    if (error) return { ok: false, error }
  }
  const attemptDistribution = successes(input.attempt, table)
  const oppositionDistribution = input.opposition ? successes(input.opposition, table) : null
  const unopposable = input.resolve === true
  const pSuccess =
    unopposable || oppositionDistribution === null ? 1 : pStrictlyMore(attemptDistribution, oppositionDistribution)
  const vsOpposingDice = TABLE_DICE.map((dice) => ({
    dice,
    pSuccess: unopposable
      ? 1
      : pStrictlyMore(
          attemptDistribution,
          successes({ dice, green: 0, bonus: 0, colour: input.opposition?.colour }, table),
        ),
  }))
  const used = new Set([
    'rebellion.dice.missionSuccesses',
    'rebellion.dice.missionCap',
    `rebellion.dice.${input.attempt.colour ?? 'red'}`,
  ])
  if (input.attempt.green > 0 || (input.opposition?.green ?? 0) > 0) used.add('rebellion.dice.green')
  if (input.opposition) used.add(`rebellion.dice.${input.opposition.colour ?? 'red'}`)
  return ok({
    pSuccess,
    attemptDistribution,
    oppositionDistribution,
    vsOpposingDice,
    facts: table.facts.filter((f) => used.has(f.key)),
  })
}

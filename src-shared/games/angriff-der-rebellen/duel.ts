// The duel against an Imperial ship: the neighbour's d10 + the ship's strength against your d10 +
// the bonuses you spend; reaching the ship's total wins. Exact odds over the 100 equally likely
// pairs of rolls (both sides roll the same die, so a 0–9 die gives the same odds as 1–10), and the
// cheapest spend once both rolls are known.
import { ALLY_BONUS, ASTROMECH_BONUS, DIE, isDieFace, MAX_CHIPS } from './data'
import { T } from './texts'

const FACES = DIE.value.sides

export type DuelResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } }

const fail = <T>(code: string, message: string): DuelResult<T> => ({ ok: false, error: { code, message } })

export interface WinChance {
  /** Pairs of rolls (of 100) that win. */
  wins: number
  p: number
}

/**
 * P(your roll + advantage ≥ neighbour's roll), where advantage = your bonuses − the ship's strength.
 * The difference of two d10 is d with (10 − |d|) of the 100 pairs, for d from −9 to 9.
 */
export function winChance(advantage: number): WinChance {
  let wins = 0
  for (let d = -(FACES - 1); d <= FACES - 1; d++) if (d + advantage >= 0) wins += FACES - Math.abs(d)
  return { wins, p: wins / (FACES * FACES) }
}

export interface Holdings {
  astromech: boolean
  ally: boolean
  chips: number
}

export interface DuelOdds {
  /** Spending everything you hold. */
  allBonuses: WinChance
  /** Only the astromech, which is never used up. */
  astromechOnly: WinChance
  maxBonus: number
}

function checkHoldings(h: Holdings): string | undefined {
  if (typeof h !== 'object' || h === null) return T.duelErrors.holdings
  if (!Number.isInteger(h.chips) || h.chips < 0 || h.chips > MAX_CHIPS)
    return T.duelErrors.chipsRange(MAX_CHIPS, h.chips)
  return undefined
}

/** The chance before choosing to fight, with every bonus and with only the astromech. */
export function duelOdds(strength: number, h: Holdings): DuelResult<DuelOdds> {
  if (!Number.isInteger(strength) || strength < 0) return fail('strength', T.duelErrors.strength(strength))
  const bad = checkHoldings(h)
  if (bad) return fail('holdings', T.duelErrors.noOdds(bad))
  const astro = h.astromech ? ASTROMECH_BONUS : 0
  const maxBonus = astro + (h.ally ? ALLY_BONUS : 0) + h.chips
  return {
    ok: true,
    value: { allBonuses: winChance(maxBonus - strength), astromechOnly: winChance(astro - strength), maxBonus },
  }
}

export type SpendAdvice =
  { kind: 'win'; ally: boolean; chips: number; total: number } | { kind: 'cannot-win'; shortBy: number; total: number }

/**
 * After both rolls: the spend that reaches the ship's total and keeps the most end-game value.
 * The astromech always counts (free). An ally kept to the end is worth a victory point and chips
 * only break ties, so chips go first and the ally only when chips alone cannot reach the total.
 */
export function spendAdvice(shipTotal: number, roll: number, h: Holdings): DuelResult<SpendAdvice> {
  if (!Number.isInteger(shipTotal) || !isDieFace(roll)) return fail('rolls', T.duelErrors.rolls(roll, shipTotal))
  const bad = checkHoldings(h)
  if (bad) return fail('holdings', T.duelErrors.noAdvice(bad))
  const base = roll + (h.astromech ? ASTROMECH_BONUS : 0)
  const need = shipTotal - base
  if (need <= h.chips)
    return { ok: true, value: { kind: 'win', ally: false, chips: Math.max(0, need), total: base + Math.max(0, need) } }
  if (h.ally && need - ALLY_BONUS <= h.chips) {
    const chips = Math.max(0, need - ALLY_BONUS)
    return { ok: true, value: { kind: 'win', ally: true, chips, total: base + ALLY_BONUS + chips } }
  }
  const best = base + (h.ally ? ALLY_BONUS : 0) + h.chips
  return { ok: true, value: { kind: 'cannot-win', shortBy: shipTotal - best, total: best } }
}

/** The total you reach with a given spend. */
export function duelTotal(roll: number, astromech: boolean, ally: boolean, chips: number): number {
  return roll + (astromech ? ASTROMECH_BONUS : 0) + (ally ? ALLY_BONUS : 0) + chips
}

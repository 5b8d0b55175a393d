// The loyalty draw at setup: the app's seeded draw, loyalty entered from real cards, the first-game
// markers, and the board once the markers are down. Pure: a seed or the entered systems in, an outcome out.
import { createRng, rngState, shuffle, type RngState } from '../../core/prng'
import type { Locale } from '../../locale'
import { emptyBoard, type Board } from './board'
import { FIRST_GAME, LOYALTY_DRAW, SETUP_POOLS } from './data'
import { systemName } from './names'
import { setupTextsIn } from './setup-texts'
import { isSystemId, type SystemId } from './systems'

export interface LoyaltyOutcome {
  method: 'app' | 'cards' | 'first-game'
  /** Present when the app drew: the seed and the generator state after the draw. */
  seed?: number
  rng?: RngState
  /** Setup probe cards in the order they came up (app draw only; cards past a full quota included). */
  revealed?: SystemId[]
  rebels: SystemId[]
  subjugated: SystemId[]
  imperialLoyal: SystemId[]
}

/**
 * Reveals setup cards until the Rebel and Imperial quotas are met. Only cards with a setup mark
 * matter, so the app shuffles those (the other probe cards would be passed over anyway).
 */
export function drawLoyalty(seed: number): LoyaltyOutcome {
  const pools = SETUP_POOLS.value
  const rule = LOYALTY_DRAW.value
  const [order, rng] = shuffle(createRng(seed), [...pools.rebels, ...pools.empire])
  const rebels: SystemId[] = []
  const imperial: SystemId[] = []
  const revealed: SystemId[] = []
  for (const id of order) {
    if (rebels.length >= rule.rebels && imperial.length >= rule.empire) break
    revealed.push(id)
    if (pools.rebels.includes(id)) {
      if (rebels.length < rule.rebels) rebels.push(id)
    } else if (imperial.length < rule.empire) imperial.push(id)
  }
  return {
    method: 'app',
    seed,
    rng: rngState(rng),
    revealed,
    rebels,
    subjugated: imperial.slice(0, rule.subjugatedFirst),
    imperialLoyal: imperial.slice(rule.subjugatedFirst),
  }
}

export type LoyaltyEntryRefusal = { error: 'loyalty-entry'; reason: string }

/** Players drew with real cards: check what they entered (Imperial systems in drawn order). */
export function enterLoyalty(
  rebels: readonly string[],
  imperialInOrder: readonly string[],
  locale: Locale = 'en',
): LoyaltyOutcome | LoyaltyEntryRefusal {
  const t = setupTextsIn(locale).refusals
  const pools = SETUP_POOLS.value
  const rule = LOYALTY_DRAW.value
  const bad = (reason: string): LoyaltyEntryRefusal => ({ error: 'loyalty-entry', reason })
  if (rebels.length !== rule.rebels) return bad(t.loyaltyRebelCount(rule.rebels, rebels.length))
  if (imperialInOrder.length !== rule.empire) return bad(t.loyaltyImperialCount(rule.empire, imperialInOrder.length))
  const all = [...rebels, ...imperialInOrder]
  if (new Set(all).size !== all.length) return bad(t.loyaltyTwice)
  const name = (id: string): string => (isSystemId(id) ? systemName(id, locale) : id)
  const offR = rebels.find((r) => !(pools.rebels as readonly string[]).includes(r))
  if (offR) return bad(t.noRebelMark(name(offR)))
  const offE = imperialInOrder.find((r) => !(pools.empire as readonly string[]).includes(r))
  if (offE) return bad(t.noImperialMark(name(offE)))
  const imperial = imperialInOrder as SystemId[]
  return {
    method: 'cards',
    rebels: [...(rebels as SystemId[])],
    subjugated: imperial.slice(0, rule.subjugatedFirst),
    imperialLoyal: imperial.slice(rule.subjugatedFirst),
  }
}

export function firstGameLoyalty(): LoyaltyOutcome {
  const p = FIRST_GAME.value.placements
  const marked = (m: string): SystemId[] =>
    p.filter((x) => x.marker === m && x.where !== 'rebel-base').map((x) => x.where as SystemId)
  return {
    method: 'first-game',
    rebels: marked('rebel-loyalty'),
    subjugated: marked('subjugation'),
    imperialLoyal: marked('imperial-loyalty'),
  }
}

/** The system board once loyalty and subjugation markers are down (no units yet). */
export function boardWithLoyalty(l: LoyaltyOutcome): Board {
  const b = emptyBoard()
  for (const id of l.rebels) b[id] = { ...b[id], loyalty: 'rebel' }
  for (const id of l.imperialLoyal) b[id] = { ...b[id], loyalty: 'imperial' }
  for (const id of l.subjugated) b[id] = { ...b[id], subjugated: true }
  return b
}

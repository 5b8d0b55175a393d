// "Draw one more?" as a curve: the chance of at least one fire card within the next 1…n draws,
// straight from the fire-deck calculator (pFireWithin), stopping where the deck runs out.
import { cardsLeft, pFireWithin, type FireDeck } from './fire-deck'

export interface FireRiskPoint {
  draws: number
  pFire: number
}

/** P(≥ 1 fire in the next k cards) for k = 1…upTo (fewer when the deck holds fewer cards). */
export function fireRiskCurve(deck: FireDeck, upTo = 5): FireRiskPoint[] {
  if (!Number.isInteger(upTo) || upTo < 1) throw new RangeError(`upTo must be a positive integer, got ${upTo}`)
  if (deck.reshuffleDue) return []
  const n = Math.min(upTo, cardsLeft(deck))
  return Array.from({ length: n }, (_, i) => ({ draws: i + 1, pFire: pFireWithin(deck, i + 1) }))
}

// The Resistance deck as the table has drawn it: what is left, the exact fire risk, and whether
// to draw again.
//
// Composition. Only seen cards leave the count: a card drawn (kept, lost or discarded) is out
// of the draw pile until the reshuffle, which the ninth fire card calls for. Then everything that
// is not in a player's hand goes back: deck = full deck − all hands. (The one fire card a player
// may push back into the middle of the deck during the opening deal never left it.)
//
// The card-count model behind the advice. A turn's value is k = the cards drawn this turn that
// are still in front of the player. A safe card makes it k + 1. A fire card with k ≥ 1 ends the
// drawing and the turn's cards are lost: value 0. A fire card with k = 0 costs nothing (the
// rulebook sets it aside and the turn goes on), so at k = 0 drawing is never worse than stopping.
// With S safe and F fire cards left, stopping is worth k and one more draw then stopping is worth
// S/(S+F)·(k+1), so that draw gains exactly when S > k·F — equivalently P(fire) < 1/(k+1).
// One step ahead is also the optimum over every later choice: after a safe draw S falls by one
// and k rises by one while F stays, so once S ≤ k·F holds it holds for good (a monotone stopping
// problem); tests/unit/games/rule-the-galaxy/fire-deck.test.ts checks it against exact dynamic
// programming over every deck state. A fire card with k ≥ 1 ends the turn, so the ninth fire
// card's reshuffle never changes a decision that has something at risk.
import { categoricalDraw, hypergeometric } from '../../core/distribution'
import { CARD_TYPES, DECK, HAND_CARDS, type CardCounts, type CardType, type HandCounts } from './data'

export interface FireDeck {
  /** Cards left in the draw pile, by kind. */
  remaining: CardCounts
  /** Fire cards beside the discard pile since the last reshuffle (0–9). */
  fireSeen: number
  /** The ninth fire card is out: shuffle everything but the hands into a new deck before drawing. */
  reshuffleDue: boolean
}

function fullFire(): number {
  return DECK.value.fire
}

/** Far beyond any deck (the game has a few dozen cards); keeps a typo from running for minutes. */
const MAX_CARDS = 10_000

// Input checks: a calculator answers bad input with a RangeError in words, never NaN or a TypeError.
function checkCount(n: unknown, name: string): void {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > MAX_CARDS)
    throw new RangeError(`${name} must be a whole number of cards from 0 to ${MAX_CARDS}, got ${String(n)}`)
}

function checkDeck(deck: FireDeck): void {
  if (typeof deck !== 'object' || deck === null || typeof deck.remaining !== 'object' || deck.remaining === null)
    throw new RangeError('the deck must give the cards left of each kind')
  for (const c of CARD_TYPES) checkCount(deck.remaining[c], `${c} cards left`)
  checkCount(deck.fireSeen, 'fire cards seen')
  if (typeof deck.reshuffleDue !== 'boolean') throw new RangeError('the deck must say whether a reshuffle is due')
}

function checkCard(card: unknown): asserts card is CardType {
  if (!(CARD_TYPES as readonly unknown[]).includes(card))
    throw new RangeError(`a card must be one of ${CARD_TYPES.join(', ')}, got ${String(card)}`)
}

function checkDrawn(drawn: readonly CardType[]): void {
  if (!Array.isArray(drawn)) throw new RangeError('the cards drawn this turn must be a list')
  for (const c of drawn) checkCard(c)
}

/** The deck after a shuffle: every card except those in players' hands. */
export function shuffledDeck(hands: readonly HandCounts[] = []): FireDeck {
  if (!Array.isArray(hands)) throw new RangeError('the hands must be a list')
  const remaining: CardCounts = { ...DECK.value }
  for (const h of hands) {
    if (typeof h !== 'object' || h === null) throw new RangeError('each hand must give its cards of each kind')
    for (const c of HAND_CARDS) {
      checkCount(h[c], `${c} cards in a hand`)
      remaining[c] -= h[c]
    }
  }
  for (const c of CARD_TYPES) {
    if (remaining[c] < 0) throw new RangeError(`the hands hold more ${c} cards than the game has`)
  }
  return { remaining, fireSeen: 0, reshuffleDue: false }
}

/** One card off the top. Throws when the recorded deck cannot hold it. */
export function drawFromDeck(deck: FireDeck, card: CardType): FireDeck {
  checkDeck(deck)
  checkCard(card)
  if (deck.reshuffleDue) throw new RangeError('the ninth fire card is out: reshuffle before drawing')
  if (deck.remaining[card] <= 0) throw new RangeError(`no ${card} card is left in the deck`)
  const remaining = { ...deck.remaining, [card]: deck.remaining[card] - 1 }
  if (card !== 'fire') return { ...deck, remaining }
  const fireSeen = deck.fireSeen + 1
  return { remaining, fireSeen, reshuffleDue: fireSeen >= fullFire() }
}

export function cardsLeft(deck: FireDeck): number {
  checkDeck(deck)
  return CARD_TYPES.reduce((n, c) => n + deck.remaining[c], 0)
}

/** The live numbers for the tracker. */
export interface DeckState {
  remaining: CardCounts
  cardsLeft: number
  fireLeft: number
  fireSeen: number
  fireTotal: number
  reshuffleDue: boolean
  /** Every card drawn this turn, fire cards included, in order. */
  drawnThisTurn: CardType[]
  /** Cards a fire card would take now (0 after a bust: they are gone already). */
  atRisk: number
  busted: boolean
}

/**
 * Cards at risk: the turn's safe cards, unless a fire card has already taken them. A fire card
 * drawn while nothing was at risk is free and does not end the drawing.
 */
export function turnRisk(drawnThisTurn: readonly CardType[]): { atRisk: number; busted: boolean } {
  checkDrawn(drawnThisTurn)
  let atRisk = 0
  for (const c of drawnThisTurn) {
    if (c !== 'fire') atRisk++
    else if (atRisk > 0) return { atRisk: 0, busted: true }
  }
  return { atRisk, busted: false }
}

export function deckState(deck: FireDeck, drawnThisTurn: readonly CardType[] = []): DeckState {
  checkDeck(deck)
  checkDrawn(drawnThisTurn)
  return {
    remaining: { ...deck.remaining },
    cardsLeft: cardsLeft(deck),
    fireLeft: deck.remaining.fire,
    fireSeen: deck.fireSeen,
    fireTotal: fullFire(),
    reshuffleDue: deck.reshuffleDue,
    drawnThisTurn: [...drawnThisTurn],
    ...turnRisk(drawnThisTurn),
  }
}

function checkDrawable(deck: FireDeck): number {
  const n = cardsLeft(deck)
  if (n === 0) throw new RangeError('the deck is empty')
  return n
}

/** P(the next card is fire). */
export function pNextFire(deck: FireDeck): number {
  const n = checkDrawable(deck)
  return deck.remaining.fire / n
}

/** P(at least one fire card among the next n cards); n beyond the deck means the whole deck. */
export function pFireWithin(deck: FireDeck, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`)
  const total = checkDrawable(deck)
  const noFire = hypergeometric(total, deck.remaining.fire, Math.min(n, total))[0] ?? 0
  return Math.min(1, Math.max(0, 1 - noFire))
}

/** P(the next card is each kind). */
export function pNextByType(deck: FireDeck): Record<CardType, number> {
  checkDrawable(deck)
  return categoricalDraw(deck.remaining)
}

function gains(safe: number, fire: number, atRisk: number): boolean {
  if (atRisk === 0) return safe > 0 || fire > 0
  return safe > atRisk * fire
}

/** The card-count rule: one more draw gains on average exactly when S > k·F. */
export function drawGains(safe: number, fire: number, atRisk: number): boolean {
  checkCount(safe, 'safe cards left')
  checkCount(fire, 'fire cards left')
  checkCount(atRisk, 'cards at risk')
  return gains(safe, fire, atRisk)
}

/**
 * Expected cards kept this turn from here when following the rule, for k ≥ 1 cards at risk
 * (at k = 0 the free fire cards and the reshuffle make it depend on the hands).
 */
export function expectedKept(safe: number, fire: number, atRisk: number): number {
  checkCount(safe, 'safe cards left')
  checkCount(fire, 'fire cards left')
  checkCount(atRisk, 'cards at risk')
  if (atRisk < 1) throw new RangeError('expectedKept needs at least one card at risk')
  let p = 1
  let s = safe
  let k = atRisk
  while (gains(s, fire, k)) {
    p *= s / (s + fire)
    s--
    k++
  }
  return p * k
}

export type AdviceAction = 'draw' | 'stop' | 'reshuffle'
/** reshuffle due, fire took the turn, deck empty, nothing at risk, cards at risk, drawing over. */
export type AdviceWhy = 'reshuffle' | 'busted' | 'empty' | 'free' | 'risk' | 'over'

export interface Advice {
  action: AdviceAction
  /** One line in English, e.g. "stop: 2 cards at risk, 23% fire". */
  reason: string
  /** Which line it is, so a screen can say it in its language with atRisk and pFire. */
  why: AdviceWhy
  atRisk: number
  pFire: number
  /** The fire chance at which drawing stops paying: 1/(k+1); undefined with nothing at risk. */
  breakEven: number | undefined
}

const pct = (p: number): string => `${Math.round(p * 100)}%`
const cards = (n: number): string => `${n} card${n === 1 ? '' : 's'}`

export function advise(deck: FireDeck, drawnThisTurn: readonly CardType[] = []): Advice {
  checkDeck(deck)
  const { atRisk, busted } = turnRisk(drawnThisTurn)
  const base = { atRisk, breakEven: atRisk > 0 ? 1 / (atRisk + 1) : undefined }
  if (deck.reshuffleDue) {
    return { ...base, action: 'reshuffle', pFire: 0, why: 'reshuffle', reason: 'reshuffle: the ninth fire card is out' }
  }
  const total = cardsLeft(deck)
  const pFire = total > 0 ? deck.remaining.fire / total : 0
  if (busted)
    return { ...base, action: 'stop', pFire, why: 'busted', reason: 'stop: a fire card took this turn’s cards' }
  if (total === 0) return { ...base, action: 'stop', pFire, why: 'empty', reason: 'stop: the deck is empty' }
  if (atRisk === 0) {
    return {
      ...base,
      action: 'draw',
      pFire,
      why: 'free',
      reason: `draw: nothing at risk, a fire card now costs nothing (${pct(pFire)} fire)`,
    }
  }
  const action = drawGains(total - deck.remaining.fire, deck.remaining.fire, atRisk) ? 'draw' : 'stop'
  return { ...base, action, pFire, why: 'risk', reason: `${action}: ${cards(atRisk)} at risk, ${pct(pFire)} fire` }
}

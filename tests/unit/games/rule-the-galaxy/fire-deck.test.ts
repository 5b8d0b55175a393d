import { describe, expect, it } from 'vitest'
import {
  advise,
  cardsLeft,
  deckState,
  drawFromDeck,
  drawGains,
  expectedKept,
  pFireWithin,
  pNextByType,
  pNextFire,
  shuffledDeck,
  turnRisk,
} from '../../../../src-shared/games/rule-the-galaxy/fire-deck'
import { CARD_TYPES, emptyHand } from '../../../../src-shared/games/rule-the-galaxy/data'
import { deckOf, orderings } from './fire-deck-fixtures'

describe('odds from the full deck', () => {
  const full = shuffledDeck()

  it('starts with 55 cards, 9 of them fire', () => {
    expect(cardsLeft(full)).toBe(55)
    expect(full.remaining).toEqual({ rey: 9, poe: 9, finn: 9, chewbacca: 9, bb8: 10, fire: 9 })
  })

  it('gives exact fractions for the next card and the next 2 and 3 cards', () => {
    expect(pNextFire(full)).toBeCloseTo(9 / 55, 14)
    expect(pFireWithin(full, 1)).toBeCloseTo(9 / 55, 14)
    // 1 − C(46,2)/C(55,2) = 1 − 2070/2970 = 10/33
    expect(pFireWithin(full, 2)).toBeCloseTo(10 / 33, 14)
    // 1 − (46·45·44)/(55·54·53)
    expect(pFireWithin(full, 3)).toBeCloseTo(1 - 91080 / 157410, 14)
    expect(pNextByType(full)).toEqual({
      rey: 9 / 55,
      poe: 9 / 55,
      finn: 9 / 55,
      chewbacca: 9 / 55,
      bb8: 10 / 55,
      fire: 9 / 55,
    })
  })

  it('treats more cards than the deck holds as the whole deck', () => {
    expect(pFireWithin(deckOf({ rey: 2, fire: 1 }), 10)).toBe(1)
    expect(pFireWithin(deckOf({ rey: 2 }), 3)).toBe(0)
  })

  it('refuses an empty deck and a bad n instead of giving NaN', () => {
    expect(() => pNextFire(deckOf({}))).toThrow(RangeError)
    expect(() => pFireWithin(shuffledDeck(), 0)).toThrow(RangeError)
  })
})

describe('odds against brute-force enumeration of every ordering', () => {
  const decks = [
    deckOf({ rey: 2, bb8: 1, fire: 2 }),
    deckOf({ finn: 1, poe: 1, chewbacca: 1, fire: 3 }),
    deckOf({ rey: 4, fire: 1 }),
    deckOf({ bb8: 3, fire: 3 }),
  ]
  for (const deck of decks) {
    it(`matches for ${JSON.stringify(deck.remaining)}`, () => {
      const all = orderings(deck)
      for (const n of [1, 2, 3]) {
        const hits = all.filter((o) => o.slice(0, n).includes('fire')).length
        expect(pFireWithin(deck, n)).toBeCloseTo(hits / all.length, 12)
      }
      const next = pNextByType(deck)
      for (const c of CARD_TYPES) expect(next[c]).toBeCloseTo(all.filter((o) => o[0] === c).length / all.length, 12)
    })
  }
})

describe('tracking the deck', () => {
  it('takes each drawn card out and counts the fire cards', () => {
    let d = shuffledDeck()
    for (const c of ['rey', 'fire', 'bb8', 'fire'] as const) d = drawFromDeck(d, c)
    expect(d.remaining).toEqual({ rey: 8, poe: 9, finn: 9, chewbacca: 9, bb8: 9, fire: 7 })
    expect(d.fireSeen).toBe(2)
    expect(d.reshuffleDue).toBe(false)
  })

  it('calls for a reshuffle on the ninth fire card and refuses draws until then', () => {
    let d = shuffledDeck()
    for (let i = 0; i < 9; i++) d = drawFromDeck(d, 'fire')
    expect(d.fireSeen).toBe(9)
    expect(d.reshuffleDue).toBe(true)
    expect(() => drawFromDeck(d, 'rey')).toThrow(/reshuffle/)
  })

  it('puts everything but the hands back on reshuffle', () => {
    const a = { ...emptyHand(), rey: 2, bb8: 1 }
    const b = { ...emptyHand(), finn: 3 }
    const d = shuffledDeck([a, b])
    expect(d).toEqual({
      remaining: { rey: 7, poe: 9, finn: 6, chewbacca: 9, bb8: 9, fire: 9 },
      fireSeen: 0,
      reshuffleDue: false,
    })
    expect(() => shuffledDeck([{ ...emptyHand(), bb8: 11 }])).toThrow(RangeError)
  })

  it('refuses a card the deck no longer holds', () => {
    expect(() => drawFromDeck(deckOf({ rey: 1, fire: 1 }), 'poe')).toThrow(/no poe/)
  })

  it('counts cards at risk, with a first fire card free and a later one taking the turn', () => {
    expect(turnRisk([])).toEqual({ atRisk: 0, busted: false })
    expect(turnRisk(['fire', 'rey', 'bb8'])).toEqual({ atRisk: 2, busted: false })
    expect(turnRisk(['rey', 'fire'])).toEqual({ atRisk: 0, busted: true })
    const s = deckState(drawFromDeck(shuffledDeck(), 'fire'), ['fire', 'poe'])
    expect(s).toMatchObject({
      cardsLeft: 54,
      fireLeft: 8,
      fireSeen: 1,
      fireTotal: 9,
      atRisk: 1,
      busted: false,
      drawnThisTurn: ['fire', 'poe'],
    })
  })
})

describe('advice', () => {
  it('always draws with nothing at risk, even from a deck of mostly fire', () => {
    const a = advise(deckOf({ rey: 1, fire: 8 }), [])
    expect(a.action).toBe('draw')
    expect(a.reason).toBe('draw: nothing at risk, a fire card now costs nothing (89% fire)')
    expect(advise(deckOf({ rey: 1, fire: 8 }), ['fire']).action).toBe('draw')
  })

  it('stops when safe cards no longer outnumber cards at risk × fire cards', () => {
    // S = 6, F = 3, k = 2: 6 ≤ 2·3, so stop (the break-even point, 1/3 fire).
    expect(advise(deckOf({ rey: 6, fire: 3 }), ['rey', 'finn'])).toEqual({
      action: 'stop',
      reason: 'stop: 2 cards at risk, 33% fire',
      why: 'risk',
      atRisk: 2,
      pFire: 3 / 9,
      breakEven: 1 / 3,
    })
    // S = 7: 7 > 6, draw.
    expect(advise(deckOf({ rey: 7, fire: 3 }), ['rey', 'finn']).reason).toBe('draw: 2 cards at risk, 30% fire')
    expect(advise(deckOf({ rey: 30, fire: 9 }), ['rey']).reason).toBe('draw: 1 card at risk, 23% fire')
  })

  it('knows a bust and a due reshuffle', () => {
    expect(advise(deckOf({ rey: 30, fire: 8 }), ['rey', 'fire']).action).toBe('stop')
    let d = shuffledDeck()
    for (let i = 0; i < 9; i++) d = drawFromDeck(d, 'fire')
    expect(advise(d, ['rey']).action).toBe('reshuffle')
  })
})

// Exact rationals, so ties (drawing worth exactly as much as stopping) are seen as ties.
type Q = readonly [bigint, bigint]
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b))
const q = (n: bigint, d: bigint = 1n): Q => {
  const g = gcd(n, d) || 1n
  return [n / g, d / g]
}
const mul = (a: Q, b: Q): Q => q(a[0] * b[0], a[1] * b[1])
const cmp = (a: Q, b: Q): number => {
  const l = a[0] * b[1]
  const r = b[0] * a[1]
  return l > r ? 1 : l < r ? -1 : 0
}

describe('the advice is the expected-value-optimal stopping rule for the card-count model', () => {
  // Optimal value with k ≥ 1 cards at risk: V(S,F,k) = max(k, S/(S+F)·V(S−1,F,k+1)); a fire card
  // ends the turn with 0, so F never changes along the way and the reshuffle never matters.
  const MAX_S = 46
  const MAX_K = 46
  const V = new Map<string, Q>()
  const key = (s: number, f: number, k: number): string => `${s},${f},${k}`
  for (let f = 1; f <= 9; f++) {
    for (let s = 0; s <= MAX_S; s++) {
      for (let k = 1; k <= MAX_K + MAX_S - s; k++) {
        const stop = q(BigInt(k))
        const draw = s === 0 ? q(0n) : mul(q(BigInt(s), BigInt(s + f)), V.get(key(s - 1, f, k + 1))!)
        V.set(key(s, f, k), cmp(draw, stop) > 0 ? draw : stop)
      }
    }
  }

  it('draws exactly when a draw beats stopping under optimal play afterwards, on every deck state', () => {
    let states = 0
    let ties = 0
    for (let f = 1; f <= 9; f++) {
      for (let s = 0; s <= MAX_S; s++) {
        for (let k = 1; k <= MAX_K; k++) {
          const draw = s === 0 ? q(0n) : mul(q(BigInt(s), BigInt(s + f)), V.get(key(s - 1, f, k + 1))!)
          const c = cmp(draw, q(BigInt(k)))
          if (c === 0) ties++
          expect(drawGains(s, f, k), `S=${s} F=${f} k=${k}`).toBe(c > 0)
          states++
        }
      }
    }
    expect(states).toBe(9 * 47 * 46)
    // Ties exist (S = k·F): there drawing gains nothing on average, and the advice stops.
    expect(ties).toBeGreaterThan(0)
  })

  it('following the rule earns the optimal expected cards kept', () => {
    for (let f = 1; f <= 9; f++) {
      for (let s = 0; s <= MAX_S; s++) {
        for (const k of [1, 2, 3, 5, 8, 13]) {
          const [n, d] = V.get(key(s, f, k))!
          expect(expectedKept(s, f, k)).toBeCloseTo(Number(n) / Number(d), 9)
        }
      }
    }
  })

  it('one known value: 1 card at risk, 46 safe, 9 fire is worth drawing to 5 cards', () => {
    // Draw while 46 − j > (1 + j)·9 → j ≤ 3: stop at k = 5 with P(4 safe in a row).
    const p = (46 / 55) * (45 / 54) * (44 / 53) * (43 / 52)
    expect(expectedKept(46, 9, 1)).toBeCloseTo(5 * p, 12)
  })

  it('with nothing at risk a draw is worth more than stopping whenever a safe card is left', () => {
    for (let f = 0; f <= 9; f++) for (let s = 1; s <= MAX_S; s++) expect(drawGains(s, f, 0)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { shuffledDeck } from '../../../../src-shared/games/rule-the-galaxy/fire-deck'
import { fireRiskCurve } from '../../../../src-shared/games/rule-the-galaxy/fire-risk'
import { deckOf, orderings } from './fire-deck-fixtures'

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k)

describe('fire risk over the next 1–5 draws', () => {
  it('from the full deck: 1 − C(46,k)/C(55,k) for k = 1…5 (9 fire cards among 55)', () => {
    const curve = fireRiskCurve(shuffledDeck(), 5)
    expect(curve.map((c) => c.draws)).toEqual([1, 2, 3, 4, 5])
    expect(curve[0]!.pFire).toBeCloseTo(9 / 55, 14)
    expect(curve[1]!.pFire).toBeCloseTo(10 / 33, 14)
    for (const { draws, pFire } of curve) expect(pFire).toBeCloseTo(1 - choose(46, draws) / choose(55, draws), 13)
    // Each extra card can only add risk.
    for (let i = 1; i < curve.length; i++) expect(curve[i]!.pFire).toBeGreaterThan(curve[i - 1]!.pFire)
  })

  for (const counts of [
    { rey: 2, bb8: 1, fire: 2 },
    { finn: 2, poe: 2, chewbacca: 1, fire: 2 },
    { rey: 5, fire: 1 },
  ]) {
    it(`matches brute force over every ordering of ${JSON.stringify(counts)}`, () => {
      const deck = deckOf(counts)
      const all = orderings(deck)
      const curve = fireRiskCurve(deck, 5)
      expect(curve).toHaveLength(5)
      for (const { draws, pFire } of curve) {
        const hits = all.filter((o) => o.slice(0, draws).includes('fire')).length
        expect(pFire).toBeCloseTo(hits / all.length, 12)
      }
    })
  }

  it('stops where the deck runs out, and is empty while a reshuffle is due', () => {
    const curve = fireRiskCurve(deckOf({ rey: 2, fire: 1 }), 5)
    expect(curve.map((c) => c.draws)).toEqual([1, 2, 3])
    expect(curve[2]!.pFire).toBe(1)
    expect(fireRiskCurve({ ...deckOf({ rey: 3 }), reshuffleDue: true })).toEqual([])
    expect(() => fireRiskCurve(shuffledDeck(), 0)).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  andThen,
  atLeast,
  atMost,
  binomial,
  categoricalDraw,
  convolve,
  convolvePower,
  fromWeights,
  hypergeometric,
  hypergeometricAtLeast,
  mean,
  multivariateHypergeometric,
  point,
  probability,
  total,
  type Distribution,
} from '../../../src-shared/core/distribution'

const d6 = fromWeights([0, 1, 1, 1, 1, 1, 1])

function expectClose(actual: Distribution, expected: readonly number[], tol = 1e-12): void {
  const n = Math.max(actual.length, expected.length)
  for (let k = 0; k < n; k++) expect(Math.abs((actual[k] ?? 0) - (expected[k] ?? 0))).toBeLessThanOrEqual(tol)
}

/** All k-element subsets of 0..n-1, by brute force. */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]]
  if (n < k) return []
  return [...combinations(n - 1, k - 1).map((c) => [...c, n - 1]), ...combinations(n - 1, k)]
}

const weightsArb = fc
  .array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 8 })
  .filter((w) => w.some((x) => x > 0))

describe('building distributions', () => {
  it('point(k) is certain', () => {
    expect(point(0)).toEqual([1])
    expect(point(3)).toEqual([0, 0, 0, 1])
    expect(() => point(-1)).toThrow(RangeError)
    expect(() => point(1.5)).toThrow(RangeError)
  })

  it('fromWeights normalises die faces', () => {
    expect(d6).toEqual([0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6])
    // a Rebellion-style die face list: 3 blanks, 2 hits, 1 double hit
    expect(fromWeights([3, 2, 1])).toEqual([0.5, 2 / 6, 1 / 6])
  })

  it('fromWeights rejects weights that are not a distribution', () => {
    for (const bad of [[], [0, 0], [1, -1], [1, Number.NaN], [1, Infinity]]) {
      expect(() => fromWeights(bad)).toThrow(RangeError)
    }
  })
})

describe('convolution', () => {
  it('3d6 matches enumerating all 216 rolls', () => {
    const counts = new Array<number>(19).fill(0)
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) counts[a + b + c]!++
    const enumerated = counts.map((n) => n / 216)
    expectClose(convolvePower(d6, 3), enumerated)
    expectClose(convolve(convolve(d6, d6), d6), enumerated)
    expect(convolvePower(d6, 3)).toHaveLength(19)
    expect(probability(convolvePower(d6, 3), 10)).toBeCloseTo(27 / 216, 14)
  })

  it('is commutative, sums to 1 and adds means', () => {
    fc.assert(
      fc.property(weightsArb, weightsArb, (wa, wb) => {
        const a = fromWeights(wa)
        const b = fromWeights(wb)
        const ab = convolve(a, b)
        expectClose(ab, convolve(b, a))
        expect(Math.abs(total(ab) - 1)).toBeLessThanOrEqual(1e-12)
        expect(mean(ab)).toBeCloseTo(mean(a) + mean(b), 10)
      }),
    )
  })

  it('convolvePower(a, n) equals n convolutions in a row', () => {
    fc.assert(
      fc.property(weightsArb, fc.integer({ min: 0, max: 9 }), (w, n) => {
        const a = fromWeights(w)
        let expected: Distribution = [1]
        for (let i = 0; i < n; i++) expected = convolve(expected, a)
        expectClose(convolvePower(a, n), expected)
      }),
    )
  })

  it('zero dice certainly roll 0; a negative count is refused', () => {
    expect(convolvePower(d6, 0)).toEqual([1])
    expect(() => convolvePower(d6, -1)).toThrow(RangeError)
    expect(() => convolvePower(d6, 2.5)).toThrow(RangeError)
  })
})

describe('summaries', () => {
  const threeD6 = convolvePower(d6, 3)

  it('mean of 3d6 is 10.5', () => {
    expect(mean(threeD6)).toBeCloseTo(10.5, 12)
  })

  it('atLeast / atMost on 3d6', () => {
    expect(atLeast(threeD6, 16)).toBeCloseTo(10 / 216, 14)
    expect(atMost(threeD6, 4)).toBeCloseTo(4 / 216, 14)
    expect(atLeast(threeD6, 3)).toBeCloseTo(1, 14)
    expect(atLeast(threeD6, -5)).toBeCloseTo(1, 14)
    expect(atLeast(threeD6, 19)).toBe(0)
    expect(atMost(threeD6, 2)).toBe(0)
    expect(atMost(threeD6, -1)).toBe(0)
    expect(atMost(threeD6, 100)).toBeCloseTo(1, 14)
  })

  it('atMost(k) + atLeast(k + 1) = 1', () => {
    fc.assert(
      fc.property(weightsArb, fc.integer({ min: -2, max: 10 }), (w, k) => {
        const d = fromWeights(w)
        expect(atMost(d, k) + atLeast(d, k + 1)).toBeCloseTo(1, 12)
      }),
    )
  })

  it('rejects a non-integer threshold or a malformed distribution', () => {
    expect(() => atLeast(threeD6, 2.5)).toThrow(RangeError)
    expect(() => atMost(threeD6, Number.NaN)).toThrow(RangeError)
    expect(() => mean([])).toThrow(RangeError)
    expect(() => total([0.5, -0.5])).toThrow(/\[1\]/)
    expect(() => convolve([0.5, Number.NaN], d6)).toThrow(RangeError)
  })
})

describe('andThen (two-stage outcomes)', () => {
  it('rerolling a d6 that shows 1 or 2, once', () => {
    const rerolled = andThen(d6, (k) => (k <= 2 ? d6 : point(k)))
    expectClose(rerolled, [0, 2 / 36, 2 / 36, 8 / 36, 8 / 36, 8 / 36, 8 / 36])
    expect(mean(rerolled)).toBeCloseTo((2 * 1.5 * 2 + 8 * 18) / 36, 12)
  })

  it('keeps total 1 and refuses a bad second stage', () => {
    expect(total(andThen(d6, (k) => binomial(k, 0.5)))).toBeCloseTo(1, 12)
    expect(() => andThen(d6, () => [Number.NaN])).toThrow(/next\(1\)/)
  })
})

describe('binomial', () => {
  it('4 fair coins', () => {
    expect(binomial(4, 0.5)).toEqual([1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16].map((x) => expect.closeTo(x, 14)))
  })

  it('matches convolving n Bernoulli trials', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, p) => {
        expectClose(binomial(n, p), convolvePower([1 - p, p], n))
      }),
    )
  })

  it('handles certain outcomes and refuses bad input', () => {
    expect(binomial(3, 0)).toEqual([1, 0, 0, 0])
    expect(binomial(3, 1)).toEqual([0, 0, 0, 1])
    expect(binomial(0, 0.3)).toEqual([1])
    for (const [n, p] of [
      [-1, 0.5],
      [2.5, 0.5],
      [3, 1.2],
      [3, -0.1],
      [3, Number.NaN],
    ] as const) {
      expect(() => binomial(n, p)).toThrow(RangeError)
    }
  })
})

describe('hypergeometric', () => {
  it('matches enumerating every hand from a small deck', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 12 })
          .chain((population) =>
            fc.tuple(
              fc.constant(population),
              fc.integer({ min: 0, max: population }),
              fc.integer({ min: 0, max: population }),
            ),
          ),
        ([population, successes, draws]) => {
          // cards 0..successes-1 are the wanted kind
          const hands = combinations(population, draws)
          const counts = new Array<number>(draws + 1).fill(0)
          for (const hand of hands) counts[hand.filter((c) => c < successes).length]!++
          const d = hypergeometric(population, successes, draws)
          expect(d).toHaveLength(draws + 1)
          expectClose(
            d,
            counts.map((c) => c / hands.length),
          )
        },
      ),
    )
  })

  it('at least one ace in a 5-card hand from 52', () => {
    expect(hypergeometricAtLeast(52, 4, 5, 1)).toBeCloseTo(1 - 1712304 / 2598960, 14)
    expect(hypergeometric(52, 4, 5)[4]).toBeCloseTo(48 / 2598960, 18)
  })

  it('sums to 1 within 1e-12 for decks up to 100 cards, never NaN', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 100 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: n }))),
        ([population, successes, draws]) => {
          const d = hypergeometric(population, successes, draws)
          expect(d.every((p) => Number.isFinite(p) && p >= 0)).toBe(true)
          expect(Math.abs(total(d) - 1)).toBeLessThanOrEqual(1e-12)
        },
      ),
    )
  })

  it('stays finite for a population far past 1000 (where plain products overflow)', () => {
    const d = hypergeometric(2000, 1000, 1000)
    expect(d.every(Number.isFinite)).toBe(true)
    expect(Math.abs(total(d) - 1)).toBeLessThanOrEqual(1e-12)
    expect(mean(d)).toBeCloseTo(500, 8)
  })

  it('refuses inconsistent decks', () => {
    expect(() => hypergeometric(10, 11, 2)).toThrow(/successes \(11\) cannot exceed population \(10\)/)
    expect(() => hypergeometric(10, 3, 11)).toThrow(/draws \(11\) cannot exceed population \(10\)/)
    expect(() => hypergeometric(-1, 0, 0)).toThrow(RangeError)
    expect(() => hypergeometric(10, 2.5, 1)).toThrow(RangeError)
    expect(() => hypergeometricAtLeast(10, 3, 2, 0.5)).toThrow(RangeError)
  })
})

describe('several kinds of card', () => {
  it('multivariateHypergeometric: one of each from 3/2/5', () => {
    expect(multivariateHypergeometric([3, 2, 5], [1, 1, 1])).toBeCloseTo(30 / 120, 14)
    expect(multivariateHypergeometric([3, 2, 5], [0, 3, 0])).toBe(0)
    expect(multivariateHypergeometric([3, 2, 5], [0, 0, 0])).toBe(1)
  })

  it('over every split of a 4-card draw the probabilities sum to 1', () => {
    const counts = [3, 2, 5]
    let sum = 0
    for (let a = 0; a <= 4; a++)
      for (let b = 0; a + b <= 4; b++) sum += multivariateHypergeometric(counts, [a, b, 4 - a - b])
    expect(sum).toBeCloseTo(1, 12)
  })

  it('with two kinds it agrees with hypergeometric', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.nat(60),
        fc.nat(60),
        (wanted, others, k, draws) => {
          fc.pre(draws <= wanted + others && k <= draws)
          const expected = hypergeometric(wanted + others, wanted, draws)[k]!
          expect(multivariateHypergeometric([wanted, others], [k, draws - k])).toBeCloseTo(expected, 12)
        },
      ),
    )
  })

  it('refuses mismatched or negative counts', () => {
    expect(() => multivariateHypergeometric([1, 2], [1])).toThrow(/same length/)
    expect(() => multivariateHypergeometric([1, -2], [1, 0])).toThrow(RangeError)
  })

  it('categoricalDraw gives the chance of each kind being next', () => {
    expect(categoricalDraw({ tie: 3, xwing: 1, empty: 0 })).toEqual({ tie: 0.75, xwing: 0.25, empty: 0 })
    expect(() => categoricalDraw({ tie: 0 })).toThrow(/empty/)
    expect(() => categoricalDraw({ tie: -1, xwing: 2 })).toThrow(RangeError)
  })
})

describe('never NaN', () => {
  it('refuses inputs that are not probabilities instead of overflowing (a case fast-check found)', () => {
    expect(() => convolve([2.37754375457004e141], [7.561135863038678e166])).toThrow(RangeError)
    expect(() => mean([3])).toThrow('distribution[0] must be a probability (at most 1), got 3')
  })

  it('every function either throws a RangeError or returns finite numbers', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -0))
    const anyDist = fc.array(anyNumber, { maxLength: 6 })
    const finite = (x: number | Distribution): boolean =>
      typeof x === 'number' ? Number.isFinite(x) : x.every((p) => Number.isFinite(p))
    fc.assert(
      fc.property(anyDist, anyDist, anyNumber, anyNumber, anyNumber, (a, b, x, y, z) => {
        const calls = [
          () => point(x),
          () => fromWeights(a),
          () => convolve(a, b),
          () => convolvePower(a, Math.min(x, 8)),
          () => mean(a),
          () => atLeast(a, x),
          () => atMost(a, x),
          () => binomial(Math.min(x, 50), y),
          () => hypergeometric(x, y, z),
          () => multivariateHypergeometric(a, b),
        ]
        for (const call of calls) {
          try {
            expect(finite(call())).toBe(true)
          } catch (e) {
            expect(e).toBeInstanceOf(RangeError)
          }
        }
      }),
    )
  })
})

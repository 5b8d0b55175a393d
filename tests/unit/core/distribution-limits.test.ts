// Hostile calculator input (issue #11): every bad input is a RangeError in words, never NaN or a raw
// TypeError, and what the checks let through is computed (its speed is measured by the benchmarks).
import { describe, expect, it } from 'vitest'
import { binomial, convolvePower } from '../../../src-shared/core/distribution'

describe('distribution input checks', () => {
  it('refuses a probability that is not a number (null passed the range check and gave NaN)', () => {
    expect(() => binomial(10, null as unknown as number)).toThrow(
      new RangeError('success probability must be a probability from 0 to 1, got null'),
    )
    expect(() => binomial(10, '0.5' as unknown as number)).toThrow(RangeError)
    expect(() => binomial(10, true as unknown as number)).toThrow(RangeError)
  })

  it('refuses a sum of copies too large to compute in a second, instead of hanging', () => {
    // Refused before any work; what it lets through finishes well inside the test timeout (speed
    // itself is measured by the benchmarks, not asserted here).
    const die = [0.5, 0.25, 0.25]
    expect(() => convolvePower(die, 999_999)).toThrow(
      new RangeError('the sum of 999999 copies has 1999999 outcomes; at most 20000 can be computed'),
    )
    const big = convolvePower(die, 9_999)
    expect(big).toHaveLength(19_999)
    expect(big.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9)
    // mean of one die is 0.75, so the sum's mean is 0.75 × 9,999
    expect(big.reduce((s, p, k) => s + p * k, 0)).toBeCloseTo(0.75 * 9_999, 5)
  })
})

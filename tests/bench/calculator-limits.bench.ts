// The largest inputs the calculators accept (issue #11's limits): how long each takes. Measured
// here, not asserted in the unit tests (tests/unit/core/calculator-inputs.test.ts checks their values).
import { bench, describe } from 'vitest'
import * as dist from '../../src-shared/core/distribution'
import * as fire from '../../src-shared/games/rule-the-galaxy/fire-deck'

describe('calculators at their limits', () => {
  bench('expectedKept at the card limit', () => void fire.expectedKept(10_000, 0, 1))
  bench('expectedKept, one fire card', () => void fire.expectedKept(10_000, 1, 1))
  bench('binomial of a million', () => void dist.binomial(1_000_000, 0.5), { iterations: 5 })
  bench('hypergeometric of a million', () => void dist.hypergeometric(1_000_000, 500_000, 1_000_000), {
    iterations: 5,
  })
  bench('convolvePower at its outcome limit', () => void dist.convolvePower([0.5, 0.25, 0.25], 9_999), {
    iterations: 5,
  })
})

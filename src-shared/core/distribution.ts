// Exact odds: a probability for each non-negative integer outcome (hits, damage, cards of a kind).
//
// A Distribution is a dense array: d[k] = P(outcome = k). Outcomes past the end have
// probability 0, so trailing zeros are harmless. Arrays (not Float64Array) so results can go
// straight into Vue state, JSON and toEqual.
//
// Every function checks its input and throws a RangeError that says what was wrong, so a
// calculator never shows NaN. Numbers are doubles: sums are 1 to within ~1e-12, not exactly 1.

export type Distribution = readonly number[]

function fail(message: string): never {
  throw new RangeError(message)
}

/** Far beyond any deck or dice pool; it keeps a typo (1e9 cards) from freezing the app. */
const MAX_COUNT = 1_000_000

/** A sum's outcomes; the last squaring costs about its square, so this keeps it under a second. */
const MAX_SUM_OUTCOMES = 20_000

function checkCount(n: number, name: string): void {
  if (!Number.isSafeInteger(n) || n < 0) fail(`${name} must be a non-negative integer, got ${n}`)
  if (n > MAX_COUNT) fail(`${name} must be at most ${MAX_COUNT}, got ${n}`)
}

function checkInteger(n: number, name: string): void {
  if (!Number.isSafeInteger(n)) fail(`${name} must be an integer, got ${n}`)
}

function checkProbability(p: number, name: string): void {
  if (typeof p !== 'number' || !(p >= 0 && p <= 1)) fail(`${name} must be a probability from 0 to 1, got ${p}`)
}

/** Throws unless d is a non-empty array of finite, non-negative numbers. */
function assertDistribution(d: Distribution, name = 'distribution'): void {
  if (!Array.isArray(d) || d.length === 0) fail(`${name} must be a non-empty array`)
  for (let k = 0; k < d.length; k++) {
    const p = d[k]!
    if (!(p >= 0 && Number.isFinite(p))) fail(`${name}[${k}] must be a finite non-negative number, got ${p}`)
  }
}

/** A distribution proper: every entry a probability (at most 1), so sums and products stay finite. */
function assertProbabilities(d: Distribution, name = 'distribution'): void {
  assertDistribution(d, name)
  for (let k = 0; k < d.length; k++)
    if (d[k]! > 1 + 1e-9) fail(`${name}[${k}] must be a probability (at most 1), got ${d[k]}`)
}

/** Probabilities are clamped to [0, 1] so rounding never shows as 100.0000001 %. */
function clamp01(p: number): number {
  return p < 0 ? 0 : p > 1 ? 1 : p
}

/** Certainly k. */
export function point(k: number): Distribution {
  checkCount(k, 'outcome')
  const d = new Array<number>(k + 1).fill(0)
  d[k] = 1
  return d
}

/** Normalises relative weights (e.g. die faces: weights[k] = faces showing k). */
export function fromWeights(weights: readonly number[]): Distribution {
  assertDistribution(weights, 'weights')
  const sum = weights.reduce((a, w) => a + w, 0)
  if (!(sum > 0) || !Number.isFinite(sum)) fail(`weights must have a positive finite sum, got ${sum}`)
  return weights.map((w) => w / sum)
}

/** P(k) for any integer k, 0 outside the array. */
export function probability(d: Distribution, k: number): number {
  assertProbabilities(d)
  checkInteger(k, 'outcome')
  return k < 0 ? 0 : (d[k] ?? 0)
}

/** Sum of all probabilities: 1 for a proper distribution, give or take rounding. */
export function total(d: Distribution): number {
  assertProbabilities(d)
  let sum = 0
  for (const p of d) sum += p
  return sum
}

export function mean(d: Distribution): number {
  assertProbabilities(d)
  let m = 0
  for (let k = 1; k < d.length; k++) m += k * d[k]!
  return m
}

/** P(outcome >= k). */
export function atLeast(d: Distribution, k: number): number {
  assertProbabilities(d)
  checkInteger(k, 'threshold')
  let sum = 0
  for (let i = Math.max(0, k); i < d.length; i++) sum += d[i]!
  return clamp01(sum)
}

/** P(outcome <= k). */
export function atMost(d: Distribution, k: number): number {
  assertProbabilities(d)
  checkInteger(k, 'threshold')
  let sum = 0
  for (let i = 0; i <= Math.min(k, d.length - 1); i++) sum += d[i]!
  return clamp01(sum)
}

/** The distribution of X + Y for independent X ~ a and Y ~ b. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  assertProbabilities(a, 'a')
  assertProbabilities(b, 'b')
  const out = new Array<number>(a.length + b.length - 1).fill(0)
  for (let i = 0; i < a.length; i++) {
    const pa = a[i]!
    if (pa === 0) continue
    for (let j = 0; j < b.length; j++) out[i + j]! += pa * b[j]!
  }
  return out
}

/** The sum of n independent copies (n dice of one kind); n = 0 is certainly 0. */
export function convolvePower(a: Distribution, n: number): Distribution {
  assertProbabilities(a)
  checkCount(n, 'number of copies')
  const outcomes = (a.length - 1) * n + 1
  if (outcomes > MAX_SUM_OUTCOMES)
    fail(`the sum of ${n} copies has ${outcomes} outcomes; at most ${MAX_SUM_OUTCOMES} can be computed`)
  // Squaring keeps the number of convolutions at O(log n).
  let result: Distribution = point(0)
  let base = a
  for (let m = n; m > 0; m = Math.floor(m / 2)) {
    if (m % 2 === 1) result = convolve(result, base)
    if (m > 1) base = convolve(base, base)
  }
  return result
}

/**
 * Two-stage outcomes (a reroll, a draw that depends on a roll): for each first outcome k, the
 * second stage's distribution next(k); the result mixes them by d's probabilities.
 */
export function andThen(d: Distribution, next: (k: number) => Distribution): Distribution {
  assertProbabilities(d)
  if (typeof next !== 'function') fail('next must be a function from an outcome to a distribution')
  const out: number[] = []
  for (let k = 0; k < d.length; k++) {
    const pk = d[k]!
    if (pk === 0) continue
    const e = next(k)
    assertProbabilities(e, `next(${k})`)
    for (let j = 0; j < e.length; j++) out[j] = (out[j] ?? 0) + pk * e[j]!
  }
  return out.length ? out : [0]
}

// ln(n!) never overflows, unlike n! itself (past 170!) or C(n, k) (past n ~ 1030). A table of
// summed logs is exact to ~1e-13 for small n; past it, Stirling's series (error < 1/(1680 n^7)).
const TABLE_SIZE = 1024
const lnFactorials: number[] = [0]
for (let i = 1; i <= TABLE_SIZE; i++) lnFactorials.push(lnFactorials[i - 1]! + Math.log(i))

function lnFactorial(n: number): number {
  if (n <= TABLE_SIZE) return lnFactorials[n]!
  const inv = 1 / n
  const inv2 = inv * inv
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + inv * (1 / 12 - inv2 * (1 / 360 - inv2 / 1260))
}

function lnChoose(n: number, k: number): number {
  return lnFactorial(n) - lnFactorial(k) - lnFactorial(n - k)
}

// The true sum is exactly 1; dividing by the computed one cancels the rounding the log-factorials share.
function normalised(d: number[]): number[] {
  const sum = d.reduce((a, p) => a + p, 0)
  return d.map((p) => p / sum)
}

/** Number of successes in n independent trials, each succeeding with probability p. */
export function binomial(n: number, p: number): Distribution {
  checkCount(n, 'trials')
  checkProbability(p, 'success probability')
  if (p === 0) return point(0).concat(new Array<number>(n).fill(0))
  if (p === 1) return point(n)
  const lnP = Math.log(p)
  const lnQ = Math.log1p(-p)
  const d: number[] = []
  for (let k = 0; k <= n; k++) d.push(Math.exp(lnChoose(n, k) + k * lnP + (n - k) * lnQ))
  return normalised(d)
}

function checkHypergeometric(population: number, successes: number, draws: number): void {
  checkCount(population, 'population')
  checkCount(successes, 'successes')
  checkCount(draws, 'draws')
  if (successes > population) fail(`successes (${successes}) cannot exceed population (${population})`)
  if (draws > population) fail(`draws (${draws}) cannot exceed population (${population})`)
}

/**
 * Successes among `draws` cards drawn without replacement from `population` cards of which
 * `successes` are the wanted kind. Index k = exactly k wanted cards drawn.
 */
export function hypergeometric(population: number, successes: number, draws: number): Distribution {
  checkHypergeometric(population, successes, draws)
  const failures = population - successes
  const lnAll = lnChoose(population, draws)
  const d: number[] = []
  for (let k = 0; k <= draws; k++) {
    const possible = k <= successes && draws - k <= failures
    d.push(possible ? Math.exp(lnChoose(successes, k) + lnChoose(failures, draws - k) - lnAll) : 0)
  }
  return normalised(d)
}

/** P(at least k wanted cards) for the draw described in hypergeometric(). */
export function hypergeometricAtLeast(population: number, successes: number, draws: number, k: number): number {
  return atLeast(hypergeometric(population, successes, draws), k)
}

/**
 * Several kinds at once: P(drawing exactly want[i] of each kind i) when `draws` = sum(want)
 * cards are drawn from a deck holding counts[i] of each kind.
 */
export function multivariateHypergeometric(counts: readonly number[], want: readonly number[]): number {
  if (!Array.isArray(counts)) fail(`counts must be a list of card counts, got ${String(counts)}`)
  if (!Array.isArray(want)) fail(`want must be a list of card counts, got ${String(want)}`)
  if (counts.length !== want.length)
    fail(`counts and want must have the same length (${counts.length} vs ${want.length})`)
  let population = 0
  let draws = 0
  let ln = 0
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!
    const w = want[i]!
    checkCount(c, `counts[${i}]`)
    checkCount(w, `want[${i}]`)
    population += c
    draws += w
    if (w > c) return 0
    ln += lnChoose(c, w)
  }
  return clamp01(Math.exp(ln - lnChoose(population, draws)))
}

/** P(the next card is of each kind), from how many of each kind are left in the deck. */
export function categoricalDraw<K extends string>(counts: Readonly<Record<K, number>>): Record<K, number> {
  if (typeof counts !== 'object' || counts === null || Array.isArray(counts))
    fail(`counts must give a number of cards for each kind, got ${String(counts)}`)
  const keys = Object.keys(counts) as K[]
  let sum = 0
  for (const k of keys) {
    checkCount(counts[k], `count of ${k}`)
    sum += counts[k]
  }
  if (sum === 0) fail('the deck is empty: there is no next card')
  const out = {} as Record<K, number>
  for (const k of keys) out[k] = counts[k] / sum
  return out
}

// Hostile input for every calculator's public functions (issue #11): whatever arrives — NaN, null,
// negative or fractional counts, strings, missing fields, huge numbers — the answer is a value with
// no NaN in it, a RangeError in words, or the calculator's typed error; never a raw TypeError. (An
// input that made a calculator run away would fail by the test's timeout; how long the largest
// inputs within the limits take is measured in tests/bench/calculator-limits.bench.ts.)
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as dist from '../../../src-shared/core/distribution'
import * as fire from '../../../src-shared/games/rule-the-galaxy/fire-deck'
import * as duel from '../../../src-shared/games/angriff-der-rebellen/duel'
import { missionOdds } from '../../../src-shared/games/rebellion/odds/missions'
import { attackOdds, roundOdds } from '../../../src-shared/games/rebellion/odds/combat'
import { diceTable } from '../../../src-shared/games/rebellion/odds/dice'
import { CARD_TYPES, DECK, type CardType } from '../../../src-shared/games/rule-the-galaxy/data'

/** Numbers a form, an import or a bug could hand over. */
const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 40 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0.5, 1e9, 2 ** 53, Number.MAX_VALUE, -1),
  fc.double(),
)
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileNumber },
  fc.constantFrom(null, undefined, '', '3', '0.5', true, false, {}, [], [0.5, 0.5], { length: 3 }),
)
const hostileArray = fc.oneof(fc.array(hostileNumber, { maxLength: 12 }), hostile)

type Outcome = { kind: 'value' } | { kind: 'typed' } | { kind: 'bad'; why: string }

function hasNaN(v: unknown, seen = new Set<unknown>()): boolean {
  if (typeof v === 'number') return Number.isNaN(v)
  if (typeof v !== 'object' || v === null || seen.has(v)) return false
  seen.add(v)
  return Object.values(v).some((x) => hasNaN(x, seen))
}

/** Runs one call and says whether it behaved. */
function judge(call: () => unknown): Outcome {
  let result: unknown
  try {
    result = call()
  } catch (err) {
    if (err instanceof RangeError && err.message.length > 10) return { kind: 'typed' }
    return { kind: 'bad', why: `threw ${(err as Error).name}: ${(err as Error).message}` }
  }
  const r = result as { ok?: unknown; error?: { message?: unknown } } | null
  if (r && r.ok === false) {
    return typeof r.error?.message === 'string' && r.error.message.length > 10
      ? { kind: 'typed' }
      : { kind: 'bad', why: 'an error without a message' }
  }
  if (hasNaN(result)) return { kind: 'bad', why: `returned NaN: ${JSON.stringify(result)?.slice(0, 200)}` }
  return { kind: 'value' }
}

function behaves(name: string, call: () => unknown): void {
  const outcome = judge(call)
  if (outcome.kind === 'bad') throw new Error(`${name}: ${outcome.why}`)
}

const u = <T>(v: unknown) => v as T

describe('calculators refuse bad input in words', () => {
  it('distribution functions', () => {
    fc.assert(
      fc.property(hostileArray, hostileArray, hostile, hostile, hostile, hostile, (a, b, x, y, z, w) => {
        const d = u<dist.Distribution>(a)
        const e = u<dist.Distribution>(b)
        const n = u<number>(x)
        const m = u<number>(y)
        behaves('point', () => dist.point(n))
        behaves('fromWeights', () => dist.fromWeights(u(a)))
        behaves('probability', () => dist.probability(d, n))
        behaves('total', () => dist.total(d))
        behaves('mean', () => dist.mean(d))
        behaves('atLeast', () => dist.atLeast(d, n))
        behaves('atMost', () => dist.atMost(d, n))
        behaves('convolve', () => dist.convolve(d, e))
        behaves('convolvePower', () => dist.convolvePower(d, n))
        behaves('andThen', () => dist.andThen(d, (k) => dist.point(k)))
        behaves('binomial', () => dist.binomial(n, m))
        behaves('hypergeometric', () => dist.hypergeometric(n, m, u(z)))
        behaves('hypergeometricAtLeast', () => dist.hypergeometricAtLeast(n, m, u(z), u(w)))
        behaves('multivariateHypergeometric', () => dist.multivariateHypergeometric(u(a), u(b)))
        behaves('categoricalDraw', () =>
          dist.categoricalDraw(u<Record<string, number>>(Array.isArray(a) ? { ...a } : a)),
        )
      }),
      { numRuns: 2000 },
    )
  })

  const hostileDeck = fc.record({
    remaining: fc.oneof(
      fc.record(Object.fromEntries(CARD_TYPES.map((c) => [c, hostile])) as Record<string, fc.Arbitrary<unknown>>),
      fc.record(Object.fromEntries(CARD_TYPES.map((c) => [c, fc.integer({ min: -2, max: 20 })]))),
      hostile,
    ),
    fireSeen: hostile,
    reshuffleDue: fc.oneof(fc.boolean(), hostile),
  })
  const hostileDrawn = fc.oneof(fc.array(fc.oneof(fc.constantFrom(...CARD_TYPES), hostile), { maxLength: 8 }), hostile)

  it('the Rule the Galaxy fire deck', () => {
    fc.assert(
      fc.property(hostileDeck, hostileDrawn, hostile, hostile, hostile, (deck, drawn, x, y, z) => {
        const dk = u<fire.FireDeck>(deck)
        const dr = u<CardType[]>(drawn)
        behaves('shuffledDeck', () => fire.shuffledDeck(u(Array.isArray(drawn) ? [deck.remaining] : drawn)))
        behaves('drawFromDeck', () => fire.drawFromDeck(dk, u(x)))
        behaves('cardsLeft', () => fire.cardsLeft(dk))
        behaves('turnRisk', () => fire.turnRisk(dr))
        behaves('deckState', () => fire.deckState(dk, dr))
        behaves('pNextFire', () => fire.pNextFire(dk))
        behaves('pFireWithin', () => fire.pFireWithin(dk, u(x)))
        behaves('pNextByType', () => fire.pNextByType(dk))
        behaves('drawGains', () => fire.drawGains(u(x), u(y), u(z)))
        behaves('expectedKept', () => fire.expectedKept(u(x), u(y), u(z)))
        behaves('advise', () => fire.advise(dk, dr))
      }),
      { numRuns: 2000 },
    )
  })

  const holdings = fc.oneof(fc.record({ astromech: fc.boolean(), ally: fc.boolean(), chips: hostile }), hostile)
  it('the Angriff der Rebellen duel', () => {
    fc.assert(
      fc.property(hostile, hostile, holdings, (x, y, h) => {
        behaves('winChance', () => duel.winChance(u(x)))
        behaves('duelOdds', () => duel.duelOdds(u(x), u(h)))
        behaves('spendAdvice', () => duel.spendAdvice(u(x), u(y), u(h)))
      }),
      { numRuns: 1000 },
    )
  })

  const table = diceTable()
  const side = fc.oneof(
    fc.record({ dice: hostile, green: hostile, bonus: hostile, colour: fc.constantFrom('red', 'black', undefined) }),
    hostile,
  )
  const group = fc.oneof(
    fc.record({
      unitId: fc.constantFrom('xwing', 'tie-fighter', 'trooper', 'stormtrooper', 'nope'),
      count: hostile,
      damage: hostile,
    }),
    hostile,
  )
  it('Rebellion missions and combat', () => {
    fc.assert(
      fc.property(
        side,
        fc.oneof(side, fc.constant(null)),
        fc.array(group, { maxLength: 3 }),
        fc.array(group, { maxLength: 3 }),
        hostile,
        (a, o, att, def, r) => {
          behaves('missionOdds', () => missionOdds(u({ attempt: a, opposition: o }), table))
          behaves('attackOdds', () =>
            attackOdds(u({ theatre: 'space', attackers: att, defenders: def, rerolls: r }), table),
          )
          behaves('roundOdds', () =>
            roundOdds(
              u({ theatre: 'ground', attacker: { units: att, rerolls: r }, defender: { units: def, rerolls: 0 } }),
              table,
            ),
          )
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('examples the audit found', () => {
  const deck = (): fire.FireDeck => fire.shuffledDeck()
  it('fire-deck functions refuse negative and NaN counts in words', () => {
    expect(() => fire.drawGains(-1, 3, 1)).toThrow(
      new RangeError('safe cards left must be a whole number of cards from 0 to 10000, got -1'),
    )
    expect(() => fire.expectedKept(5, Number.NaN, 1)).toThrow(
      new RangeError('fire cards left must be a whole number of cards from 0 to 10000, got NaN'),
    )
    const broken = { ...deck(), remaining: { ...deck().remaining, fire: -2 } }
    expect(() => fire.pNextFire(broken)).toThrow(
      new RangeError('fire cards left must be a whole number of cards from 0 to 10000, got -2'),
    )
    expect(() => fire.advise(deck(), [u('laser')])).toThrow(
      new RangeError(`a card must be one of ${CARD_TYPES.join(', ')}, got laser`),
    )
    expect(() => fire.shuffledDeck([u({ rey: -1 })])).toThrow(RangeError)
  })

  it('raw TypeErrors are RangeErrors or typed errors now', () => {
    expect(() => dist.multivariateHypergeometric(u(null), [1])).toThrow(
      new RangeError('counts must be a list of card counts, got null'),
    )
    expect(() => dist.categoricalDraw(u<Record<string, number>>(null))).toThrow(RangeError)
    expect(duel.duelOdds(3, u(null))).toEqual({
      ok: false,
      error: {
        code: 'holdings',
        message: 'Cannot work out the odds: say what you hold: the astromech, an ally and your power chips.',
      },
    })
    expect(missionOdds(u({ attempt: null, opposition: null }), diceTable())).toMatchObject({
      ok: false,
      error: { message: 'attempt: enter its dice, green dice and bonus successes' },
    })
    expect(
      attackOdds(u({ theatre: 'space', attackers: [null], defenders: [], rerolls: 0 }), diceTable()),
    ).toMatchObject({ ok: false, error: { code: 'noSuchUnit' } })
  })

  it('the largest inputs within the limits answer, with sound values', () => {
    const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0)
    const mean = (xs: readonly number[]): number => xs.reduce((a, p, i) => a + p * i, 0)
    const kept = fire.expectedKept(10_000, 1, 1)
    expect(kept).toBeGreaterThan(0)
    expect(kept).toBeLessThan(10_001)
    const coin = dist.binomial(1_000_000, 0.5)
    expect(coin).toHaveLength(1_000_001)
    expect(sum(coin)).toBeCloseTo(1, 9)
    // the middle of a million fair coins: √(2 / (π · 10⁶)) to within the normal approximation
    expect(coin[500_000]! / Math.sqrt(2 / (Math.PI * 1_000_000))).toBeCloseTo(1, 5)
    // drawing the whole population draws every success
    expect(dist.hypergeometric(1_000_000, 500_000, 1_000_000)[500_000]).toBeCloseTo(1, 9)
    const copies = dist.convolvePower([0.5, 0.25, 0.25], 9_999)
    expect(sum(copies)).toBeCloseTo(1, 9)
    expect(mean(copies)).toBeCloseTo(9_999 * 0.75, 6)
    expect(fire.expectedKept(10_000, 0, 1)).toBe(10_001)
    expect(DECK.value.fire).toBeGreaterThan(0)
  })
})

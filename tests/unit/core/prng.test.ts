import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { createRng, draw, nextInt, pick, restoreRng, rngState, shuffle, type Rng } from '../../../src-shared/core/prng'

const seedArb = fc.integer({ min: 0, max: 0xffff_ffff })

function rolls(rng: Rng, count: number, min = 1, max = 6): { values: number[]; rng: Rng } {
  const values: number[] = []
  let r = rng
  for (let i = 0; i < count; i++) {
    let v: number
    ;[v, r] = nextInt(r, min, max)
    values.push(v)
  }
  return { values, rng: r }
}

function sorted<T>(xs: Iterable<T>): T[] {
  return [...xs].sort()
}

describe('createRng', () => {
  it('gives fixed, known outputs for a fixed seed (saved setups rely on this never changing)', () => {
    expect(createRng(42).words).toEqual([551831576, 144025891, 322543647, -1260157926])
    const { values, rng } = rolls(createRng(42), 10)
    expect(values).toEqual([4, 3, 5, 1, 1, 4, 6, 6, 3, 5])
    expect(rng.words).toEqual([-307502110, -1723296362, 2081974864, -1073780693])
  })

  it('draws exactly what pure-rand’s xoroshiro128+ draws from the same state', () => {
    const rng = createRng(123456789)
    const gen = xoroshiro128plusFromState(rng.words)
    const direct = Array.from({ length: 50 }, () => uniformInt(gen, 0, 99))
    const ours = rolls(rng, 50, 0, 99)
    expect(ours.values).toEqual(direct)
    expect(ours.rng.words).toEqual(gen.getState())
  })

  it('accepts the whole 32-bit unsigned range and rejects anything else', () => {
    expect(() => createRng(0)).not.toThrow()
    expect(() => createRng(0xffff_ffff)).not.toThrow()
    for (const bad of [-1, 1.5, 2 ** 32, Number.NaN, Infinity]) {
      expect(() => createRng(bad)).toThrow(RangeError)
    }
  })

  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(rolls(createRng(seed), 20).values).toEqual(rolls(createRng(seed), 20).values)
      }),
    )
  })

  it('gives different sequences for different seeds', () => {
    const seen = new Set<string>()
    for (let seed = 0; seed < 1000; seed++) seen.add(rolls(createRng(seed), 2, 0, 0xffff_ffff).values.join(','))
    expect(seen.size).toBe(1000)
  })

  it('does not tie the first rolls of neighbouring seeds together', () => {
    // With the seed put straight into the state, roll(n+1) = roll(n) - 1 (mod 6) for every n.
    const steps = new Set<number>()
    for (let seed = 0; seed < 600; seed++) {
      const a = nextInt(createRng(seed), 1, 6)[0]
      const b = nextInt(createRng(seed + 1), 1, 6)[0]
      steps.add((b - a + 6) % 6)
    }
    expect(steps.size).toBe(6)
  })
})

describe('state', () => {
  it('is pure: the same Rng always gives the same next value and is never changed', () => {
    const rng = createRng(9)
    const before = JSON.stringify(rng)
    expect(nextInt(rng, 1, 1000)[0]).toBe(nextInt(rng, 1, 1000)[0])
    shuffle(rng, [1, 2, 3, 4])
    draw(rng, [1, 2, 3, 4], 2)
    expect(JSON.stringify(rng)).toBe(before)
    expect(Object.isFrozen(rng)).toBe(true)
  })

  it('round-trips through JSON and continues identically', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 30 }), (seed, steps) => {
        const advanced = rolls(createRng(seed), steps).rng
        const restored = restoreRng(JSON.parse(JSON.stringify(rngState(advanced))))
        expect(restored).toEqual(advanced)
        expect(rolls(restored, 25, 0, 51).values).toEqual(rolls(advanced, 25, 0, 51).values)
        expect(shuffle(restored, [...'abcdefgh'])[0]).toEqual(shuffle(advanced, [...'abcdefgh'])[0])
      }),
    )
  })

  it('rngState is a plain, unfrozen copy', () => {
    const rng = createRng(5)
    const s = rngState(rng)
    expect(s).toEqual({ algorithm: 'xoroshiro128plus', words: [...rng.words] })
    expect(Object.isFrozen(s)).toBe(false)
    expect(s.words).not.toBe(rng.words)
  })

  it('refuses a damaged saved state', () => {
    const good = rngState(createRng(1))
    const damaged: unknown[] = [
      null,
      42,
      'xoroshiro128plus',
      { ...good, algorithm: 'mersenne' },
      { algorithm: 'xoroshiro128plus' },
      { ...good, words: good.words.slice(0, 3) },
      { ...good, words: [1, 2, 3, 4.5] },
      { ...good, words: [1, 2, 3, 2 ** 31] },
      { ...good, words: [1, 2, 3, '4'] },
      { ...good, words: [0, 0, 0, 0] },
    ]
    for (const d of damaged) expect(() => restoreRng(d)).toThrow(RangeError)
  })
})

describe('nextInt', () => {
  it('stays within [min, max], both included, and returns integers', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (seed, min, span) => {
        const [v] = nextInt(createRng(seed), min, min + span)
        expect(Number.isInteger(v)).toBe(true)
        expect(v).toBeGreaterThanOrEqual(min)
        expect(v).toBeLessThanOrEqual(min + span)
      }),
    )
  })

  it('handles a single-value range and ranges wider than 32 bits', () => {
    expect(nextInt(createRng(3), 7, 7)[0]).toBe(7)
    const [big] = nextInt(createRng(1), -1e12, 1e12)
    expect(big).toBe(-393312270126)
  })

  it('reaches every face of a d6 with one seed', () => {
    expect(sorted(new Set(rolls(createRng(2), 60).values))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('rejects bad bounds', () => {
    const rng = createRng(1)
    expect(() => nextInt(rng, 6, 1)).toThrow(/min <= max/)
    expect(() => nextInt(rng, 0.5, 3)).toThrow(RangeError)
    expect(() => nextInt(rng, 0, Number.NaN)).toThrow(RangeError)
    expect(() => nextInt(rng, 0, 2 ** 60)).toThrow(RangeError)
  })
})

describe('shuffle', () => {
  it('gives a fixed order for a fixed seed', () => {
    expect(shuffle(createRng(7), [...'abcdefgh'])[0]).toEqual([...'hbgcfade'])
  })

  it('returns a new array holding exactly the same items, leaving the input alone', () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), (seed, items) => {
        const copy = [...items]
        const [out, next] = shuffle(createRng(seed), items)
        expect(out).not.toBe(items)
        expect(items).toEqual(copy)
        expect(sorted(out)).toEqual(sorted(items))
        expect(next.words).toHaveLength(4)
      }),
    )
  })

  it('reaches all 6 orders of 3 cards across seeds', () => {
    const orders = new Set<string>()
    for (let seed = 0; seed < 100; seed++) orders.add(shuffle(createRng(seed), ['a', 'b', 'c'])[0].join(''))
    expect(sorted(orders)).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba'])
  })

  it('leaves the rng unchanged for 0 or 1 items (nothing to decide)', () => {
    const rng = createRng(11)
    expect(shuffle(rng, [])).toEqual([[], rng])
    expect(shuffle(rng, ['x'])).toEqual([['x'], rng])
  })
})

describe('draw', () => {
  it('gives a fixed draw for a fixed seed, with the rest in deck order', () => {
    const { drawn, rest } = draw(createRng(7), [...'abcdefgh'], 3)
    expect(drawn).toEqual(['e', 'd', 'a'])
    expect(rest).toEqual(['b', 'c', 'f', 'g', 'h'])
  })

  it('splits the deck into n drawn cards and the rest, keeping the rest in order', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc
          .array(fc.integer({ min: 0, max: 9 }), { maxLength: 30 })
          .chain((deck) => fc.tuple(fc.constant(deck), fc.integer({ min: 0, max: deck.length }))),
        (seed, [deck, n]) => {
          const { drawn, rest } = draw(createRng(seed), deck, n)
          expect(drawn).toHaveLength(n)
          expect(rest).toHaveLength(deck.length - n)
          expect(sorted([...drawn, ...rest])).toEqual(sorted(deck))
          // rest is a subsequence of the deck
          let i = 0
          for (const card of deck) if (i < rest.length && rest[i] === card) i++
          expect(i).toBe(rest.length)
        },
      ),
    )
  })

  it('draws distinct positions even when the deck holds duplicates', () => {
    const deck = ['tie', 'tie', 'tie', 'x-wing']
    const { drawn, rest } = draw(createRng(4), deck, 4)
    expect(sorted(drawn)).toEqual(['tie', 'tie', 'tie', 'x-wing'])
    expect(rest).toEqual([])
  })

  it('rejects impossible draws', () => {
    const rng = createRng(1)
    expect(() => draw(rng, [1, 2, 3], 4)).toThrow(/cannot draw 4 from a deck of 3/)
    expect(() => draw(rng, [1, 2, 3], -1)).toThrow(RangeError)
    expect(() => draw(rng, [1, 2, 3], 1.5)).toThrow(RangeError)
  })
})

describe('pick', () => {
  it('picks a member of the list, fixed for a fixed seed', () => {
    expect(pick(createRng(2024), ['x', 'y', 'z'])[0]).toBe('y')
    fc.assert(
      fc.property(seedArb, fc.array(fc.string(), { minLength: 1, maxLength: 20 }), (seed, items) => {
        expect(items).toContain(pick(createRng(seed), items)[0])
      }),
    )
  })

  it('refuses an empty list', () => {
    expect(() => pick(createRng(1), [])).toThrow(/empty/)
  })
})

describe('seedFromText', () => {
  it('gives the FNV-1a hash: stable, 32-bit, and different for different ids', async () => {
    const { seedFromText } = await import('../../../src-shared/core/prng')
    expect(seedFromText('')).toBe(0x811c9dc5)
    expect(seedFromText('a')).toBe(0xe40c292c)
    expect(seedFromText('foobar')).toBe(0xbf9cf968)
    expect(seedFromText('game-1')).not.toBe(seedFromText('game-2'))
  })
})

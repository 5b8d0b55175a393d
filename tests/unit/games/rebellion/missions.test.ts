import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { diceTable, FACES, type DiceTable, type Face } from '../../../../src-shared/games/rebellion/odds/dice'
import { missionOdds, type MissionInput, type MissionSide } from '../../../../src-shared/games/rebellion/odds/missions'

const table = diceTable()
const side = (dice: number, green = 0, bonus = 0): MissionSide => ({ dice, green, bonus })

function value(input: MissionInput, t: DiceTable = table) {
  const r = missionOdds(input, t)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('mission odds', () => {
  it('1 die against 1 die: the attempt needs strictly more, 11/36', () => {
    // Each die: 0 successes 2/6, 1 success 3/6, 2 successes 1/6.
    const r = value({ attempt: side(1), opposition: side(1) })
    expect(r.pSuccess).toBeCloseTo(11 / 36, 15)
    expect(r.attemptDistribution).toEqual([2 / 6, 3 / 6, 1 / 6])
  })

  it("the pictured leader's +2 beats one opposing die unless it rolls the 2-success face", () => {
    expect(value({ attempt: side(0, 0, 2), opposition: side(1) }).pSuccess).toBeCloseTo(5 / 6, 15)
  })

  it('a tie fails: 0 dice against 0 dice', () => {
    expect(value({ attempt: side(0), opposition: side(0) }).pSuccess).toBe(0)
  })

  it('unopposed and "resolve" missions always succeed', () => {
    expect(value({ attempt: side(0), opposition: null }).pSuccess).toBe(1)
    const resolved = value({ attempt: side(1), opposition: side(4), resolve: true })
    expect(resolved.pSuccess).toBe(1)
    expect(resolved.vsOpposingDice.every((x) => x.pSuccess === 1)).toBe(true)
  })

  it('gives a table against 0 to 4 opposing dice, falling as dice are added', () => {
    const r = value({ attempt: side(2, 1), opposition: null })
    expect(r.vsOpposingDice.map((x) => x.dice)).toEqual([0, 1, 2, 3, 4])
    // Against no dice the attempt needs one success: 1 − P(both dice and the green die score 0).
    expect(r.vsOpposingDice[0]!.pSuccess).toBeCloseTo(1 - (2 / 6) ** 2 * (4 / 6), 15)
    for (let i = 1; i < 5; i++) expect(r.vsOpposingDice[i]!.pSuccess).toBeLessThan(r.vsOpposingDice[i - 1]!.pSuccess)
  })

  it('distributions sum to 1', () => {
    const r = value({ attempt: side(10, 3, 2), opposition: side(7, 2) })
    for (const d of [r.attemptDistribution, r.oppositionDistribution!])
      expect(Math.abs(d.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-12)
  })

  it('matches enumeration of every face sequence', () => {
    const faces = (c: 'red' | 'green') => FACES.flatMap((f) => new Array<Face>(table.faces[c][f]).fill(f))
    const pools: ('red' | 'green')[][] = [
      ['red', 'red', 'green'],
      ['red', 'green'],
    ]
    let p = 0
    const seqs = (colours: ('red' | 'green')[]): Face[][] =>
      colours.reduce<Face[][]>((acc, c) => acc.flatMap((s) => faces(c).map((f) => [...s, f])), [[]])
    const count = (s: Face[]) => s.reduce((n, f) => n + table.missionSuccesses[f], 0)
    const attempts = seqs(pools[0]!)
    const oppositions = seqs(pools[1]!)
    for (const a of attempts) for (const o of oppositions) if (count(a) + 1 > count(o)) p += 1
    p /= attempts.length * oppositions.length
    expect(Math.abs(value({ attempt: side(2, 1, 1), opposition: side(1, 1) }).pSuccess - p)).toBeLessThan(1e-12)
  })

  it('a mission-success correction changes the answer', () => {
    const t = diceTable({ 'rebellion.dice.missionSuccesses': { hit: 1, directHit: 1, special: 1, blank: 0 } })
    expect(value({ attempt: side(1), opposition: side(1) }, t).pSuccess).toBeCloseTo((4 / 6) * (2 / 6), 15)
    expect(
      value({ attempt: side(1), opposition: side(1) }, t).facts.find((f) => f.key === 'rebellion.dice.missionSuccesses')
        ?.corrected,
    ).toBe(true)
  })

  it('more attempting dice never lower P(success); more opposing dice never raise it', () => {
    const s = fc.record({
      dice: fc.integer({ min: 0, max: 9 }),
      green: fc.integer({ min: 0, max: 2 }),
      bonus: fc.integer({ min: 0, max: 3 }),
    })
    fc.assert(
      fc.property(s, s, fc.boolean(), (a, o, green) => {
        const base = value({ attempt: a, opposition: o }).pSuccess
        const more = green ? { ...a, green: a.green + 1 } : { ...a, dice: a.dice + 1 }
        expect(value({ attempt: more, opposition: o }).pSuccess).toBeGreaterThanOrEqual(base - 1e-12)
        expect(value({ attempt: a, opposition: { ...o, dice: o.dice + 1 } }).pSuccess).toBeLessThanOrEqual(base + 1e-12)
      }),
      { numRuns: 200 },
    )
  })
})

describe('mission validation: typed errors, never NaN', () => {
  const cases: [string, MissionInput, string][] = [
    ['11 dice', { attempt: side(11), opposition: null }, 'tooManyDice'],
    ['4 green dice', { attempt: side(1, 4), opposition: null }, 'tooManyDice'],
    ['negative dice', { attempt: side(1), opposition: side(-1) }, 'invalidNumber'],
    ['fractional bonus', { attempt: side(1, 0, 0.5), opposition: null }, 'invalidNumber'],
    ['NaN dice', { attempt: side(Number.NaN), opposition: null }, 'invalidNumber'],
  ]
  for (const [name, input, code] of cases) {
    it(name, () => {
      const r = missionOdds(input, table)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error.code).toBe(code)
    })
  }
})

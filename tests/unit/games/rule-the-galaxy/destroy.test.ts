import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkPayment,
  otherUnits,
  planDestroy,
  type BoardUnit,
  type DestroyInput,
  type InfiltratorTile,
} from '../../../../src-shared/games/rule-the-galaxy/destroy'
import {
  CHARACTERS,
  HAND_CARDS,
  emptyHand,
  type HandCard,
  type HandCounts,
  type Strength,
  type UnitColour,
} from '../../../../src-shared/games/rule-the-galaxy/data'

const hand = (h: Partial<HandCounts>): HandCounts => ({ ...emptyHand(), ...h })
const knownPoints = (s: Strength): number => ({ 1: 0, 2: 1, 3: 2, 5: 3, 6: 4, 8: 5 })[s]

describe('rulebook examples', () => {
  it('two Finn and a joker take a blue Snowtrooper at the front', () => {
    const units: BoardUnit[] = [{ id: 'u1', strength: 3, colour: 'finn', lane: 0, row: 2 }]
    const r = planDestroy({ hand: hand({ finn: 2, bb8: 1 }), infiltrators: [], units, points: knownPoints })
    expect(r.kind).toBe('plan')
    if (r.kind !== 'plan') return
    expect(r.best.actions).toEqual([
      { unitId: 'u1', infiltratorId: undefined, spend: hand({ finn: 2, bb8: 1 }), points: 2 },
    ])
    expect(r.now).toHaveLength(1)
  })

  it('a purple infiltrator reaches a purple Flametrooper hidden behind another unit', () => {
    const units: BoardUnit[] = [
      { id: 'front', strength: 8, colour: 'multi', lane: 1, row: 4 },
      { id: 'flame', strength: 5, colour: 'rey', lane: 1, row: 3 },
    ]
    const tile: InfiltratorTile = { id: 't1', colour: 'rey' }
    const r = planDestroy({ hand: hand({ rey: 2, bb8: 1 }), infiltrators: [tile], units, points: knownPoints })
    if (r.kind !== 'plan') throw new Error('expected a plan')
    expect(r.best.actions).toEqual([
      { unitId: 'flame', infiltratorId: 't1', spend: hand({ rey: 2, bb8: 1 }), points: 3 },
    ])
    expect(r.destroyable).toEqual(['flame'])
  })

  it('eight cards of any colours take multicolour Kylo Ren', () => {
    const units: BoardUnit[] = [{ id: 'kylo', strength: 8, colour: 'multi', lane: 0, row: 0 }]
    const r = planDestroy({
      hand: hand({ rey: 3, poe: 2, finn: 1, chewbacca: 1, bb8: 2 }),
      infiltrators: [],
      units,
      points: knownPoints,
    })
    if (r.kind !== 'plan') throw new Error('expected a plan')
    // Jokers are kept: the eight non-joker-first picks leave one BB-8 in hand.
    expect(r.best.actions[0]!.spend).toEqual(hand({ rey: 3, poe: 2, finn: 1, chewbacca: 1, bb8: 1 }))
    expect(r.best.points).toBe(5)
  })

  it('clears a lane front to back in one turn', () => {
    const units: BoardUnit[] = [
      { id: 'a', strength: 2, colour: 'poe', lane: 2, row: 5 },
      { id: 'b', strength: 3, colour: 'poe', lane: 2, row: 4 },
    ]
    const r = planDestroy({ hand: hand({ poe: 5 }), infiltrators: [], units, points: knownPoints })
    if (r.kind !== 'plan') throw new Error('expected a plan')
    expect(r.best.actions.map((a) => a.unitId)).toEqual(['a', 'b'])
    expect(r.now.map((a) => a.unitId)).toEqual(['a'])
  })

  it('asks for unknown points before ranking', () => {
    const units: BoardUnit[] = [
      { id: 'a', strength: 2, colour: 'poe', lane: 0, row: 5 },
      { id: 'b', strength: 6, colour: 'finn', lane: 1, row: 5 },
    ]
    const points = (s: Strength): number | undefined => (s === 1 ? 0 : s === 3 ? 2 : s === 8 ? 5 : undefined)
    const r = planDestroy({ hand: hand({ poe: 2 }), infiltrators: [], units, points })
    expect(r).toEqual({ kind: 'needs-points', strengths: [2], destroyable: ['a'] })
  })

  it('checks a payment the players enter', () => {
    const unit: BoardUnit = { id: 'x', strength: 3, colour: 'chewbacca', lane: 0, row: 0 }
    expect(checkPayment(unit, undefined, hand({ chewbacca: 1, bb8: 2 }), true)).toBeUndefined()
    expect(checkPayment(unit, undefined, hand({ chewbacca: 2, rey: 1 }), true)).toMatch(/colour/)
    expect(checkPayment(unit, undefined, hand({ chewbacca: 2 }), true)).toMatch(/exactly 3/)
    expect(checkPayment(unit, { id: 't', colour: 'chewbacca' }, hand({ bb8: 1 }), true)).toBeUndefined()
    expect(checkPayment(unit, { id: 't', colour: 'rey' }, hand({ bb8: 1 }), true)).toMatch(/infiltrator/)
    const multi: BoardUnit = { ...unit, colour: 'multi' }
    expect(checkPayment(multi, undefined, hand({ rey: 1, poe: 1, finn: 1 }), true)).toBeUndefined()
    expect(checkPayment(multi, undefined, hand({ rey: 1, poe: 1, finn: 1 }), false)).toMatch(/colour/)
    expect(checkPayment(multi, undefined, hand({ rey: 2, bb8: 1 }), false)).toBeUndefined()
  })
})

// ---- brute force: every unit × every way (skip / cards / each tile), every card split ----

/** Fewest jokers to pay `needs` (cards and the kinds each may use) from `h`, or undefined. */
function minJokers(h: HandCounts, needs: { n: number; kinds: HandCard[] }[]): number | undefined {
  const [first, ...rest] = needs
  if (!first) return 0
  let best: number | undefined
  const split = (i: number, left: number, cur: HandCounts, jokers: number): void => {
    const kind = first.kinds[i]
    if (kind === undefined) {
      if (left > 0) return
      const r = minJokers(cur, rest)
      if (r !== undefined && (best === undefined || jokers + r < best)) best = jokers + r
      return
    }
    for (let take = 0; take <= Math.min(left, cur[kind]); take++) {
      split(i + 1, left - take, { ...cur, [kind]: cur[kind] - take }, jokers + (kind === 'bb8' ? take : 0))
    }
  }
  split(0, first.n, h, 0)
  return best
}

type Tuple = [points: number, units: number, tiles: number, cards: number, jokers: number]

function bruteForce(input: DestroyInput, anyMix: boolean): { best: Tuple; destroyable: Set<string> } {
  const units = input.units
  const tiles = input.infiltrators
  let best: Tuple = [0, 0, 0, 0, 0]
  const destroyable = new Set<string>()
  const beats = (a: Tuple, b: Tuple): boolean =>
    a[0] !== b[0]
      ? a[0] > b[0]
      : a[1] !== b[1]
        ? a[1] > b[1]
        : a[2] !== b[2]
          ? a[2] < b[2]
          : a[3] !== b[3]
            ? a[3] < b[3]
            : a[4] < b[4]
  // way: -2 skip, -1 cards, i ≥ 0 tile i
  const ways = new Array<number>(units.length).fill(-2)
  const visit = (i: number): void => {
    if (i < units.length) {
      for (let w = -2; w < tiles.length; w++) {
        ways[i] = w
        visit(i + 1)
      }
      return
    }
    const used = ways.filter((w) => w >= 0)
    if (new Set(used).size !== used.length) return
    const gone = new Set(units.filter((_, j) => ways[j]! > -2).map((u) => u.id))
    const choices: { n: number; kinds: HandCard[] }[][] = [[]]
    for (let j = 0; j < units.length; j++) {
      const u = units[j]!
      const w = ways[j]!
      if (w === -2) continue
      const tile = w >= 0 ? tiles[w]! : undefined
      if (tile && !(u.colour === 'multi' || u.colour === tile.colour)) return
      if (!tile && units.some((o) => o.lane === u.lane && o.row > u.row && !gone.has(o.id))) return
      const n = Math.max(0, u.strength - (tile ? 2 : 0))
      let options: HandCard[][]
      if (u.colour !== 'multi') options = [[u.colour, 'bb8']]
      else if (anyMix) options = [[...HAND_CARDS]]
      else if (tile && tile.colour !== 'multi') options = [[tile.colour, 'bb8']]
      else options = CHARACTERS.map((c) => [c, 'bb8'])
      const next: typeof choices = []
      for (const c of choices) for (const kinds of options) next.push([...c, { n, kinds }])
      choices.splice(0, choices.length, ...next)
    }
    let jokers: number | undefined
    for (const needs of choices) {
      const j = minJokers(input.hand, needs)
      if (j !== undefined && (jokers === undefined || j < jokers)) jokers = j
    }
    if (jokers === undefined) return
    for (const id of gone) destroyable.add(id)
    const taken = units.filter((u) => gone.has(u.id))
    const cards = units.reduce(
      (n, u, j) => (ways[j]! === -2 ? n : n + Math.max(0, u.strength - (ways[j]! >= 0 ? 2 : 0))),
      0,
    )
    const t: Tuple = [
      taken.reduce((n, u) => n + input.points(u.strength)!, 0),
      taken.length,
      used.length,
      cards,
      jokers,
    ]
    if (beats(t, best)) best = t
  }
  visit(0)
  return { best, destroyable }
}

const colourArb = fc.constantFrom<UnitColour>('rey', 'poe', 'finn', 'chewbacca', 'multi')
const unitsArb = fc
  .uniqueArray(
    fc.record({
      lane: fc.integer({ min: 0, max: 2 }),
      row: fc.integer({ min: 0, max: 3 }),
      strength: fc.constantFrom<Strength>(1, 2, 3, 5, 6, 8),
      colour: colourArb,
    }),
    { minLength: 0, maxLength: 5, selector: (u) => `${u.lane},${u.row}` },
  )
  .map((us) => us.map((u, i): BoardUnit => ({ ...u, id: `u${i}` })))
const handArb = fc.record({
  rey: fc.integer({ min: 0, max: 3 }),
  poe: fc.integer({ min: 0, max: 3 }),
  finn: fc.integer({ min: 0, max: 3 }),
  chewbacca: fc.integer({ min: 0, max: 3 }),
  bb8: fc.integer({ min: 0, max: 3 }),
})
const tilesArb = fc
  .array(colourArb, { maxLength: 2 })
  .map((cs) => cs.map((colour, i): InfiltratorTile => ({ id: `t${i}`, colour })))
const pointsArb = fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6), fc.nat(6)).map(
  ([p2, p5, p6, p3]) =>
    (s: Strength): number =>
      ({ 1: 0, 2: p2, 3: p3, 5: p5, 6: p6, 8: 5 })[s],
)

/** Applies the plan one action at a time with the reducer's own checks. */
function replayPlan(
  input: DestroyInput,
  actions: readonly { unitId: string; infiltratorId: string | undefined; spend: HandCounts }[],
  anyMix: boolean,
): void {
  let h = { ...input.hand }
  let board = [...input.units]
  let tiles = [...input.infiltrators]
  for (const a of actions) {
    const unit = board.find((u) => u.id === a.unitId)!
    const tile = tiles.find((t) => t.id === a.infiltratorId)
    if (a.infiltratorId) expect(tile).toBeDefined()
    else expect(board.filter((u) => u.lane === unit.lane).every((u) => u.row <= unit.row)).toBe(true)
    expect(checkPayment(unit, tile, a.spend, anyMix)).toBeUndefined()
    for (const c of HAND_CARDS) {
      h = { ...h, [c]: h[c] - a.spend[c] }
      expect(h[c]).toBeGreaterThanOrEqual(0)
    }
    board = board.filter((u) => u !== unit)
    tiles = tiles.filter((t) => t !== tile)
  }
}

describe('the best choice against brute force', () => {
  for (const anyMix of [true, false]) {
    it(`matches on random boards, hands and tiles (multicolour ${anyMix ? 'any mix' : 'one colour'})`, () => {
      fc.assert(
        fc.property(unitsArb, handArb, tilesArb, pointsArb, (units, h, infiltrators, points) => {
          const input: DestroyInput = { hand: h, infiltrators, units, points, anyMix }
          const r = planDestroy(input)
          if (r.kind !== 'plan') throw new Error('all points are known')
          const brute = bruteForce(input, anyMix)
          const b = r.best
          expect([b.points, b.units, b.infiltratorsUsed, b.cardsSpent, b.jokersSpent]).toEqual(brute.best)
          expect(new Set(r.destroyable)).toEqual(brute.destroyable)
          replayPlan(input, b.actions, anyMix)
        }),
        { numRuns: 400, seed: 5 },
      )
    })
  }
})

describe('other units this hand can take', () => {
  const none = { rey: 0, poe: 0, finn: 0, chewbacca: 0, bb8: 0 }
  const act = (unitId: string, points: number, spend: Partial<typeof none>, infiltratorId?: string) => ({
    unitId,
    points,
    spend: { ...none, ...spend },
    infiltratorId,
  })

  it('lists each unit once, best points first, its cheapest payment first, leaving out the best haul', () => {
    const now = [
      act('u2', 1, { rey: 1, bb8: 1 }),
      act('u2', 1, { rey: 2 }),
      act('u2', 1, {}, 't1'),
      act('u5', 3, { poe: 3 }),
      act('u7', 4, { finn: 4 }),
    ]
    const best = [act('u7', 4, { finn: 4 })]
    const others = otherUnits(now, best)
    expect(others.map((u) => u.unitId)).toEqual(['u5', 'u2'])
    expect(others[1]!.payments).toEqual([
      act('u2', 1, { rey: 2 }),
      act('u2', 1, { rey: 1, bb8: 1 }),
      act('u2', 1, {}, 't1'),
    ])
  })
})

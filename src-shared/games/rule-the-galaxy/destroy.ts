// The destroy helper: which units the current player can take with their hand and infiltrator
// tiles, and the best haul.
//
// Rules as read from the rulebook (Destroying Units):
// - cards can only shoot the front unit of a lane (the one nearest the Resistance); once it is
//   gone the unit behind it is the front one, so a lane can be cleared front to back in one turn;
// - a unit of strength s costs s cards of its colour, BB-8 jokers standing in for any colour;
//   a multicolour unit costs s cards of any colour (any mix, unless that fact is corrected);
// - an infiltrator tile (a strength-1 Stormtrooper the player took) reaches a unit anywhere on the
//   board if it shares the tile's colour or is multicolour; the tile counts as 2 cards of its
//   colour and goes back to the box. One tile per unit.
// Best = most points, then most units; among equals, fewest tiles, then cards, then jokers spent.
import {
  CHARACTERS,
  HAND_CARDS,
  INFILTRATOR_COUNTS_AS,
  MULTICOLOUR_ANY_MIX,
  emptyHand,
  handSize,
  type Character,
  type HandCounts,
  type Strength,
  type UnitColour,
} from './data'
import type { Locale } from '../../locale'
import { textsIn } from './texts'

export interface BoardUnit {
  id: string
  strength: Strength
  colour: UnitColour
  lane: number
  /** 0 = entry row; higher = nearer the Resistance. */
  row: number
}

/** A strength-1 Stormtrooper a player holds, usable once as an infiltrator. */
export interface InfiltratorTile {
  id: string
  colour: UnitColour
}

export interface DestroyInput {
  hand: HandCounts
  infiltrators: readonly InfiltratorTile[]
  /** Every unit on the board. */
  units: readonly BoardUnit[]
  /** Points by strength; undefined = the players have not entered it yet. */
  points: (s: Strength) => number | undefined
  /** A multicolour unit may be paid with mixed colours (MULTICOLOUR_ANY_MIX, resolved). */
  anyMix?: boolean
}

export interface DestroyAction {
  unitId: string
  infiltratorId: string | undefined
  /** Cards to put on the discard pile for this unit. */
  spend: HandCounts
  points: number
}

export interface DestroyPlan {
  actions: DestroyAction[]
  points: number
  units: number
  cardsSpent: number
  jokersSpent: number
  infiltratorsUsed: number
}

export type DestroyAdvice =
  | {
      kind: 'plan'
      /** Units the hand can take in some plan this turn (front ones and those behind them). */
      destroyable: string[]
      /** Units takeable right now with one action, with what each costs. */
      now: DestroyAction[]
      best: DestroyPlan
      /** False when the search stopped at its step budget: `best` is the best found so far. */
      complete: boolean
    }
  /** Points of these strengths are unknown and decide the best plan: ask the players first. */
  | { kind: 'needs-points'; strengths: Strength[]; destroyable: string[] }

/** Card demand: `colour[c]` cards of c (or jokers), plus `any` cards of any kind. */
interface Demand {
  colour: Record<Character, number>
  any: number
}

interface Step {
  unit: BoardUnit
  tile: InfiltratorTile | undefined
  /** The colour that pays, or 'any'. */
  pays: Character | 'any'
  cards: number
}

function tileReaches(tile: InfiltratorTile, unit: BoardUnit): boolean {
  return unit.colour === 'multi' || tile.colour === unit.colour
}

/** The ways one unit can be paid for (several for a multicolour unit when mixing is not allowed). */
function waysToPay(unit: BoardUnit, tile: InfiltratorTile | undefined, anyMix: boolean): Omit<Step, 'unit' | 'tile'>[] {
  const cards = Math.max(0, unit.strength - (tile ? INFILTRATOR_COUNTS_AS.value : 0))
  if (unit.colour !== 'multi') return [{ pays: unit.colour, cards }]
  if (tile && tile.colour !== 'multi' && !anyMix) return [{ pays: tile.colour, cards }]
  if (anyMix || cards === 0) return [{ pays: 'any', cards }]
  return CHARACTERS.map((c) => ({ pays: c, cards }))
}

function affordable(hand: HandCounts, d: Demand): boolean {
  let coloured = 0
  let jokers = 0
  for (const c of CHARACTERS) {
    coloured += d.colour[c]
    jokers += Math.max(0, d.colour[c] - hand[c])
  }
  return jokers <= hand.bb8 && coloured + d.any <= handSize(hand)
}

function addDemand(d: Demand, s: Omit<Step, 'unit' | 'tile'>): Demand {
  if (s.pays === 'any') return { colour: d.colour, any: d.any + s.cards }
  return { colour: { ...d.colour, [s.pays]: d.colour[s.pays] + s.cards }, any: d.any }
}

/** Which cards pay for each step: own colour before jokers; 'any' spends plentiful colours first, jokers last. */
function allocate(hand: HandCounts, steps: readonly Step[]): HandCounts[] {
  const left = { ...hand }
  const spends = steps.map(() => emptyHand())
  steps.forEach((s, i) => {
    if (s.pays === 'any') return
    const own = Math.min(s.cards, left[s.pays])
    spends[i]![s.pays] = own
    spends[i]!.bb8 = s.cards - own
    left[s.pays] -= own
    left.bb8 -= s.cards - own
  })
  steps.forEach((s, i) => {
    if (s.pays !== 'any') return
    for (let n = 0; n < s.cards; n++) {
      let pick: Character | 'bb8' = 'bb8'
      for (const c of CHARACTERS) if (left[c] > 0 && (pick === 'bb8' || left[c] > left[pick])) pick = c
      left[pick]--
      spends[i]![pick]++
    }
  })
  return spends
}

/** Lanes front to back: the unit nearest the Resistance first. */
function lanesFrontFirst(units: readonly BoardUnit[]): BoardUnit[][] {
  const byLane = new Map<number, BoardUnit[]>()
  for (const u of units) byLane.set(u.lane, [...(byLane.get(u.lane) ?? []), u])
  return [...byLane.keys()].sort((a, b) => a - b).map((l) => byLane.get(l)!.sort((a, b) => b.row - a.row))
}

function toPlan(hand: HandCounts, steps: readonly Step[], points: DestroyInput['points']): DestroyPlan {
  // Tiles first: taking a unit from behind can open its lane to the cards.
  const ordered = [...steps].sort(
    (a, b) => Number(!a.tile) - Number(!b.tile) || a.unit.lane - b.unit.lane || b.unit.row - a.unit.row,
  )
  const spends = allocate(hand, ordered)
  const actions = ordered.map((s, i) => ({
    unitId: s.unit.id,
    infiltratorId: s.tile?.id,
    spend: spends[i]!,
    points: points(s.unit.strength) ?? 0,
  }))
  return {
    actions,
    points: actions.reduce((n, a) => n + a.points, 0),
    units: actions.length,
    cardsSpent: spends.reduce((n, s) => n + handSize(s), 0),
    jokersSpent: spends.reduce((n, s) => n + s.bb8, 0),
    infiltratorsUsed: steps.filter((s) => s.tile).length,
  }
}

function checkInput(input: DestroyInput): void {
  for (const c of HAND_CARDS) {
    const n = input.hand[c]
    if (!Number.isInteger(n) || n < 0)
      throw new RangeError(`hand count for ${c} must be a non-negative integer, got ${n}`)
  }
  const ids = new Set<string>()
  for (const u of input.units) {
    if (ids.has(u.id)) throw new RangeError(`unit ${u.id} appears twice`)
    ids.add(u.id)
  }
}

function jokersNeeded(hand: HandCounts, d: Demand): number {
  let jokers = 0
  let spareColour = 0
  for (const c of CHARACTERS) {
    jokers += Math.max(0, d.colour[c] - hand[c])
    spareColour += Math.max(0, hand[c] - d.colour[c])
  }
  return jokers + Math.max(0, d.any - spareColour)
}

interface Score {
  points: number
  units: number
  tiles: number
  cards: number
  jokers: number
}

function beats(a: Score, b: Score): boolean {
  if (a.points !== b.points) return a.points > b.points
  if (a.units !== b.units) return a.units > b.units
  if (a.tiles !== b.tiles) return a.tiles < b.tiles
  if (a.cards !== b.cards) return a.cards < b.cards
  return a.jokers < b.jokers
}

/** The units still undecided, sorted once for `optimism`: by points per card, and by cost. */
interface Relaxed {
  byValue: readonly { points: number; cost: number }[]
  costs: readonly number[]
}

function relax(rest: readonly { points: number; cost: number }[]): Relaxed {
  return {
    byValue: [...rest].sort((a, b) => b.points * a.cost - a.points * b.cost),
    costs: rest.map((r) => r.cost).sort((a, b) => a - b),
  }
}

/**
 * Most points and most units the units still undecided could add with `budget` cards, ignoring
 * colours and lanes (so never too low): a fractional knapsack for points, cheapest first for units.
 */
function optimism(rest: Relaxed, budget: number): { points: number; units: number } {
  let points = 0
  let left = budget
  for (const r of rest.byValue) {
    if (r.cost <= left) {
      points += r.points
      left -= r.cost
    } else {
      points += (r.points * left) / r.cost
      break
    }
  }
  let units = 0
  left = budget
  for (const c of rest.costs) {
    if (c > left) break
    left -= c
    units++
  }
  return { points, units }
}

/**
 * Steps of the search the helper's first answer may take (about 50 ms on a slow laptop); a board
 * that needs more gets "best found so far" first and the full search after it.
 */
export const DESTROY_FIRST_ANSWER_STEPS = 10_000

/** `maxSteps` bounds the search (undefined: search to the end). */
export function planDestroy(input: DestroyInput, maxSteps = Number.POSITIVE_INFINITY): DestroyAdvice {
  checkInput(input)
  const anyMix = input.anyMix ?? MULTICOLOUR_ANY_MIX.value
  const lanes = lanesFrontFirst(input.units)
  const order = lanes.flat()
  const total = handSize(input.hand)
  const pts = (u: BoardUnit): number => input.points(u.strength) ?? 0
  let best: { score: Score; steps: Step[] } = {
    score: { points: 0, units: 0, tiles: 0, cards: 0, jokers: 0 },
    steps: [],
  }

  // Two arrivals at the same point of the search (same unit, lane open or not, the same tiles left
  // by colour, the same cards owed by colour) have the same futures, so the one with fewer points
  // (then fewer units) can never do better: it is cut. Cards, tiles and jokers spent follow from
  // the cards owed and the tiles left, so they are equal too.
  // One table per unit and lane state; the key packs the tiles left by colour and the cards owed by
  // colour, each in a radix no larger than it can reach (a small integer: fast to look up).
  const tileColours: readonly UnitColour[] = [...CHARACTERS, 'multi']
  const tileRadix = tileColours.map((c) => input.infiltrators.filter((t) => t.colour === c).length + 1)
  const owedRadix = [...CHARACTERS.map((c) => input.hand[c] + input.hand.bb8 + 1), total + 1]
  const span = [...tileRadix, ...owedRadix].reduce((n, r) => n * r, 1)
  const memo = span < Number.MAX_SAFE_INTEGER
  const arrivals = Array.from({ length: order.length * 2 }, () => new Map<number, { points: number; units: number }>())
  const arrivalKey = (tilesLeft: readonly InfiltratorTile[], demand: Demand): number => {
    const counts = tileColours.map(() => 0)
    for (const t of tilesLeft) counts[tileColours.indexOf(t.colour)]!++
    let key = 0
    counts.forEach((n, i) => (key = key * tileRadix[i]! + n))
    CHARACTERS.forEach((c, i) => (key = key * owedRadix[i]! + demand.colour[c]))
    return key * owedRadix[4]! + demand.any
  }
  const position = new Map(order.map((u, i) => [u, i]))
  // The units from position `from` on, sorted for the bound: with the tile colours left (a bit
  // mask) making the units they reach cheaper, or (-1) at full price. Sorted once per pair.
  const relaxations = new Map<number, Relaxed>()
  const relaxed = (from: number, colours: number): Relaxed => {
    const key = from * 64 + colours + 1
    let r = relaxations.get(key)
    if (!r) {
      const reaches = (u: BoardUnit): boolean =>
        colours >= 0 &&
        tileColours.some((c, i) => (colours & (1 << i)) !== 0 && (u.colour === 'multi' || c === u.colour))
      r = relax(
        order.slice(from).map((u) => ({
          points: pts(u),
          cost: Math.max(0, u.strength - (reaches(u) ? INFILTRATOR_COUNTS_AS.value : 0)),
        })),
      )
      relaxations.set(key, r)
    }
    return r
  }

  // Depth first over the units, lane by lane from the front, taking before skipping so good plans
  // turn up early; a branch is cut when even a colour-blind best case cannot beat the best so far.
  const bestCase = (score: Omit<Score, 'jokers'>, demand: Demand): Score => ({
    points: best.score.points,
    units: best.score.units,
    tiles: score.tiles,
    cards: score.cards,
    jokers: jokersNeeded(input.hand, demand),
  })
  let walked = 0
  const walk = (
    lane: number,
    pos: number,
    open: boolean,
    tilesLeft: readonly InfiltratorTile[],
    demand: Demand,
    steps: Step[],
    score: Omit<Score, 'jokers'>,
  ): void => {
    if (++walked > maxSteps) return
    const units = lanes[lane]
    if (!units) {
      const final = { ...score, jokers: jokersNeeded(input.hand, demand) }
      if (beats(final, best.score)) best = { score: final, steps }
      return
    }
    const unit = units[pos]
    if (!unit) return walk(lane + 1, 0, true, tilesLeft, demand, steps, score)
    const from = position.get(unit)!
    if (memo) {
      const table = arrivals[from * 2 + (open ? 1 : 0)]!
      const key = arrivalKey(tilesLeft, demand)
      const before = table.get(key)
      if (before && (before.points > score.points || (before.points === score.points && before.units >= score.units)))
        return
      table.set(key, { points: score.points, units: score.units })
    }
    const used = CHARACTERS.reduce((n, c) => n + demand.colour[c], demand.any)
    // Two relaxations, both never too low: every tile-reachable unit cheaper by a tile's worth, or
    // the tiles counted as cards (a tile stands in for 2 cards, at most once each).
    let colours = 0
    for (const t of tilesLeft) colours |= 1 << tileColours.indexOf(t.colour)
    const discounted = optimism(relaxed(from, colours), total - used)
    const pooled = optimism(relaxed(from, -1), total - used + INFILTRATOR_COUNTS_AS.value * tilesLeft.length)
    const hope = { points: Math.min(discounted.points, pooled.points), units: Math.min(discounted.units, pooled.units) }
    const top = score.points + hope.points
    if (top < best.score.points) return
    if (top === best.score.points) {
      // At best a tie on points: then on units, and then tiles, cards and jokers already spent
      // only grow, so a branch already behind on them cannot win the tie.
      const units = score.units + hope.units
      if (units < best.score.units) return
      if (units === best.score.units && !beats(bestCase(score, demand), best.score) && best.steps.length > 0) return
    }

    const tryStep = (tile: InfiltratorTile | undefined): void => {
      for (const way of waysToPay(unit, tile, anyMix)) {
        const d = addDemand(demand, way)
        if (!affordable(input.hand, d)) continue
        const next = {
          points: score.points + pts(unit),
          units: score.units + 1,
          tiles: score.tiles + (tile ? 1 : 0),
          cards: score.cards + way.cards,
        }
        walk(
          lane,
          pos + 1,
          open,
          tile ? tilesLeft.filter((t) => t !== tile) : tilesLeft,
          d,
          [...steps, { unit, tile, ...way }],
          next,
        )
      }
    }
    if (open) tryStep(undefined)
    // Tiles of one colour are interchangeable: try the first of each colour.
    const seen = new Set<UnitColour>()
    for (const t of tilesLeft) {
      if (seen.has(t.colour) || !tileReaches(t, unit)) continue
      seen.add(t.colour)
      tryStep(t)
    }
    // Skipping a unit keeps the cards off everything behind it in this lane.
    walk(lane, pos + 1, false, tilesLeft, demand, steps, score)
  }
  const noDemand: Demand = { colour: { rey: 0, poe: 0, finn: 0, chewbacca: 0 }, any: 0 }
  walk(0, 0, true, input.infiltrators, noDemand, [], { points: 0, units: 0, tiles: 0, cards: 0 })

  const destroyable = new Set(
    lanes
      .flatMap((lane) => lane.filter((_, i) => reachable(input.hand, lane, i, input.infiltrators, anyMix)))
      .map((u) => u.id),
  )
  const ids = input.units.filter((u) => destroyable.has(u.id)).map((u) => u.id)
  const unknown = [
    ...new Set(
      input.units.filter((u) => destroyable.has(u.id) && input.points(u.strength) === undefined).map((u) => u.strength),
    ),
  ]
  if (unknown.length) return { kind: 'needs-points', strengths: unknown.sort((a, b) => a - b), destroyable: ids }
  return {
    kind: 'plan',
    destroyable: ids,
    now: singleActions(input, lanes, anyMix),
    best: toPlan(input.hand, best.steps, input.points),
    complete: walked <= maxSteps,
  }
}

/** Whether some plan takes lane[target]: by a tile on its own, or with every unit in front of it. */
function reachable(
  hand: HandCounts,
  lane: readonly BoardUnit[],
  target: number,
  tiles: readonly InfiltratorTile[],
  anyMix: boolean,
): boolean {
  const noDemand: Demand = { colour: { rey: 0, poe: 0, finn: 0, chewbacca: 0 }, any: 0 }
  const take = (
    unit: BoardUnit,
    tilesLeft: readonly InfiltratorTile[],
    demand: Demand,
    then: (tilesLeft: readonly InfiltratorTile[], d: Demand) => boolean,
    cards: boolean,
  ): boolean => {
    const options: (InfiltratorTile | undefined)[] = cards ? [undefined] : []
    for (const t of tilesLeft) if (tileReaches(t, unit) && !options.some((o) => o?.colour === t.colour)) options.push(t)
    return options.some((tile) =>
      waysToPay(unit, tile, anyMix).some((way) => {
        const d = addDemand(demand, way)
        return affordable(hand, d) && then(tile ? tilesLeft.filter((t) => t !== tile) : tilesLeft, d)
      }),
    )
  }
  const unit = lane[target]!
  if (take(unit, tiles, noDemand, () => true, false)) return true
  const clear = (i: number, tilesLeft: readonly InfiltratorTile[], d: Demand): boolean =>
    i > target || take(lane[i]!, tilesLeft, d, (t, dd) => clear(i + 1, t, dd), true)
  return clear(0, tiles, noDemand)
}

function singleActions(input: DestroyInput, lanes: BoardUnit[][], anyMix: boolean): DestroyAction[] {
  const out: DestroyAction[] = []
  const fronts = new Set(lanes.map((l) => l[0]?.id))
  for (const unit of input.units) {
    const tiles: (InfiltratorTile | undefined)[] = fronts.has(unit.id) ? [undefined] : []
    const seen = new Set<UnitColour>()
    for (const t of input.infiltrators) {
      if (!seen.has(t.colour) && tileReaches(t, unit)) tiles.push(t)
      seen.add(t.colour)
    }
    for (const tile of tiles) {
      const way = waysToPay(unit, tile, anyMix).find((w) =>
        affordable(input.hand, addDemand({ colour: { rey: 0, poe: 0, finn: 0, chewbacca: 0 }, any: 0 }, w)),
      )
      if (!way) continue
      out.push(toPlan(input.hand, [{ unit, tile, ...way }], input.points).actions[0]!)
    }
  }
  return out
}

/** Why paying `spend` (plus the tile, if any) does not destroy `unit`, or undefined when it does. */
export function checkPayment(
  unit: BoardUnit,
  tile: InfiltratorTile | undefined,
  spend: HandCounts,
  anyMix: boolean,
  locale?: Locale,
): string | undefined {
  const R = textsIn(locale).refusal
  for (const c of HAND_CARDS) {
    if (!Number.isInteger(spend[c]) || spend[c] < 0) return R.cardCount(c)
  }
  if (tile && !tileReaches(tile, unit)) return R.infiltratorColour
  const ways = waysToPay(unit, tile, anyMix)
  const cards = ways[0]!.cards
  if (handSize(spend) !== cards) return R.takesExactly(cards)
  const fits = ways.some((w) => w.pays === 'any' || CHARACTERS.every((c) => c === w.pays || spend[c] === 0))
  return fits ? undefined : R.noMatch
}

/** A unit the hand can take besides the best haul, with every way to pay for it, cheapest first. */
export interface OtherUnit {
  unitId: string
  points: number
  payments: DestroyAction[]
}

/**
 * The units outside the best haul, each listed once: most points first, and for each the payments
 * ordered cheapest first (no infiltrator before one, then fewest cards, then fewest jokers).
 */
export function otherUnits(now: readonly DestroyAction[], best: readonly DestroyAction[]): OtherUnit[] {
  const inBest = new Set(best.map((b) => b.unitId))
  const byUnit = new Map<string, OtherUnit>()
  for (const a of now) {
    if (inBest.has(a.unitId)) continue
    const u = byUnit.get(a.unitId) ?? { unitId: a.unitId, points: a.points, payments: [] }
    u.payments.push(a)
    byUnit.set(a.unitId, u)
  }
  const cards = (a: DestroyAction) => HAND_CARDS.reduce((n, c) => n + a.spend[c], 0)
  const cost = (a: DestroyAction): [number, number, number] => [a.infiltratorId ? 1 : 0, cards(a), a.spend.bb8]
  const cheaper = (x: DestroyAction, y: DestroyAction) => {
    const [a, b] = [cost(x), cost(y)]
    return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
  }
  const units = [...byUnit.values()]
  for (const u of units) u.payments.sort(cheaper)
  return units.sort((a, b) => b.points - a.points)
}

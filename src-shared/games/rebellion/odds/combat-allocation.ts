// Optimal damage allocation for one rolled attack, summarised as (red hits, black hits, direct hits).
//
// Red hits can only damage red-health units, black hits black-health units, direct hits any unit.
// The attacker picks which units to destroy; a set S is reachable when the direct hits cover what
// the coloured hits cannot:  max(0, needRed(S) − redHits) + max(0, needBlack(S) − blackHits) ≤ direct.
// Leftover damage then goes to survivors without destroying more (else S was not the largest), so
// every such allocation also deals the most damage possible; "most destroyed" and "most damage"
// allocate the same way and differ only in how they reroll.
//
// Ties between equally good sets are broken, in order, by: more remaining health destroyed (the
// bigger units go), then the units listed first. That makes each unit's P(destroyed) well defined.
import type { HealthColour } from '../units'

/** A defending unit as the allocator sees it; null for a unit that cannot be damaged. */
export interface DefenderSlot {
  colour: HealthColour
  /** Health left: printed health minus damage already taken (at least 1). */
  need: number
}

export interface Allocation {
  destroyed: number
  damage: number
  /** Indices into the defender list, ascending. */
  destroyedUnits: readonly number[]
  targetDestroyed: boolean
}

export type AllocationSolver = (redHits: number, blackHits: number, directHits: number) => Allocation

/** A destroyable set within one colour: size, health it takes, and a rank that prefers earlier units. */
interface Entry {
  k: number
  need: number
  rank: number
}

function better(a: Entry, b: Entry): boolean {
  return a.k !== b.k ? a.k > b.k : a.need !== b.need ? a.need > b.need : a.rank > b.rank
}

/**
 * Best rank for each (units destroyed, health needed) within one colour. A unit's rank weight is
 * 2^(n−1−index), so the sum compares sets by "earliest listed unit wins" and also encodes the set.
 */
function entriesOf(
  items: readonly { need: number; weight: number }[],
  forced?: { need: number; weight: number },
): Entry[] {
  const totalNeed = items.reduce((s, x) => s + x.need, 0)
  const width = totalNeed + 1
  const dp = new Float64Array((items.length + 1) * width).fill(-1)
  dp[0] = 0
  for (let i = 0; i < items.length; i++) {
    const { need, weight } = items[i]!
    for (let k = i; k >= 0; k--) {
      for (let n = totalNeed - need; n >= 0; n--) {
        const here = dp[k * width + n]!
        if (here < 0) continue
        const to = (k + 1) * width + n + need
        if (here + weight > dp[to]!) dp[to] = here + weight
      }
    }
  }
  const out: Entry[] = []
  for (let k = 0; k <= items.length; k++) {
    for (let n = 0; n <= totalNeed; n++) {
      const rank = dp[k * width + n]!
      if (rank >= 0)
        out.push(forced ? { k: k + 1, need: n + forced.need, rank: rank + forced.weight } : { k, need: n, rank })
    }
  }
  return out
}

/** best[b] = the best entry needing at most b health. */
function bestByBudget(entries: readonly Entry[]): (Entry | null)[] {
  const maxNeed = entries.reduce((m, e) => Math.max(m, e.need), 0)
  const best: (Entry | null)[] = new Array<Entry | null>(maxNeed + 1).fill(null)
  for (const e of entries) if (best[e.need] === null || better(e, best[e.need]!)) best[e.need] = e
  for (let b = 1; b <= maxNeed; b++) {
    const prev = best[b - 1]!
    if (prev !== null && (best[b] === null || better(prev, best[b]!))) best[b] = prev
  }
  return best
}

interface ColourTables {
  red: Entry[]
  black: (Entry | null)[]
}

function tablesFor(defenders: readonly (DefenderSlot | null)[], forced: number | null): ColourTables | null {
  const n = defenders.length
  const items = { red: [] as { need: number; weight: number }[], black: [] as { need: number; weight: number }[] }
  let forcedItem: { colour: HealthColour; need: number; weight: number } | null = null
  defenders.forEach((d, i) => {
    if (d === null) return
    const item = { need: d.need, weight: 2 ** (n - 1 - i) }
    if (i === forced) forcedItem = { colour: d.colour, ...item }
    else items[d.colour].push(item)
  })
  if (forced !== null && forcedItem === null) return null
  const f = forcedItem as { colour: HealthColour; need: number; weight: number } | null
  return {
    red: entriesOf(items.red, f?.colour === 'red' ? f : undefined),
    black: bestByBudget(entriesOf(items.black, f?.colour === 'black' ? f : undefined)),
  }
}

function bestSet(t: ColourTables, redHits: number, blackHits: number, direct: number): Entry | null {
  // Plain numbers, not objects: this runs for every red entry of every triple.
  let k = -1
  let need = 0
  let rank = 0
  const lastBudget = t.black.length - 1
  for (const r of t.red) {
    const directForRed = r.need > redHits ? r.need - redHits : 0
    if (directForRed > direct) continue
    const b = t.black[Math.min(lastBudget, blackHits + direct - directForRed)]
    if (!b) continue
    const jk = r.k + b.k
    const jn = r.need + b.need
    const jr = r.rank + b.rank
    if (jk > k || (jk === k && (jn > need || (jn === need && jr > rank)))) {
      k = jk
      need = jn
      rank = jr
    }
  }
  return k < 0 ? null : { k, need, rank }
}

function unitsOfRank(rank: number, n: number): number[] {
  const out: number[] = []
  let left = rank
  for (let i = 0; i < n; i++) {
    const w = 2 ** (n - 1 - i)
    if (left >= w) {
      out.push(i)
      left -= w
    }
  }
  return out
}

/** Rank weights stay exact in a double up to this many defenders. */
export const MAX_DEFENDERS = 40

/**
 * An allocator for these defenders. With a target index, sets that destroy the target come first
 * (then the usual order); without one, or when the target cannot be destroyed, the usual order.
 */
export function allocationSolver(
  defenders: readonly (DefenderSlot | null)[],
  target: number | null = null,
): AllocationSolver {
  if (defenders.length > MAX_DEFENDERS) throw new RangeError(`at most ${MAX_DEFENDERS} defending units`)
  const free = tablesFor(defenders, null)!
  const withTarget = target === null ? null : tablesFor(defenders, target)
  let capRed = 0
  let capBlack = 0
  for (const d of defenders) {
    if (d?.colour === 'red') capRed += d.need
    else if (d?.colour === 'black') capBlack += d.need
  }
  return (redHits, blackHits, direct) => {
    const usefulRed = Math.min(redHits, capRed)
    const usefulBlack = Math.min(blackHits, capBlack)
    const damage = usefulRed + usefulBlack + Math.min(direct, capRed + capBlack - usefulRed - usefulBlack)
    const forcedSet = withTarget ? bestSet(withTarget, redHits, blackHits, direct) : null
    const set = forcedSet ?? bestSet(free, redHits, blackHits, direct)!
    return {
      destroyed: set.k,
      damage,
      destroyedUnits: unitsOfRank(set.rank, defenders.length),
      targetDestroyed: forcedSet !== null,
    }
  }
}

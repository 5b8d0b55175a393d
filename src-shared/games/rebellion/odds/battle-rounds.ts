// The rounds of a whole battle (battle.ts): each theatre's state distribution pushed round by round,
// the two theatres joined after every round for the checks that span both (retreat thresholds count
// units in both theatres; the battle ends when neither theatre is contested).
//
// The theatres evolve independently — a round in space does not depend on the ground — so only each
// theatre's (summary before the round, summary after it) law is joined, not the states themselves,
// and only through what those checks read: fighting or not and the mobile counts (the unit counts
// ride along as marginals, their sums as convolutions).
//
// Speed (#16). A theatre state is a cell of a grid (attacker side state × defender side state) with
// a dense index. Its round is the attacker's move times the defender's move (independent: both
// attack the units of the round's start). States sharing the attacker's move are pushed together —
// the defender's moves summed per column first, then one multiply-add per attacker outcome — so a
// round touches each (attacker outcome, column reached) once instead of every product pair.
//
// Why not one pass over a joint chain in topological order (no round loop)? The two theatres are
// only coupled by the retreat and end checks, but a joint chain would pair every space state with
// every ground state (4,536 × 364 in the big battle, each with hundreds of moves): far more
// work than about 20 rounds of each theatre alone. The round loop stops when less than 1e-12 is
// still fighting and reports that mass as `unresolved`.
import type { BattleOutcomes } from './battle'
import type { BattleSides, SideMove } from './battle-sides'

const MAX_ROUNDS = 400
const SETTLED = 1e-12
/** A still-fighting theatre state less likely than this is dropped (its mass counts as unresolved). */
const NEGLIGIBLE = 1e-15
/** Summary keys pack (before, after) as before * SUMMARY_KEY + after. */
const SUMMARY_KEY = 2 ** 23

export interface RoundsInput {
  sides: BattleSides
  /** Per theatre (space, ground): the attacker's and the defender's side state at the start. */
  start: readonly (readonly [number, number])[]
  /** Per theatre: the attacker's and the defender's rerolls. */
  rerolls: readonly (readonly [number, number])[]
  /** Per side: retreat after a round that leaves this many mobile units or fewer; null: never. */
  threshold: readonly [number | null, number | null]
  /** Most units of one side in one theatre. */
  maxPerTheatre: number
}

export interface RoundsResult {
  outcomes: BattleOutcomes
  attackerSurvivors: number[]
  defenderSurvivors: number[]
  expectedRounds: number
  unresolved: number
}

/** One theatre: its states (attacker side state, defender side state) as dense indices. */
class TheatreChain {
  readonly sa: number[] = []
  readonly sd: number[] = []
  /** Summary index of each state (what the battle-level checks see after a round). */
  readonly sum: number[] = []
  /** Both sides have units and the round can change something. */
  readonly live: boolean[] = []
  private readonly moveA: (SideMove | null)[] = []
  private readonly moveD: (SideMove | null)[] = []
  /** Grid rows of the attacker's and columns of the defender's side states after the round. */
  private readonly rowsA: (Int32Array | null)[] = []
  private readonly colsD: (Int32Array | null)[] = []
  /** The same, per move (many states share a move). */
  private readonly rowsOfMove = new Map<SideMove, Int32Array>()
  private readonly colsOfMove = new Map<SideMove, Int32Array>()
  // (attacker side, defender side) → state: a grid over the side states seen here, each given a
  // local row (attacker) or column (defender) number on first sight.
  private readonly rowOf = new Map<number, number>()
  private readonly colOf = new Map<number, number>()
  /** The defender side state of each column. */
  private readonly colSide: number[] = []
  private rows = 16
  private cols = 16
  private grid = new Int32Array(16 * 16).fill(-1)
  // Summaries: packed number → index, and their fields.
  private readonly summaryIds = new Map<number, number>()
  readonly sAAll: number[] = []
  readonly sAMob: number[] = []
  readonly sDAll: number[] = []
  readonly sDMob: number[] = []
  readonly sLive: boolean[] = []
  /** Per summary: the first summary with the same fighting flag and mobile counts (its group). */
  readonly rep: number[] = []
  private readonly groupIds = new Map<number, number>()

  constructor(
    private readonly sides: BattleSides,
    private readonly ground: boolean,
    private readonly rerolls: readonly [number, number],
    private readonly threshold: readonly [number | null, number | null],
    private readonly width: number,
  ) {}

  get count(): number {
    return this.sa.length
  }

  /** The summary of these side states: unit counts, mobile counts up to a threshold, still fighting. */
  summary(a: number, d: number, live: boolean): number {
    const A = this.sides.list[a]!
    const D = this.sides.list[d]!
    const [ta, td] = this.threshold
    // Mobile counts only matter up to one above a side's retreat threshold (fewer distinct summaries).
    const aMob = ta == null ? 0 : Math.min(A.mobile, ta + 1)
    const dMob = td == null ? 0 : Math.min(D.mobile, td + 1)
    const W = this.width
    const key = (((A.all * W + aMob) * W + D.all) * W + dMob) * 2 + (live ? 1 : 0)
    let id = this.summaryIds.get(key)
    if (id === undefined) {
      id = this.sAAll.length
      this.summaryIds.set(key, id)
      this.sAAll.push(A.all)
      this.sAMob.push(aMob)
      this.sDAll.push(D.all)
      this.sDMob.push(dMob)
      this.sLive.push(live)
      const group = (aMob * W + dMob) * 2 + (live ? 1 : 0)
      let first = this.groupIds.get(group)
      if (first === undefined) {
        first = id
        this.groupIds.set(group, id)
      }
      this.rep.push(first)
    }
    return id
  }

  /** The state of these side states, created (with its round's moves) on first sight. */
  state(a: number, d: number): number {
    const at = this.row(a) * this.cols + this.col(d)
    const known = this.grid[at]!
    return known >= 0 ? known : this.create(a, d, at)
  }

  private row(a: number): number {
    let r = this.rowOf.get(a)
    if (r === undefined) {
      r = this.rowOf.size
      this.rowOf.set(a, r)
      if (r >= this.rows) {
        // Rows are contiguous: a taller grid keeps the old one as its first part.
        const grid = new Int32Array(this.rows * 2 * this.cols).fill(-1)
        grid.set(this.grid)
        this.grid = grid
        this.rows *= 2
      }
    }
    return r
  }

  private col(d: number): number {
    let c = this.colOf.get(d)
    if (c === undefined) {
      c = this.colOf.size
      this.colOf.set(d, c)
      this.colSide.push(d)
      if (c >= this.cols) {
        const cols = this.cols * 2
        const grid = new Int32Array(this.rows * cols).fill(-1)
        for (let r = 0; r < this.rows; r++) grid.set(this.grid.subarray(r * this.cols, (r + 1) * this.cols), r * cols)
        this.grid = grid
        this.cols = cols
      }
    }
    return c
  }

  private create(a: number, d: number, at: number): number {
    const id = this.sa.length
    this.grid[at] = id
    this.sa.push(a)
    this.sd.push(d)
    let live = false
    let moveA: SideMove | null = null
    let moveD: SideMove | null = null
    const list = this.sides.list
    if (list[a]!.all > 0 && list[d]!.all > 0) {
      moveA = this.afterAttack(d, this.rerolls[1], a)
      moveD = this.afterAttack(a, this.rerolls[0], d)
      const stuck = moveA.to.length === 1 && moveA.to[0] === a && moveD.to.length === 1 && moveD.to[0] === d
      live = !stuck
    }
    this.moveA.push(moveA)
    this.moveD.push(moveD)
    this.rowsA.push(null)
    this.colsD.push(null)
    this.live.push(live)
    this.sum.push(this.summary(a, d, live))
    return id
  }

  /** Where side state `target` goes when `by` attacks it, its lonely structures removed on the ground. */
  private afterAttack(by: number, rerolls: number, target: number): SideMove {
    const move = this.sides.attack(by, rerolls, target)
    if (!this.ground || !this.sides.list[target]!.silent || !this.sides.list[target]!.hasStructures) return move
    // Lonely structures: a side that rolled no ground dice loses its structures at the round's end.
    const acc = new Map<number, number>()
    for (let k = 0; k < move.to.length; k++) {
      const to = this.sides.withoutStructures(move.to[k]!)
      acc.set(to, (acc.get(to) ?? 0) + move.p[k]!)
    }
    return { to: Int32Array.from(acc.keys()), p: Float64Array.from(acc.values()) }
  }

  /** Gives the side states a live state's round can lead to their grid rows and columns (once). */
  private prepare(id: number): void {
    if (this.rowsA[id]) return
    const mA = this.moveA[id]!
    let rows = this.rowsOfMove.get(mA)
    if (!rows) {
      rows = new Int32Array(mA.to.length)
      for (let x = 0; x < rows.length; x++) rows[x] = this.row(mA.to[x]!)
      this.rowsOfMove.set(mA, rows)
    }
    const mD = this.moveD[id]!
    let cols = this.colsOfMove.get(mD)
    if (!cols) {
      cols = new Int32Array(mD.to.length)
      for (let y = 0; y < cols.length; y++) cols[y] = this.col(mD.to[y]!)
      this.colsOfMove.set(mD, cols)
    }
    this.rowsA[id] = rows
    this.colsD[id] = cols
  }

  /**
   * One round from `cur`: returns the distribution after it and the mass dropped, and adds the
   * (summary before, summary after) masses to `pair`, the summary before as its group's
   * representative. `beforeOf` gives a state's summary before the round (the start's differs).
   */
  push(cur: Float64Array, pair: Map<number, number>, beforeOf: (id: number) => number): [Float64Array, number] {
    for (let id = 0; id < cur.length; id++) if (cur[id]! >= NEGLIGIBLE && this.live[id]) this.prepare(id)
    // The grid no longer grows this round, and a round only reaches states on it.
    const grid = this.grid
    const width = this.cols
    const n = this.rows * width
    const sum = this.sum
    // The states with mass, by the group of their summary before the round.
    const byGroup = new Map<number, number[]>()
    let pruned = 0
    for (let id = 0; id < cur.length; id++) {
      const p = cur[id]!
      if (!p) continue
      if (this.live[id] && p < NEGLIGIBLE) {
        // A still-fighting state this unlikely is dropped; its mass is reported as unresolved.
        pruned += p
        continue
      }
      const g = this.rep[beforeOf(id)]!
      const ids = byGroup.get(g)
      if (ids) ids.push(id)
      else byGroup.set(g, [id])
    }
    const next = new Float64Array(n)
    const tmp = new Float64Array(n)
    // States sharing the attacker's move (same attacker units, same defending dice) are pushed
    // together: first the defender's moves summed per column, then one pass per attacker outcome.
    const v = new Float64Array(width)
    const touched = new Int32Array(width)
    const colSide = this.colSide
    for (const [g, ids] of byGroup) {
      const byMove = new Map<SideMove, number[]>()
      for (const id of ids) {
        if (!this.live[id]) {
          tmp[id]! += cur[id]!
          continue
        }
        const mA = this.moveA[id]!
        const same = byMove.get(mA)
        if (same) same.push(id)
        else byMove.set(mA, [id])
      }
      for (const [mA, same] of byMove) {
        let nt = 0
        for (const id of same) {
          const p = cur[id]!
          const colsD = this.colsD[id]!
          const pD = this.moveD[id]!.p
          for (let y = 0; y < colsD.length; y++) {
            const c = colsD[y]!
            if (v[c] === 0) touched[nt++] = c
            v[c]! += p * pD[y]!
          }
        }
        const rowsA = this.rowsA[same[0]!]!
        for (let x = 0; x < rowsA.length; x++) {
          const pa = mA.p[x]!
          const base = rowsA[x]! * width
          for (let q = 0; q < nt; q++) {
            const c = touched[q]!
            const at = base + c
            let j = grid[at]!
            if (j < 0) j = this.create(mA.to[x]!, colSide[c]!, at)
            tmp[j]! += pa * v[c]!
          }
        }
        for (let q = 0; q < nt; q++) v[touched[q]!] = 0
      }
      // New states bring new summaries: the tally is sized after the group's round.
      const bySummary = new Float64Array(this.sAAll.length)
      for (let j = 0, count = this.count; j < count; j++) {
        const m = tmp[j]!
        if (m === 0) continue
        tmp[j] = 0
        next[j]! += m
        bySummary[sum[j]!]! += m
      }
      for (let s = 0; s < bySummary.length; s++) {
        const m = bySummary[s]!
        if (m !== 0) pair.set(g * SUMMARY_KEY + s, (pair.get(g * SUMMARY_KEY + s) ?? 0) + m)
      }
    }
    return [next, pruned]
  }
}

/**
 * A theatre's round grouped by what the checks spanning both theatres read — fighting or not and
 * the mobile counts, before the round and after it — with the unit counts after it as marginals.
 */
interface RoundGroup {
  bLive: boolean
  bAM: number
  bDM: number
  aLive: boolean
  aAM: number
  aDM: number
  m: number
  /** Mass by the attacker's units left after the round (index = units), and the defender's. */
  aAll: Float64Array
  dAll: Float64Array
  /** Mass by (attacker has units, defender has units) after the round: [none, d, a, both]. */
  has: Float64Array
}

function groupsOf(c: TheatreChain, pair: Map<number, number>, width: number): RoundGroup[] {
  const byKey = new Map<number, RoundGroup>()
  for (const [k, m] of pair) {
    const a = k % SUMMARY_KEY
    const b = (k - a) / SUMMARY_KEY
    const key =
      ((((c.sLive[b] ? width : 0) + c.sAMob[b]!) * width + c.sDMob[b]!) * 2 + (c.sLive[a] ? 1 : 0)) * width * width +
      c.sAMob[a]! * width +
      c.sDMob[a]!
    let g = byKey.get(key)
    if (!g) {
      g = {
        bLive: c.sLive[b]!,
        bAM: c.sAMob[b]!,
        bDM: c.sDMob[b]!,
        aLive: c.sLive[a]!,
        aAM: c.sAMob[a]!,
        aDM: c.sDMob[a]!,
        m: 0,
        aAll: new Float64Array(width),
        dAll: new Float64Array(width),
        has: new Float64Array(4),
      }
      byKey.set(key, g)
    }
    const aAll = c.sAAll[a]!
    const dAll = c.sDAll[a]!
    g.m += m
    g.aAll[aAll]! += m
    g.dAll[dAll]! += m
    g.has[(aAll > 0 ? 2 : 0) + (dAll > 0 ? 1 : 0)]! += m
  }
  return [...byKey.values()]
}

/** Adds the law of the sum of two independent unit counts to `into`. */
function addSum(into: number[], x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < x.length; i++) {
    const p = x[i]!
    if (p === 0) continue
    for (let j = 0; j < y.length; j++) if (y[j] !== 0) into[i + j]! += p * y[j]!
  }
}

/** Plays the battle out round by round under the stated policies. */
export function playRounds(input: RoundsInput): RoundsResult {
  const { sides, threshold } = input
  const width = input.maxPerTheatre + 1
  const chains = [0, 1].map((t) => new TheatreChain(sides, t === 1, input.rerolls[t]!, threshold, width))
  const starts = chains.map((c, t) => c.state(input.start[t]![0], input.start[t]![1]))
  // Before the first round a contested theatre fights even if nothing there can change (then it
  // settles after that round); later, a state where nothing can change has stopped fighting.
  const startBefore = chains.map((c, t) => {
    const [a, d] = input.start[t]!
    return c.summary(a, d, sides.list[a]!.all > 0 && sides.list[d]!.all > 0)
  })
  const dist: Float64Array[] = chains.map((c, t) => {
    const d = new Float64Array(c.count)
    d[starts[t]!] = 1
    return d
  })
  const out: BattleOutcomes = {
    attackerHolds: 0,
    defenderHolds: 0,
    bothDestroyed: 0,
    attackerRetreats: 0,
    defenderRetreats: 0,
    standoff: 0,
  }
  const aSurv = new Array<number>(2 * input.maxPerTheatre + 1).fill(0)
  const dSurv = new Array<number>(2 * input.maxPerTheatre + 1).fill(0)
  let expectedRounds = 0
  let continuing = 1

  const settle = (aAll: number, dAll: number, m: number) => {
    aSurv[aAll]! += m
    dSurv[dAll]! += m
    if (aAll > 0 && dAll > 0) out.standoff += m
    else if (aAll > 0) out.attackerHolds += m
    else if (dAll > 0) out.defenderHolds += m
    else out.bothDestroyed += m
  }

  // Nothing contested at the start: no combat.
  const [c0, c1] = chains as [TheatreChain, TheatreChain]
  if (!c0.sLive[startBefore[0]!] && !c1.sLive[startBefore[1]!]) {
    continuing = 0
    settle(
      c0.sAAll[startBefore[0]!]! + c1.sAAll[startBefore[1]!]!,
      c0.sDAll[startBefore[0]!]! + c1.sDAll[startBefore[1]!]!,
      1,
    )
  }

  let pruned = 0
  for (let r = 1; r <= MAX_ROUNDS && continuing > SETTLED; r++) {
    const pairs = chains.map((c, t) => {
      const pair = new Map<number, number>()
      const start = starts[t]!
      const first = startBefore[t]!
      const sum = c.sum
      const beforeOf = r === 1 ? (id: number) => (id === start ? first : sum[id]!) : (id: number) => sum[id]!
      const [next, dropped] = c.push(dist[t]!, pair, beforeOf)
      pruned += dropped
      dist[t] = next
      return groupsOf(c, pair, width)
    })
    continuing = 0
    const [xs, ys] = pairs as [RoundGroup[], RoundGroup[]]
    const TA = threshold[0] ?? -1
    const TD = threshold[1] ?? -1
    for (const x of xs) {
      for (const y of ys) {
        if (!x.bLive && !y.bLive) continue
        // Retreated after an earlier round (counts only fall, so the check at r − 1 is enough).
        if (r > 1 && (x.bAM + y.bAM <= TA || x.bDM + y.bDM <= TD)) continue
        const m = x.m * y.m
        expectedRounds += m
        if (x.aLive || y.aLive) {
          const aOut = x.aAM + y.aAM <= TA
          if (aOut || x.aDM + y.aDM <= TD) {
            if (aOut) out.attackerRetreats += m
            else out.defenderRetreats += m
            addSum(aSurv, x.aAll, y.aAll)
            addSum(dSurv, x.dAll, y.dAll)
          } else continuing += m
          continue
        }
        // Neither theatre fights on: who holds the system.
        addSum(aSurv, x.aAll, y.aAll)
        addSum(dSurv, x.dAll, y.dAll)
        for (let hx = 0; hx < 4; hx++)
          for (let hy = 0; hy < 4; hy++) {
            const mm = x.has[hx]! * y.has[hy]!
            if (mm === 0) continue
            const h = hx | hy
            if (h === 3) out.standoff += mm
            else if (h === 2) out.attackerHolds += mm
            else if (h === 1) out.defenderHolds += mm
            else out.bothDestroyed += mm
          }
      }
    }
  }
  return {
    outcomes: out,
    attackerSurvivors: aSurv,
    defenderSurvivors: dSurv,
    expectedRounds,
    unresolved: continuing + pruned,
  }
}

// The whole-battle odds as they were computed before the speed-up (#16): every theatre state pushed
// round by round through Maps. Kept verbatim (only renamed, imports adjusted and the unused exports
// dropped) as the reference the fast propagation in battle-rounds.ts must match on random battles.
// Whole-battle odds: repeated combat rounds in both theatres until no theatre is contested or a
// side retreats. Exact: a distribution over the units left (each figure with its damage), pushed
// round by round; the leftover mass after the last round computed is returned as `unresolved`.
//
// Rule readings (RotE setup-and-phases sheet, "Combat"; base rules "Structures"):
// - Each round: space combat if both sides have ships, then ground combat if both have ground units;
//   in each theatre both sides roll against the units there at the round's start, and damage is
//   resolved "after both players have attacked" — so the two attacks of a theatre are independent.
// - Damage markers stay on a surviving unit from round to round ("damage equal or greater to their
//   health value" destroys it), so damage carries between rounds.
// - Rerolls: once per round, up to the side's highest leader tactic value in that theatre.
// - Retreat: "once per combat", attacker first, never without a leader; the Empire cannot retreat
//   with any Death Star in the system; the Rebels cannot while an Interdictor is there.
// - Round end: "lonely structures are destroyed if their owner didn't roll dice during the ground
//   battle phase" — read as: a side whose ground units gave no dice in a ground combat loses its
//   structures at the end of that round.
// - The combat ends when neither theatre holds both sides' units.
// Left out, and said so on screen: tactic cards, structure abilities (Shield Generator, Ion
// Cannon), leaders' other abilities, and what happens to ground units a retreat cannot carry.
import type { Corrections } from '../../../../src-shared/core/facts'
import { isImmobile } from '../../../../src-shared/games/rebellion/units-on-board'
import {
  resolveUnit,
  unitFact,
  type AttackDice,
  type DieColour,
  type Faction,
  type UnitStats,
} from '../../../../src-shared/games/rebellion/units'
import type { Theatre } from '../../../../src-shared/games/rebellion/systems'
import {
  allocationSolver,
  type AllocationSolver,
  type DefenderSlot,
} from '../../../../src-shared/games/rebellion/odds/combat-allocation'
import type {
  BattleInput,
  BattleOdds,
  BattleOutcomes,
  BattleSide,
} from '../../../../src-shared/games/rebellion/odds/battle'
import {
  combatFaceOdds,
  type CombatFaceOdds,
  type DiceTable,
  type FactUsed,
} from '../../../../src-shared/games/rebellion/odds/dice'
import { checkInteger, fail, ok, type OddsResult } from '../../../../src-shared/games/rebellion/odds/odds-result'

const MAX_ROUNDS = 400
const SETTLED = 1e-12
/** A still-fighting theatre state less likely than this is dropped (its mass counts as unresolved). */
const NEGLIGIBLE = 1e-15
const MAX_FIGURES = 40

interface Summary {
  aAll: number
  aMob: number
  dAll: number
  dMob: number
  live: boolean
}

interface Kind {
  stats: UnitStats
  /** The side it belongs to: 0 attacker, 1 defender. */
  side: 0 | 1
}

/** A side's figures in one theatre: codes kind * 64 + damage, sorted. Interned to a number. */
interface SideInfo {
  figures: number[]
  dice: AttackDice
  diceKey: string
  slots: (DefenderSlot | null)[]
  all: number
  mobile: number
  hasStructures: boolean
}

function checkSide(side: BattleSide, role: string, corrections: Corrections): OddsResult<UnitStats[]> {
  const found: UnitStats[] = []
  for (const g of side.units) {
    const u = resolveUnit(g.unitId, corrections)
    if (!u) return fail('unknownUnit', `${role}: there is no unit called "${g.unitId}"`)
    const countError = checkInteger(g.count ?? 1, `${role}: number of ${u.stats.name}`, 0, MAX_FIGURES, 'tooManyUnits')
    if (countError) return { ok: false, error: countError }
    const max = u.stats.health ? u.stats.health.value - 1 : 0
    const dmgError = checkInteger(g.damage ?? 0, `${role}: damage on ${u.stats.name}`, 0, max, 'unitAlreadyDestroyed')
    if (dmgError) return { ok: false, error: dmgError }
    found.push(u.stats)
  }
  for (const t of ['space', 'ground'] as const) {
    const e = checkInteger(side.tactics[t], `${role}: ${t} tactics`, 0, 6)
    if (e) return { ok: false, error: e }
  }
  if (side.retreatAt !== undefined && side.retreatAt !== null) {
    const e = checkInteger(side.retreatAt, `${role}: retreat threshold`, 0, MAX_FIGURES)
    if (e) return { ok: false, error: e }
  }
  return ok(found)
}

function factionOf(units: readonly UnitStats[]): Faction | null | 'mixed' {
  const f = new Set(units.map((u) => u.faction))
  return f.size > 1 ? 'mixed' : ([...f][0] ?? null)
}

function whyNoRetreat(side: BattleSide, own: UnitStats[], enemy: UnitStats[]): string | null {
  if (!side.hasLeader) return 'no leader in the battle (a player cannot retreat without one)'
  const faction = factionOf(own)
  if (faction === 'empire' && own.some((u) => u.id === 'death-star' || u.id === 'death-star-under-construction'))
    return 'a Death Star is in the system (the Empire cannot retreat then)'
  if (faction === 'rebels' && enemy.some((u) => u.id === 'interdictor'))
    return 'an Interdictor is in the system (the Rebels cannot retreat then)'
  return null
}

/** Exact odds of a whole battle under each side's stated policy. */
export function referenceBattleOdds(
  input: BattleInput,
  table: DiceTable,
  corrections: Corrections = {},
): OddsResult<BattleOdds> {
  const a = checkSide(input.attacker, 'Attacker', corrections)
  if (!a.ok) return a
  const d = checkSide(input.defender, 'Defender', corrections)
  if (!d.ok) return d
  const fa = factionOf(a.value)
  const fd = factionOf(d.value)
  if (fa === 'mixed' || fd === 'mixed') return fail('mixedFactions', 'a side mixes Imperial and Rebel units')
  if (fa && fa === fd) return fail('mixedFactions', 'attacker and defender belong to the same faction')

  const kinds: Kind[] = []
  const kindOf = new Map<string, number>()
  const start: [number[], number[]][] = [
    [[], []],
    [[], []],
  ] // [theatre][side]
  const THEATRES: Theatre[] = ['space', 'ground']
  ;[input.attacker, input.defender].forEach((side, s) => {
    for (const g of side.units) {
      const stats = resolveUnit(g.unitId, corrections)!.stats
      const key = `${s}:${stats.id}`
      if (!kindOf.has(key)) {
        kindOf.set(key, kinds.length)
        kinds.push({ stats, side: s as 0 | 1 })
      }
      const code = kindOf.get(key)! * 64 + (g.damage ?? 0)
      const t = THEATRES.indexOf(stats.theatre)
      for (let i = 0; i < (g.count ?? 1); i++) start[t]![s]!.push(code)
    }
  })
  for (const t of [0, 1])
    for (const s of [0, 1])
      if (start[t]![s]!.length > MAX_FIGURES)
        return fail('tooManyUnits', `at most ${MAX_FIGURES} units per side in one theatre`)

  // Interned side states.
  const sideIds = new Map<string, number>()
  const sides: SideInfo[] = []
  const sortFig = (x: number, y: number) => (x >> 6 !== y >> 6 ? (x >> 6) - (y >> 6) : (y & 63) - (x & 63))
  function intern(figures: number[]): number {
    const sorted = [...figures].sort(sortFig)
    const key = sorted.join(',')
    let id = sideIds.get(key)
    if (id !== undefined) return id
    id = sides.length
    sideIds.set(key, id)
    const dice: AttackDice = { red: 0, black: 0, green: 0 }
    let mobile = 0
    let hasStructures = false
    const slots: (DefenderSlot | null)[] = []
    for (const c of sorted) {
      const st = kinds[c >> 6]!.stats
      dice.red += st.attack.red
      dice.black += st.attack.black
      dice.green += st.attack.green
      if (!isImmobile(st)) mobile++
      if (st.structure) hasStructures = true
      slots.push(st.health ? { colour: st.health.colour, need: st.health.value - (c & 63) } : null)
    }
    const capped: AttackDice = {
      red: Math.min(dice.red, table.combatCap.red),
      black: Math.min(dice.black, table.combatCap.black),
      green: Math.min(dice.green, table.combatCap.green),
    }
    sides.push({
      figures: sorted,
      dice: capped,
      diceKey: `${capped.red}/${capped.black}/${capped.green}`,
      slots,
      all: sorted.length,
      mobile,
      hasStructures,
    })
    return id
  }

  const faceOdds = {
    red: combatFaceOdds(table, 'red'),
    black: combatFaceOdds(table, 'black'),
    green: combatFaceOdds(table, 'green'),
  }
  const rolls = new Map<string, Float64Array>()
  const solvers = new Map<number, AllocationSolver>()
  const hits = new Map<string, [number, number][]>()
  /** Where `target` ends up after an attack with these dice: [side id, probability][]. */
  function attack(dice: AttackDice, diceKey: string, rerolls: number, target: number) {
    const key = `${diceKey}|${rerolls}|${target}`
    const known = hits.get(key)
    if (known) return known
    const t = sides[target]!
    const useRed = t.slots.some((x) => x?.colour === 'red')
    const useBlack = t.slots.some((x) => x?.colour === 'black')
    const rollKey = `${diceKey}|${rerolls}|${useRed}|${useBlack}`
    let roll = rolls.get(rollKey)
    if (!roll) {
      roll = rollOdds(dice, rerolls, faceOdds, useRed, useBlack)
      rolls.set(rollKey, roll)
    }
    let solve = solvers.get(target)
    if (!solve) {
      solve = allocationSolver(t.slots)
      solvers.set(target, solve)
    }
    // Hits beyond what the units there can take change nothing: fold them together first.
    let capRed = 0
    let capBlack = 0
    for (const sl of t.slots) {
      if (sl?.colour === 'red') capRed += sl.need
      else if (sl) capBlack += sl.need
    }
    const folded = new Map<number, number>()
    const nB = dice.black + 1
    const nD = dice.red + dice.black + dice.green + 1
    for (let i = 0; i < roll.length; i++) {
      const p = roll[i]!
      if (p === 0) continue
      const direct = i % nD
      const rb = (i - direct) / nD
      const k =
        (Math.min(Math.floor(rb / nB), capRed) * 64 + Math.min(rb % nB, capBlack)) * 64 +
        Math.min(direct, capRed + capBlack)
      folded.set(k, (folded.get(k) ?? 0) + p)
    }
    const acc = new Map<number, number>()
    for (const [k, p] of folded) {
      const o = { redHits: Math.floor(k / 4096), blackHits: Math.floor(k / 64) % 64, direct: k % 64 }
      const next = afterHits(t, solve(o.redHits, o.blackHits, o.direct).destroyedUnits, o)
      acc.set(next, (acc.get(next) ?? 0) + p)
    }
    const list = [...acc]
    hits.set(key, list)
    return list
  }

  /**
   * The destroyed units go; leftover damage lands on the surviving unit with the least health left
   * (first listed on a tie), red hits on red-health units, black on black, direct hits on any —
   * the stated policy: finish off what is already hurt next round.
   */
  function afterHits(
    t: SideInfo,
    destroyed: readonly number[],
    o: { redHits: number; blackHits: number; direct: number },
  ): number {
    if (destroyed.length === 0 && o.redHits + o.blackHits + o.direct === 0) return sideIds.get(t.figures.join(','))!
    let needRed = 0
    let needBlack = 0
    const gone = new Set(destroyed)
    for (const i of destroyed) {
      const sl = t.slots[i]!
      if (sl.colour === 'red') needRed += sl.need
      else needBlack += sl.need
    }
    let red = Math.max(0, o.redHits - needRed)
    let black = Math.max(0, o.blackHits - needBlack)
    let direct = o.direct - Math.max(0, needRed - o.redHits) - Math.max(0, needBlack - o.blackHits)
    const left: { code: number; slot: DefenderSlot | null }[] = []
    t.figures.forEach((code, i) => {
      if (!gone.has(i)) left.push({ code, slot: t.slots[i] ? { ...t.slots[i]! } : null })
    })
    const place = (colour: 'red' | 'black' | null): boolean => {
      let best = -1
      for (let i = 0; i < left.length; i++) {
        const sl = left[i]!.slot
        if (!sl || sl.need <= 1 || (colour && sl.colour !== colour)) continue
        if (best < 0 || sl.need < left[best]!.slot!.need) best = i
      }
      if (best < 0) return false
      left[best]!.slot!.need--
      left[best]!.code++
      return true
    }
    while (red > 0 && place('red')) red--
    while (black > 0 && place('black')) black--
    while (direct > 0 && place(null)) direct--
    return intern(left.map((x) => x.code))
  }

  const policy = [input.attacker, input.defender].map((s) => ({
    tactics: s.tactics,
    retreatAt: s.retreatAt ?? null,
  }))
  const noRetreat = {
    attacker: whyNoRetreat(input.attacker, a.value, d.value),
    defender: whyNoRetreat(input.defender, d.value, a.value),
  }
  const threshold = [noRetreat.attacker ? null : policy[0]!.retreatAt, noRetreat.defender ? null : policy[1]!.retreatAt]

  // One theatre's state: (attacker side id, defender side id) packed in a number.
  const PACK = 1 << 22
  const live = (sa: number, sd: number) => sides[sa]!.all > 0 && sides[sd]!.all > 0
  /** Summary of a theatre state the battle-level checks need: counts and whether it still fights. */
  const SUM = MAX_FIGURES + 1
  function summary(sa: number, sd: number, stuck: boolean): number {
    const A = sides[sa]!
    const D = sides[sd]!
    // Mobile counts only matter up to one above a side's retreat threshold (fewer distinct summaries).
    const aMob = threshold[0] == null ? 0 : Math.min(A.mobile, threshold[0] + 1)
    const dMob = threshold[1] == null ? 0 : Math.min(D.mobile, threshold[1] + 1)
    return (((A.all * SUM + aMob) * SUM + D.all) * SUM + dMob) * 2 + (live(sa, sd) && !stuck ? 1 : 0)
  }
  const unpack = (s: number): Summary => {
    const isLive = s % 2
    let r = (s - isLive) / 2
    const dMob = r % SUM
    r = (r - dMob) / SUM
    const dAll = r % SUM
    r = (r - dAll) / SUM
    const aMob = r % SUM
    const aAll = (r - aMob) / SUM
    return { aAll, aMob, dAll, dMob, live: isLive === 1 }
  }

  /** A round in one theatre from one state: next states with probabilities. */
  const roundCache = new Map<number, [number, number][]>()
  const stuckStates = new Set<number>()
  function round(theatre: number, state: number): [number, number][] {
    const cacheKey = state * 2 + theatre
    const known = roundCache.get(cacheKey)
    if (known) return known
    const sa = Math.floor(state / PACK)
    const sd = state % PACK
    const A = sides[sa]!
    const D = sides[sd]!
    const th = THEATRES[theatre]!
    const onD = attack(A.dice, A.diceKey, policy[0]!.tactics[th], sd)
    const onA = attack(D.dice, D.diceKey, policy[1]!.tactics[th], sa)
    const lonelyA = th === 'ground' && A.diceKey === '0/0/0'
    const lonelyD = th === 'ground' && D.diceKey === '0/0/0'
    const acc = new Map<number, number>()
    for (const [na, pa] of onA)
      for (const [nd, pd] of onD) {
        const fa2 = lonelyA ? withoutStructures(na) : na
        const fd2 = lonelyD ? withoutStructures(nd) : nd
        const next = fa2 * PACK + fd2
        acc.set(next, (acc.get(next) ?? 0) + pa * pd)
      }
    let list = [...acc]
    if (list.length === 1 && list[0]![0] === state) {
      stuckStates.add(state)
      list = [[state, 1]]
    }
    roundCache.set(cacheKey, list)
    return list
  }
  function withoutStructures(id: number): number {
    const s = sides[id]!
    return s.hasStructures ? intern(s.figures.filter((c) => !kinds[c >> 6]!.stats.structure)) : id
  }

  // Per theatre: the state distribution, and per round the joint law of (summary before, after).
  const sumOf = (st: number) => summary(Math.floor(st / PACK), st % PACK, stuckStates.has(st))
  /** One theatre's states as dense ids, each with its moves grouped for the propagation. */
  const chains = [0, 1].map((t) => ({
    theatre: t,
    ids: new Map<number, number>(),
    packed: [] as number[],
    moves: [] as ({ to: Int32Array; p: Float64Array } | null)[],
  }))
  type Chain = (typeof chains)[number]
  function idOf(c: Chain, st: number): number {
    let id = c.ids.get(st)
    if (id === undefined) {
      id = c.packed.length
      c.ids.set(st, id)
      c.packed.push(st)
      c.moves.push(null)
    }
    return id
  }
  function movesOf(c: Chain, id: number) {
    let m = c.moves[id]
    if (!m) {
      const list = round(c.theatre, c.packed[id]!)
      m = { to: Int32Array.from(list, ([ns]) => idOf(c, ns)), p: Float64Array.from(list, ([, q]) => q) }
      c.moves[id] = m
    }
    return m
  }
  const dist: number[][] = [0, 1].map((t) => {
    const d: number[] = []
    d[idOf(chains[t]!, intern(start[t]![0]!) * PACK + intern(start[t]![1]!))] = 1
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
  const aSurv = new Array<number>(2 * MAX_FIGURES + 1).fill(0)
  const dSurv = new Array<number>(2 * MAX_FIGURES + 1).fill(0)
  let expectedRounds = 0
  let continuing = 1

  // Nothing contested at the start: no combat.
  const s0 = [0, 1].map((t) => unpack(sumOf(chains[t]!.packed[0]!)))
  if (!s0[0]!.live && !s0[1]!.live) {
    continuing = 0
    settle(s0[0]!, s0[1]!, 1)
  }

  function settle(x: Summary, y: Summary, m: number) {
    const aAll = x.aAll + y.aAll
    const dAll = x.dAll + y.dAll
    aSurv[aAll]! += m
    dSurv[dAll]! += m
    if (aAll > 0 && dAll > 0) out.standoff += m
    else if (aAll > 0) out.attackerHolds += m
    else if (dAll > 0) out.defenderHolds += m
    else out.bothDestroyed += m
  }

  interface PairTable {
    n: number
    bLive: Uint8Array
    bAM: Int32Array
    bDM: Int32Array
    aLive: Uint8Array
    aAM: Int32Array
    aDM: Int32Array
    aAA: Int32Array
    aDA: Int32Array
    m: Float64Array
  }
  /** A theatre's (summary before the round, after it) → probability, as flat arrays for the product loop. */
  function tableOf(pair: Map<number, number>): PairTable {
    const n = pair.size
    const t: PairTable = {
      n,
      bLive: new Uint8Array(n),
      bAM: new Int32Array(n),
      bDM: new Int32Array(n),
      aLive: new Uint8Array(n),
      aAM: new Int32Array(n),
      aDM: new Int32Array(n),
      aAA: new Int32Array(n),
      aDA: new Int32Array(n),
      m: new Float64Array(n),
    }
    let i = 0
    for (const [k, m] of pair) {
      const b = unpack(Math.floor(k / 1e7))
      const a = unpack(k % 1e7)
      t.bLive[i] = b.live ? 1 : 0
      t.bAM[i] = b.aMob
      t.bDM[i] = b.dMob
      t.aLive[i] = a.live ? 1 : 0
      t.aAM[i] = a.aMob
      t.aDM[i] = a.dMob
      t.aAA[i] = a.aAll
      t.aDA[i] = a.dAll
      t.m[i] = m
      i++
    }
    return t
  }
  let pruned = 0
  for (let r = 1; r <= MAX_ROUNDS && continuing > SETTLED; r++) {
    const pairs = [0, 1].map((t) => {
      const c = chains[t]!
      const cur = dist[t]!
      const next: number[] = new Array<number>(c.packed.length).fill(0)
      const pair = new Map<number, number>()
      const add = (k: number, m: number) => pair.set(k, (pair.get(k) ?? 0) + m)
      for (let id = 0; id < cur.length; id++) {
        const p = cur[id]
        if (!p) continue
        const before = sumOf(c.packed[id]!)
        if (before % 2 === 0) {
          next[id] = (next[id] ?? 0) + p
          add(before * 1e7 + before, p)
          continue
        }
        if (p < NEGLIGIBLE) {
          // A still-fighting state this unlikely is dropped; its mass is reported as unresolved.
          pruned += p
          continue
        }
        const mv = movesOf(c, id)
        const afterMass = new Map<number, number>()
        for (let k = 0; k < mv.to.length; k++) {
          const to = mv.to[k]!
          const m = p * mv.p[k]!
          next[to] = (next[to] ?? 0) + m
          const a = sumOf(c.packed[to]!)
          afterMass.set(a, (afterMass.get(a) ?? 0) + m)
        }
        for (const [a, m] of afterMass) add(before * 1e7 + a, m)
      }
      dist[t] = next
      return tableOf(pair)
    })
    continuing = 0
    const [x, y] = pairs as [PairTable, PairTable]
    const TA = threshold[0] ?? -1
    const TD = threshold[1] ?? -1
    for (let i = 0; i < x.n; i++) {
      const xbLive = x.bLive[i]!
      for (let j = 0; j < y.n; j++) {
        if (!xbLive && !y.bLive[j]) continue
        // Retreated after an earlier round (counts only fall, so the check at r − 1 is enough).
        if (r > 1 && (x.bAM[i]! + y.bAM[j]! <= TA || x.bDM[i]! + y.bDM[j]! <= TD)) continue
        const m = x.m[i]! * y.m[j]!
        expectedRounds += m
        const aAll = x.aAA[i]! + y.aAA[j]!
        const dAll = x.aDA[i]! + y.aDA[j]!
        if (x.aLive[i]! || y.aLive[j]!) {
          const aOut = x.aAM[i]! + y.aAM[j]! <= TA
          if (aOut || x.aDM[i]! + y.aDM[j]! <= TD) {
            if (aOut) out.attackerRetreats += m
            else out.defenderRetreats += m
            aSurv[aAll]! += m
            dSurv[dAll]! += m
          } else continuing += m
        } else {
          aSurv[aAll]! += m
          dSurv[dAll]! += m
          if (aAll > 0 && dAll > 0) out.standoff += m
          else if (aAll > 0) out.attackerHolds += m
          else if (dAll > 0) out.defenderHolds += m
          else out.bothDestroyed += m
        }
      }
    }
  }
  continuing += pruned

  const trim = (d: number[]) => {
    let n = d.length
    while (n > 1 && d[n - 1] === 0) n--
    return d.slice(0, n)
  }
  const rolled = kinds.flatMap((k) => (['red', 'black', 'green'] as const).filter((c) => k.stats.attack[c] > 0))
  const usedKeys = new Set([
    'rebellion.dice.combatEffects',
    'rebellion.dice.combatCap',
    ...rolled.map((c) => `rebellion.dice.${c}`),
  ])
  const facts: FactUsed[] = table.facts.filter((f) => usedKeys.has(f.key))
  for (const k of kinds) {
    if (facts.some((f) => f.key === unitFact(k.stats.id)!.key)) continue
    const fact = unitFact(k.stats.id)!
    const r = resolveUnit(k.stats.id, corrections)!
    const lowDoubt = !r.corrected && k.stats.doubt !== undefined && k.stats.doubt.confidence === 'low'
    facts.push({
      key: fact.key,
      label: fact.label,
      value: r.stats,
      confidence: lowDoubt ? 'low' : fact.confidence,
      corrected: r.corrected,
      verify: r.verify || lowDoubt,
    })
  }
  return ok({
    pAttackerWins: out.attackerHolds + out.defenderRetreats,
    pDefenderWins: out.defenderHolds + out.attackerRetreats,
    outcomes: out,
    attackerSurvivors: trim(aSurv),
    defenderSurvivors: trim(dSurv),
    expectedRounds,
    unresolved: continuing,
    noRetreat,
    facts,
  })
}

const REROLL_ORDER: readonly DieColour[] = ['red', 'black', 'green']

/**
 * The stated reroll policy: after the roll, dice that did nothing usable (a blank, a special, or a
 * hit of a colour no enemy unit there has) are rerolled, up to the reroll allowance, starting with
 * the colour whose die most often does usable damage against these units (red first on a tie).
 * Returns P(red hits, black hits, direct hits) flat: [(r * (black + 1) + b) * (all dice + 1) + d].
 */
function rollOdds(
  dice: AttackDice,
  rerolls: number,
  faces: Record<DieColour, CombatFaceOdds>,
  useRed: boolean,
  useBlack: boolean,
): Float64Array {
  const usable = (c: DieColour) => (c === 'red' ? useRed : c === 'black' ? useBlack : false)
  const useful = (c: DieColour) => faces[c].direct + (usable(c) ? faces[c].hit : 0)
  const order = [...REROLL_ORDER].sort((x, y) => useful(y) - useful(x))
  const nB = dice.black + 1
  const nD = dice.red + dice.black + dice.green + 1
  // State: red hits, black hits, direct hits, rerolls left.
  const pack = (r: number, b: number, d: number, left: number) => ((r * nB + b) * nD + d) * 32 + left
  let cur = new Map<number, number>([[pack(0, 0, 0, rerolls), 1]])
  for (const c of order) {
    const n = dice[c]
    if (n === 0) continue
    const hitP = usable(c) ? faces[c].hit : 0
    const dirP = faces[c].direct
    const noneP = 1 - hitP - dirP
    const split = (m: number) => {
      // P(h hits, d direct) for m dice.
      const out: [number, number, number][] = []
      for (let h = 0; h <= m; h++)
        for (let d = 0; h + d <= m; d++) {
          const p = multinomial(m, h, d) * hitP ** h * dirP ** d * noneP ** (m - h - d)
          if (p > 0) out.push([h, d, p])
        }
      return out
    }
    const next = new Map<number, number>()
    for (const [k, p] of cur) {
      const left = k % 32
      let rest = (k - left) / 32
      const d0 = rest % nD
      rest = (rest - d0) / nD
      const b0 = rest % nB
      const r0 = (rest - b0) / nB
      for (const [h, d, q] of split(n)) {
        const again = Math.min(left, n - h - d)
        for (const [h2, d2, q2] of split(again)) {
          const hh = h + h2
          const key = pack(r0 + (c === 'red' ? hh : 0), b0 + (c === 'black' ? hh : 0), d0 + d + d2, left - again)
          next.set(key, (next.get(key) ?? 0) + p * q * q2)
        }
      }
    }
    cur = next
  }
  const out = new Float64Array((dice.red + 1) * nB * nD)
  for (const [k, p] of cur) out[(k - (k % 32)) / 32]! += p
  return out
}

function multinomial(m: number, h: number, d: number): number {
  return factorial(m) / (factorial(h) * factorial(d) * factorial(m - h - d))
}

function factorial(n: number): number {
  let f = 1
  for (let i = 2; i <= n; i++) f *= i
  return f
}

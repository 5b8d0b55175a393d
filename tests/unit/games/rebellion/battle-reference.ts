// Independent references for the whole-battle odds: a brute-force recursion that enumerates every
// face of every die each round (small battles of single-figure kinds), and a seeded Monte Carlo
// that plays whole battles die by die (big battles). Neither shares the engine's propagation.
import { allocationSolver, type DefenderSlot } from '../../../../src-shared/games/rebellion/odds/combat-allocation'
import type { BattleInput } from '../../../../src-shared/games/rebellion/odds/battle'
import { FACES, type DiceTable, type Face } from '../../../../src-shared/games/rebellion/odds/dice'
import { resolveUnit, type DieColour, type UnitStats } from '../../../../src-shared/games/rebellion/units'

type Effect = 'hit' | 'direct' | 'none'

function effect(table: DiceTable, colour: DieColour, face: Face): Effect {
  const e = table.combatEffects[face]
  if (e === 'damageAnyUnit') return 'direct'
  if (e === 'damageMatchingColour' && colour !== 'green') return 'hit'
  return 'none'
}

function facesOf(table: DiceTable, colour: DieColour): Face[] {
  return FACES.flatMap((f) => new Array<Face>(table.faces[colour][f]).fill(f))
}

/** Every sequence of faces for these dice, equally likely. */
function* allRolls(table: DiceTable, colours: readonly DieColour[]): Generator<Effect[]> {
  if (colours.length === 0) {
    yield []
    return
  }
  const [c, ...rest] = colours
  for (const f of facesOf(table, c!)) for (const tail of allRolls(table, rest)) yield [effect(table, c!, f), ...tail]
}

export interface Outcome {
  attackerHolds: number
  defenderHolds: number
  bothDestroyed: number
  defenderRetreats: number
}

/**
 * Brute force for battles whose units all have health 1 and no rerolls: each die showing a hit of
 * a colour the enemy has, or a direct hit, destroys one enemy unit in that theatre. The defender
 * retreats after a round that leaves it `retreatAt` units or fewer while the battle goes on.
 * States: units left per side per theatre (as [space A, space D, ground A, ground D] unit lists).
 */
export function bruteBattle(input: BattleInput, table: DiceTable): Outcome {
  const expand = (side: BattleInput['attacker'], theatre: 'space' | 'ground') =>
    side.units
      .flatMap((g) => new Array<UnitStats>(g.count ?? 1).fill(resolveUnit(g.unitId)!.stats))
      .filter((u) => u.theatre === theatre)
  const start = [
    expand(input.attacker, 'space'),
    expand(input.defender, 'space'),
    expand(input.attacker, 'ground'),
    expand(input.defender, 'ground'),
  ]
  for (const list of start)
    for (const u of list) if (u.health?.value !== 1) throw new Error('the brute force handles health-1 units only')
  const T = input.defender.retreatAt ?? -1
  const memo = new Map<string, Outcome>()

  function dice(units: readonly UnitStats[]): DieColour[] {
    return units.flatMap((u) => [
      ...new Array<DieColour>(u.attack.red).fill('red'),
      ...new Array<DieColour>(u.attack.black).fill('black'),
      ...new Array<DieColour>(u.attack.green).fill('green'),
    ])
  }
  /** Units left after an attack: each damaging die kills one (the order of the list decides which). */
  function strike(roll: readonly Effect[], colours: readonly DieColour[], targets: readonly UnitStats[]) {
    const left = [...targets]
    roll.forEach((e, i) => {
      if (e === 'none') return
      const k =
        e === 'direct' ? left.length - 1 : left.map((u) => u.health!.colour).lastIndexOf(colours[i] as 'red' | 'black')
      if (k >= 0) left.splice(k, 1)
    })
    return left
  }
  /** Distribution of one theatre's (attacker, defender) after one round. */
  function theatreRound(a: UnitStats[], d: UnitStats[]): [UnitStats[], UnitStats[], number][] {
    if (a.length === 0 || d.length === 0) return [[a, d, 1]]
    const ca = dice(a)
    const cd = dice(d)
    const total = 6 ** (ca.length + cd.length)
    const acc = new Map<string, [UnitStats[], UnitStats[], number]>()
    for (const ra of allRolls(table, ca))
      for (const rd of allRolls(table, cd)) {
        const na = strike(rd, cd, a)
        const nd = strike(ra, ca, d)
        const k = `${na.length}|${nd.length}`
        const e = acc.get(k)
        if (e) e[2] += 1 / total
        else acc.set(k, [na, nd, 1 / total])
      }
    return [...acc.values()]
  }
  const key = (s: UnitStats[][]) => s.map((l) => l.length).join(',')
  function value(s: UnitStats[][]): Outcome {
    const k = key(s)
    const known = memo.get(k)
    if (known) return known
    const spaceOn = s[0]!.length > 0 && s[1]!.length > 0
    const groundOn = s[2]!.length > 0 && s[3]!.length > 0
    if (!spaceOn && !groundOn) {
      const a = s[0]!.length + s[2]!.length
      const d = s[1]!.length + s[3]!.length
      const o = {
        attackerHolds: a > 0 && d === 0 ? 1 : 0,
        defenderHolds: d > 0 && a === 0 ? 1 : 0,
        bothDestroyed: a === 0 && d === 0 ? 1 : 0,
        defenderRetreats: 0,
      }
      memo.set(k, o)
      return o
    }
    let stay = 0
    const acc: Outcome = { attackerHolds: 0, defenderHolds: 0, bothDestroyed: 0, defenderRetreats: 0 }
    for (const [sa, sd, p] of theatreRound(s[0]!, s[1]!))
      for (const [ga, gd, q] of theatreRound(s[2]!, s[3]!)) {
        const next = [sa, sd, ga, gd]
        const m = p * q
        const on = (sa.length > 0 && sd.length > 0) || (ga.length > 0 && gd.length > 0)
        if (on && sd.length + gd.length <= T) {
          acc.defenderRetreats += m
          continue
        }
        if (key(next) === k) {
          stay += m
          continue
        }
        const v = value(next)
        acc.attackerHolds += m * v.attackerHolds
        acc.defenderHolds += m * v.defenderHolds
        acc.bothDestroyed += m * v.bothDestroyed
        acc.defenderRetreats += m * v.defenderRetreats
      }
    const o = {
      attackerHolds: acc.attackerHolds / (1 - stay),
      defenderHolds: acc.defenderHolds / (1 - stay),
      bothDestroyed: acc.bothDestroyed / (1 - stay),
      defenderRetreats: acc.defenderRetreats / (1 - stay),
    }
    memo.set(k, o)
    return o
  }
  return value(start)
}

/** mulberry32: a tiny seeded PRNG, independent of the app's. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Figure {
  kind: number
  stats: UnitStats
  damage: number
}

/**
 * Plays `battles` whole battles die by die under the engine's stated policies (rerolls of dice that
 * did nothing usable, best colour first; the allocator's choice of units; leftover damage on the
 * most-hurt survivor), and counts outcomes. The allocator is shared; rolling, rerolling, damage
 * bookkeeping, round order, retreats and the lonely-structure check are written here again.
 */
export function simulateBattle(input: BattleInput, table: DiceTable, battles: number, seed: number) {
  const rand = mulberry32(seed)
  const faces = { red: facesOf(table, 'red'), black: facesOf(table, 'black'), green: facesOf(table, 'green') }
  const kinds: string[] = []
  const sides = [input.attacker, input.defender].map((side, s) =>
    side.units.flatMap((g) => {
      const stats = resolveUnit(g.unitId)!.stats
      const id = `${s}:${stats.id}`
      if (!kinds.includes(id)) kinds.push(id)
      return new Array<number>(g.count ?? 1)
        .fill(0)
        .map(() => ({ kind: kinds.indexOf(id), stats, damage: g.damage ?? 0 }))
    }),
  )
  const count = {
    attackerHolds: 0,
    defenderHolds: 0,
    bothDestroyed: 0,
    attackerRetreats: 0,
    defenderRetreats: 0,
    standoff: 0,
  }
  const cap = table.combatCap
  const canRetreat = [input.attacker, input.defender].map((side, s) => {
    if (!side.hasLeader) return false
    const own = sides[s]!.map((f) => f.stats.id)
    const enemy = sides[1 - s]!.map((f) => f.stats.id)
    if (own.some((id) => id === 'death-star' || id === 'death-star-under-construction')) return false
    if (sides[s]![0]?.stats.faction === 'rebels' && enemy.includes('interdictor')) return false
    return true
  })
  const order = (fs: Figure[]) => [...fs].sort((x, y) => (x.kind !== y.kind ? x.kind - y.kind : y.damage - x.damage))
  function attack(attackers: Figure[], targets: Figure[], rerolls: number): Figure[] {
    const dice = { red: 0, black: 0, green: 0 }
    for (const f of attackers) for (const c of ['red', 'black', 'green'] as const) dice[c] += f.stats.attack[c]
    for (const c of ['red', 'black', 'green'] as const) dice[c] = Math.min(dice[c], cap[c])
    const targetsOrdered = order(targets)
    const slots: (DefenderSlot | null)[] = targetsOrdered.map((f) =>
      f.stats.health ? { colour: f.stats.health.colour, need: f.stats.health.value - f.damage } : null,
    )
    const usable = {
      red: slots.some((x) => x?.colour === 'red'),
      black: slots.some((x) => x?.colour === 'black'),
      green: false,
    }
    const roll = (c: DieColour): Effect => {
      const e = effect(table, c, faces[c][Math.floor(rand() * 6)]!)
      return e === 'hit' && !usable[c] ? 'none' : e
    }
    const useful = (c: DieColour) =>
      faces[c].filter((f) => {
        const e = effect(table, c, f)
        return e === 'direct' || (e === 'hit' && usable[c])
      }).length
    const colourOrder = (['red', 'black', 'green'] as const).slice().sort((x, y) => useful(y) - useful(x))
    const results: { c: DieColour; e: Effect }[] = []
    for (const c of colourOrder) for (let i = 0; i < dice[c]; i++) results.push({ c, e: roll(c) })
    let left = rerolls
    for (const r of results)
      if (r.e === 'none' && left > 0) {
        left--
        r.e = roll(r.c)
      }
    const red = results.filter((r) => r.e === 'hit' && r.c === 'red').length
    const black = results.filter((r) => r.e === 'hit' && r.c === 'black').length
    const direct = results.filter((r) => r.e === 'direct').length
    const chosen = allocationSolver(slots)(red, black, direct).destroyedUnits
    let needRed = 0
    let needBlack = 0
    for (const i of chosen) {
      if (slots[i]!.colour === 'red') needRed += slots[i]!.need
      else needBlack += slots[i]!.need
    }
    const pools = {
      red: Math.max(0, red - needRed),
      black: Math.max(0, black - needBlack),
      direct: direct - Math.max(0, needRed - red) - Math.max(0, needBlack - black),
    }
    const survivors = targetsOrdered.filter((_, i) => !chosen.includes(i)).map((f) => ({ ...f }))
    const put = (colour: 'red' | 'black' | null) => {
      let best: Figure | null = null
      for (const f of survivors) {
        if (!f.stats.health) continue
        const need = f.stats.health.value - f.damage
        if (need <= 1 || (colour && f.stats.health.colour !== colour)) continue
        if (!best || need < best.stats.health!.value - best.damage) best = f
      }
      if (best) best.damage++
      return best !== null
    }
    while (pools.red > 0 && put('red')) pools.red--
    while (pools.black > 0 && put('black')) pools.black--
    while (pools.direct > 0 && put(null)) pools.direct--
    return survivors
  }
  const mobile = (fs: Figure[]) =>
    fs.filter((f) => !f.stats.structure && f.stats.id !== 'death-star-under-construction').length
  const thresholds = [input.attacker.retreatAt ?? null, input.defender.retreatAt ?? null]
  for (let b = 0; b < battles; b++) {
    let own = sides.map((s) => s.map((f) => ({ ...f })))
    let result: keyof typeof count | null = null
    for (let round = 0; round < 1000 && !result; round++) {
      const next: Figure[][] = [[], []]
      let fought = false
      for (const theatre of ['space', 'ground'] as const) {
        const a = own[0]!.filter((f) => f.stats.theatre === theatre)
        const d = own[1]!.filter((f) => f.stats.theatre === theatre)
        if (a.length === 0 || d.length === 0) {
          next[0]!.push(...a)
          next[1]!.push(...d)
          continue
        }
        fought = true
        const side = [input.attacker, input.defender]
        let na = attack(d, a, side[1]!.tactics[theatre])
        let nd = attack(a, d, side[0]!.tactics[theatre])
        const diceOf = (fs: Figure[]) =>
          fs.reduce((n, f) => n + f.stats.attack.red + f.stats.attack.black + f.stats.attack.green, 0)
        if (theatre === 'ground' && diceOf(a) === 0) na = na.filter((f) => !f.stats.structure)
        if (theatre === 'ground' && diceOf(d) === 0) nd = nd.filter((f) => !f.stats.structure)
        next[0]!.push(...na)
        next[1]!.push(...nd)
      }
      if (!fought) break
      own = next
      const stillOn = (['space', 'ground'] as const).some(
        (t) => own[0]!.some((f) => f.stats.theatre === t) && own[1]!.some((f) => f.stats.theatre === t),
      )
      if (!stillOn) break
      if (canRetreat[0] && thresholds[0] !== null && mobile(own[0]!) <= thresholds[0]!) result = 'attackerRetreats'
      else if (canRetreat[1] && thresholds[1] !== null && mobile(own[1]!) <= thresholds[1]!) result = 'defenderRetreats'
    }
    if (!result) {
      const a = own[0]!.length
      const d = own[1]!.length
      result = a > 0 && d > 0 ? 'standoff' : a > 0 ? 'attackerHolds' : d > 0 ? 'defenderHolds' : 'bothDestroyed'
    }
    count[result]++
  }
  return Object.fromEntries(Object.entries(count).map(([k, v]) => [k, v / battles])) as typeof count
}

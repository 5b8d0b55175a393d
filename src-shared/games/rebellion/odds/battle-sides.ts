// A side's figures in one theatre during a whole battle (battle.ts), and where one attack sends them.
//
// A side state is its figures — codes kind * 64 + damage, sorted — interned to a small number, with
// the dice it rolls (capped), the health each figure has left and its counts. An attack on a side
// state is a list of the side states it can leave, with their probabilities; it depends only on the
// attacking dice, the rerolls and the target, so it is computed once per (dice, rerolls, target).
import { isImmobile } from '../units-on-board'
import type { AttackDice, DieColour, UnitStats } from '../units'
import { allocationSolver, type AllocationSolver, type DefenderSlot } from './combat-allocation'
import { combatFaceOdds, type CombatFaceOdds, type DiceTable } from './dice'

interface SideInfo {
  figures: number[]
  dice: AttackDice
  /** The capped dice as one small number: the same for every side state rolling the same dice. */
  diceKey: number
  slots: (DefenderSlot | null)[]
  all: number
  mobile: number
  hasStructures: boolean
  /** Gives no die (ground: its structures go at the round's end). */
  silent: boolean
  /** Health left on red-health units, and on black-health ones: more hits of that colour do nothing. */
  capRed: number
  capBlack: number
}

/** Where one attack sends the target: side states and their probabilities. */
export interface SideMove {
  to: Int32Array
  p: Float64Array
}

/**
 * The side states of the last few battles asked about, by their unit kinds and dice: asking again
 * with another retreat threshold, another leader or after a round reuses every attack worked out.
 */
const recent = new Map<string, BattleSides>()
const RECENT = 4
/** Side states kept for one set of kinds grow with every battle asked; start over beyond this. */
const KEPT_SIDES = 50_000

/** The side states for a battle with these unit kinds (in this order) and dice. */
export function battleSides(kinds: readonly UnitStats[], table: DiceTable): BattleSides {
  const key = JSON.stringify([kinds, table.faces, table.combatEffects, table.combatCap])
  let sides = recent.get(key)
  recent.delete(key)
  if (!sides || sides.list.length > KEPT_SIDES) sides = new BattleSides(kinds, table)
  recent.set(key, sides)
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!)
  return sides
}

/** Forgets the side states kept between battles (the benchmark times a battle from nothing). */
export function forgetBattleSides(): void {
  recent.clear()
}

export class BattleSides {
  readonly list: SideInfo[] = []
  private readonly ids = new Map<string, number>()
  private readonly faceOdds: Record<DieColour, CombatFaceOdds>
  private readonly rolls = new Map<number, Float64Array>()
  private readonly solvers = new Map<number, AllocationSolver>()
  /** Per target side state: (dice, rerolls) → where the attack sends it. */
  private readonly hits = new Map<number, Map<number, SideMove>>()
  private readonly bare = new Map<number, number>()
  /** Per target side state: (red hits, black hits, direct hits) folded → the side state left. */
  private readonly landed = new Map<number, Map<number, number>>()

  constructor(
    private readonly kinds: readonly UnitStats[],
    private readonly table: DiceTable,
  ) {
    this.faceOdds = {
      red: combatFaceOdds(table, 'red'),
      black: combatFaceOdds(table, 'black'),
      green: combatFaceOdds(table, 'green'),
    }
  }

  /** The side state of these figures (any order). */
  intern(figures: readonly number[]): number {
    const sorted = [...figures].sort(sortFigures)
    const key = sorted.join(',')
    let id = this.ids.get(key)
    if (id !== undefined) return id
    id = this.list.length
    this.ids.set(key, id)
    const dice: AttackDice = { red: 0, black: 0, green: 0 }
    let mobile = 0
    let hasStructures = false
    const slots: (DefenderSlot | null)[] = []
    let capRed = 0
    let capBlack = 0
    for (const c of sorted) {
      const st = this.kinds[c >> 6]!
      dice.red += st.attack.red
      dice.black += st.attack.black
      dice.green += st.attack.green
      if (!isImmobile(st)) mobile++
      if (st.structure) hasStructures = true
      if (!st.health) {
        slots.push(null)
        continue
      }
      const need = st.health.value - (c & 63)
      slots.push({ colour: st.health.colour, need })
      if (st.health.colour === 'red') capRed += need
      else capBlack += need
    }
    const cap = this.table.combatCap
    const capped: AttackDice = {
      red: Math.min(dice.red, cap.red),
      black: Math.min(dice.black, cap.black),
      green: Math.min(dice.green, cap.green),
    }
    this.list.push({
      figures: sorted,
      dice: capped,
      diceKey: (capped.red * 256 + capped.black) * 256 + capped.green,
      slots,
      all: sorted.length,
      mobile,
      hasStructures,
      silent: capped.red + capped.black + capped.green === 0,
      capRed,
      capBlack,
    })
    return id
  }

  /** The side state without its structures (lonely structures at a ground round's end). */
  withoutStructures(id: number): number {
    const s = this.list[id]!
    if (!s.hasStructures) return id
    let known = this.bare.get(id)
    if (known === undefined) {
      known = this.intern(s.figures.filter((c) => !this.kinds[c >> 6]!.structure))
      this.bare.set(id, known)
    }
    return known
  }

  /** Where `target` ends up after an attack by side state `by` with this many rerolls. */
  attack(by: number, rerolls: number, target: number): SideMove {
    const { dice, diceKey } = this.list[by]!
    let byDice = this.hits.get(target)
    if (!byDice) {
      byDice = new Map()
      this.hits.set(target, byDice)
    }
    const key = diceKey * 8 + rerolls
    const known = byDice.get(key)
    if (known) return known
    const t = this.list[target]!
    const rollKey = ((diceKey * 8 + rerolls) * 2 + (t.capRed > 0 ? 1 : 0)) * 2 + (t.capBlack > 0 ? 1 : 0)
    let roll = this.rolls.get(rollKey)
    if (!roll) {
      roll = rollOdds(dice, rerolls, this.faceOdds, t.capRed > 0, t.capBlack > 0)
      this.rolls.set(rollKey, roll)
    }
    let landed = this.landed.get(target)
    if (!landed) {
      landed = new Map()
      this.landed.set(target, landed)
    }
    // Hits beyond what the units there can take change nothing: fold them together first.
    const nB = dice.black + 1
    const nD = dice.red + dice.black + dice.green + 1
    const cr = Math.min(dice.red, t.capRed)
    const cb = Math.min(dice.black, t.capBlack)
    const cd = Math.min(nD - 1, t.capRed + t.capBlack)
    const FB = cb + 1
    const FD = cd + 1
    const folded = new Float64Array((cr + 1) * FB * FD)
    let i = 0
    for (let r = 0; r <= dice.red; r++) {
      const fr = (r < cr ? r : cr) * FB
      for (let b = 0; b < nB; b++) {
        const frb = (fr + (b < cb ? b : cb)) * FD
        for (let d = 0; d < nD; d++, i++) {
          const p = roll[i]!
          if (p !== 0) folded[frb + (d < cd ? d : cd)]! += p
        }
      }
    }
    const acc = new Map<number, number>()
    let f = 0
    for (let redHits = 0; redHits <= cr; redHits++)
      for (let blackHits = 0; blackHits <= cb; blackHits++)
        for (let direct = 0; direct <= cd; direct++, f++) {
          const p = folded[f]!
          if (p === 0) continue
          const k = (redHits * 64 + blackHits) * 64 + direct
          let next = landed.get(k)
          if (next === undefined) {
            let solve = this.solvers.get(target)
            if (!solve) {
              solve = allocationSolver(t.slots)
              this.solvers.set(target, solve)
            }
            const destroyed = solve(redHits, blackHits, direct).destroyedUnits
            next = this.afterHits(target, destroyed, redHits, blackHits, direct)
            landed.set(k, next)
          }
          acc.set(next, (acc.get(next) ?? 0) + p)
        }
    const move: SideMove = { to: new Int32Array(acc.size), p: new Float64Array(acc.size) }
    let at = 0
    for (const [to, p] of acc) {
      move.to[at] = to
      move.p[at++] = p
    }
    byDice.set(key, move)
    return move
  }

  /**
   * The destroyed units go; leftover damage lands on the surviving unit with the least health left
   * (first listed on a tie), red hits on red-health units, black on black, direct hits on any —
   * the stated policy: finish off what is already hurt next round.
   */
  private afterHits(id: number, destroyed: readonly number[], redHits: number, blackHits: number, direct: number) {
    if (destroyed.length === 0 && redHits + blackHits + direct === 0) return id
    const t = this.list[id]!
    let needRed = 0
    let needBlack = 0
    const gone = new Set(destroyed)
    for (const i of destroyed) {
      const sl = t.slots[i]!
      if (sl.colour === 'red') needRed += sl.need
      else needBlack += sl.need
    }
    let red = Math.max(0, redHits - needRed)
    let black = Math.max(0, blackHits - needBlack)
    let free = direct - Math.max(0, needRed - redHits) - Math.max(0, needBlack - blackHits)
    const codes: number[] = []
    const need: number[] = []
    const colour: (DieColour | null)[] = []
    t.figures.forEach((code, i) => {
      if (gone.has(i)) return
      const sl = t.slots[i]
      codes.push(code)
      need.push(sl ? sl.need : 0)
      colour.push(sl ? sl.colour : null)
    })
    const place = (c: 'red' | 'black' | null): boolean => {
      let best = -1
      for (let i = 0; i < codes.length; i++) {
        if (colour[i] === null || need[i]! <= 1 || (c && colour[i] !== c)) continue
        if (best < 0 || need[i]! < need[best]!) best = i
      }
      if (best < 0) return false
      need[best]!--
      codes[best]!++
      return true
    }
    while (red > 0 && place('red')) red--
    while (black > 0 && place('black')) black--
    while (free > 0 && place(null)) free--
    return this.intern(codes)
  }
}

function sortFigures(x: number, y: number): number {
  return x >> 6 !== y >> 6 ? (x >> 6) - (y >> 6) : (y & 63) - (x & 63)
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
    const splits: [number, number, number][][] = []
    const split = (m: number) => {
      // P(h hits, d direct) for m dice.
      const known = splits[m]
      if (known) return known
      const out: [number, number, number][] = []
      for (let h = 0; h <= m; h++)
        for (let d = 0; h + d <= m; d++) {
          const p = multinomial(m, h, d) * hitP ** h * dirP ** d * noneP ** (m - h - d)
          if (p > 0) out.push([h, d, p])
        }
      splits[m] = out
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

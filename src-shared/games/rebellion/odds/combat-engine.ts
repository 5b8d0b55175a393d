// Exact odds of one attack, with optimal rerolls.
//
// Dice of one colour are interchangeable, so a roll is summarised by counts: per colour how many
// show a hit, a direct hit or nothing useful. After allocation only (red hits, black hits, direct
// hits) matters — a "triple". The engine:
//   1. solves the allocation for every triple (combat-allocation.ts) and scores it for the objective;
//   2. for every number of rerolled dice per colour m = (red, black, green), tabulates the expected
//      score of a kept triple plus m fresh dice, one die at a time (each extra die is a 3-face mix);
//   3. for every first roll, picks the best m and keeps the dice a reroll can only improve on:
//      direct hits are never rerolled, "nothing" faces go before hits (a kept better face never
//      does worse, so this loses nothing);
//   4. pushes each first roll's probability through its chosen reroll to the final triples.
// Ties between reroll choices: fewer dice rerolled, then more red, then more black.
import type { DiceTable } from './dice'
import { combatFaceOdds, type CombatFaceOdds } from './dice'
import { allocationSolver, type Allocation, type DefenderSlot } from './combat-allocation'
import type { AttackDice, DieColour } from '../units'

export type CombatObjective = 'maxDestroyed' | 'maxDamage' | 'destroyUnit'

export interface AttackSpec {
  /** Dice actually rolled (caps already applied). */
  dice: AttackDice
  /** Dice that may be rerolled once. */
  rerolls: number
  defenders: readonly (DefenderSlot | null)[]
  objective: CombatObjective
  /** Defender index for 'destroyUnit'. */
  target?: number
}

export interface ExactAttack {
  /** Index k = P(exactly k defending units destroyed). */
  destroyed: number[]
  expectedDestroyed: number
  /** Index k = P(exactly k damage dealt, counting only damage a unit could take). */
  damage: number[]
  expectedDamage: number
  /** Per defender, P(destroyed) under the optimal allocation and tie-breaks. */
  pUnitDestroyed: number[]
  /** P(the target is destroyed) for 'destroyUnit'; null otherwise. */
  pTargetDestroyed: number | null
}

/** Per colour, how many dice show each useful result. */
export type RollCounts = Record<DieColour, { hit: number; direct: number; none: number }>
export type RerollCounts = Record<DieColour, number>

export interface AttackPlan {
  odds: ExactAttack
  /** The optimal number of dice of each colour to reroll (nothing-faces first, then hits). */
  chooseRerolls(first: RollCounts): RerollCounts
  allocate(redHits: number, blackHits: number, directHits: number): Allocation
}

const COLOURS: readonly DieColour[] = ['red', 'black', 'green']
const SCORE = 3
const EPS = 1e-12

/** P(h hits, d direct) for m dice: flat [h * (m + 1) + d]. */
function rollCounts(odds: CombatFaceOdds, m: number): Float64Array {
  let cur = new Float64Array(1).fill(1)
  for (let n = 1; n <= m; n++) {
    const next = new Float64Array((n + 1) * (n + 1))
    for (let h = 0; h < n; h++) {
      for (let d = 0; h + d < n; d++) {
        const p = cur[h * n + d]!
        if (p === 0) continue
        next[(h + 1) * (n + 1) + d]! += p * odds.hit
        next[h * (n + 1) + d + 1]! += p * odds.direct
        next[h * (n + 1) + d]! += p * odds.none
      }
    }
    cur = next
  }
  return cur
}

function scoreOf(a: Allocation, objective: CombatObjective): [number, number, number] {
  if (objective === 'maxDamage') return [a.damage, a.destroyed, 0]
  if (objective === 'destroyUnit') return [a.targetDestroyed ? 1 : 0, a.destroyed, a.damage]
  return [a.destroyed, a.damage, 0]
}

function mKey(mr: number, mb: number, mg: number): number {
  return (mr * 64 + mb) * 64 + mg
}

export function planAttack(spec: AttackSpec, table: DiceTable): AttackPlan {
  const nR = spec.dice.red
  const nB = spec.dice.black
  const nG = spec.dice.green
  const odds = {
    red: combatFaceOdds(table, 'red'),
    black: combatFaceOdds(table, 'black'),
    green: combatFaceOdds(table, 'green'),
  }
  const BH = nB + 1
  const DD = nR + nB + nG + 1
  const T = (nR + 1) * BH * DD
  const idx = (rH: number, bH: number, d: number): number => (rH * BH + bH) * DD + d
  const step: Record<DieColour, number> = { red: BH * DD, black: DD, green: 0 }

  const solve = allocationSolver(spec.defenders, spec.objective === 'destroyUnit' ? (spec.target ?? null) : null)
  const allocations: Allocation[] = new Array<Allocation>(T)
  const score = new Float64Array(T * SCORE)
  for (let rH = 0; rH <= nR; rH++) {
    for (let bH = 0; bH <= nB; bH++) {
      for (let d = 0; d < DD; d++) {
        const t = idx(rH, bH, d)
        const a = solve(rH, bH, d)
        allocations[t] = a
        score.set(scoreOf(a, spec.objective), t * SCORE)
      }
    }
  }

  const maxRerolls = Math.min(spec.rerolls, nR + nB + nG)
  // Reroll choices in preference order (fewer dice, then more red, then more black), each with
  // expected[i] = the expected score of a kept triple once its fresh dice are rolled.
  const choices: RerollCounts[] = [{ red: 0, black: 0, green: 0 }]
  const expected: Float64Array[] = [score]
  const position = new Map<number, number>([[mKey(0, 0, 0), 0]])
  for (let total = 1; total <= maxRerolls; total++) {
    for (let mr = Math.min(total, nR); mr >= 0; mr--) {
      for (let mb = Math.min(total - mr, nB); mb >= 0; mb--) {
        const mg = total - mr - mb
        if (mg > nG) continue
        const colour: DieColour = mr > 0 ? 'red' : mb > 0 ? 'black' : 'green'
        const from =
          expected[
            position.get(
              mKey(
                mr - (colour === 'red' ? 1 : 0),
                mb - (colour === 'black' ? 1 : 0),
                mg - (colour === 'green' ? 1 : 0),
              ),
            )!
          ]!
        position.set(mKey(mr, mb, mg), choices.length)
        choices.push({ red: mr, black: mb, green: mg })
        expected.push(oneMoreDie(from, odds[colour], step[colour], nR - mr, nB - mb, DD - total))
      }
    }
  }

  function oneMoreDie(
    from: Float64Array,
    o: CombatFaceOdds,
    hitStep: number,
    maxRH: number,
    maxBH: number,
    dLimit: number,
  ): Float64Array {
    const out = new Float64Array(T * SCORE)
    for (let rH = 0; rH <= maxRH; rH++) {
      for (let bH = 0; bH <= maxBH; bH++) {
        for (let d = 0; d < dLimit; d++) {
          const t = idx(rH, bH, d)
          for (let s = 0; s < SCORE; s++) {
            const none = from[t * SCORE + s]!
            const direct = from[(t + 1) * SCORE + s]!
            const hit = hitStep === 0 ? none : from[(t + hitStep) * SCORE + s]!
            out[t * SCORE + s] = o.none * none + o.direct * direct + o.hit * hit
          }
        }
      }
    }
    return out
  }

  const chRed = Int32Array.from(choices, (m) => m.red)
  const chBlack = Int32Array.from(choices, (m) => m.black)
  const chGreen = Int32Array.from(choices, (m) => m.green)

  /** Index into `choices` of the best reroll for a first roll (rerollable = hits + nothings). */
  function bestChoice(rh: number, rn: number, bh: number, bn: number, gRerollable: number, dTotal: number): number {
    let best = 0
    let bestArr: Float64Array = score
    let bestAt = idx(rh, bh, dTotal) * SCORE
    for (let i = 1; i < choices.length; i++) {
      const mr = chRed[i]!
      const mb = chBlack[i]!
      if (mr > rh + rn || mb > bh + bn || chGreen[i]! > gRerollable) continue
      const at = (((mr > rn ? rh - mr + rn : rh) * BH + (mb > bn ? bh - mb + bn : bh)) * DD + dTotal) * SCORE
      const arr = expected[i]!
      // Inline first-component test: most candidates lose on it outright.
      const x = arr[at]!
      const y = bestArr[bestAt]!
      if (x < y - EPS) continue
      if (x > y + EPS || strictlyBetter(arr, at, bestArr, bestAt)) {
        best = i
        bestArr = arr
        bestAt = at
      }
    }
    return best
  }

  // Probability mass of kept triples per reroll choice, later pushed through the fresh dice.
  const keptMass: (Float64Array | undefined)[] = []
  const firstRed = rollCounts(odds.red, nR)
  const firstBlack = rollCounts(odds.black, nB)
  const firstGreen = rollCounts(odds.green, nG)
  for (let rh = 0; rh <= nR; rh++) {
    for (let rd = 0; rh + rd <= nR; rd++) {
      const pr = firstRed[rh * (nR + 1) + rd]!
      if (pr === 0) continue
      const rn = nR - rh - rd
      for (let bh = 0; bh <= nB; bh++) {
        for (let bd = 0; bh + bd <= nB; bd++) {
          const pb = firstBlack[bh * (nB + 1) + bd]!
          if (pb === 0) continue
          const bn = nB - bh - bd
          // Green hits damage nothing (no unit has green health), so only direct hits are kept apart.
          for (let gd = 0; gd <= nG; gd++) {
            let pg = 0
            for (let gh = 0; gh + gd <= nG; gh++) pg += firstGreen[gh * (nG + 1) + gd]!
            if (pg === 0) continue
            const d = rd + bd + gd
            const i = bestChoice(rh, rn, bh, bn, nG - gd, d)
            const m = choices[i]!
            const mass = (keptMass[i] ??= new Float64Array(T))
            mass[idx(rh - Math.max(0, m.red - rn), bh - Math.max(0, m.black - bn), d)]! += pr * pb * pg
          }
        }
      }
    }
  }

  const final = new Float64Array(T)
  keptMass.forEach((mass, i) => {
    if (!mass) return
    let cur = mass
    const m = choices[i]!
    for (const c of COLOURS) for (let k = 0; k < m[c]; k++) cur = pushOneDie(cur, odds[c], step[c])
    for (let t = 0; t < T; t++) final[t]! += cur[t]!
  })

  function pushOneDie(mass: Float64Array, o: CombatFaceOdds, hitStep: number): Float64Array {
    const out = new Float64Array(T)
    for (let t = 0; t < T; t++) {
      const p = mass[t]!
      if (p === 0) continue
      out[t]! += p * o.none
      out[t + 1]! += p * o.direct
      if (hitStep === 0) out[t]! += p * o.hit
      else out[t + hitStep]! += p * o.hit
    }
    return out
  }

  const n = spec.defenders.length
  const destroyed = new Array<number>(n + 1).fill(0)
  let maxDamage = 0
  for (const d of spec.defenders) maxDamage += d?.need ?? 0
  const damage = new Array<number>(maxDamage + 1).fill(0)
  const pUnitDestroyed = new Array<number>(n).fill(0)
  for (let t = 0; t < T; t++) {
    const p = final[t]!
    if (p === 0) continue
    const a = allocations[t]!
    destroyed[a.destroyed]! += p
    damage[a.damage]! += p
    for (const u of a.destroyedUnits) pUnitDestroyed[u]! += p
  }
  const meanOf = (d: number[]): number => d.reduce((s, p, k) => s + p * k, 0)
  return {
    odds: {
      destroyed: destroyed.map(clamp01),
      expectedDestroyed: meanOf(destroyed),
      damage: damage.map(clamp01),
      expectedDamage: meanOf(damage),
      pUnitDestroyed: pUnitDestroyed.map(clamp01),
      pTargetDestroyed:
        spec.objective === 'destroyUnit'
          ? Math.min(1, spec.target === undefined ? 0 : (pUnitDestroyed[spec.target] ?? 0))
          : null,
    },
    chooseRerolls: (f) => ({
      ...choices[
        bestChoice(
          f.red.hit,
          f.red.none,
          f.black.hit,
          f.black.none,
          f.green.hit + f.green.none,
          f.red.direct + f.black.direct + f.green.direct,
        )
      ]!,
    }),
    allocate: (r, b, d) => allocations[idx(r, b, d)]!,
  }
}

/** Rounding can leave a certain outcome at 1.0000000000000002; never show more than 100 %. */
function clamp01(p: number): number {
  return p > 1 ? 1 : p < 0 ? 0 : p
}

function strictlyBetter(a: Float64Array, at: number, b: Float64Array, bt: number): boolean {
  for (let s = 0; s < SCORE; s++) {
    const x = a[at + s]!
    const y = b[bt + s]!
    if (x > y + EPS) return true
    if (x < y - EPS) return false
  }
  return false
}

export function exactAttack(spec: AttackSpec, table: DiceTable): ExactAttack {
  return planAttack(spec, table).odds
}

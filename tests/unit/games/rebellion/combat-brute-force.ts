// An independent, slow reference for the combat engine: every face sequence of every die, every
// assignment of every damaging die to a unit, every subset of dice to reroll. Small pools only.
import type { DiceTable, Face } from '../../../../src-shared/games/rebellion/odds/dice'
import { FACES } from '../../../../src-shared/games/rebellion/odds/dice'
import type { DefenderSlot } from '../../../../src-shared/games/rebellion/odds/combat-allocation'
import type { CombatObjective, ExactAttack } from '../../../../src-shared/games/rebellion/odds/combat-engine'
import type { DieColour } from '../../../../src-shared/games/rebellion/units'

type Effect = 'hitRed' | 'hitBlack' | 'direct' | 'none'

function facesOf(table: DiceTable, colour: DieColour): Face[] {
  return FACES.flatMap((f) => new Array<Face>(table.faces[colour][f]).fill(f))
}

function effectOf(table: DiceTable, colour: DieColour, face: Face): Effect {
  const e = table.combatEffects[face]
  if (e === 'damageAnyUnit') return 'direct'
  if (e === 'damageMatchingColour' && colour === 'red') return 'hitRed'
  if (e === 'damageMatchingColour' && colour === 'black') return 'hitBlack'
  return 'none'
}

interface BruteAllocation {
  destroyed: number[]
  damage: number
  /** The most damage any assignment deals. */
  maxDamage: number
  targetDestroyed: boolean
}

/** Compares a before b: positive when a is better. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

export function bruteAllocate(
  effects: readonly Effect[],
  defenders: readonly (DefenderSlot | null)[],
  target: number | null,
): BruteAllocation {
  const useful = effects.filter((e) => e !== 'none')
  const n = defenders.length
  let best: { key: number[]; alloc: BruteAllocation } | null = null
  let maxDamage = 0
  const assignment = new Array<number>(useful.length).fill(-1)
  const visit = (i: number): void => {
    if (i === useful.length) {
      const dmg = new Array<number>(n).fill(0)
      assignment.forEach((u) => {
        if (u >= 0) dmg[u]!++
      })
      const destroyed: number[] = []
      let damage = 0
      let needSum = 0
      let rank = 0
      defenders.forEach((d, u) => {
        if (!d) return
        damage += Math.min(dmg[u]!, d.need)
        if (dmg[u]! >= d.need) {
          destroyed.push(u)
          needSum += d.need
          rank += 2 ** (n - 1 - u)
        }
      })
      maxDamage = Math.max(maxDamage, damage)
      const hitTarget = target !== null && destroyed.includes(target)
      const key = [hitTarget ? 1 : 0, destroyed.length, needSum, rank, damage]
      if (!best || compareKeys(key, best.key) > 0)
        best = { key, alloc: { destroyed, damage, maxDamage: 0, targetDestroyed: hitTarget } }
      return
    }
    const e = useful[i]!
    for (let u = -1; u < n; u++) {
      const d = u >= 0 ? defenders[u] : undefined
      if (u >= 0 && (!d || (e === 'hitRed' && d.colour !== 'red') || (e === 'hitBlack' && d.colour !== 'black')))
        continue
      assignment[i] = u
      visit(i + 1)
    }
  }
  visit(0)
  const chosen = (best as { key: number[]; alloc: BruteAllocation } | null)!.alloc
  return { ...chosen, maxDamage }
}

function score(a: BruteAllocation, objective: CombatObjective): number[] {
  if (objective === 'maxDamage') return [a.maxDamage, a.destroyed.length]
  if (objective === 'destroyUnit') return [a.targetDestroyed ? 1 : 0, a.destroyed.length, a.maxDamage]
  return [a.destroyed.length, a.maxDamage]
}

function better(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > b[i]! + 1e-12) return 1
    if (a[i]! < b[i]! - 1e-12) return -1
  }
  return 0
}

/** All sequences of faces for these dice, each with probability 6^-n. */
function* sequences(colours: readonly DieColour[], table: DiceTable): Generator<Face[]> {
  const faces = colours.map((c) => facesOf(table, c))
  const current: Face[] = []
  function* go(i: number): Generator<Face[]> {
    if (i === colours.length) {
      yield [...current]
      return
    }
    for (const f of faces[i]!) {
      current.push(f)
      yield* go(i + 1)
      current.pop()
    }
  }
  yield* go(0)
}

function subsets(n: number, max: number): number[][] {
  const out: number[][] = []
  for (let mask = 0; mask < 1 << n; mask++) {
    const s: number[] = []
    for (let i = 0; i < n; i++) if (mask & (1 << i)) s.push(i)
    if (s.length <= max) out.push(s)
  }
  return out
}

export function bruteAttack(
  dice: { red: number; black: number; green: number },
  rerolls: number,
  defenders: readonly (DefenderSlot | null)[],
  objective: CombatObjective,
  table: DiceTable,
  target: number | null = null,
): ExactAttack {
  const colours: DieColour[] = [
    ...new Array<DieColour>(dice.red).fill('red'),
    ...new Array<DieColour>(dice.black).fill('black'),
    ...new Array<DieColour>(dice.green).fill('green'),
  ]
  const memo = new Map<string, BruteAllocation>()
  const allocate = (faces: readonly Face[]): BruteAllocation => {
    const effects = faces.map((f, i) => effectOf(table, colours[i]!, f))
    const key = [...effects].sort().join(',')
    let a = memo.get(key)
    if (!a) memo.set(key, (a = bruteAllocate(effects, defenders, objective === 'destroyUnit' ? target : null)))
    return a
  }
  const n = colours.length
  const allSubsets = subsets(n, rerolls)
  const finals = new Map<string, { faces: Face[]; p: number }>()
  const addFinal = (faces: Face[], p: number): void => {
    const k = faces.join(',')
    const cur = finals.get(k)
    if (cur) cur.p += p
    else finals.set(k, { faces, p })
  }
  const pFirst = 6 ** -n
  for (const first of sequences(colours, table)) {
    let best: { subset: number[]; value: number[]; tie: number[] } | null = null
    for (const subset of allSubsets) {
      const value = score(allocate(first), objective).map(() => 0)
      const rerolled = subset.map((i) => colours[i]!)
      const pEach = 6 ** -subset.length
      for (const fresh of sequences(rerolled, table)) {
        const faces = [...first]
        subset.forEach((i, j) => (faces[i] = fresh[j]!))
        score(allocate(faces), objective).forEach((v, s) => (value[s]! += v * pEach))
      }
      const effects = subset.map((i) => effectOf(table, colours[i]!, first[i]!))
      const count = (c: DieColour): number => subset.filter((i) => colours[i] === c).length
      // Same preference as the engine: fewer dice, more red, more black, then no direct hits and
      // as few hits as possible among the dice rerolled.
      const tie = [
        -subset.length,
        count('red'),
        count('black'),
        -effects.filter((e) => e === 'direct').length,
        -effects.filter((e) => e !== 'none' && e !== 'direct').length,
      ]
      if (!best || better(value, best.value) > 0 || (better(value, best.value) === 0 && compareKeys(tie, best.tie) > 0))
        best = { subset, value, tie }
    }
    const chosen = best!.subset
    const rerolled = chosen.map((i) => colours[i]!)
    const pEach = 6 ** -chosen.length
    for (const fresh of sequences(rerolled, table)) {
      const faces = [...first]
      chosen.forEach((i, j) => (faces[i] = fresh[j]!))
      addFinal(faces, pFirst * pEach)
    }
  }
  let totalHealth = 0
  for (const d of defenders) totalHealth += d?.need ?? 0
  const destroyed = new Array<number>(defenders.length + 1).fill(0)
  const damage = new Array<number>(totalHealth + 1).fill(0)
  const pUnitDestroyed = new Array<number>(defenders.length).fill(0)
  let pTarget = 0
  for (const { faces, p } of finals.values()) {
    const a = allocate(faces)
    destroyed[a.destroyed.length]! += p
    damage[a.damage]! += p
    for (const u of a.destroyed) pUnitDestroyed[u]! += p
    if (a.targetDestroyed) pTarget += p
  }
  const mean = (d: number[]): number => d.reduce((s, p, k) => s + p * k, 0)
  return {
    destroyed,
    expectedDestroyed: mean(destroyed),
    damage,
    expectedDamage: mean(damage),
    pUnitDestroyed,
    pTargetDestroyed: objective === 'destroyUnit' ? pTarget : null,
  }
}

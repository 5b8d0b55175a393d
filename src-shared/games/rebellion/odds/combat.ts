// Combat odds from the units on the board: one attack in one theatre, or a full round in which both
// sides roll before any damage is applied (so the two attacks are independent).
//
// The model: hits damage a unit of the die's colour, direct hits any unit; specials and blanks do
// no damage (tactic cards are left out). The attacker allocates to the objective optimally and
// rerolls optimally (see combat-engine.ts and combat-allocation.ts for the tie-breaks).
import type { Corrections } from '../../../core/facts'
import type { Locale } from '../../../locale'
import type { DefenderSlot } from './combat-allocation'
import { MAX_DEFENDERS } from './combat-allocation'
import { planAttack, type CombatObjective, type ExactAttack } from './combat-engine'
import { DIE_COLOURS, type DiceTable, type FactUsed } from './dice'
import { checkInteger, fail, ok, type OddsError, type OddsResult } from './odds-result'
import { oddsTexts } from './odds-texts'
import type { Theatre } from '../systems'
import { resolveUnit, unitFact, type AttackDice, type Faction, type UnitHealth, type UnitStats } from '../units'

export type { CombatObjective } from './combat-engine'

/** Units of one kind: `count` figures (default 1), each with `damage` already taken (default 0). */
export interface UnitGroup {
  unitId: string
  count?: number
  /** Damage markers on each of these figures; ignored when they attack. */
  damage?: number
}

export interface AttackInput {
  theatre: Theatre
  attackers: readonly UnitGroup[]
  /** Fewer dice than the units give (e.g. a tactic card removed some); never more. */
  dice?: Partial<AttackDice>
  /** The highest tactic value of the attacker's leaders in this theatre (0 without a leader). */
  rerolls: number
  /** Expanded one entry per figure, in order: results refer to these indices. */
  defenders: readonly UnitGroup[]
  objective?: CombatObjective
  /** Index into the expanded defenders, for 'destroyUnit'. */
  target?: number
}

export interface DefenderOdds {
  index: number
  unitId: string
  name: string
  health: UnitHealth | null
  damageTaken: number
  pDestroyed: number
}

export interface AttackOdds extends ExactAttack {
  /** Dice the units give, before caps and removals. */
  poolFromUnits: AttackDice
  /** Dice actually rolled. */
  dice: AttackDice
  /** True when the per-attack cap cut the pool. */
  capped: boolean
  cappedNote: string | null
  rerolls: number
  objective: CombatObjective
  defenders: DefenderOdds[]
  /** Facts that drove the result; any with verify = true needs a "verify on your copy" marker. */
  facts: FactUsed[]
}

const MAX_COUNT = 99
const MAX_REROLLS = 20

interface Figure {
  stats: UnitStats
  damage: number
}

interface Checked<T> {
  value?: T
  error?: OddsError
}

function lookUp(group: UnitGroup, theatre: Theatre, corrections: Corrections, role: string): Checked<UnitStats> {
  if (typeof group !== 'object' || group === null)
    return { error: { code: 'noSuchUnit', message: `each ${role} entry must name a unit, got ${String(group)}` } }
  const unit = resolveUnit(group.unitId, corrections)
  if (!unit) return { error: { code: 'unknownUnit', message: `there is no unit called "${group.unitId}"` } }
  if (unit.stats.theatre !== theatre) {
    return {
      error: {
        code: 'unitNotInTheatre',
        message: `${unit.stats.name} fights in the ${unit.stats.theatre} theatre, not ${theatre} (${role})`,
      },
    }
  }
  return { value: unit.stats }
}

function sideFaction(units: readonly UnitStats[], role: string): Checked<Faction | null> {
  const factions = new Set(units.map((u) => u.faction))
  if (factions.size > 1)
    return { error: { code: 'mixedFactions', message: `the ${role} mix Imperial and Rebel units` } }
  return { value: units[0]?.faction ?? null }
}

function notAList(role: string): OddsError {
  return { code: 'noSuchUnit', message: `the ${role} units must be a list` }
}

function expandDefenders(
  groups: readonly UnitGroup[],
  theatre: Theatre,
  corrections: Corrections,
  locale: Locale,
): Checked<Figure[]> {
  if (!Array.isArray(groups)) return { error: notAList('defending') }
  const figures: Figure[] = []
  for (const g of groups) {
    const found = lookUp(g, theatre, corrections, 'defending')
    if (found.error) return { error: found.error }
    const stats = found.value!
    const count = g.count ?? 1
    const countError = checkInteger(count, `number of ${stats.name}`, 0, MAX_COUNT, 'tooManyUnits')
    if (countError) return { error: countError }
    const damage = g.damage ?? 0
    const maxDamage = stats.health ? stats.health.value - 1 : 0
    const damageError = checkInteger(damage, `damage on ${stats.name}`, 0, Number.MAX_SAFE_INTEGER)
    if (damageError) return { error: damageError }
    if (damage > maxDamage) {
      const message = stats.health
        ? `${stats.name} has ${stats.health.value} health, so ${damage} damage would already have destroyed it`
        : `${stats.name} cannot be damaged`
      return { error: { code: 'unitAlreadyDestroyed', message } }
    }
    for (let i = 0; i < count; i++) figures.push({ stats, damage })
  }
  if (figures.length > MAX_DEFENDERS)
    return {
      error: { code: 'tooManyUnits', message: oddsTexts(locale).tooManyDefenders(MAX_DEFENDERS, figures.length) },
    }
  return { value: figures }
}

function attackerPool(
  groups: readonly UnitGroup[],
  theatre: Theatre,
  corrections: Corrections,
): Checked<{ pool: AttackDice; units: UnitStats[] }> {
  if (!Array.isArray(groups)) return { error: notAList('attacking') }
  const pool: AttackDice = { red: 0, black: 0, green: 0 }
  const units: UnitStats[] = []
  for (const g of groups) {
    const found = lookUp(g, theatre, corrections, 'attacking')
    if (found.error) return { error: found.error }
    const stats = found.value!
    const count = g.count ?? 1
    const countError = checkInteger(count, `number of ${stats.name}`, 0, MAX_COUNT, 'tooManyUnits')
    if (countError) return { error: countError }
    if (count > 0) units.push(stats)
    for (const c of DIE_COLOURS) pool[c] += stats.attack[c] * count
  }
  return { value: { pool, units } }
}

function unitFacts(units: readonly UnitStats[], corrections: Corrections): FactUsed[] {
  const seen = new Set<string>()
  const out: FactUsed[] = []
  for (const u of units) {
    if (seen.has(u.id)) continue
    seen.add(u.id)
    const fact = unitFact(u.id)!
    const r = resolveUnit(u.id, corrections)!
    out.push({
      key: fact.key,
      label: fact.label,
      value: r.stats,
      confidence: fact.confidence,
      corrected: r.corrected,
      verify: r.verify,
    })
  }
  return out
}

function slotOf(f: Figure): DefenderSlot | null {
  return f.stats.health ? { colour: f.stats.health.colour, need: f.stats.health.value - f.damage } : null
}

/**
 * The exact engine's work: every first roll (per colour, the ways n dice split into hit / direct
 * hit / nothing) times every way to reroll. Measured: 10 red + 10 black + 3 green with 20 rerolls
 * (2 × 10^7) answers in about 2 s; 20 of each colour would take minutes and a gigabyte.
 */
export const EXACT_WORK_BUDGET = 2.5e7

export function exactWork(dice: AttackDice, rerolls: number): number {
  const splits = (n: number) => ((n + 1) * (n + 2)) / 2
  const first = splits(dice.red) * splits(dice.black) * splits(dice.green)
  let choices = 0
  for (let r = 0; r <= dice.red; r++)
    for (let b = 0; b <= dice.black; b++) for (let g = 0; g <= dice.green; g++) if (r + b + g <= rerolls) choices++
  return first * choices
}

/** Odds of one attack in one theatre; `locale`: the language of its notes and of a refusal too large to work out. */
export function attackOdds(
  input: AttackInput,
  table: DiceTable,
  corrections: Corrections = {},
  locale: Locale = 'en',
): OddsResult<AttackOdds> {
  if (typeof input !== 'object' || input === null)
    return fail('invalidNumber', 'enter the attacking and defending units')
  if (input.theatre !== 'space' && input.theatre !== 'ground')
    return fail('invalidNumber', `theatre must be space or ground, got ${String(input.theatre)}`)
  const rerollError = checkInteger(input.rerolls, 'rerolls', 0, MAX_REROLLS)
  if (rerollError) return { ok: false, error: rerollError }

  const attack = attackerPool(input.attackers, input.theatre, corrections)
  if (attack.error) return { ok: false, error: attack.error }
  const { pool, units: attackingUnits } = attack.value!
  const attackerFaction = sideFaction(attackingUnits, 'attackers')
  if (attackerFaction.error) return { ok: false, error: attackerFaction.error }

  const expanded = expandDefenders(input.defenders, input.theatre, corrections, locale)
  if (expanded.error) return { ok: false, error: expanded.error }
  const figures = expanded.value!
  const defenderFaction = sideFaction(
    figures.map((f) => f.stats),
    'defenders',
  )
  if (defenderFaction.error) return { ok: false, error: defenderFaction.error }
  if (attackerFaction.value && attackerFaction.value === defenderFaction.value) {
    return fail('mixedFactions', 'attackers and defenders belong to the same faction')
  }

  const dice: AttackDice = { red: 0, black: 0, green: 0 }
  let capped = false
  for (const c of DIE_COLOURS) {
    const wanted = input.dice?.[c] ?? pool[c]
    const diceError = checkInteger(wanted, `${c} dice`, 0, pool[c], 'moreDiceThanUnitsGive')
    if (diceError) {
      const message =
        diceError.code === 'moreDiceThanUnitsGive'
          ? `the attacking units give ${pool[c]} ${c} dice, not ${wanted}`
          : diceError.message
      return fail(diceError.code, message)
    }
    dice[c] = Math.min(wanted, table.combatCap[c])
    if (dice[c] < wanted) capped = true
  }

  const objective = input.objective ?? 'maxDestroyed'
  if (objective !== 'maxDestroyed' && objective !== 'maxDamage' && objective !== 'destroyUnit') {
    return fail('invalidNumber', `unknown objective ${String(objective)}`)
  }
  if (objective === 'destroyUnit') {
    const t = input.target
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || t >= figures.length) {
      return fail(
        'noSuchUnit',
        `choose the unit to destroy: ${String(t)} is not one of the ${figures.length} defending units`,
      )
    }
  }

  const work = exactWork(dice, input.rerolls)
  if (work > EXACT_WORK_BUDGET) {
    return fail('tooLargeToCompute', oddsTexts(locale).tooLarge(dice, input.rerolls))
  }

  const plan = planAttack(
    {
      dice,
      rerolls: input.rerolls,
      defenders: figures.map(slotOf),
      objective,
      ...(objective === 'destroyUnit' ? { target: input.target! } : {}),
    },
    table,
  )
  const cap = table.combatCap
  const usedDiceKeys = new Set([
    'rebellion.dice.combatEffects',
    'rebellion.dice.combatCap',
    ...DIE_COLOURS.filter((c) => dice[c] > 0).map((c) => `rebellion.dice.${c}`),
  ])
  return ok({
    ...plan.odds,
    poolFromUnits: pool,
    dice,
    capped,
    cappedNote: capped ? oddsTexts(locale).capped(cap, dice) : null,
    rerolls: Math.min(input.rerolls, dice.red + dice.black + dice.green),
    objective,
    defenders: figures.map((f, index) => ({
      index,
      unitId: f.stats.id,
      name: f.stats.name,
      health: f.stats.health,
      damageTaken: f.damage,
      pDestroyed: plan.odds.pUnitDestroyed[index]!,
    })),
    facts: [
      ...table.facts.filter((f) => usedDiceKeys.has(f.key)),
      ...unitFacts([...attackingUnits, ...figures.map((f) => f.stats)], corrections),
    ],
  })
}

/** One side in a combat round: its figures (they attack and are attacked) and how it attacks. */
export interface RoundSide {
  units: readonly UnitGroup[]
  dice?: Partial<AttackDice>
  rerolls: number
  objective?: CombatObjective
  /** Index into the OTHER side's expanded units, for 'destroyUnit'. */
  target?: number
}

export interface RoundInput {
  theatre: Theatre
  /** The side that started the combat. */
  attacker: RoundSide
  defender: RoundSide
}

export interface RoundOdds {
  /** The attacker rolling against the defender's units. */
  attackerRoll: AttackOdds
  defenderRoll: AttackOdds
  /** Index k = P(exactly k of the attacker's units survive the round). */
  attackerSurvivors: number[]
  defenderSurvivors: number[]
}

function survivors(destroyed: readonly number[]): number[] {
  return [...destroyed].reverse()
}

/**
 * A full combat round in one theatre. Damage is applied only after both sides have rolled, so a
 * unit destroyed this round still rolls its dice, and the two attacks are independent.
 */
export function roundOdds(
  input: RoundInput,
  table: DiceTable,
  corrections: Corrections = {},
  locale: Locale = 'en',
): OddsResult<RoundOdds> {
  for (const side of [input?.attacker, input?.defender])
    if (typeof side !== 'object' || side === null)
      return fail('invalidNumber', 'enter both sides of the combat: their units and rerolls')
  const asAttack = (from: RoundSide, against: RoundSide): AttackInput => ({
    theatre: input.theatre,
    attackers: from.units,
    rerolls: from.rerolls,
    defenders: against.units,
    ...(from.dice ? { dice: from.dice } : {}),
    ...(from.objective ? { objective: from.objective } : {}),
    ...(from.target !== undefined ? { target: from.target } : {}),
  })
  const side = oddsTexts(locale).side
  const a = attackOdds(asAttack(input.attacker, input.defender), table, corrections, locale)
  if (!a.ok) return { ok: false, error: { ...a.error, message: `${side.attacker}: ${a.error.message}` } }
  const d = attackOdds(asAttack(input.defender, input.attacker), table, corrections, locale)
  if (!d.ok) return { ok: false, error: { ...d.error, message: `${side.defender}: ${d.error.message}` } }
  return ok({
    attackerRoll: a.value,
    defenderRoll: d.value,
    attackerSurvivors: survivors(d.value.destroyed),
    defenderSurvivors: survivors(a.value.destroyed),
  })
}

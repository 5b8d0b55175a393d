// Whole-battle odds: repeated combat rounds in both theatres until no theatre is contested or a
// side retreats. Exact: a distribution over the units left (each figure with its damage), pushed
// round by round; the leftover mass after the last round computed is returned as `unresolved`.
// The side states and one attack's outcomes live in battle-sides.ts, the rounds in battle-rounds.ts.
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
import type { Corrections } from '../../../core/facts'
import type { Locale } from '../../../locale'
import { resolveUnit, unitFact, type Faction, type UnitStats } from '../units'
import type { Theatre } from '../systems'
import { battleSides } from './battle-sides'
import { playRounds } from './battle-rounds'
import type { UnitGroup } from './combat'
import type { DiceTable, FactUsed } from './dice'
import { checkInteger, fail, ok, type OddsResult } from './odds-result'
import { oddsTexts, type OddsTexts } from './odds-texts'
import { unitName } from '../names'

export interface BattleSide {
  /** Every unit of the side in the system, both theatres. */
  units: readonly UnitGroup[]
  /** Rerolls per theatre: the highest tactic value among the side's leaders in the battle. */
  tactics: Record<Theatre, number>
  /** Retreat after a round that leaves this many units or fewer (structures not counted); null: never. */
  retreatAt?: number | null
  /** A leader of the side is in the battle (nobody retreats without one). */
  hasLeader?: boolean
}

export interface BattleInput {
  /** The side that moved in and started the combat. */
  attacker: BattleSide
  defender: BattleSide
}

export interface BattleOutcomes {
  /** The defender has no units left, the attacker has some. */
  attackerHolds: number
  defenderHolds: number
  bothDestroyed: number
  attackerRetreats: number
  defenderRetreats: number
  /** Both sides keep units but no theatre is contested (different theatres, or nothing can hurt). */
  standoff: number
}

export interface BattleOdds {
  /** Defender wiped out or retreated. */
  pAttackerWins: number
  pDefenderWins: number
  outcomes: BattleOutcomes
  /** Index k = P(the side has exactly k units when the battle ends, retreating units included). */
  attackerSurvivors: number[]
  defenderSurvivors: number[]
  expectedRounds: number
  /** Probability not settled within the rounds computed (about 1e-12; shown when larger). */
  unresolved: number
  /** Why a side can never retreat here, or null. */
  noRetreat: { attacker: string | null; defender: string | null }
  /** Facts that drove the result; any with verify = true needs a "verify on your copy" marker. */
  facts: FactUsed[]
}

const MAX_FIGURES = 40

function checkSide(side: BattleSide, role: string, corrections: Corrections, locale: Locale): OddsResult<UnitStats[]> {
  const { battle: say, numbers: w } = oddsTexts(locale)
  const found: UnitStats[] = []
  for (const g of side.units) {
    const u = resolveUnit(g.unitId, corrections)
    if (!u) return fail('unknownUnit', say.unknownUnit(role, g.unitId))
    const name = unitName(u.stats.id, locale)
    const countError = checkInteger(g.count ?? 1, say.numberOf(role, name), 0, MAX_FIGURES, 'tooManyUnits', w)
    if (countError) return { ok: false, error: countError }
    const max = u.stats.health ? u.stats.health.value - 1 : 0
    const dmgError = checkInteger(g.damage ?? 0, say.damageOn(role, name), 0, max, 'unitAlreadyDestroyed', w)
    if (dmgError) return { ok: false, error: dmgError }
    found.push(u.stats)
  }
  for (const t of ['space', 'ground'] as const) {
    const e = checkInteger(side.tactics[t], say.tactics[t](role), 0, 6, 'invalidNumber', w)
    if (e) return { ok: false, error: e }
  }
  if (side.retreatAt !== undefined && side.retreatAt !== null) {
    const e = checkInteger(side.retreatAt, say.retreatAt(role), 0, MAX_FIGURES, 'invalidNumber', w)
    if (e) return { ok: false, error: e }
  }
  return ok(found)
}

function factionOf(units: readonly UnitStats[]): Faction | null | 'mixed' {
  const f = new Set(units.map((u) => u.faction))
  return f.size > 1 ? 'mixed' : ([...f][0] ?? null)
}

function whyNoRetreat(side: BattleSide, own: UnitStats[], enemy: UnitStats[], texts: OddsTexts): string | null {
  if (!side.hasLeader) return texts.noRetreat.noLeader
  const faction = factionOf(own)
  if (faction === 'empire' && own.some((u) => u.id === 'death-star' || u.id === 'death-star-under-construction'))
    return texts.noRetreat.deathStar
  if (faction === 'rebels' && enemy.some((u) => u.id === 'interdictor')) return texts.noRetreat.interdictor
  return null
}

/** Exact odds of a whole battle under each side's stated policy. */
export function battleOdds(
  input: BattleInput,
  table: DiceTable,
  corrections: Corrections = {},
  locale: Locale = 'en',
): OddsResult<BattleOdds> {
  const side = oddsTexts(locale).side
  const a = checkSide(input.attacker, side.attacker, corrections, locale)
  if (!a.ok) return a
  const d = checkSide(input.defender, side.defender, corrections, locale)
  if (!d.ok) return d
  const fa = factionOf(a.value)
  const fd = factionOf(d.value)
  if (fa === 'mixed' || fd === 'mixed') return fail('mixedFactions', 'a side mixes Imperial and Rebel units')
  if (fa && fa === fd) return fail('mixedFactions', 'attacker and defender belong to the same faction')

  const kinds: UnitStats[] = []
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
        kinds.push(stats)
      }
      const code = kindOf.get(key)! * 64 + (g.damage ?? 0)
      const t = THEATRES.indexOf(stats.theatre)
      for (let i = 0; i < (g.count ?? 1); i++) start[t]![s]!.push(code)
    }
  })
  for (const t of [0, 1])
    for (const s of [0, 1])
      if (start[t]![s]!.length > MAX_FIGURES) return fail('tooManyUnits', oddsTexts(locale).tooManyPerSide(MAX_FIGURES))

  const noRetreat = {
    attacker: whyNoRetreat(input.attacker, a.value, d.value, oddsTexts(locale)),
    defender: whyNoRetreat(input.defender, d.value, a.value, oddsTexts(locale)),
  }
  const sides = battleSides(kinds, table)
  const rounds = playRounds({
    sides,
    start: start.map(([att, def]) => [sides.intern(att), sides.intern(def)] as const),
    rerolls: THEATRES.map((th) => [input.attacker.tactics[th], input.defender.tactics[th]] as const),
    threshold: [
      noRetreat.attacker ? null : (input.attacker.retreatAt ?? null),
      noRetreat.defender ? null : (input.defender.retreatAt ?? null),
    ],
    maxPerTheatre: MAX_FIGURES,
  })

  const trim = (d: number[]) => {
    let n = d.length
    while (n > 1 && d[n - 1] === 0) n--
    return d.slice(0, n)
  }
  const rolled = kinds.flatMap((k) => (['red', 'black', 'green'] as const).filter((c) => k.attack[c] > 0))
  const usedKeys = new Set([
    'rebellion.dice.combatEffects',
    'rebellion.dice.combatCap',
    ...rolled.map((c) => `rebellion.dice.${c}`),
  ])
  const facts: FactUsed[] = table.facts.filter((f) => usedKeys.has(f.key))
  for (const k of kinds) {
    if (facts.some((f) => f.key === unitFact(k.id)!.key)) continue
    const fact = unitFact(k.id)!
    const r = resolveUnit(k.id, corrections)!
    const lowDoubt = !r.corrected && k.doubt !== undefined && k.doubt.confidence === 'low'
    facts.push({
      key: fact.key,
      label: fact.label,
      value: r.stats,
      confidence: lowDoubt ? 'low' : fact.confidence,
      corrected: r.corrected,
      verify: r.verify || lowDoubt,
    })
  }
  const out = rounds.outcomes
  return ok({
    pAttackerWins: out.attackerHolds + out.defenderRetreats,
    pDefenderWins: out.defenderHolds + out.attackerRetreats,
    outcomes: out,
    attackerSurvivors: trim(rounds.attackerSurvivors),
    defenderSurvivors: trim(rounds.defenderSurvivors),
    expectedRounds: rounds.expectedRounds,
    unresolved: rounds.unresolved,
    noRetreat,
    facts,
  })
}

// The battle tracker: what one combat round did to the figures on the table (losses and damage per
// side), recorded as one event. RotE sheet, "Combat": damage is resolved after both players have
// attacked, and figures whose damage reaches their health are destroyed and removed; "Combat end
// condition": combat ends when no opposing forces are left in either theatre, otherwise another
// round starts. Nothing there removes damage between rounds, so the app reads it as carrying over
// (a reading: see the rules entry). A destroyed figure leaves the board, so it is back in the pool.
import type { Locale } from '../../locale'
import type { SystemStatus } from './board'
import { boardTextsIn } from './board-texts'
import { FACTION_ADJECTIVES, factionName, systemName, unitCount, unitName } from './names'
import { isSystemId, systemById, type SystemId, type Theatre } from './systems'
import { resolveUnit, type Faction } from './units'
import {
  addFigures,
  BASE_SPACE,
  figureCount,
  imperialGroundFigures,
  leaderName,
  takeFigures,
  unitsIn,
  type Forces,
  type Place,
} from './units-on-board'

/** One side's round: figures destroyed (by the damage they carried in) and survivors hit. */
export interface RoundLosses {
  destroyed: { unit: string; damage: number; count: number }[]
  /** `count` figures of `unit` that carried `from` damage now carry `to`. */
  damaged: { unit: string; from: number; to: number; count: number }[]
}

export interface CombatRoundPayload {
  system: SystemId
  /** 1 for the first round after an activation started the combat. */
  round: number
  empire: RoundLosses
  rebels: RoundLosses
  /**
   * Written by the tracker when the round takes the last Imperial ground unit out of a subjugated
   * system (roundEndsSubjugation): the marker comes off with the round (added later; older records
   * carry no field and replay as they did, the marker then taken off with its own event).
   */
  endsSubjugation?: true
}

/** A system's current (or last) combat, as the round and retreat events leave it. */
export interface BattleRecord {
  /** Rounds recorded so far. */
  round: number
  /** Sides that already retreated in this combat (once per combat each). */
  retreated: Faction[]
  /**
   * The activation that started the combat: who moved in, and from which systems; `fromBaseSpace`
   * when Rebel units came from the Rebel Base space too (absent otherwise).
   */
  attacker?: { faction: Faction; from: SystemId[]; fromBaseSpace?: true }
  /** Set when one side (or both) has no units left there; winner null: both were destroyed. */
  over?: { winner: Faction | null; how: 'destroyed' | 'retreat' }
}

export type Battles = Partial<Record<SystemId, BattleRecord>>

const FACTIONS: Faction[] = ['empire', 'rebels']
const other = (f: Faction): Faction => (f === 'empire' ? 'rebels' : 'empire')

/** The round number the next record in this system must carry. */
export function nextRound(battles: Battles, system: SystemId): number {
  const b = battles[system]
  return b && !b.over ? b.round + 1 : 1
}

/** Why these figures cannot take this round's losses and damage, or the figures after them. */
function applySide(
  forces: Forces,
  system: SystemId,
  faction: Faction,
  side: RoundLosses,
  locale: Locale,
): { forces: Forces } | { reason: string } {
  const T = boardTextsIn(locale).battle
  const name = (u: string) => unitName(u, locale)
  const fn = factionName(faction, locale)
  let out = forces
  for (const d of side.destroyed) {
    const stats = resolveUnit(d.unit)?.stats
    if (stats && stats.faction !== faction) return { reason: T.notUnitOf(name(d.unit), fn) }
    const r = takeFigures(out, system, faction, d.unit, d.count, d.damage, locale)
    if ('reason' in r) return { reason: T.cannotLose(fn, unitCount(d.unit, d.count, locale), r.reason) }
    out = r.forces
  }
  for (const h of side.damaged) {
    const stats = resolveUnit(h.unit)?.stats
    if (stats && stats.faction !== faction) return { reason: T.notUnitOf(name(h.unit), fn) }
    if (!stats?.health) return { reason: T.cannotBeDamaged(name(h.unit)) }
    if (h.to <= h.from) return { reason: T.notUp(name(h.unit), h.from, h.to) }
    if (h.to >= stats.health.value) return { reason: T.destroys(h.to, name(h.unit), stats.health.value) }
    const r = takeFigures(out, system, faction, h.unit, h.count, h.from, locale)
    if ('reason' in r)
      return { reason: T.noneLeft(locale === 'de' ? fn : FACTION_ADJECTIVES[faction], name(h.unit), r.reason) }
    out = addFigures(r.forces, system, faction, h.unit, new Array<number>(h.count).fill(h.to))
  }
  return { forces: out }
}

/** The board after the round, or why the round cannot have happened on this board. */
export function applyRound(
  forces: Forces,
  battles: Battles,
  p: CombatRoundPayload,
  locale: Locale = 'en',
): { forces: Forces } | { reason: string } {
  const T = boardTextsIn(locale).battle
  const where = systemName(p.system, locale)
  const here = unitsIn({ forces }, p.system)
  const missing = FACTIONS.filter((f) => figureCount(here[f]) === 0)
  if (missing.length)
    return {
      reason: T.noFight(
        where,
        missing.map((f) => factionName(f, locale)),
        missing.length === 1 && missing[0] === 'empire',
      ),
    }
  const expected = nextRound(battles, p.system)
  if (p.round !== expected)
    return {
      reason: p.round < expected ? T.alreadyRecorded(p.round, where, expected) : T.atRound(where, expected, p.round),
    }
  let out = forces
  for (const f of FACTIONS) {
    const r = applySide(out, p.system, f, p[f], locale)
    if ('reason' in r) return r
    out = r.forces
  }
  return { forces: out }
}

/**
 * Base rules, "Subjugation" ("if at any time there are no Imperial ground units in a subjugated
 * system, the subjugation marker is discarded"; the RotE sheet's round end says the same): whether
 * this round takes the last Imperial ground unit out of a subjugated system. As the Units tab's
 * removals do (board-events.ts, withSubjugation), only a populous, undestroyed system without
 * Imperial loyalty whose marker had Imperial ground units recorded under it.
 */
export function roundEndsSubjugation(
  state: {
    forces: Forces
    battles: Battles
    board: Record<SystemId, Pick<SystemStatus, 'subjugated' | 'destroyed' | 'loyalty'>>
  },
  p: CombatRoundPayload,
): boolean {
  const here = state.board[p.system]
  if (systemById(p.system).kind !== 'populous' || here.destroyed || here.loyalty === 'imperial' || !here.subjugated)
    return false
  if (imperialGroundFigures(state.forces, p.system) === 0) return false
  const r = applyRound(state.forces, state.battles, p)
  return !('reason' in r) && imperialGroundFigures(r.forces, p.system) === 0
}

/**
 * The theatres where both sides have units (structures count: they are ground units). RotE sheet,
 * "Combat end condition": "Combat ends if there are no opposing forces in either theatres", so with
 * none left (Imperial ships over Rebel troopers) no round can follow, although both keep units there.
 */
export function contestedTheatres(forces: Forces, system: Place): Theatre[] {
  const here = unitsIn({ forces }, system)
  const has = (f: Faction, t: Theatre) =>
    Object.entries(here[f].units).some(([u, d]) => (d?.length ?? 0) > 0 && resolveUnit(u)?.stats.theatre === t)
  return (['space', 'ground'] as const).filter((t) => has('empire', t) && has('rebels', t))
}

/** Why no round can be fought in the system although both sides have units there; else undefined. */
export function whyNoContest(forces: Forces, system: SystemId, locale: Locale = 'en'): string | undefined {
  const here = unitsIn({ forces }, system)
  if (figureCount(here.empire) === 0 || figureCount(here.rebels) === 0) return undefined
  if (contestedTheatres(forces, system).length > 0) return undefined
  return boardTextsIn(locale).battle.noContest(systemName(system, locale))
}

/** Who is left after a round or a retreat: the battle is over when a side has no units there. */
export function battleAfter(
  forces: Forces,
  record: BattleRecord,
  system: SystemId,
  how: 'destroyed' | 'retreat',
): BattleRecord {
  const here = unitsIn({ forces }, system)
  const left = FACTIONS.filter((f) => figureCount(here[f]) > 0)
  if (left.length === 2) return record
  return { ...record, over: { winner: left[0] ?? null, how } }
}

/** The record after one side retreated from a system (once per combat each). */
export function withRetreat(battles: Battles, forces: Forces, system: SystemId, faction: Faction): Battles {
  const b = battles[system]
  if (!b || b.over) return battles
  return {
    ...battles,
    [system]: battleAfter(forces, { ...b, retreated: [...b.retreated, faction] }, system, 'retreat'),
  }
}

/** The record an activation starts in the system it moved into (a new combat, round 0). */
export function battleStarted(faction: Faction, from: readonly Place[]): BattleRecord {
  const systems = [...new Set(from.filter(isSystemId))]
  const fromBaseSpace = from.includes(BASE_SPACE) ? { fromBaseSpace: true as const } : {}
  return { round: 0, retreated: [], attacker: { faction, from: systems, ...fromBaseSpace } }
}

/**
 * RotE sheet, "Retreat": the destination may not be the attacking player's original system. The app
 * reads this as every system the activation moved units in from, for either side's retreat, and the
 * Rebel Base space when the Rebels attacked from it.
 */
export function whyNotToOrigin(
  battles: Battles,
  system: SystemId,
  to: Place,
  locale: Locale = 'en',
): string | undefined {
  const b = battles[system]
  if (!b?.attacker || b.over) return undefined
  const T = boardTextsIn(locale).battle
  const attacker = factionName(b.attacker.faction, locale)
  if (to === BASE_SPACE)
    return b.attacker.fromBaseSpace ? T.notToBaseOrigin(attacker, systemName(system, locale)) : undefined
  if (!b.attacker.from.includes(to)) return undefined
  return T.notToOrigin(attacker, systemName(system, locale), systemName(to, locale))
}

/** Why this side may not retreat again from the combat in this system (RotE sheet: once per combat). */
export function whyRetreatedAlready(
  battles: Battles,
  system: SystemId,
  faction: Faction,
  locale: Locale = 'en',
): string | undefined {
  const b = battles[system]
  return b && !b.over && b.retreated.includes(faction)
    ? boardTextsIn(locale).battle.retreatedAlready(factionName(faction, locale), systemName(system, locale))
    : undefined
}

function sideWords(side: RoundLosses, locale: Locale): string {
  const T = boardTextsIn(locale).battle
  const lost = new Map<string, number>()
  for (const d of side.destroyed) lost.set(d.unit, (lost.get(d.unit) ?? 0) + d.count)
  const parts = [...lost].map(([u, n]) => unitCount(u, n, locale))
  const words = [T.lost(parts.length ? parts.join(', ') : T.nothing)]
  for (const h of side.damaged) {
    const dmg = h.to - h.from
    words.push(
      h.count === 1 ? T.oneTook(unitName(h.unit, locale), dmg) : T.eachTook(unitCount(h.unit, h.count, locale), dmg),
    )
  }
  return words.join(', ')
}

/** 'Combat in Sullust, round 2: Empire lost 1 TIE Fighter, a Star Destroyer took 2 damage; Rebels lost 2 X-wings' */
export function describeRound(p: CombatRoundPayload, ctx?: { locale?: Locale }): string {
  const locale = ctx?.locale ?? 'en'
  const T = boardTextsIn(locale).battle
  const sides = FACTIONS.map((f) => T.side(factionName(f, locale), sideWords(p[f], locale))).join('; ')
  const line = T.round(systemName(p.system, locale), p.round, sides)
  return p.endsSubjugation ? `${line}${T.roundEndsSubjugation}` : line
}

/** 'Empire won the battle in Sullust (the Rebels retreated)' — for the tracker. */
export function battleOutcome(
  system: SystemId,
  over: NonNullable<BattleRecord['over']>,
  locale: Locale = 'en',
): string {
  const T = boardTextsIn(locale).battle
  if (!over.winner) return T.nobodyWon(systemName(system, locale))
  const loser = factionName(other(over.winner), locale)
  const why = over.how === 'retreat' ? T.retreated(loser) : T.noUnitsLeft(loser, other(over.winner) === 'empire')
  return T.won(factionName(over.winner, locale), systemName(system, locale), why)
}

/** A consequence of the board the players apply with one click (each is its own event). */
export type AfterBattle = { kind: 'end-subjugation'; text: string } | { kind: 'rescue'; leader: string; text: string }

/**
 * What the board now calls for in this system (base rules, "Subjugation": no Imperial ground unit
 * left in a subjugated system ends it; "Rescuing Captured Leaders": no Imperial unit left with a
 * captured leader rescues them). Offered by the tracker, never applied behind the players' backs.
 */
export function afterBattle(
  state: { forces: Forces; board: Record<SystemId, { subjugated: boolean }> },
  system: SystemId,
  locale: Locale = 'en',
): AfterBattle[] {
  const T = boardTextsIn(locale).battle
  const here = unitsIn(state, system)
  const out: AfterBattle[] = []
  const imperialGround = Object.entries(here.empire.units).some(
    ([u, d]) => (d?.length ?? 0) > 0 && resolveUnit(u)?.stats.theatre === 'ground',
  )
  if (state.board[system].subjugated && !imperialGround)
    out.push({
      kind: 'end-subjugation',
      text: T.endSubjugation(systemName(system, locale)),
    })
  if (figureCount(here.empire) === 0)
    for (const l of here.rebels.leaders.filter((x) => x.captured))
      out.push({
        kind: 'rescue',
        leader: l.id,
        text: T.rescue(leaderName(l.id)),
      })
  return out
}

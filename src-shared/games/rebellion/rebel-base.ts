// The Rebel base the Rebel player recorded in private: which systems it may go in, and what the
// board does once the Empire reaches it (the base is revealed when the Empire gains loyalty, a
// subjugation marker or ground units there; a Death Star that destroys its system wins the game for
// the Empire). Revealing it, recorded or not, puts the Rebel Base space's units into its system.
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import { PROBE_DECK } from './data'
import { placeName, systemName, unitCount } from './names'
import { imperialStartSystems } from './probe'
import { setupTextsIn } from './setup-texts'
import type { RebellionState } from './state'
import { rebelBaseCandidates } from './starting-deployment'
import { SYSTEMS, type SystemId } from './systems'
import { unitFact, type Faction } from './units'
import { figureCount, imperialGroundFigures, unitsIn, withBaseSpaceMovedTo, type FactionForces } from './units-on-board'

export function whyNotChooseBase(s: RebellionState, system: SystemId, locale: Locale = 'en'): string | undefined {
  const t = setupTextsIn(locale).refusals
  if (!s.baseHidden) return t.baseRevealed
  if (s.rebelBase && s.playBegun) return t.baseLocked
  if (!s.setup.deployments.empire) return t.baseNeedsEmpire
  const imperial = SYSTEMS.filter((x) => s.board[x.id].imperialUnits).map((x) => x.id)
  const candidates = rebelBaseCandidates(imperial, s.options.firstGame, locale)
  if (candidates.eligible.includes(system)) return undefined
  return candidates.excluded.find((x) => x.system === system)?.reason ?? t.baseCannotHide
}

/**
 * Base rules, "Establishing A New Base" (the Rapid Mobilization card, resolved in Rise of the
 * Empire's Refresh phase): a new base once play has begun, in a probe card's system "that has no
 * Imperial loyalty or Imperial units". The old base must be known to be revealed: recorded, or
 * already revealed.
 */
export function whyNotMoveBase(
  s: RebellionState,
  system: SystemId,
  locale: Locale = 'en',
  from?: SystemId,
): string | undefined {
  const t = setupTextsIn(locale).refusals
  if (!s.playBegun) return t.newBaseBeforePlay
  if (s.baseHidden && !s.rebelBase) return t.newBaseOldUnknown
  const current = currentBase(s)
  // Judged on a base this window no longer has (another window moved it, or undid a move, first):
  // the press meant to move that base, not this one.
  if (from && current && from !== current)
    return t.newBaseMovedMeanwhile(systemName(from, locale), systemName(current, locale))
  if (system === current) return t.newBaseSame(systemName(system, locale))
  // An earlier base's probe card went to the Empire when the base moved on: it is drawn no more.
  if (s.formerBases?.includes(system)) return t.newBaseFormer(systemName(system, locale))
  const at = s.board[system]
  if (at.destroyed) return t.newBaseDestroyed(systemName(system, locale))
  if (at.loyalty === 'imperial') return t.newBaseImperialLoyalty(systemName(system, locale))
  if (at.imperialUnits || figureCount(unitsIn(s, system).empire) > 0)
    return t.holdsImperialUnits(systemName(system, locale))
  if (PROBE_DECK.value.without.includes(system)) return t.noProbeCard(systemName(system, locale))
  // Its card left the probe deck at setup ("Choose Base Location"), and the new base is drawn from it.
  if (imperialStartSystems(s).includes(system)) return t.newBaseCardOut(systemName(system, locale))
  return undefined
}

/** The base now, hidden (as recorded) or revealed; undefined while a hidden base was never recorded. */
export function currentBase(s: Pick<RebellionState, 'baseHidden' | 'rebelBase' | 'baseSystem'>): SystemId | undefined {
  return s.baseHidden ? s.rebelBase?.system : s.baseSystem
}

/**
 * The new base: a hidden old base is revealed first (its Rebel Base space units go into its system),
 * then the new one is recorded, hidden, with the Rebel Base space empty and open again. The Empire
 * receives the old base's probe card: it counts among the cards seen. The visits recorded so far
 * said only where the old base was not: the new one is drawn from the probe deck and may be in such
 * a system, so they move aside and rule nothing out any more (see withVisitsSetAside).
 */
export function withBaseMoved(s: RebellionState, system: SystemId): RebellionState {
  const revealed = s.baseHidden && s.rebelBase ? withBaseRevealed(s, s.rebelBase.system) : s
  const { baseSystem: old, ...rest } = revealed
  const seen = rest.probes.cardsSeen
  const cardsSeen = old && !seen.includes(old) ? [...seen, old] : seen
  const probes = withVisitsSetAside({ ...rest.probes, cardsSeen })
  const formerBases = old ? [...(rest.formerBases ?? []), old] : rest.formerBases
  return withBaseFound({
    ...rest,
    probes,
    formerBases,
    baseHidden: true,
    rebelBase: { visibility: 'rebels-private', system },
  })
}

/** The visits so far join those from before a new base; none are left that rule a system out. */
function withVisitsSetAside(p: RebellionState['probes']): RebellionState['probes'] {
  const before = p.visitedBeforeMove ?? []
  return { ...p, visited: [], visitedBeforeMove: [...before, ...p.visited.filter((id) => !before.includes(id))] }
}

/**
 * The base revealed in `system`: its probe card goes face up, and every unit and leader on the Rebel
 * Base space goes into that system (base rules, "Revealing The Rebel Base"); the board's presence
 * flags follow.
 */
export function withBaseRevealed(s: RebellionState, system: SystemId): RebellionState {
  const forces = withBaseSpaceMovedTo(s.forces, system)
  const rebelsThere = figureCount(unitsIn({ forces }, system).rebels) > 0
  const board =
    rebelsThere && !s.board[system].rebelUnits
      ? { ...s.board, [system]: { ...s.board[system], rebelUnits: true } }
      : s.board
  return { ...s, baseHidden: false, baseSystem: system, forces, board }
}

/** Reveals the recorded base when the board shows the Empire has reached it. */
export function withBaseFound(s: RebellionState): RebellionState {
  // Rise of the Empire's sheet, "Win conditions": the base's system "(hidden or not) is destroyed by a
  // Death Star". A revealed base's system destroyed later ends the game as a hidden one's does.
  if (!s.baseHidden && s.baseSystem && s.board[s.baseSystem].destroyed && !s.winner)
    return { ...s, winner: { faction: 'empire', how: 'base-destroyed' } }
  if (!s.baseHidden || !s.rebelBase) return s
  const at = s.board[s.rebelBase.system]
  if (at.destroyed) {
    const revealed = withBaseRevealed(s, s.rebelBase.system)
    return s.winner ? revealed : { ...revealed, winner: { faction: 'empire', how: 'base-destroyed' } }
  }
  // Base rules, "Revealing The Rebel Base": Imperial loyalty or Imperial ground units in its system
  // (a subjugation marker means ground units; a remote system can have units but no marker).
  if (at.loyalty === 'imperial' || at.subjugated || imperialGroundFigures(s.forces, s.rebelBase.system) > 0)
    return withBaseRevealed(s, s.rebelBase.system)
  return s
}

/** Why units may not go onto the Rebel Base space: only Rebel units, and only while the base is hidden. */
export function whyNotToBaseSpace(
  s: Pick<RebellionState, 'baseHidden' | 'baseSystem'>,
  faction: Faction,
  locale: Locale = 'en',
): string | undefined {
  const R = boardTextsIn(locale).refusal
  if (faction !== 'rebels') return R.baseSpaceRebelsOnly
  if (s.baseHidden) return undefined
  return R.baseSpaceClosed(s.baseSystem ? placeName(s.baseSystem, locale) : '?')
}

/**
 * Base rules, "End of the Game": the Empire conquers the base's system once it has a unit there and
 * no Rebel units are left. Refused while the record still shows Rebel units in the revealed base's
 * system, or no Imperial unit there while the Empire's units are recorded at all (a game whose units
 * are not recorded is taken at the players' word). With Rise of the Empire, Rebel structures left
 * there do not hold it (the expansion's sheet, "Win conditions": "no Rebel units (structures OK)").
 */
export function whyNotConquered(s: RebellionState, locale: Locale = 'en'): string | undefined {
  if (s.baseHidden || !s.baseSystem) return undefined
  const here = unitsIn(s, s.baseSystem)
  const rebels = s.options.riseOfTheEmpire ? withoutStructures(here.rebels) : here.rebels
  if (figureCount(rebels) === 0) {
    const empireRecorded = Object.values(s.forces).some((f) => figureCount(f!.empire) > 0)
    return empireRecorded && figureCount(here.empire) === 0
      ? boardTextsIn(locale).refusal.baseNotTaken(placeName(s.baseSystem, locale))
      : undefined
  }
  const units = Object.entries(rebels.units)
    .filter(([, d]) => d?.length)
    .map(([id, d]) => unitCount(id, d!.length, locale))
    .join(', ')
  return boardTextsIn(locale).refusal.baseStillHeld(placeName(s.baseSystem, locale), units)
}

/**
 * Base rules, "The Death Star": the Empire wins when a Death Star destroys the Rebel base's system.
 * "Base system destroyed" by hand is refused while the board records that system standing: the
 * revealed base's, the hidden base the Rebels recorded (its destruction would have revealed it, so the
 * refusal tells nothing new), or, with no base known, any system at all.
 */
export function whyNotBaseDestroyed(s: RebellionState, locale: Locale = 'en'): string | undefined {
  const R = boardTextsIn(locale).refusal
  if (!s.baseHidden && s.baseSystem)
    return s.board[s.baseSystem].destroyed ? undefined : R.revealedBaseStands(placeName(s.baseSystem, locale))
  if (s.rebelBase) return s.board[s.rebelBase.system].destroyed ? undefined : R.hiddenBaseStands
  return Object.values(s.board).some((b) => b.destroyed) ? undefined : R.noSystemDestroyed
}

/** A side's figures less its structures (Shield Generator, Ion Cannon, …: `structure` in units.ts). */
function withoutStructures(f: FactionForces): FactionForces {
  const units = Object.fromEntries(Object.entries(f.units).filter(([id]) => !unitFact(id)?.value.structure))
  return { ...f, units }
}

// One objective per combat (base rules, "Objective Cards": only one objective can be played during
// each combat and each Refresh phase). The app knows a combat as the board records it: one begins
// when an activation moves units into a system holding enemy units, or when the battle tracker
// records a first round there; it is the combat of the Command phase until another begins or the
// phase changes. An objective played in the Command phase counts toward it. With no combat recorded
// this phase (units not recorded), the players' word stands, as it did before.
import type { Battles } from './battle-record'
import type { SystemId } from './systems'
import { figureCount, unitsIn, type Forces } from './units-on-board'

/** The Command phase's latest combat, and whether the Rebels played an objective during it. */
export interface CombatObjective {
  system: SystemId
  objectivePlayed: boolean
}

/** After an activation into `to`: a new combat when the units moved in meet enemy units there. */
export function combatAfterMove(
  forces: Forces,
  to: SystemId,
  current: CombatObjective | undefined,
): CombatObjective | undefined {
  const here = unitsIn({ forces }, to)
  return figureCount(here.empire) > 0 && figureCount(here.rebels) > 0 ? { system: to, objectivePlayed: false } : current
}

/**
 * After a round recorded in `system` (`battles` as they were before it): the combat goes on when it
 * is the current one and its record is not over; otherwise the round begins a new one.
 */
export function combatAfterRound(
  battles: Battles,
  system: SystemId,
  current: CombatObjective | undefined,
): CombatObjective {
  const record = battles[system]
  const goesOn = current?.system === system && record !== undefined && !record.over
  return goesOn ? current : { system, objectivePlayed: false }
}

/** The combat with an objective played during it (the one an objective in the Command phase counts toward). */
export function withObjectivePlayed(current: CombatObjective | undefined): CombatObjective | undefined {
  return current && { ...current, objectivePlayed: true }
}

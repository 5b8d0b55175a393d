// Where a side may retreat to (RotE sheet, "Retreat": one adjacent system without enemy units, not the
// attacker's original system). The Rebels may also retreat to the Rebel Base space while the base is
// hidden, as they may move there (base rules, "Moving To And From The Rebel Base"; a reading: the
// sheet names adjacent systems only). The retreat event checks the same place the battle tracker
// offers, so the list never holds a place the event refuses.
import type { Locale } from '../../locale'
import { whyNotToOrigin } from './battle-record'
import { neighboursUnder, whyNotRetreat, type MapReading } from './movement'
import { whyNotToBaseSpace } from './rebel-base'
import type { RebellionState } from './state'
import type { SystemId } from './systems'
import type { Faction } from './units'
import { BASE_SPACE, type Place } from './units-on-board'

type Carried = readonly { unit: string; count: number; damage: number }[]
type Board = Pick<RebellionState, 'forces' | 'battles' | 'baseHidden' | 'baseSystem'>

/** Why this side may not retreat from the combat in `from` to `to` (leader, figures, destination). */
export function whyNotRetreatTo(
  s: Board,
  faction: Faction,
  from: SystemId,
  to: Place,
  leader: string,
  carried: Carried,
  map: MapReading = {},
  locale: Locale = 'en',
): string | undefined {
  return (
    whyNotToOrigin(s.battles, from, to, locale) ??
    (to === BASE_SPACE ? whyNotToBaseSpace(s, faction, locale) : undefined) ??
    whyNotRetreat(s.forces, faction, from, to, leader, carried, map, locale)
  )
}

/**
 * Every place the side may retreat to from `from`: the adjacent systems the rules allow, in map
 * order, then the Rebel Base space (the Rebels', while the base is hidden, unless they attacked from it).
 */
export function retreatDestinations(
  s: Board,
  faction: Faction,
  from: SystemId,
  leader: string,
  carried: Carried,
  map: MapReading = {},
  locale: Locale = 'en',
): Place[] {
  const places: Place[] = neighboursUnder(from, map)
  if (faction === 'rebels') places.push(BASE_SPACE)
  return places.filter((to) => !whyNotRetreatTo(s, faction, from, to, leader, carried, map, locale))
}

// What the galaxy map says about the units and leaders in a system: a figure count per faction for
// the badges, and the full list for the system's accessible name and tooltip. Units and leaders on
// the board are public (both players see the figures), so every view gets them.
import { FACTION_NAMES, unitName } from '../../../../src-shared/games/rebellion/names'
import type { Faction } from '../../../../src-shared/games/rebellion/units'
import {
  figureCount,
  leaderName,
  type FactionForces,
  type SystemForces,
} from '../../../../src-shared/games/rebellion/units-on-board'

/** "2 Star Destroyers (1 damaged, 3 damage), Darth Vader", or '' when the faction has nothing here. */
function factionWords(f: FactionForces): string {
  const units = Object.entries(f.units).flatMap(([id, damage]) => {
    if (!damage?.length) return []
    const n = damage.length
    const hurt = damage.filter((d) => d > 0)
    const total = hurt.reduce((a, b) => a + b, 0)
    const dmg = hurt.length ? ` (${hurt.length} damaged, ${total} damage)` : ''
    return [`${n} ${unitName(id)}${n === 1 ? '' : 's'}${dmg}`]
  })
  const leaders = f.leaders.map((l) => `${leaderName(l.id)}${l.captured ? ' (captured)' : ''}`)
  return [...units, ...leaders].join(', ')
}

/** Both factions: "Empire: 1 Star Destroyer, Darth Vader; Rebels: 3 Rebel Troopers". */
export function forcesWords(f: SystemForces): string {
  return (['empire', 'rebels'] as const satisfies readonly Faction[])
    .map((faction) => {
      const words = factionWords(f[faction])
      return words ? `${FACTION_NAMES[faction]}: ${words}` : ''
    })
    .filter(Boolean)
    .join('; ')
}

/** The badge numbers: figures of each faction (leaders are listed, not counted). */
export function badgeCounts(f: SystemForces): Record<Faction, number> {
  return { empire: figureCount(f.empire), rebels: figureCount(f.rebels) }
}

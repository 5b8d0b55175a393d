// What the galaxy map says about the units and leaders in a system: a figure count per faction for
// the badges, and the full list for the system's accessible name and tooltip. Units and leaders on
// the board are public (both players see the figures), so every view gets them.
import { factionName, unitCount } from '../../../../src-shared/games/rebellion/names'
import type { Faction } from '../../../../src-shared/games/rebellion/units'
import {
  figureCount,
  leaderName,
  type FactionForces,
  type SystemForces,
} from '../../../../src-shared/games/rebellion/units-on-board'
import { currentLocale, i18n } from '../../../i18n'
// The words are the game screen's messages: present wherever the map's words are built (idempotent).
import '../../../i18n/screen-messages'

/** "2 Star Destroyers (1 damaged, 3 damage), Darth Vader", or '' when the faction has nothing here. */
function factionWords(f: FactionForces): string {
  const t = i18n.global.t
  const locale = currentLocale.value
  const units = Object.entries(f.units).flatMap(([id, damage]) => {
    if (!damage?.length) return []
    const hurt = damage.filter((d) => d > 0)
    const total = hurt.reduce((a, b) => a + b, 0)
    const dmg = hurt.length ? t('rebellion.board.map.words.damaged', { n: hurt.length, total }) : ''
    return [`${unitCount(id, damage.length, locale)}${dmg}`]
  })
  const leaders = f.leaders.map(
    (l) => `${leaderName(l.id)}${l.captured ? t('rebellion.board.map.words.captured') : ''}`,
  )
  return [...units, ...leaders].join(', ')
}

/** Both factions: "Empire: 1 Star Destroyer, Darth Vader; Rebels: 3 Rebel Troopers" (in the language in force). */
export function forcesWords(f: SystemForces): string {
  return (['empire', 'rebels'] as const satisfies readonly Faction[])
    .map((faction) => {
      const words = factionWords(f[faction])
      return words
        ? i18n.global.t('rebellion.board.map.words.side', {
            faction: factionName(faction, currentLocale.value),
            list: words,
          })
        : ''
    })
    .filter(Boolean)
    .join('; ')
}

/** The badge numbers: figures of each faction (leaders are listed, not counted). */
export function badgeCounts(f: SystemForces): Record<Faction, number> {
  return { empire: figureCount(f.empire), rebels: figureCount(f.rebels) }
}

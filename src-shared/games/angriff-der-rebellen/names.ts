// Every tile and ship name, in one place, as our rulebook text gives them (the game is sold in
// German; proper names such as “TIE Fighter” or “R2-D2” stand as printed). When the interface-language
// issue lands, these are the strings it translates; nothing else in the game spells a tile name.
import type { Locale } from '../../locale'

export const SHIP_TYPES = [
  'imperial-shuttle',
  'tie-fighter',
  'tie-interceptor',
  'tie-bomber',
  'star-destroyer',
  'super-star-destroyer',
  'death-star',
] as const
export type ShipType = (typeof SHIP_TYPES)[number]

export const TILE_KINDS = ['asteroid-field', 'astromech', 'ally', ...SHIP_TYPES] as const
export type TileKind = (typeof TILE_KINDS)[number]

export const REBEL_SHIPS = ['millennium-falcon', 'x-wing', 'b-wing', 'y-wing'] as const
export type RebelShip = (typeof REBEL_SHIPS)[number]

export const TILE_NAMES: Record<TileKind, string> = {
  'asteroid-field': 'Asteroid field',
  astromech: 'Astromech',
  ally: 'Ally',
  'imperial-shuttle': 'Imperial Shuttle',
  'tie-fighter': 'TIE Fighter',
  'tie-interceptor': 'TIE Interceptor',
  'tie-bomber': 'TIE Bomber',
  'star-destroyer': 'Star Destroyer',
  'super-star-destroyer': 'Super Star Destroyer',
  'death-star': 'Death Star',
}

const REBEL_SHIP_NAMES: Record<RebelShip, string> = {
  'millennium-falcon': 'Millennium Falcon',
  'x-wing': 'X-Wing',
  'b-wing': 'B-Wing',
  'y-wing': 'Y-Wing',
}

const CORNER_NAMES = ['top left', 'top right', 'bottom left', 'bottom right'] as const

// German names. Our rule text (shared/rulebooks) is an English rendering of the German rulebook and
// does not give the printed German names, so these are the established German Star Wars terms,
// listed for review in docs/GLOSSARY-de.md.
const TILE_NAMES_DE: Record<TileKind, string> = {
  'asteroid-field': 'Asteroidenfeld',
  astromech: 'Astromech',
  ally: 'Verbündeter',
  'imperial-shuttle': 'Imperiale Raumfähre',
  'tie-fighter': 'TIE-Jäger',
  'tie-interceptor': 'TIE-Abfangjäger',
  'tie-bomber': 'TIE-Bomber',
  'star-destroyer': 'Sternzerstörer',
  'super-star-destroyer': 'Supersternzerstörer',
  'death-star': 'Todesstern',
}

const REBEL_SHIP_NAMES_DE: Record<RebelShip, string> = {
  'millennium-falcon': 'Millennium Falke',
  'x-wing': 'X-Flügler',
  'b-wing': 'B-Flügler',
  'y-wing': 'Y-Flügler',
}

const CORNER_NAMES_DE = ['oben links', 'oben rechts', 'unten links', 'unten rechts'] as const

export interface AngriffNames {
  tiles: Readonly<Record<TileKind, string>>
  rebelShips: Readonly<Record<RebelShip, string>>
  corners: readonly string[]
}

/** Tile, ship and corner names in the interface language (English when none is given). */
export function namesIn(locale: Locale | undefined): AngriffNames {
  return locale === 'de'
    ? { tiles: TILE_NAMES_DE, rebelShips: REBEL_SHIP_NAMES_DE, corners: CORNER_NAMES_DE }
    : { tiles: TILE_NAMES, rebelShips: REBEL_SHIP_NAMES, corners: CORNER_NAMES }
}

// Every tile and ship name, in one place, as our rulebook text gives them (the game is sold in
// German; proper names such as “TIE Fighter” or “R2-D2” stand as printed). When the interface-language
// issue lands, these are the strings it translates; nothing else in the game spells a tile name.

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

export const REBEL_SHIP_NAMES: Record<RebelShip, string> = {
  'millennium-falcon': 'Millennium Falcon',
  'x-wing': 'X-Wing',
  'b-wing': 'B-Wing',
  'y-wing': 'Y-Wing',
}

export const CORNER_NAMES = ['top left', 'top right', 'bottom left', 'bottom right'] as const

// Rule ids other code links to ("?" buttons, setup steps, the turn card): small, so the manifest
// can carry them without loading the entries.
/** Ids other code links to ("?" buttons, setup wizard steps). Never rename; add instead. */
export const ANGRIFF_RULE_IDS = {
  setup: 'angriff-der-rebellen.setup',
  turn: 'angriff-der-rebellen.quick.turn',
  move: 'angriff-der-rebellen.move',
  reveal: 'angriff-der-rebellen.reveal',
  astromech: 'angriff-der-rebellen.astromech',
  ally: 'angriff-der-rebellen.ally',
  imperialShip: 'angriff-der-rebellen.imperial-ship',
  powerChips: 'angriff-der-rebellen.power-chips',
  duel: 'angriff-der-rebellen.duel',
  wonFight: 'angriff-der-rebellen.won-fight',
  lostFight: 'angriff-der-rebellen.lost-fight',
  asteroidField: 'angriff-der-rebellen.asteroid-field',
  fillGap: 'angriff-der-rebellen.fill-gap',
  endOfGame: 'angriff-der-rebellen.end-of-game',
  scoring: 'angriff-der-rebellen.scoring',
  die: 'angriff-der-rebellen.die',
  shipValues: 'angriff-der-rebellen.ship-values',
} as const

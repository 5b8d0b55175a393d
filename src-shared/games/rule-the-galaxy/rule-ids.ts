// Rule ids other code links to ("?" buttons, setup steps, the turn card): small, so the manifest
// can carry them without loading the entries.
/** Ids other code links to ("?" buttons, setup wizard steps). Never rename; add instead. */
export const RULE_THE_GALAXY_RULE_IDS = {
  setup: 'rule-the-galaxy.setup',
  turn: 'rule-the-galaxy.quick.turn',
  drawCards: 'rule-the-galaxy.draw-cards',
  fireCard: 'rule-the-galaxy.fire-cards',
  firstCardFire: 'rule-the-galaxy.first-card-fire',
  reshuffle: 'rule-the-galaxy.reshuffle',
  destroyUnits: 'rule-the-galaxy.destroy-units',
  jokers: 'rule-the-galaxy.jokers',
  infiltrators: 'rule-the-galaxy.infiltrators',
  trading: 'rule-the-galaxy.trading',
  firstOrderAdvance: 'rule-the-galaxy.first-order-advance',
  fireMarkers: 'rule-the-galaxy.fire-markers',
  movementMarker: 'rule-the-galaxy.movement-marker',
  smallGame: 'rule-the-galaxy.small-game',
  scoring: 'rule-the-galaxy.scoring',
  defeat: 'rule-the-galaxy.defeat',
  unknownValues: 'rule-the-galaxy.unknown-values',
} as const

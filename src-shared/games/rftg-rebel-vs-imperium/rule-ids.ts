// Rule ids other code links to ("?" buttons, setup steps, the turn card): small, so the manifest
// can carry them without loading the entries.
/** Ids other code links to ("?" buttons, setup wizard steps). Never rename; add instead. */
export const RFTG_RULE_IDS = {
  setup: 'rftg-rebel-vs-imperium.setup',
  startWorlds: 'rftg-rebel-vs-imperium.start-worlds',
  goals: 'rftg-rebel-vs-imperium.goals',
  turn: 'rftg-rebel-vs-imperium.quick.round',
  takeovers: 'rftg-rebel-vs-imperium.takeovers',
  vulnerability: 'rftg-rebel-vs-imperium.vulnerability',
  militarySlide: 'rftg-rebel-vs-imperium.military-slide',
  takeoverDeclaration: 'rftg-rebel-vs-imperium.takeover-declaration',
  takeoverOrder: 'rftg-rebel-vs-imperium.takeover-order',
  takeoverSuccess: 'rftg-rebel-vs-imperium.takeover-success',
  takeoverPowers: 'rftg-rebel-vs-imperium.takeover-powers',
  payForMilitary: 'rftg-rebel-vs-imperium.pay-for-military',
  cardPowers: 'rftg-rebel-vs-imperium.card-powers',
  gameEnd: 'rftg-rebel-vs-imperium.game-end',
  scoring: 'rftg-rebel-vs-imperium.scoring',
  startWorldNumbers: 'rftg-rebel-vs-imperium.start-world-numbers',
} as const

// Rules-reference entry ids the helpers point at ('?' buttons). One place, so they can be lined up
// with rules.ts in a single edit if an id there differs.
export const RULE_REFS = {
  setup: 'rebellion.setup',
  firstGameSetup: 'rebellion.first-game-setup',
  roteSetup: 'rebellion.rote.setup',
  roteRefresh: 'rebellion.rote.refresh-phase',
  loyaltyDraw: 'rebellion.rote.loyalty-draw',
  objectives: 'rebellion.objectives',
  rebelBase: 'rebellion.rebel-base',
  refresh: 'rebellion.refresh-phase',
  timeTrack: 'rebellion.time-track',
  recruit: 'rebellion.recruit',
  build: 'rebellion.build-units',
  deploy: 'rebellion.deploy-units',
  subjugation: 'rebellion.loyalty-and-subjugation',
  sabotage: 'rebellion.sabotage',
  probe: 'rebellion.probe-droids',
  deathStar: 'rebellion.death-star',
  endOfGame: 'rebellion.end-of-game',
} as const

// A throwaway game for tests/unit/games/adding-a-game.test.ts: one manifest, one defineEvents, and
// nothing else — the test shows it appears everywhere the app lists games.
import type { GameManifest } from '../../../../src-shared/core/game-module'

export const COIN_RULE_IDS = { turn: 'coin-flip.turn' } as const

export const coinFlip = {
  id: 'coin-flip',
  title: 'Coin Flip',
  pitch: 'Counts heads.',
  emblem: { letters: 'CF', hue: '#c0a000' },
  players: { min: 1, max: 2, source: 'Made up for the test.' },
  options: [],
  ruleIds: COIN_RULE_IDS,
  rules: () => import('./rules').then((m) => m.coinRules),
  turnCard: COIN_RULE_IDS.turn,
  tools: [{ id: 'flip', label: 'Flip' }],
  pages: [{ id: 'odds', label: 'Coin odds', title: 'Coin odds' }],
  engine: () => import('./engine').then((m) => m.engine),
} as const satisfies GameManifest

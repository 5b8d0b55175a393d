// Race for the Galaxy: Rebel vs Imperium — the manifest; the play logger and rules for now.
import type { GameManifest } from '../../core/game-module'
import { RFTG_RULE_IDS } from './rule-ids'

export const rftgRebelVsImperium = {
  id: 'rftg-rebel-vs-imperium',
  title: 'Race for the Galaxy: Rebel vs Imperium',
  pitch: 'Logs every game — notes, scores, winners — with the goal and takeover rules at a glance.',
  emblem: { letters: 'RFG', hue: '#b48cff' },
  players: { min: 2, max: 6 },
  options: [
    { id: 'goals', label: 'Play with goals', kind: 'boolean', default: true },
    { id: 'takeovers', label: 'Play with takeovers', kind: 'boolean', default: true },
  ],
  ruleIds: RFTG_RULE_IDS,
  rules: () => import('./rules').then((m) => m.rftgRules),
  turnCard: RFTG_RULE_IDS.turn,
  tools: [],
  engine: () => import('./engine').then((m) => m.engine),
} as const satisfies GameManifest

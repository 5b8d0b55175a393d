// Star Wars: Angriff der Rebellen — the manifest; the play logger and rules for now.
import type { GameManifest } from '../../core/game-module'
import { ANGRIFF_RULE_IDS } from './rule-ids'

export const angriffDerRebellen = {
  id: 'angriff-der-rebellen',
  title: 'Star Wars: Angriff der Rebellen',
  pitch:
    'Logs every game — table notes, victory points, the winner — with the duel, ally and asteroid rules at a glance.',
  emblem: { letters: 'AR', hue: '#4cc38a' },
  players: { min: 2, max: 4 },
  options: [],
  ruleIds: ANGRIFF_RULE_IDS,
  rules: () => import('./rules').then((m) => m.angriffRules),
  turnCard: ANGRIFF_RULE_IDS.turn,
  tools: [],
  engine: () => import('./engine').then((m) => m.engine),
} as const satisfies GameManifest

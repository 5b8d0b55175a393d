// Star Wars: Rule the Galaxy — the manifest (start-up); the engine and rules load on first use.
import type { GameManifest } from '../../core/game-module'
import { RULE_THE_GALAXY_RULE_IDS } from './rule-ids'

export const ruleTheGalaxy = {
  id: 'rule-the-galaxy',
  title: 'Star Wars: Rule the Galaxy',
  pitch: 'Counts the fire deck for you: exact risk of the next draw and when to stop.',
  emblem: { letters: 'RG', hue: '#5fa8ff' },
  players: {
    min: 1,
    max: 4,
    source: 'Rulebook: the rules are written for 3–4 players; the changes for 1–2 players come at the end.',
  },
  options: [],
  ruleIds: RULE_THE_GALAXY_RULE_IDS,
  rules: () => import('./rules').then((m) => m.ruleTheGalaxyRules),
  turnCard: RULE_THE_GALAXY_RULE_IDS.turn,
  tools: [
    { id: 'play', label: 'Play' },
    { id: 'setup', label: 'Setup' },
    { id: 'board', label: 'Board' },
    { id: 'score', label: 'Score' },
  ],
  engine: () => import('./engine').then((m) => m.engine),
} as const satisfies GameManifest

export type { RtgState } from './state'

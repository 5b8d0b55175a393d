// Race for the Galaxy: Rebel vs Imperium — the manifest (start-up); engine, rules and the New game
// advice (takeovers alternated per session) load on first use.
import type { GameManifest } from '../../core/game-module'
import { RFTG_RULE_IDS } from './rule-ids'

export const rftgRebelVsImperium = {
  id: 'rftg-rebel-vs-imperium',
  title: 'Race for the Galaxy: Rebel vs Imperium',
  pitch: 'Takeover answers in seconds: who can attack whom, and who wins. Setup draws and the score sheet too.',
  emblem: { letters: 'RFG', hue: '#b48cff' },
  players: {
    min: 2,
    max: 6,
    source:
      'Not in the rule text, which covers only this expansion’s changes: 2–6 is the count on the box — verify on your copy.',
  },
  options: [
    { id: 'goals', label: 'Play with goals', kind: 'boolean', default: true },
    {
      id: 'takeovers',
      label: 'Play with takeovers',
      help: 'The rulebook alternates: first game of a session off, then on and off in turn.',
      kind: 'boolean',
      default: false,
    },
  ],
  ruleIds: RFTG_RULE_IDS,
  rules: () => import('./rules').then((m) => m.rftgRules),
  turnCard: RFTG_RULE_IDS.turn,
  tools: [
    { id: 'setup', label: 'Setup' },
    { id: 'tableaux', label: 'Tableaux' },
    { id: 'takeovers', label: 'Takeovers' },
    { id: 'score', label: 'Score sheet' },
  ],
  opensOn: 'setup',
  optionAdvice: () => import('./session-advice').then((m) => m.optionAdvice),
  engine: () => import('./engine').then((m) => m.engine),
} as const satisfies GameManifest

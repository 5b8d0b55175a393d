// Star Wars: Rebellion — the manifest (start-up); the engine, rules and odds load on first use.
import type { GameManifest } from '../../core/game-module'
import { REBELLION_RULE_IDS } from './rule-ids'

export const rebellion = {
  id: 'rebellion',
  title: 'Star Wars: Rebellion',
  pitch: 'Runs setup, the time track and both build queues, and gives exact combat and mission odds.',
  emblem: { letters: 'R', hue: '#e05252' },
  players: {
    min: 2,
    max: 2,
    source:
      'Base rules, setup: one player controls the Empire and one the Rebels. The team game is named but not described in the rule texts, so it is not offered.',
    recordedMax: 4,
  },
  factions: [
    { id: 'empire', label: 'Galactic Empire' },
    { id: 'rebels', label: 'Rebel Alliance' },
  ],
  options: [
    { id: 'riseOfTheEmpire', label: 'Rise of the Empire expansion', kind: 'boolean', default: false },
    {
      id: 'newStarterUnits',
      label: 'New starter units (Rise of the Empire)',
      help: 'Only with Rise of the Empire; a first game always uses its fixed placements.',
      requires: 'riseOfTheEmpire',
      kind: 'boolean',
      default: false,
    },
    {
      id: 'roteMissions',
      label: 'Rise of the Empire missions',
      help: 'Only with Rise of the Empire: its mission cards replace the base game’s.',
      requires: 'riseOfTheEmpire',
      kind: 'boolean',
      default: false,
    },
    { id: 'firstGame', label: 'First game (fixed setup)', kind: 'boolean', default: false },
  ],
  // Recruit-icon leaders wait beside the board until recruited (recruiting.ts); games started before
  // that was tracked lack the key and keep every leader in the pool.
  newGameOptions: { leaderRecruiting: true },
  ruleIds: REBELLION_RULE_IDS,
  rules: () => import('./rules').then((m) => m.rebellionRules),
  ruleParts: { 'rise-of-the-empire': { en: 'Rise of the Empire', de: 'Aufstieg des Imperiums' } },
  turnCard: REBELLION_RULE_IDS.quickAssignment,
  tools: [
    { id: 'setup', label: 'Setup' },
    { id: 'round', label: 'Round' },
    { id: 'systems', label: 'Systems' },
    { id: 'forces', label: 'Units' },
    { id: 'build', label: 'Build' },
    { id: 'probe', label: 'Probe' },
    { id: 'odds', label: 'Odds' },
  ],
  opensOn: 'setup',
  pages: [{ id: 'odds', label: 'Odds calculator', title: 'Rebellion odds' }],
  engine: () => import('./engine').then((m) => m.engine),
} as const satisfies GameManifest

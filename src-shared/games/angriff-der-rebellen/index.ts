// Star Wars: Angriff der Rebellen — the manifest (start-up); the engine and rules load on first use.
import type { GameManifest } from '../../core/game-module'
import { ANGRIFF_RULE_IDS } from './rule-ids'

export const angriffDerRebellen = {
  id: 'angriff-der-rebellen',
  title: 'Star Wars: Angriff der Rebellen',
  pitch:
    'Quick setup, the space grid and every player’s tiles tracked, exact duel odds before each fight and the cheapest spend after the roll, scores worked out.',
  emblem: { letters: 'AR', hue: '#4cc38a' },
  players: { min: 2, max: 4, source: 'Rulebook, first page: 2 to 4 players.' },
  options: [
    {
      id: 'lostFight',
      label: 'What a lost fight costs',
      help: 'The rulebook is unclear. Holotable follows the leaflet’s line marked “Important”: losing costs nothing, and only a won fight uses up the ally and chips.',
      kind: 'choice',
      default: 'free',
      choices: [
        { id: 'free', label: 'Nothing (the “Important” line’s reading)' },
        { id: 'spent', label: 'The ally and chips you used' },
      ],
    },
    {
      id: 'memoryAid',
      label: 'Memory aid: show tiles the table has seen',
      help: 'Off by default: remembering where the asteroids are is part of the game.',
      kind: 'boolean',
      default: false,
    },
  ],
  ruleIds: ANGRIFF_RULE_IDS,
  rules: () => import('./rules').then((m) => m.angriffRules),
  turnCard: ANGRIFF_RULE_IDS.turn,
  tools: [
    { id: 'setup', label: 'Setup' },
    { id: 'space', label: 'Space' },
    { id: 'score', label: 'Score' },
  ],
  engine: () => import('./engine').then((m) => m.engine),
} as const satisfies GameManifest

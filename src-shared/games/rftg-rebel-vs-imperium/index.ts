import type { GameModule } from '../../core/game-module'

// Race for the Galaxy: Rebel vs Imperium — the play logger for now (notes, scores, result).
export const rftgRebelVsImperium: GameModule<null> = {
  id: 'rftg-rebel-vs-imperium',
  title: 'Race for the Galaxy: Rebel vs Imperium',
  pitch: 'Logs every game — notes, scores, winners — with the goal and takeover rules at a glance.',
  players: { min: 2, max: 6 },
  options: [
    { id: 'goals', label: 'Play with goals', kind: 'boolean', default: true },
    { id: 'takeovers', label: 'Play with takeovers', kind: 'boolean', default: true },
  ],
  initialState: () => null,
  reduce: (s) => s,
}

import type { GameModule } from '../../core/game-module'

// Placeholder module record; the Rule the Galaxy issue fills in setup, fire deck and board.
export const ruleTheGalaxy: GameModule<null> = {
  id: 'rule-the-galaxy',
  title: 'Star Wars: Rule the Galaxy',
  pitch: 'Counts the fire deck for you: exact risk of the next draw and when to stop.',
  players: { min: 1, max: 4 },
  options: [],
  initialState: () => null,
  reduce: (s) => s,
}

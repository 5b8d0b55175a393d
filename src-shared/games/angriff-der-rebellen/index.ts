import type { GameModule } from '../../core/game-module'

// Angriff der Rebellen: the play logger for now (notes, scores, result).
export const angriffDerRebellen: GameModule<null> = {
  id: 'angriff-der-rebellen',
  title: 'Star Wars: Angriff der Rebellen',
  pitch: 'Keeps the log of every duel, ally and power chip, and the final victory points.',
  players: { min: 2, max: 4 },
  options: [],
  initialState: () => null,
  reduce: (s) => s,
}

import type { GameModule } from '../../core/game-module'

// Angriff der Rebellen: the play logger for now (notes, scores, result).
export const angriffDerRebellen: GameModule<null> = {
  id: 'angriff-der-rebellen',
  title: 'Star Wars: Angriff der Rebellen',
  pitch: 'Logs every game — table notes, victory points, the winner — with the duel, ally and asteroid rules at a glance.',
  players: { min: 2, max: 4 },
  options: [],
  initialState: () => null,
  reduce: (s) => s,
}

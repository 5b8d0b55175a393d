import type { GameModule } from '../../core/game-module'

// Placeholder module record; the Rebellion issue fills in setup, helpers and state.
export const rebellion: GameModule<null> = {
  id: 'rebellion',
  title: 'Star Wars: Rebellion',
  pitch: 'Runs setup, the time track and both build queues, and gives exact combat and mission odds.',
  players: { min: 2, max: 4 },
  factions: [
    { id: 'empire', label: 'Galactic Empire' },
    { id: 'rebels', label: 'Rebel Alliance' },
  ],
  options: [
    { id: 'riseOfTheEmpire', label: 'Rise of the Empire expansion', kind: 'boolean', default: false },
    { id: 'firstGame', label: 'First game (fixed setup)', kind: 'boolean', default: false },
  ],
  initialState: () => null,
  reduce: (s) => s,
}

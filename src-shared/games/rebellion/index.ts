import type { GameModule } from '../../core/game-module'
import { describe, initialState, progress, reduce, type RebellionState } from './events'
import { ODDS_EDITABLE_FACTS } from './odds/odds-facts'
import { TIME_TRACK_EDITABLE_FACTS } from './time-track'
import { ORD_MANTELL_EDITABLE_FACT } from './systems'

export const rebellion: GameModule<RebellionState> = {
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
  initialState,
  reduce,
  describe,
  progress,
  facts: [...TIME_TRACK_EDITABLE_FACTS, ORD_MANTELL_EDITABLE_FACT, ...ODDS_EDITABLE_FACTS],
}

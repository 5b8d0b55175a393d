import type { GameModule } from '../../core/game-module'
import { initialState, reduce, type RtgState } from './events'
import { describe, progress } from './timeline'
import { RTG_EDITABLE_FACTS } from './editable-facts'

export const ruleTheGalaxy: GameModule<RtgState> = {
  id: 'rule-the-galaxy',
  title: 'Star Wars: Rule the Galaxy',
  pitch: 'Counts the fire deck for you: exact risk of the next draw and when to stop.',
  players: { min: 1, max: 4 },
  options: [],
  initialState,
  reduce,
  describe,
  progress,
  facts: RTG_EDITABLE_FACTS,
}

export type { RtgState } from './events'

// The rulebook's setup as a checklist the table ticks off (each tick is logged).
import { DRAW_PILE_START, GRID_SPACES, POWER_CHIPS_IN_BOX } from './data'
import { T } from './texts'

export interface SetupStep {
  id: string
  title: string
  detail: string
}

const S = T.setupSteps

export const SETUP_STEPS: readonly SetupStep[] = [
  { id: 'ships', ...S.ships },
  { id: 'shuffle', ...S.shuffle },
  { id: 'grid', title: S.grid.title, detail: S.grid.detail(GRID_SPACES) },
  { id: 'pile', title: S.pile.title, detail: S.pile.detail(DRAW_PILE_START) },
  { id: 'supply', title: S.supply.title, detail: S.supply.detail(POWER_CHIPS_IN_BOX) },
  { id: 'corners', ...S.corners },
]

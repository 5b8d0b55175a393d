// The rulebook's setup as a checklist the table ticks off (each tick is logged).
import { DRAW_PILE_START, GRID_SPACES, POWER_CHIPS_IN_BOX } from './data'
import { textsIn } from './texts'
import type { Locale } from '../../locale'

export interface SetupStep {
  id: string
  title: string
  detail: string
}

/** The checklist in the interface language (English when none is given). */
export function setupSteps(locale?: Locale): readonly SetupStep[] {
  const S = textsIn(locale).setupSteps
  return [
    { id: 'ships', ...S.ships },
    { id: 'shuffle', ...S.shuffle },
    { id: 'grid', title: S.grid.title, detail: S.grid.detail(GRID_SPACES) },
    { id: 'pile', title: S.pile.title, detail: S.pile.detail(DRAW_PILE_START) },
    { id: 'supply', title: S.supply.title, detail: S.supply.detail(POWER_CHIPS_IN_BOX) },
    { id: 'corners', ...S.corners },
  ]
}

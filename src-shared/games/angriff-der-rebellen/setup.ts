// The rulebook's setup as a checklist the table ticks off (each tick is logged).
import { DRAW_PILE_START, GRID_SPACES, POWER_CHIPS_IN_BOX } from './data'

export interface SetupStep {
  id: string
  title: string
  detail: string
}

export const SETUP_STEPS: readonly SetupStep[] = [
  { id: 'ships', title: 'Rebel ships', detail: 'Each player takes a Rebel ship; the unused ones go back in the box.' },
  { id: 'shuffle', title: 'Shuffle the tiles', detail: 'Shuffle all 30 space tiles with the blank side up.' },
  {
    id: 'grid',
    title: 'Lay out space',
    detail: `Deal ${GRID_SPACES} tiles face down as a 4 × 4 grid in the middle of the table.`,
  },
  {
    id: 'pile',
    title: 'Draw pile',
    detail: `The other ${DRAW_PILE_START} tiles form a face-down draw pile beside the grid.`,
  },
  {
    id: 'supply',
    title: 'Chips and die',
    detail: `Put the ${POWER_CHIPS_IN_BOX} power chips and the ten-sided die beside the grid.`,
  },
  {
    id: 'corners',
    title: 'Ships on corners',
    detail: 'Each player puts their ship on a different corner of the grid.',
  },
]

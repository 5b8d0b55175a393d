// What each view of the galaxy map is given. The shared (public) map gets only what the physical
// board shows; the private views add their one secret each. Kept in one place so a unit test can
// check that nothing private reaches the public map.
import { deduceBase } from '../../../../src-shared/games/rebellion/probe'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import type { Board } from '../../../../src-shared/games/rebellion/board'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'
import type { Forces } from '../../../../src-shared/games/rebellion/units-on-board'

export interface GalaxyMapProps {
  board: Board
  /** Units and leaders on the board (public: both players see the figures). */
  forces: Forces
  /** The Rebel base once it is revealed (public from then on). */
  revealedBase: SystemId | null
  /** Private: systems to ring (the Imperial player's probe-deduction candidates). */
  candidates?: readonly SystemId[]
  /** Private: the Rebel player's recorded base, still hidden from the Empire. */
  secretBase?: SystemId
}

export function publicMapProps(s: RebellionState): GalaxyMapProps {
  return { board: s.board, forces: s.forces, revealedBase: s.baseHidden ? null : (s.baseSystem ?? null) }
}

/** The Imperial private view: the systems the base may still be in. */
export function imperialMapProps(s: RebellionState): GalaxyMapProps {
  return {
    ...publicMapProps(s),
    candidates: s.baseHidden ? deduceBase(s).candidates : [],
  }
}

/** The Rebel private view: the base the Rebel player recorded, while it is still hidden. */
export function rebelMapProps(s: RebellionState): GalaxyMapProps {
  const base = s.baseHidden ? s.rebelBase?.system : undefined
  return { ...publicMapProps(s), ...(base ? { secretBase: base } : {}) }
}

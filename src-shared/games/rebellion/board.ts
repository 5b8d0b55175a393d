// What the players keep track of per system on the app's system board. The physical board stays
// the truth; this is the copy the build, deploy and probe helpers read.
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import { CORUSCANT, type Faction } from './data'
import { SYSTEMS, systemById, type SystemId } from './systems'

export type Loyalty = 'imperial' | 'rebel' | 'neutral'

export interface SystemStatus {
  /** For a subjugated system: the loyalty under the subjugation marker ('rebel' or 'neutral'). */
  loyalty: Loyalty
  subjugated: boolean
  sabotaged: boolean
  destroyed: boolean
  imperialUnits: boolean
  rebelUnits: boolean
  /** RotE: an Imperial Shield Bunker in the system (the Empire may deploy there). */
  shieldBunker: boolean
}

export type Board = Record<SystemId, SystemStatus>

const EMPTY: SystemStatus = {
  loyalty: 'neutral',
  subjugated: false,
  sabotaged: false,
  destroyed: false,
  imperialUnits: false,
  rebelUnits: false,
  shieldBunker: false,
}

export function emptyBoard(): Board {
  const b = {} as Board
  for (const s of SYSTEMS) b[s.id] = { ...EMPTY }
  b[CORUSCANT.value.system] = { ...EMPTY, loyalty: CORUSCANT.value.loyalty }
  return b
}

/** An Imperial system: Imperial loyalty or a subjugation marker. */
export function isImperialSystem(s: SystemStatus): boolean {
  return !s.destroyed && (s.loyalty === 'imperial' || s.subjugated)
}

/** A system whose resources and deployment belong to the faction. */
export function isControlledBy(s: SystemStatus, f: Faction): boolean {
  if (s.destroyed) return false
  return f === 'empire' ? isImperialSystem(s) : s.loyalty === 'rebel' && !s.subjugated
}

export function hasUnitsOf(s: SystemStatus, f: Faction): boolean {
  return f === 'empire' ? s.imperialUnits : s.rebelUnits
}

export type StatusEdit = Partial<SystemStatus>

export type EditRefusal = { error: 'coruscant' | 'remote' | 'subjugated-imperial'; reason: string }

/** One change to a system's status, refused when the board could not show it (the reason in `locale`, default English). */
export function editSystem(board: Board, id: SystemId, edit: StatusEdit, locale: Locale = 'en'): Board | EditRefusal {
  const T = boardTextsIn(locale).edit
  const sys = systemById(id)
  const before = board[id]
  const after: SystemStatus = { ...before, ...edit }
  if (id === CORUSCANT.value.system && (after.loyalty !== 'imperial' || after.subjugated)) {
    return { error: 'coruscant', reason: T.coruscant }
  }
  if (sys.kind === 'remote' && (after.loyalty !== 'neutral' || after.subjugated)) {
    return {
      error: 'remote',
      reason: T.remote(sys.name),
    }
  }
  if (after.subjugated && after.loyalty === 'imperial') {
    return {
      error: 'subjugated-imperial',
      reason: T.subjugatedImperial,
    }
  }
  return { ...board, [id]: after }
}

export function isEditRefusal(r: Board | EditRefusal): r is EditRefusal {
  return 'error' in r && typeof (r as EditRefusal).reason === 'string'
}

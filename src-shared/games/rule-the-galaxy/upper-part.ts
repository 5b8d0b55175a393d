// The strength-1 Stormtroopers are shuffled into the upper part of the First Order stack (rulebook,
// Setup D), so they come out among its first tiles. The app cannot refuse one that comes later: the
// rulebook splits the other tiles into two "roughly equal" parts, so the upper part's size is only
// known where the table built the stack as the Setup tab says (its numbers, from stackPlan). A
// strength-1 tile entered past that is more likely a strength-2 Stormtrooper misread, so the entry
// form warns and still lets it be placed (docs/DECISIONS.md, Rule the Galaxy).
//
// Tiles are turned up a batch at a time (setup's first tiles, then each regroup's) and laid on the
// entry spaces in any order, so the check is per batch: the batch's strength-1 tiles must fit in
// its places that lie within the upper part.
import type { Locale } from '../../locale'
import { INFILTRATOR_STRENGTH, type Strength } from './data'
import { stackPlan } from './setup'
import type { RtgState } from './state'
import { textsIn } from './texts'

export interface UpperPartCheck {
  /** Strength-1 tiles in the game, and the upper part's tiles as the Setup tab builds the stack. */
  infiltrators: number
  upperPart: number
  /** The batch's tiles, counted from the top of the stack (1-based). */
  first: number
  last: number
  /** The batch's places within the upper part, and its strength-1 tiles entered before these. */
  places: number
  alreadyEntered: number
}

/**
 * Why tiles of these strengths, entered now, would put more strength-1 tiles into this batch than
 * it has places within the upper part; undefined when they fit.
 */
export function strengthOneBelowUpperPart(s: RtgState, strengths: readonly Strength[]): UpperPartCheck | undefined {
  const adding = strengths.filter((st) => st === INFILTRATOR_STRENGTH).length
  if (adding === 0 || s.phase !== 'play') return undefined
  const { upperPart, infiltrators } = stackPlan(s.players.length)
  const batch = s.board.entryBatch
  const first = batch.drawnBefore + 1
  const last = batch.drawnBefore + batch.size
  const places = Math.max(0, Math.min(upperPart, last) - batch.drawnBefore)
  const alreadyEntered = batch.stackBefore[INFILTRATOR_STRENGTH] - s.board.stack[INFILTRATOR_STRENGTH]
  if (alreadyEntered + adding <= places) return undefined
  return { infiltrators, upperPart, first, last, places, alreadyEntered }
}

/** The warning the entry form shows for tiles of these strengths (in the interface language), or undefined. */
export function upperPartWarning(s: RtgState, strengths: readonly Strength[], locale?: Locale): string | undefined {
  const c = strengthOneBelowUpperPart(s, strengths)
  return c ? textsIn(locale).warning.strengthOneBelowUpperPart(c) : undefined
}

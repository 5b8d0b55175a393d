// The numbers players type in (a tableau summary, a score-sheet line) and the range each may take.
// The events' schemas check the same ranges; the screens check them first, so a wrong number is
// refused with words the player can act on instead of a schema message.

export interface Range {
  min: number
  max: number
}

export const TABLEAU_NUMBERS = {
  military: { min: -20, max: 99 },
  temporaryMilitary: { min: 0, max: 99 },
  extraVsRebel: { min: -20, max: 99 },
  imperiumCards: { min: 0, max: 99 },
  cards: { min: 0, max: 99 },
} as const satisfies Record<string, Range>

/**
 * Temporary Military used in one takeover: the attacker's, declared with it, and the defender's boost
 * when it resolves (rule steps 3 and 5). The Takeovers tab's boxes, the list of declarations' boost
 * boxes and the logged takeover all take this range (what a player holds is checked besides).
 */
export const TAKEOVER_BOOST: Range = { min: 0, max: 99 }

/** The defence printed on a military world, as a tableau card's "add a world" row takes it. */
export const WORLD_DEFENCE: Range = { min: 0, max: 99 }

/** The longest goal name a goal draw or entry keeps (the event's limit; printed names are far shorter). */
export const GOAL_NAME_LENGTH = 60

export const SCORE_NUMBERS = {
  chips: { min: 0, max: 999 },
  cards: { min: -99, max: 999 },
  sixDev: { min: 0, max: 999 },
} as const satisfies Record<string, Range>

export type NumberProblem = 'empty' | 'not-whole' | 'out-of-range'

/** What is wrong with a typed value (a number box left empty gives ''), or undefined when it fits. */
export function numberProblem(value: unknown, range: Range): NumberProblem | undefined {
  if (value === '' || value === null || value === undefined) return 'empty'
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'not-whole'
  return value < range.min || value > range.max ? 'out-of-range' : undefined
}

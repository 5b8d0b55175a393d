// What a number box of this game's tabs holds: a whole number when its text is one (digits with
// an optional minus, as the app's other forms read numbers), otherwise the text as typed, which
// Save (or the takeover calculation) refuses with its reason. A negative number is kept as one, so
// where the box takes none its range says why ("from 0 to 999"). The browser's own reading, which
// `v-model.number` takes, would count "1e1" as 10 and "1.5" as 1.5.
import { parseWholeNumber } from '../../../src-shared/core/whole-number'
import {
  numberProblem,
  type NumberProblem,
  type Range,
} from '../../../src-shared/games/rftg-rebel-vs-imperium/entry-ranges'

/**
 * A typed whole number outside a box's range (its min and max), or undefined: such a value is said
 * beside the box and not kept. Text that is no whole number is not this (the calculation says why).
 */
export const outOfRange = (value: unknown, range: Range): number | undefined =>
  typeof value === 'number' && numberProblem(value, range) === 'out-of-range' ? value : undefined

export function typedNumber(text: string): number | string {
  return parseWholeNumber(text, { minus: true }) ?? text
}

/** A box's value as a calculation takes it: a box that holds no whole number is NaN, which it refuses. */
export const asTyped = (value: number | string): number => (typeof value === 'number' ? value : Number.NaN)

/** The number box's value at an input event. */
export function boxValue(event: Event): number | string {
  return typedNumber((event.target as HTMLInputElement).value)
}

/**
 * What Save says is wrong with a box's value: as numberProblem, except that a box showing text the
 * browser cannot read as a number ("3-", "5e", "--1") is 'not-a-number', not 'empty'. The browser
 * gives such a box the value '' as if it were empty, and keeps the text only on the screen.
 */
export function boxProblem(value: unknown, range: Range, boxId: string): NumberProblem | 'not-a-number' | undefined {
  const problem = numberProblem(value, range)
  const box = document.getElementById(boxId)
  return problem === 'empty' && box instanceof HTMLInputElement && box.validity.badInput ? 'not-a-number' : problem
}

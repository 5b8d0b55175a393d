// Rebel vs Imperium's number boxes keep a whole number when one was typed, and otherwise the text as
// typed, for Save to refuse with its reason (the browser's own reading takes "1e1" for 10).
import { describe, expect, it } from 'vitest'
import { typedNumber } from '../../../src-renderer/games/rftg-rebel-vs-imperium/number-box'
import { numberProblem, SCORE_NUMBERS } from '../../../src-shared/games/rftg-rebel-vs-imperium/entry-ranges'

describe('a Rebel vs Imperium number box', () => {
  it('holds the whole number typed, spaces around it ignored, a minus kept', () => {
    expect(typedNumber('12')).toBe(12)
    expect(typedNumber(' 7 ')).toBe(7)
    expect(typedNumber('0')).toBe(0)
    expect(typedNumber('-4')).toBe(-4)
    expect(typedNumber('−3')).toBe(-3)
  })

  it('holds anything else as typed, so Save can say what was entered', () => {
    for (const text of ['1e1', '1.5', '+3', '0x10', '', ' ', '12abc']) expect(typedNumber(text)).toBe(text)
  })

  it('gives Save the right reason: empty, not whole, or out of range', () => {
    const chips = SCORE_NUMBERS.chips
    expect(numberProblem(typedNumber(''), chips)).toBe('empty')
    expect(numberProblem(typedNumber('1e1'), chips)).toBe('not-whole')
    expect(numberProblem(typedNumber('2.5'), chips)).toBe('not-whole')
    expect(numberProblem(typedNumber('-4'), chips)).toBe('out-of-range')
    expect(numberProblem(typedNumber('1000'), chips)).toBe('out-of-range')
    expect(numberProblem(typedNumber('10'), chips)).toBeUndefined()
  })
})

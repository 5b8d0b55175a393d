// The one reader of typed whole numbers (the RtG points dialog, Angriff's ship values, the table
// log's scores and final scores, Settings › Data corrections): what Number() would read but a person
// did not write as a whole number is refused, and so is a "+" (no form takes one).
import { describe, expect, it } from 'vitest'
import { parseWholeNumber } from '../../../src-shared/core/whole-number'

describe('parseWholeNumber', () => {
  it('reads digits, with the spaces around them ignored', () => {
    expect(parseWholeNumber('0')).toBe(0)
    expect(parseWholeNumber(' 12 ')).toBe(12)
    expect(parseWholeNumber('007')).toBe(7)
  })

  it('refuses what Number() reads but is not a plain whole number', () => {
    for (const typed of [
      '1e1',
      '1E1',
      '0x10',
      '0b1',
      '0o7',
      '5.0',
      '5.',
      '.5',
      '1_000',
      '1 000',
      '',
      ' ',
      'Infinity',
      '١٢',
    ])
      expect(parseWholeNumber(typed), typed).toBeUndefined()
    // Past 2^53 the digits no longer name one number.
    expect(parseWholeNumber('9007199254740993')).toBeUndefined()
  })

  it('takes a leading minus only where negatives are allowed, and a plus nowhere', () => {
    expect(parseWholeNumber('-3')).toBeUndefined()
    expect(parseWholeNumber('+3')).toBeUndefined()
    expect(parseWholeNumber(' +3 ')).toBeUndefined()
    expect(parseWholeNumber('+0')).toBeUndefined()
    expect(parseWholeNumber('-3', { minus: true })).toBe(-3)
    expect(parseWholeNumber('−3', { minus: true })).toBe(-3)
    expect(parseWholeNumber('-0', { minus: true })).toBe(0)
    expect(Object.is(parseWholeNumber('-0', { minus: true }), -0)).toBe(false)
    expect(parseWholeNumber('+3', { minus: true })).toBeUndefined()
    expect(parseWholeNumber('+-3', { minus: true })).toBeUndefined()
    expect(parseWholeNumber('-+3', { minus: true })).toBeUndefined()
    expect(parseWholeNumber('--3', { minus: true })).toBeUndefined()
    expect(parseWholeNumber('- 3', { minus: true })).toBeUndefined()
    expect(parseWholeNumber('-1e1', { minus: true })).toBeUndefined()
  })
})

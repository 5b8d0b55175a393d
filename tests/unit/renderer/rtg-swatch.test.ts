// A colour name is the player's text (Settings › Data corrections): names that are also members of
// every JavaScript object must read as plain names (issue #11: “constructor” returned a function).
import { describe, expect, it } from 'vitest'
import { swatchFor } from '../../../src-renderer/games/rule-the-galaxy/useRtg'
import { resolveFact } from '../../../src-shared/core/facts'

describe('colour names from corrections', () => {
  it('gives a known name its swatch and any other name the neutral grey (no CSS here)', () => {
    expect(swatchFor('rey', 'Purple ')).toBe('#a970ff')
    expect(swatchFor('rey', 'constructor')).toBe('#7d8796')
    expect(swatchFor('rey', 'toString')).toBe('#7d8796')
    expect(swatchFor('rey', '__proto__')).toBe('#7d8796')
    expect(swatchFor('rey', undefined)).toBe('#7d8796')
  })

  it('reads a correction only from the stored keys, never the prototype', () => {
    const fact = { key: 'constructor', value: 'blue', source: 'test', confidence: 'high' } as never
    const isText = (v: unknown): v is string => typeof v === 'string'
    expect(resolveFact(fact, {}, isText)).toMatchObject({ value: 'blue', corrected: false })
    expect(resolveFact(fact, { constructor: 'red' }, isText)).toMatchObject({ value: 'red', corrected: true })
  })
})

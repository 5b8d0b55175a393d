import { describe, expect, it } from 'vitest'
import { cleanName, nameKey } from '../../../src-shared/core/person-text'

describe('names people type', () => {
  it('are NFC: a precomposed é and e + combining accent are one name', () => {
    const composed = 'Ren\u00e9'
    const decomposed = 'Rene\u0301'
    expect(composed).not.toBe(decomposed)
    expect(cleanName(decomposed)).toBe(composed)
    expect(nameKey(decomposed)).toBe(nameKey(composed))
  })

  it('lose zero-width characters, so "Ana" and "A\u200bna" are the same player', () => {
    expect(cleanName('A\u200bna\u2060\ufeff')).toBe('Ana')
    expect(nameKey('A\u200dna')).toBe('ana')
    expect(nameKey('ANA')).toBe(nameKey('A\u200bna'))
  })

  it('lose bidi overrides, so one name cannot reverse the sentence around it', () => {
    expect(cleanName('\u202eAna\u202c')).toBe('Ana')
    expect(cleanName('\u2067Ben\u2069 \u200f')).toBe('Ben')
  })

  it('keep right-to-left letters and trim and collapse spaces', () => {
    expect(cleanName('  \u05e9\u05e8\u05d4   Levi ')).toBe('\u05e9\u05e8\u05d4 Levi')
    expect(cleanName('\u200b')).toBe('')
  })
})

// The shape checks a kept draft must pass before a screen uses it: anything else in storage (another
// build's shape, a damaged or overlong copy) is not shown to the player.
import { describe, expect, it } from 'vitest'
import { textFields, textList, textRecord } from '../../../src-renderer/composables/stored-draft'

describe('draft shape checks', () => {
  it('textRecord takes texts by any key, and nothing else', () => {
    expect(textRecord({})).toBe(true)
    expect(textRecord({ 'empire|tie-fighter|0': '1', 'rebels|x-wing|0': '' })).toBe(true)
    expect(textRecord({ a: 1 })).toBe(false)
    expect(textRecord(['1'])).toBe(false)
    expect(textRecord(null)).toBe(false)
    expect(textRecord({ a: 'x'.repeat(2001) })).toBe(false)
  })

  it('textList takes a list of texts, of the length asked for', () => {
    expect(textList(['sullust', ''])).toBe(true)
    expect(textList(['sullust', ''], 2)).toBe(true)
    expect(textList(['sullust'], 3)).toBe(false)
    expect(textList(['sullust', 2])).toBe(false)
    expect(textList({ 0: 'sullust' })).toBe(false)
    expect(textList(['x'.repeat(2001)])).toBe(false)
  })

  it('textFields takes exactly its fields', () => {
    const fits = textFields(['empire', 'rebels'] as const)
    expect(fits({ empire: '2 tie', rebels: '' })).toBe(true)
    expect(fits({ empire: '2 tie' })).toBe(false)
    expect(fits({ empire: '2 tie', rebels: '', more: '' })).toBe(false)
  })
})

// The start-up copy of a setting (the language, the theme: platform/start-copy.ts): it answers only
// values the setting can take, and a storage that refuses is ignored without an error reaching the
// start of the app.
// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startCopy } from '../../../src-renderer/platform/start-copy'

const isSize = (value: unknown): value is 'small' | 'large' => value === 'small' || value === 'large'

describe('a start-up copy', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('answers what was kept under its key, and nothing before', () => {
    const size = startCopy('test.size', isSize)
    expect(size.read()).toBeUndefined()
    size.keep('large')
    expect(localStorage.getItem('test.size')).toBe('large')
    expect(size.read()).toBe('large')
    expect(startCopy('test.other', isSize).read()).toBeUndefined()
  })

  it('ignores a value the setting cannot take', () => {
    localStorage.setItem('test.size', 'huge')
    expect(startCopy('test.size', isSize).read()).toBeUndefined()
  })

  it('ignores a storage that refuses to read or to write', () => {
    localStorage.setItem('test.size', 'small')
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    })
    const size = startCopy('test.size', isSize)
    expect(() => size.keep('small')).not.toThrow()
    expect(size.read()).toBeUndefined()
  })
})

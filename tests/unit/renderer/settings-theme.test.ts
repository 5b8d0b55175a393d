// The chosen theme is the first paint's (issue #12: the settings are read from the library only after
// the first screen): a copy kept in localStorage is applied as the app starts, the library's setting
// then wins, and a copy that is not a theme is ignored.
// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

const library = vi.hoisted(() => ({ settings: new Map<string, unknown>() }))
vi.mock('../../../src-renderer/db', () => ({
  holotableRepository: () => ({
    getSetting: (key: string, fallback: unknown) =>
      Promise.resolve(library.settings.has(key) ? library.settings.get(key) : fallback),
    setSetting: (key: string, value: unknown) => Promise.resolve(void library.settings.set(key, value)),
    listCorrections: () => Promise.resolve({}),
  }),
}))

const { useSettings } = await import('../../../src-renderer/stores/settings')
const theme = (): string | null => document.documentElement.getAttribute('data-theme')

describe('the theme at start', () => {
  beforeEach(() => {
    localStorage.clear()
    library.settings.clear()
    document.documentElement.removeAttribute('data-theme')
    setActivePinia(createPinia())
  })

  it('is dark on a first start, and the one chosen last time on the next', async () => {
    const settings = useSettings()
    expect(theme()).toBe('dark')
    await settings.setTheme('light')
    expect(theme()).toBe('light')
    expect(library.settings.get('theme')).toBe('light')

    // The next start, before the library is read:
    document.documentElement.removeAttribute('data-theme')
    setActivePinia(createPinia())
    useSettings()
    expect(theme()).toBe('light')
  })

  it('follows the library once it is read, and keeps that for the next start', async () => {
    localStorage.setItem('holotable.theme', 'light')
    library.settings.set('theme', 'dark')
    const settings = useSettings()
    expect(theme()).toBe('light')
    await settings.load()
    expect(theme()).toBe('dark')
    expect(localStorage.getItem('holotable.theme')).toBe('dark')
  })

  it('ignores a copy that is not a theme', () => {
    localStorage.setItem('holotable.theme', 'sepia')
    useSettings()
    expect(theme()).toBe('dark')
  })
})

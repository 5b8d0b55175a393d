// The chosen theme is the first paint's (issue #12: the settings are read from the library only after
// the first screen): a copy kept in localStorage is applied as the app starts, the library's setting
// then wins, and a copy that is not a theme is ignored.
// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

const library = vi.hoisted(() => ({
  settings: new Map<string, unknown>(),
  /** While set, reading that setting waits until `until` (a library slow to answer). */
  slow: null as { key: string; until: Promise<void> } | null,
}))
vi.mock('../../../src-renderer/db', () => ({
  holotableRepository: () => ({
    getSetting: async (key: string, fallback: unknown) => {
      const value = library.settings.has(key) ? library.settings.get(key) : fallback
      if (library.slow?.key === key) await library.slow.until
      return value
    },
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
    library.slow = null
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

  it('keeps a theme chosen while the library is still being read (the read is older than the choice)', async () => {
    library.settings.set('theme', 'dark')
    // Settings was opened at start and Light clicked before the library answered.
    const settings = await chooseWhileReading('theme', (s) => s.setTheme('light'))
    expect(settings.theme).toBe('light')
    expect(theme()).toBe('light')
    expect(library.settings.get('theme')).toBe('light')
    expect(localStorage.getItem('holotable.theme')).toBe('light')
    expect(settings.loaded).toBe(true)
  })

  it('keeps a language chosen while the library is still being read', async () => {
    library.settings.set('locale', 'en')
    const settings = await chooseWhileReading('locale', (s) => s.setLocale('de'))
    expect(settings.locale).toBe('de')
    expect(library.settings.get('locale')).toBe('de')
  })
})

/** Starts reading the settings with `key`'s read held back, makes the choice meanwhile, then lets the read answer. */
async function chooseWhileReading(
  key: string,
  choose: (settings: ReturnType<typeof useSettings>) => Promise<unknown>,
): Promise<ReturnType<typeof useSettings>> {
  let answer!: () => void
  library.slow = { key, until: new Promise<void>((done) => (answer = done)) }
  const settings = useSettings()
  const loading = settings.load()
  await new Promise((r) => setTimeout(r, 0))
  const choosing = choose(settings)
  answer()
  await Promise.all([loading, choosing])
  return settings
}

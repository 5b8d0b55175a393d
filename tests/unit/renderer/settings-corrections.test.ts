// A value the player enters (a ship's points, a corrected fact) that cannot be stored — a full disk, a
// broken library — is said in a notice with the reason, and the values in force stay as they were;
// the form that asked keeps what was typed. Before, the failure reached the player only as "something
// went wrong on this screen … every change is already saved", which was not true of that value.
// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'

const library = vi.hoisted(() => ({
  corrections: {} as Record<string, unknown>,
  settings: {} as Record<string, unknown>,
  /** While set, storing a correction fails with this message (a full disk: Dexie's wrapped error). */
  failing: null as string | null,
  full: false,
  /** How many of the next settings' writes fail as on a full disk, whenever they are made. */
  settingWritesFailing: 0,
}))
vi.mock('../../../src-renderer/db', () => ({
  holotableRepository: () => ({
    getSetting: (_key: string, fallback: unknown) => Promise.resolve(fallback),
    setSetting: (key: string, value: unknown) =>
      library.full || library.settingWritesFailing-- > 0
        ? Promise.reject(
            Object.assign(new Error('The quota has been exceeded.'), {
              name: 'AbortError',
              inner: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
            }),
          )
        : library.failing
          ? Promise.reject(new Error(library.failing))
          : Promise.resolve(void (library.settings[key] = value)),
    listCorrections: () => Promise.resolve({ ...library.corrections }),
    setCorrection: (key: string, value: unknown) =>
      library.full
        ? Promise.reject(
            Object.assign(
              new Error('The quota has been exceeded.\n QuotaExceededError: The quota has been exceeded.'),
              {
                name: 'AbortError',
                inner: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
              },
            ),
          )
        : library.failing
          ? Promise.reject(new Error(library.failing))
          : Promise.resolve(void (library.corrections[key] = value)),
    removeCorrection: (key: string) =>
      library.failing
        ? Promise.reject(new Error(library.failing))
        : Promise.resolve(void delete library.corrections[key]),
  }),
}))

const { useSettings } = await import('../../../src-renderer/stores/settings')
const { useNotices } = await import('../../../src-renderer/stores/notices')
const { applyLocale, i18n } = await import('../../../src-renderer/i18n')
// The settings' messages come with the screens that correct values (the game screen, Settings).
await import('../../../src-renderer/i18n/screen-messages')
const ShipValuesForm = (await import('../../../src-renderer/games/angriff-der-rebellen/ShipValuesForm.vue')).default

const BROKEN = 'Internal error opening backing store for indexedDB.open.'
const NOT_SAVED =
  'That value was not saved: Internal error opening backing store for indexedDB.open. The values in force are unchanged; try again, and if it keeps failing, check that the disk has free space.'
const FULL =
  'That value was not saved: the disk is full. The values in force are unchanged; free some space, then try again.'

describe('a value that cannot be stored', () => {
  beforeEach(() => {
    library.corrections = {}
    library.settings = {}
    library.failing = null
    library.full = false
    setActivePinia(createPinia())
  })

  it('is said in a notice and leaves the values in force as they were', async () => {
    const settings = useSettings()
    expect(await settings.correct('angriff-der-rebellen.points.tie-bomber', 3)).toBe(true)
    expect(settings.corrections).toEqual({ 'angriff-der-rebellen.points.tie-bomber': 3 })

    library.failing = BROKEN
    expect(await settings.correct('angriff-der-rebellen.points.tie-bomber', 4)).toBe(false)
    expect(await settings.removeCorrection('angriff-der-rebellen.points.tie-bomber')).toBe(false)
    expect(settings.corrections).toEqual({ 'angriff-der-rebellen.points.tie-bomber': 3 })
    // One notice, not one per try.
    expect(useNotices().items.map((n) => [n.kind, n.text])).toEqual([['error', NOT_SAVED]])

    // A full disk is said plainly (Dexie's message repeats the browser's on a second line).
    library.full = true
    expect(await settings.correct('angriff-der-rebellen.points.tie-bomber', 4)).toBe(false)
    expect(useNotices().items.map((n) => n.text)).toEqual([FULL])
    expect(settings.corrections).toEqual({ 'angriff-der-rebellen.points.tie-bomber': 3 })

    // Saved on the next try: the notice goes.
    library.full = false
    library.failing = null
    expect(await settings.correct('angriff-der-rebellen.points.tie-bomber', 4)).toBe(true)
    expect(useNotices().items).toEqual([])
    expect(settings.corrections).toEqual({ 'angriff-der-rebellen.points.tie-bomber': 4 })
  })

  it('keeps the ship-values form with what was typed, and the last refusal goes as it saves', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const form = mount(ShipValuesForm, { props: { ship: 'tie-bomber' }, global: { plugins: [pinia, i18n] } })
    await form.find('[data-testid="ar-strength-input"]').setValue('2')
    await form.find('[data-testid="ar-points-input"]').setValue('x')
    await form.find('form').trigger('submit')
    expect(form.find('[role="alert"]').text()).toBe(
      'Victory points: enter the whole number printed on the tile, 0 to 20 (you typed “x”).',
    )

    library.failing = BROKEN
    await form.find('[data-testid="ar-points-input"]').setValue('3')
    await form.find('form').trigger('submit')
    await flushPromises()
    expect(form.find('[role="alert"]').exists()).toBe(false)
    expect(useNotices().items.map((n) => n.text)).toEqual([NOT_SAVED])
    expect(useSettings().corrections).toEqual({})
    expect((form.find('[data-testid="ar-strength-input"]').element as HTMLInputElement).value).toBe('2')
    expect((form.find('[data-testid="ar-points-input"]').element as HTMLInputElement).value).toBe('3')

    library.failing = null
    await form.find('form').trigger('submit')
    await flushPromises()
    expect(useSettings().corrections).toEqual({
      'angriff-der-rebellen.strength.tie-bomber': 2,
      'angriff-der-rebellen.points.tie-bomber': 3,
    })
  })
})

describe('a theme or language that cannot be stored', () => {
  beforeEach(async () => {
    library.corrections = {}
    library.settings = {}
    library.failing = null
    library.full = false
    library.settingWritesFailing = 0
    localStorage.clear()
    setActivePinia(createPinia())
    await applyLocale('en')
  })

  it('goes back to the one before, for this start and the next, and says so until one is saved', async () => {
    const settings = useSettings()
    expect(settings.theme).toBe('dark')
    library.full = true
    expect(await settings.setTheme('light')).toBe(false)
    expect(settings.theme).toBe('dark')
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    // The next start's first paint follows the copy: the stored theme, not the one that failed.
    expect(localStorage.getItem('holotable.theme')).toBe('dark')
    expect(useNotices().items.map((n) => [n.kind, n.text])).toEqual([
      [
        'error',
        'The theme was not saved: the disk is full. It is back to the one before; free some space, then choose it again.',
      ],
    ])

    library.full = false
    library.failing = BROKEN
    expect(await settings.setTheme('light')).toBe(false)
    expect(useNotices().items.map((n) => n.text)).toEqual([
      'The theme was not saved: Internal error opening backing store for indexedDB.open. It is back to the one before; choose it again, and if it keeps failing, check that the disk has free space.',
    ])

    library.failing = null
    expect(await settings.setTheme('light')).toBe(true)
    expect(settings.theme).toBe('light')
    expect(library.settings).toEqual({ theme: 'light' })
    expect(localStorage.getItem('holotable.theme')).toBe('light')
    expect(useNotices().items).toEqual([])
  })

  it('a language not saved is said in the language in force again', async () => {
    const settings = useSettings()
    expect(await settings.setLocale('de')).toBe(true)
    await vi.waitFor(() => expect(i18n.global.locale.value).toBe('de'))
    library.full = true
    expect(await settings.setLocale('en')).toBe(false)
    expect(settings.locale).toBe('de')
    expect(localStorage.getItem('holotable.locale')).toBe('de')
    expect(useNotices().items.map((n) => n.text)).toEqual([
      'Die Sprache wurde nicht gespeichert: Der Datenträger ist voll. Es gilt wieder die vorige; schaffe etwas Platz und wähle sie dann noch einmal.',
    ])
    await vi.waitFor(() => expect(i18n.global.locale.value).toBe('de'))
    expect(library.settings).toEqual({ locale: 'de' })
  })

  it('a choice made while an earlier one was failing is not undone by that failure', async () => {
    const settings = useSettings()
    library.settingWritesFailing = 1
    const failing = settings.setTheme('light')
    // Chosen again before the first write failed: the later choice stands, and nothing is said.
    const later = settings.setTheme('light')
    expect(await failing).toBe(false)
    expect(await later).toBe(true)
    expect(settings.theme).toBe('light')
    expect(library.settings).toEqual({ theme: 'light' })
    expect(useNotices().items).toEqual([])
  })
})

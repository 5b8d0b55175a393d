import { defineStore } from 'pinia'
import { ref, watch, type Ref } from 'vue'
import { repository } from '../db/library'
import { announceCorrections, onOtherWindowCorrections } from '../db/window-channel'
import type { Corrections } from '../../src-shared/core/facts'
import { isLocale, type Locale } from '../../src-shared/locale'
import { applyLocale, i18n, rememberLocale, startLocale } from '../i18n'
import { desktopBridge } from '../platform/bridge'
import { startCopy } from '../platform/start-copy'
import { useNotices } from './notices'

export type Theme = 'dark' | 'light'

const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light'
// The theme is stored with the other settings; a start-up copy lets the first paint already be in it
// (platform/start-copy.ts).
const themeCopy = startCopy('holotable.theme', isTheme)

export const useSettings = defineStore('settings', () => {
  const theme = ref<Theme>(themeCopy.read() ?? 'dark')
  const corrections = ref<Corrections>({})
  const loaded = ref(false)
  /** The interface language: the player's choice, else the system's (de-* → German). */
  const locale = ref<Locale>(startLocale())

  // A theme or language chosen while the library is being read is newer than what is read: it stays
  // (the stored value then follows the choice). Counted, so each read knows whether one came meanwhile.
  async function load(): Promise<void> {
    const themeBefore = themeChoice.made()
    const localeBefore = localeChoice.made()
    const library = await repository()
    const storedTheme = await library.getSetting<unknown>('theme', 'dark')
    if (themeChoice.made() === themeBefore) {
      theme.value = isTheme(storedTheme) ? storedTheme : 'dark'
      themeCopy.keep(theme.value)
    }
    const stored = await library.getSetting<unknown>('locale', null)
    if (isLocale(stored) && localeChoice.made() === localeBefore) {
      locale.value = stored
      rememberLocale(stored)
    }
    corrections.value = await library.listCorrections()
    loaded.value = true
    listenToOtherWindows()
  }

  // Another window stored a value: this one reads them again (a fight recorded here uses it).
  // Listened to once the settings are read (after the first screen), not at start-up.
  let listening = false
  function listenToOtherWindows(): void {
    if (listening) return
    listening = true
    onOtherWindowCorrections(() => {
      void repository()
        .then((library) => library.listCorrections())
        .then((read) => (corrections.value = read))
        // A library that cannot be read now keeps the values in force; the next start reads them.
        .catch(() => undefined)
    })
  }

  /**
   * A setting or value that could not be stored (a full disk, a broken library) is said in one notice
   * (a newer one replaces it), which goes once something is saved again.
   */
  let notSavedNotice: number | undefined
  function saved(): void {
    if (notSavedNotice !== undefined) useNotices().dismiss(notSavedNotice)
    notSavedNotice = undefined
  }
  /** Said in the language in force (a language not saved: the one in force again). */
  function notSaved(err: unknown, what: 'value' | 'theme' | 'language'): void {
    const language = locale.value
    // Dexie wraps the browser's error (its message then repeats the inner one on a second line).
    const e = err as { name?: string; message?: string; inner?: { name?: string; message?: string } }
    const full = e.name === 'QuotaExceededError' || e.inner?.name === 'QuotaExceededError'
    const why = String(e.inner?.message ?? e.message ?? err)
      .split('\n')[0]!
      .replace(/\.$/, '')
    const t = i18n.global.t
    const key = { value: 'notRemembered', theme: 'themeNotSaved', language: 'languageNotSaved' }[what]
    if (notSavedNotice !== undefined) useNotices().dismiss(notSavedNotice)
    const text = full
      ? t(`settings.${key}Full`, {}, { locale: language })
      : t(`settings.${key}`, { why }, { locale: language })
    notSavedNotice = useNotices().push('error', text)
  }

  /**
   * The theme and language are in force at once. One that cannot be stored goes back to the one
   * before, so the next start shows what this one does, and the notice says so, in the language in
   * force then (unless another was chosen meanwhile: that one stands, and its own outcome is said):
   * true once stored. `made` counts the choices, for a read of the library to know of one meanwhile.
   */
  function storedChoice<T extends string>(
    value: Ref<T>,
    keepCopy: (v: T) => void,
    key: string,
    what: 'theme' | 'language',
  ) {
    let made = 0
    async function choose(v: T): Promise<boolean> {
      const before = value.value
      const choice = ++made
      value.value = v
      keepCopy(v)
      try {
        await (await repository()).setSetting(key, v)
        saved()
        return true
      } catch (err) {
        if (made !== choice) return false
        value.value = before
        keepCopy(before)
        notSaved(err, what)
        return false
      }
    }
    return { choose, made: () => made }
  }
  const themeChoice = storedChoice(theme, (t) => themeCopy.keep(t), 'theme', 'theme')
  const localeChoice = storedChoice(locale, rememberLocale, 'locale', 'language')
  const setTheme = themeChoice.choose
  const setLocale = localeChoice.choose

  /**
   * A value that could not be stored is said in a notice, and the values in force stay as they
   * were: true once stored, false if not (the caller keeps what was typed).
   */
  async function keepCorrections(write: () => Promise<void>): Promise<boolean> {
    try {
      await write()
      corrections.value = await (await repository()).listCorrections()
      announceCorrections()
      saved()
      return true
    } catch (err) {
      notSaved(err, 'value')
      return false
    }
  }

  async function correct(key: string, value: unknown): Promise<boolean> {
    return keepCorrections(async () => (await repository()).setCorrection(key, value))
  }

  async function removeCorrection(key: string): Promise<boolean> {
    return keepCorrections(async () => (await repository()).removeCorrection(key))
  }

  watch(theme, (t) => document.documentElement.setAttribute('data-theme', t), { immediate: true })

  watch(
    locale,
    (l) => {
      void applyLocale(l)
      // The desktop app's menus and dialogs follow (main checks the value).
      void desktopBridge()?.setLanguage(l)
    },
    { immediate: true },
  )

  return { theme, locale, corrections, loaded, load, setTheme, setLocale, correct, removeCorrection }
})

import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { repository } from '../db/library'
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
  let themeChoices = 0
  let localeChoices = 0

  async function load(): Promise<void> {
    const themeBefore = themeChoices
    const localeBefore = localeChoices
    const library = await repository()
    const storedTheme = await library.getSetting<unknown>('theme', 'dark')
    if (themeChoices === themeBefore) {
      theme.value = isTheme(storedTheme) ? storedTheme : 'dark'
      themeCopy.keep(theme.value)
    }
    const stored = await library.getSetting<unknown>('locale', null)
    if (isLocale(stored) && localeChoices === localeBefore) {
      locale.value = stored
      rememberLocale(stored)
    }
    corrections.value = await library.listCorrections()
    loaded.value = true
  }

  async function setTheme(t: Theme): Promise<void> {
    themeChoices++
    theme.value = t
    themeCopy.keep(t)
    await (await repository()).setSetting('theme', t)
  }

  async function setLocale(l: Locale): Promise<void> {
    localeChoices++
    locale.value = l
    rememberLocale(l)
    await (await repository()).setSetting('locale', l)
  }

  /**
   * A value that could not be stored (a full disk, a broken library) is said in a notice, and the
   * values in force stay as they were: true once stored, false if not (the caller keeps what was typed).
   */
  let notSavedNotice: number | undefined
  async function keepCorrections(write: () => Promise<void>): Promise<boolean> {
    try {
      await write()
      corrections.value = await (await repository()).listCorrections()
      // A value saved on another try: the notice that it was not goes.
      if (notSavedNotice !== undefined) useNotices().dismiss(notSavedNotice)
      notSavedNotice = undefined
      return true
    } catch (err) {
      // Dexie wraps the browser's error (its message then repeats the inner one on a second line).
      const e = err as { name?: string; message?: string; inner?: { name?: string; message?: string } }
      const full = e.name === 'QuotaExceededError' || e.inner?.name === 'QuotaExceededError'
      const why = String(e.inner?.message ?? e.message ?? err)
        .split('\n')[0]!
        .replace(/\.$/, '')
      const t = i18n.global.t
      if (notSavedNotice !== undefined) useNotices().dismiss(notSavedNotice)
      notSavedNotice = useNotices().push(
        'error',
        full ? t('settings.notRememberedFull') : t('settings.notRemembered', { why }),
      )
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

// The interface languages. The renderer (vue-i18n), main (menus and dialogs) and the shared layer
// (event descriptions and refusals) all name a language by one of these ids.

export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language to start in when the player has not chosen one: German for any de-* tag, else English. */
export function localeFromLanguageTag(tag: string | undefined): Locale {
  return tag !== undefined && /^de(-|$)/i.test(tag) ? 'de' : 'en'
}

// Switching language twice in a row (German chosen, then English at once, as when a German choice
// cannot be saved and goes back): the German messages load after English is already in force, and
// that late load must not switch the app back to German.
import { describe, expect, it } from 'vitest'
import { applyLocale, i18n } from '../../../src-renderer/i18n'

describe('language switches', () => {
  it('end in the language asked for last, whichever loads last', async () => {
    const german = applyLocale('de') // its messages are loaded first (a chunk of their own)
    const english = applyLocale('en') // English is always there: in force at once
    await Promise.all([german, english])
    expect(i18n.global.locale.value).toBe('en')
    await applyLocale('de')
    expect(i18n.global.locale.value).toBe('de')
    expect(i18n.global.t('shell.titles.settings')).toBe('Einstellungen')
  })
})

// A plain text is read straight from its compiled form at start (issue #12, start-up): for every
// English and German message, what that gives is exactly what vue-i18n itself makes of the message
// as the build compiles it; messages with arguments, plurals or links are left to vue-i18n.
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { compileMessages } from '../../../vite.web.config'
import { plainText } from '../../../src-renderer/i18n'
import enStart from '../../../src-renderer/i18n/messages/en'
import enScreens from '../../../src-renderer/i18n/messages/en/screens'
import de from '../../../src-renderer/i18n/messages/de'

const en = { ...enStart, ...enScreens }

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix]
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('plain texts read from the compiled messages', () => {
  it('are vue-i18n’s own translation of each of them, in both languages', () => {
    for (const [locale, source] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const compiled = compileMessages(source, locale)
      const vueI18n = createI18n({ legacy: false, locale, messages: { [locale]: compiled as never } })
      let plain = 0
      for (const key of keys(source)) {
        const text = plainText(compiled, key)
        if (text === undefined) continue
        plain += 1
        expect(text, `${locale} ${key}`).toBe(vueI18n.global.t(key))
      }
      // Most messages are plain texts; some are not (they take arguments).
      expect(plain).toBeGreaterThan(500)
      expect(plain).toBeLessThan(keys(source).length)
    }
  })

  it('are only the plain ones: arguments, plurals and links are left to vue-i18n', () => {
    const compiled = compileMessages(
      {
        a: {
          plain: 'Games',
          braces: "It's {'{'} ok",
          arg: 'New {game}',
          plural: 'one | many',
          link: 'See @:a.plain',
          empty: '',
        },
      },
      'test',
    )
    expect(plainText(compiled, 'a.plain')).toBe('Games')
    expect(plainText(compiled, 'a.braces')).toBe("It's { ok")
    expect(plainText(compiled, 'a.empty')).toBe('')
    expect(plainText(compiled, 'a.arg')).toBeUndefined()
    expect(plainText(compiled, 'a.plural')).toBeUndefined()
    expect(plainText(compiled, 'a.link')).toBeUndefined()
    expect(plainText(compiled, 'a.missing')).toBeUndefined()
    expect(plainText(compiled, 'a.plain.deeper')).toBeUndefined()
    expect(plainText(compiled, 'a')).toBeUndefined()
  })
})

// A plain text is read straight from its compiled form at start (issue #12, start-up): for every
// English and German message, what that gives is exactly what vue-i18n itself makes of the message
// as the build compiles it; messages with arguments, plurals or links are left to vue-i18n.
// A message of text and named arguments is filled in the same way, checked the same way.
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { compileMessages } from '../../../vite.web.config'
import { filledIn, messageIn, plainText } from '../../../src-renderer/i18n'
import enStart from '../../../src-renderer/i18n/messages/en'
import enScreens from '../../../src-renderer/i18n/messages/en/screens'
import de from '../../../src-renderer/i18n/messages/de'

const en = { ...enStart, ...enScreens }

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix]
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

/** Each language's messages as written, as the build compiles them, and vue-i18n reading them. */
function bothLanguages() {
  return (
    [
      ['en', en],
      ['de', de],
    ] as const
  ).map(([locale, source]) => {
    const compiled = compileMessages(source, locale)
    const vueI18n = createI18n({ legacy: false, locale, messages: { [locale]: compiled as never } })
    return { locale, source, compiled, vueI18n }
  })
}

describe('plain texts read from the compiled messages', () => {
  it('are vue-i18n’s own translation of each of them, in both languages', () => {
    for (const { locale, source, compiled, vueI18n } of bothLanguages()) {
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

/** The named arguments a compiled message takes, or null when it has anything but text and names. */
function namedArguments(compiled: unknown, key: string): string[] | null {
  let node: unknown = compiled
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  const body = (node as { b: { t: number; s?: string; i?: { t: number; k?: string }[] } }).b
  if (body.t !== 2 || typeof body.s === 'string' || !body.i) return null
  if (!body.i.every((item) => item.t === 3 || item.t === 4)) return null
  return body.i.flatMap((item) => (item.t === 4 ? [item.k!] : []))
}

describe('messages of text and named arguments, filled in from the compiled messages', () => {
  it('read as vue-i18n’s own translation, in both languages, with text and with numbers', () => {
    for (const { locale, source, compiled, vueI18n } of bothLanguages()) {
      let filled = 0
      for (const key of keys(source)) {
        const names = namedArguments(compiled, key)
        if (names === null || names.length === 0) continue
        filled += 1
        const words = Object.fromEntries(names.map((n, i) => [n, `‹${n} “Hoth” ${i}›`]))
        const numbers = Object.fromEntries(names.map((n, i) => [n, i * 7 - 3]))
        expect(filledIn(compiled, key, words), `${locale} ${key}`).toBe(vueI18n.global.t(key, words))
        expect(filledIn(compiled, key, numbers), `${locale} ${key}`).toBe(vueI18n.global.t(key, numbers))
      }
      // Dozens of messages take named arguments (Home's Export and Delete labels among them).
      expect(filled).toBeGreaterThan(100)
      expect(namedArguments(compiled, 'home.exportNamed')).toEqual(['title'])
    }
  })

  it('leave to vue-i18n what they cannot fill: a missing or odd argument, plurals, links, lists', () => {
    const compiled = compileMessages(
      {
        a: {
          plain: 'Games',
          arg: 'New {game}',
          two: '{min}–{max} players',
          plural: '{n} game | {n} games',
          link: '{n} @:a.plain',
          list: 'First {0}',
          literal: "{'{'} {game}",
        },
      },
      'test',
    )
    expect(filledIn(compiled, 'a.plain', {})).toBe('Games')
    expect(filledIn(compiled, 'a.arg', { game: 'Rebellion' })).toBe('New Rebellion')
    expect(filledIn(compiled, 'a.two', { min: 2, max: 4 })).toBe('2–4 players')
    expect(filledIn(compiled, 'a.arg', {})).toBeUndefined()
    expect(filledIn(compiled, 'a.arg', { game: null })).toBeUndefined()
    expect(filledIn(compiled, 'a.arg', { game: ['x'] })).toBeUndefined()
    expect(filledIn(compiled, 'a.plural', { n: 2 })).toBeUndefined()
    expect(filledIn(compiled, 'a.link', { n: 2 })).toBeUndefined()
    expect(filledIn(compiled, 'a.list', { 0: 'x' })).toBeUndefined()
    expect(filledIn(compiled, 'a.literal', { game: 'x' })).toBeUndefined()
    expect(filledIn(compiled, 'a.missing', { game: 'x' })).toBeUndefined()
  })
})

/** Every group of messages above a key ("a.b" and "a" above "a.b.c"). */
function groups(allKeys: string[]): string[] {
  const seen = new Set<string>()
  for (const key of allKeys) {
    const parts = key.split('.')
    for (let n = 1; n < parts.length; n++) seen.add(parts.slice(0, n).join('.'))
  }
  return [...seen]
}

describe('whether a message is there, found without vue-i18n (the games’ words ask on every start)', () => {
  it('answers as vue-i18n’s te for every message, every group and keys that are not there, in both languages', () => {
    for (const { locale, source, compiled, vueI18n } of bothLanguages()) {
      const te = vueI18n.global.te as (key: string) => boolean
      const messages = keys(source)
      for (const key of messages) {
        expect(messageIn(compiled, key), `${locale} ${key}`).toBe(true)
        expect(te(key), `${locale} ${key}`).toBe(true)
        // The same messages as written (before the build compiles them) are found too.
        expect(messageIn(source, key), `${locale} ${key} as written`).toBe(true)
      }
      const others = [
        ...groups(messages),
        ...messages.slice(0, 50).map((k) => `${k}.deeper`),
        'missing',
        'home.missing',
      ]
      for (const key of others) {
        expect(messageIn(compiled, key), `${locale} ${key}`).toBe(false)
        expect(te(key), `${locale} ${key}`).toBe(false)
      }
      expect(others.length).toBeGreaterThan(100)
    }
    // English has no games' words (their manifests are), German has them.
    const [en, de] = bothLanguages()
    expect(messageIn(en!.compiled, 'games.rebellion.pitch')).toBe(false)
    expect(messageIn(de!.compiled, 'games.rebellion.pitch')).toBe(true)
  })
})

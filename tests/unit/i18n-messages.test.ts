import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileMessages } from '../../vite.web.config'
import { localeFromLanguageTag } from '../../src-shared/locale'

const dir = resolve(import.meta.dirname, '../../src-renderer/i18n/messages')
const files = (lang: string): string[] =>
  readdirSync(resolve(dir, lang))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .sort()

/** Every key path of a message tree, e.g. 'language.label'. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix]
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}
async function load(lang: string, file: string): Promise<unknown> {
  return ((await import(resolve(dir, lang, file))) as { default: unknown }).default
}

describe('interface messages', () => {
  it('English and German have the same message files', () => {
    expect(files('de')).toEqual(files('en'))
    expect(files('en')).toContain('app.ts')
  })

  it.each(files('en'))('%s: every key exists in both languages, each a non-empty text', async (file) => {
    const en = await load('en', file)
    const de = await load('de', file)
    const missingInGerman = keys(en).filter((k) => !keys(de).includes(k))
    const onlyInGerman = keys(de).filter((k) => !keys(en).includes(k))
    expect({ missingInGerman, onlyInGerman }).toEqual({ missingInGerman: [], onlyInGerman: [] })
    const empty = keys(de).filter(
      (k) => k.split('.').reduce<unknown>((t, p) => (t as Record<string, unknown>)[p], de) === '',
    )
    expect(empty).toEqual([])
  })

  it.each(files('en'))('%s: every message compiles in both languages (the build precompiles them)', async (file) => {
    const loaded: Record<string, unknown> = { en: await load('en', file), de: await load('de', file) }
    for (const lang of ['en', 'de']) expect(() => compileMessages(loaded[lang], `${lang}/${file}`)).not.toThrow()
  })

  it('a message with a syntax error is refused with where it is', () => {
    expect(() => compileMessages({ a: { b: 'Runde {n' } }, 'de/x.ts')).toThrow(/de\/x\.ts\.a\.b/)
  })
})

describe('the first language', () => {
  it('follows the system: German for de-*, English for anything else', () => {
    expect(['de', 'de-DE', 'de-AT', 'DE-ch', 'en-US', 'fr-FR', 'dek', undefined].map(localeFromLanguageTag)).toEqual([
      'de',
      'de',
      'de',
      'de',
      'en',
      'en',
      'en',
      'en',
    ])
  })
})

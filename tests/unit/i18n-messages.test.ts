import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileMessages } from '../../vite.web.config'
import { localeFromLanguageTag } from '../../src-shared/locale'

const dir = resolve(import.meta.dirname, '../../src-renderer/i18n/messages')
const files = (lang: string): string[] =>
  readdirSync(resolve(dir, lang))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'screens.ts')
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

describe("the games' manifest words", () => {
  it('English messages repeat the manifests exactly (so the German beside them translates what is shown)', async () => {
    const { GAME_MANIFESTS } = await import('../../src-shared/games/registry')
    const en = (await load('en', 'games.ts')) as Record<
      string,
      {
        pitch: string
        playersSource?: string
        tools?: Record<string, string>
        factions?: Record<string, string>
        pages?: Record<string, { label: string; title: string }>
        options?: Record<string, { label: string; help?: string; choices?: Record<string, string> }>
      }
    >
    expect(Object.keys(en).sort()).toEqual(GAME_MANIFESTS.map((m) => m.id).sort())
    for (const m of GAME_MANIFESTS) {
      const words = en[m.id]!
      expect(words.pitch).toBe(m.pitch)
      if (words.playersSource) expect(words.playersSource).toBe(m.players.source)
      for (const [id, label] of Object.entries(words.tools ?? {}))
        expect(m.tools.find((x) => x.id === id)?.label).toBe(label)
      for (const [id, label] of Object.entries(words.factions ?? {}))
        expect(m.factions?.find((x) => x.id === id)?.label).toBe(label)
      for (const [id, p] of Object.entries(words.pages ?? {}))
        expect(m.pages?.find((x) => x.id === id)).toMatchObject(p)
      for (const [id, o] of Object.entries(words.options ?? {})) {
        const option = m.options.find((x) => x.id === id)
        expect(option?.label).toBe(o.label)
        expect(option?.help).toBe(o.help)
        for (const [c, label] of Object.entries(o.choices ?? {}))
          expect(option && 'choices' in option ? option.choices?.find((x) => x.id === c)?.label : undefined).toBe(label)
      }
    }
  })
})

describe('texts that name a button', () => {
  /** Every source file of the renderer and the games (their words live in both). */
  const sources = (folder: string): string[] =>
    readdirSync(resolve(import.meta.dirname, '../..', folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') || f.endsWith('.vue'))
      .map((f) => readFileSync(resolve(import.meta.dirname, '../..', folder, f), 'utf8'))

  it('name "Finish game" as its button reads, in English and German', async () => {
    const label = async (lang: string): Promise<string> =>
      ((await load(lang, 'tableLog.ts')) as { finish: { begin: string } }).finish.begin.replace(/\s*…$/, '')
    expect(await label('en')).toBe('Finish game')
    expect(await label('de')).toBe('Partie beenden')
    const all = [...sources('src-renderer'), ...sources('src-shared')].join('\n')
    const quoted = (pattern: RegExp): string[] => [...new Set([...all.matchAll(pattern)].map((m) => m[1]!))]
    // A hint that sends the player to the button quotes it: „Spiel beenden“ was a button nobody could find.
    expect(quoted(/„([^“]*beenden)“/g)).toEqual([await label('de')])
    expect(quoted(/“(Finish[^”]*)”/g)).toEqual([await label('en')])
  })
})

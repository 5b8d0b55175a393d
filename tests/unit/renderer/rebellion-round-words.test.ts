// The words of Rebellion's round screens (messages rebellion.round.*): the same keys in English and
// German (the parity test reads only top-level message files; the web build compiles them), and the
// plurals agree with the count in both languages ("1 space apart", never "1 spaces apart").
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import en from '../../../src-renderer/i18n/messages/en/rebellion/round'
import de from '../../../src-renderer/i18n/messages/de/rebellion/round'

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix]
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

const i18n = createI18n({
  legacy: false,
  locale: 'en',
  messages: { en: { rebellion: { round: en } }, de: { rebellion: { round: de } } } as unknown as Record<string, never>,
})
const t = (locale: 'en' | 'de', key: string, n: number) => {
  i18n.global.locale.value = locale
  return i18n.global.t(key, { n }, n)
}

describe("Rebellion's round screen words", () => {
  it('have the same keys in English and German, none empty', () => {
    expect(keys(de)).toEqual(keys(en))
    expect(
      keys(de).filter((k) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], de) === ''),
    ).toEqual([])
  })

  it('count the spaces between the markers with a plural that agrees', () => {
    expect([0, 1, 12].map((n) => t('en', 'rebellion.round.track.apart', n))).toEqual([
      '0 spaces apart',
      '1 space apart',
      '12 spaces apart',
    ])
    expect([0, 1, 12].map((n) => t('de', 'rebellion.round.track.apart', n))).toEqual([
      '0 Felder Abstand',
      '1 Feld Abstand',
      '12 Felder Abstand',
    ])
  })

  it('count the units a build puts on the queue with a plural that agrees', () => {
    expect([1, 7].map((n) => t('en', 'rebellion.round.build.putOnQueue', n))).toEqual([
      'Put 1 unit on the queue',
      'Put 7 units on the queue',
    ])
    expect([1, 7].map((n) => t('de', 'rebellion.round.build.putOnQueue', n))).toEqual([
      '1 Einheit auf die Bauleiste legen',
      '7 Einheiten auf die Bauleiste legen',
    ])
  })
})

// A message without arguments is translated once per language and kept (issue #12: redrawing a list
// must not interpret the same messages again); the kept text still follows a switch of language,
// and a key whose screen's messages arrive later is found once they do.
import { afterEach, describe, expect, it } from 'vitest'
import { effect } from 'vue'
import { applyLocale, i18n } from '../../../src-renderer/i18n'
import '../../../src-renderer/i18n/screen-messages'

afterEach(() => applyLocale('en'))
const t = (key: string, ...args: unknown[]): string =>
  (i18n.global.t as (k: string, ...a: unknown[]) => string)(key, ...args)

describe('kept translations', () => {
  it('follow the language, back and forth, and a view that read one is drawn again on a switch', async () => {
    const seen: string[] = []
    const runner = effect(() => seen.push(t('app.timeline.heading')))
    expect(t('app.timeline.heading')).toBe('Timeline')
    await applyLocale('de')
    expect(t('app.timeline.heading')).toBe('Verlauf')
    await applyLocale('en')
    expect(t('app.timeline.heading')).toBe('Timeline')
    expect(seen).toEqual(['Timeline', 'Verlauf', 'Timeline'])
    runner.effect.stop()
  })

  it('a key not there yet is not kept as missing: it reads once its messages are added', () => {
    expect(t('zzLater.word')).toBe('zzLater.word')
    i18n.global.mergeLocaleMessage('en', { zzLater: { word: 'Arrived' } } as never)
    expect(t('zzLater.word')).toBe('Arrived')
  })

  it('messages with arguments are worked out each time', () => {
    expect(t('app.timeline.undoOf', { n: '4' })).toContain('4')
    expect(t('app.timeline.undoOf', { n: '5' })).toContain('5')
  })
})

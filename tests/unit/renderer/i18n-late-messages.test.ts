// @vitest-environment happy-dom
// In a browser vue-i18n keeps its messages in a deep ref. The app reads a message it finds without
// Vue's tracking (i18n/index.ts, storedMessages), so a key not there yet must still be watched: a
// view that asked for one is drawn again when its screen's messages are added. (Outside a browser
// vue-i18n keeps them in a shallow ref and nothing is watched, hence this environment.)
import { describe, expect, it } from 'vitest'
import { effect, isReactive } from 'vue'
import { hasMessage, i18n } from '../../../src-renderer/i18n'

const t = (key: string, ...args: unknown[]): string =>
  (i18n.global.t as (k: string, ...a: unknown[]) => string)(key, ...args)

describe('messages added after a view asked for them', () => {
  it('are in a deep ref here, as in the app', () => {
    expect(isReactive(i18n.global.getLocaleMessage('en'))).toBe(true)
  })

  it('draw the view again: a plain text, a text with an argument, and whether the key exists', () => {
    const seen: [boolean, string, string][] = []
    const runner = effect(() =>
      seen.push([hasMessage('zzLate.word'), t('zzLate.word'), t('zzLate.named', { who: 'Leia' })]),
    )
    i18n.global.mergeLocaleMessage('en', { zzLate: { word: 'Here', named: 'Hello {who}' } } as never)
    expect(seen[0]).toEqual([false, 'zzLate.word', 'zzLate.named'])
    expect(seen[seen.length - 1]).toEqual([true, 'Here', 'Hello Leia'])
    runner.effect.stop()
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { countLabel, dateTime, dayDate, percent, playerCountLabel, relativeTime } from '../../../src-renderer/format'
import { applyLocale, currentLocale } from '../../../src-renderer/i18n'

afterEach(() => applyLocale('en'))

describe('formatting follows the chosen language', () => {
  it('English counts agree with their noun: no more "1 events"', () => {
    expect([0, 1, 2].map((n) => countLabel('events', n))).toEqual(['0 events', '1 event', '2 events'])
    expect([1, 3].map((n) => countLabel('games', n))).toEqual(['1 game', '3 games'])
    expect(playerCountLabel({ min: 2, max: 2 })).toBe('2 players')
    expect(playerCountLabel({ min: 1, max: 4 })).toBe('1–4 players')
  })

  it('German: 1 Ereignis, 2 Ereignisse; percentages with a decimal comma; dates in German', async () => {
    await applyLocale('de')
    expect(currentLocale.value).toBe('de')
    expect([1, 2].map((n) => countLabel('events', n))).toEqual(['1 Ereignis', '2 Ereignisse'])
    expect([1, 2].map((n) => countLabel('notes', n))).toEqual(['1 Notiz', '2 Notizen'])
    expect(playerCountLabel({ min: 2, max: 2 })).toBe('2 Personen')
    expect(percent(1 / 3)).toBe('33,3\u00a0%')
    expect([0.36, 2 / 27].map((p) => percent(p, 1, 0))).toEqual(['36\u00a0%', '7,4\u00a0%'])
    expect(dateTime('2026-03-05T10:00:00Z')).toMatch(/^05\.03\.2026, \d\d:00$/)
    const now = new Date('2026-03-05T12:00:00Z')
    expect(relativeTime('2026-03-05T11:58:00Z', now)).toBe('vor 2 Min.')
    expect(relativeTime('2026-03-04T12:00:00Z', now)).toBe('gestern')
    // A new game's default name carries the day in the language ("Rebellion — 5. März 2026").
    expect(dayDate(new Date(2026, 2, 5, 12))).toBe('5. März 2026')
  })

  it('switching back gives English formats again (the caches are keyed by language)', async () => {
    await applyLocale('de')
    expect(percent(0.5)).toBe('50,0\u00a0%')
    await applyLocale('en')
    expect(percent(0.5)).toBe('50.0%')
    expect([0.36, 2 / 27].map((p) => percent(p, 1, 0))).toEqual(['36%', '7.4%'])
    expect(dateTime('2026-03-05T10:00:00Z')).toMatch(/^Mar 5, 2026, \d{1,2}:00\s?[AP]M$/)
    expect(dayDate(new Date(2026, 11, 1, 12))).toBe('Dec 1, 2026')
  })
})

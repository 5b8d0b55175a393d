// Home's "Last played": the words for each age, and the key a row is drawn again by (it changes
// exactly when the words do, so a minute's tick redraws only the rows whose words change).
import { afterEach, describe, expect, it } from 'vitest'
import { ageKey, dayDate, relativeTime } from '../../../src-renderer/format'
import { applyLocale } from '../../../src-renderer/i18n'

afterEach(() => applyLocale('en'))

const played = '2026-03-05T12:00:00Z'
const at = (later: string): Date => new Date(`2026-03-${later}Z`)

describe('Last played', () => {
  it('words each age, and its key changes exactly when the words do', () => {
    const moments = [
      '05T12:00:30',
      '05T12:00:50',
      '05T12:05:00',
      '05T12:05:20',
      '05T14:00:00',
      '06T12:00:00',
      '08T12:00:00',
      '20T12:00:00',
    ]
    expect(moments.map((m) => relativeTime(played, at(m)))).toEqual([
      'just now',
      '1 min ago',
      '5 min ago',
      '5 min ago',
      '2 h ago',
      'yesterday',
      '3 days ago',
      dayDate(new Date(played)), // the day in the machine's time zone
    ])
    expect(moments.map((m) => ageKey(played, at(m)))).toEqual([
      'now',
      'minutes 1',
      'minutes 5',
      'minutes 5',
      'hours 2',
      'days 1',
      'days 3',
      'date',
    ])
  })

  it('a date that cannot be read is shown as it was stored', () => {
    expect(relativeTime('not a date', at('05T12:00:00'))).toBe('not a date')
    expect(ageKey('not a date', at('05T12:00:00'))).toBe('date')
  })
})

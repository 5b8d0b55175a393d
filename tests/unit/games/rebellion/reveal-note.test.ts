// The base the board revealed on its own (base rules, "Revealing The Rebel Base": Imperial loyalty
// or ground units in its system) is said on the timeline line of the change that revealed it. The
// line's own words stay the payload's; the note comes from what applying the event recorded.
import { describe, expect, it } from 'vitest'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { poolLimits } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionLog, rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make
const note = (t: ReturnType<typeof rebellionTable>, seq: number, locale?: 'en' | 'de') =>
  rebellionLog.engine.eventNote?.(t.s, seq, locale)

function baseInKessel() {
  const t = rebellionTable()
  t.ok(
    ev('rebellion.deployment.recorded', {
      faction: 'empire',
      placement: { mustafar: { stormtrooper: 1 }, coruscant: { stormtrooper: 1 } },
    }),
  )
  t.ok(ev('rebellion.base.chosen', { system: 'kessel', private: 'rebels' }))
  return t
}

describe('the timeline notes the base the board revealed', () => {
  it('on the line of the Imperial ground units that reached it, in English and German; undo takes the note', () => {
    const t = baseInKessel()
    t.ok(
      ev('rebellion.units.placed', {
        system: 'kessel',
        faction: 'empire',
        units: { 'at-at': 1 },
        limits: poolLimits(),
      }),
    )
    const seq = t.length
    expect(t.s.baseHidden).toBe(false)
    expect(t.text(seq - 1)).toBe('Empire: 1 AT-AT placed in Kessel')
    expect(note(t, seq)).toBe('Rebel base revealed in Kessel')
    expect(note(t, seq, 'de')).toBe('Rebellenbasis in Kessel aufgedeckt')
    expect(note(t, seq - 1)).toBeUndefined()
    t.undo()
    expect(t.s.baseHidden).toBe(true)
    expect(note(t, seq)).toBeUndefined()
  })

  it('Imperial loyalty gained there is noted too; the players’ own “Base revealed” has its own line, no note', () => {
    const t = baseInKessel()
    t.ok(ev('rebellion.system.edited', { system: 'kessel', change: { loyalty: 'imperial' } }))
    expect(note(t, t.length)).toBe('Rebel base revealed in Kessel')
    const u = baseInKessel()
    u.ok(ev('rebellion.base.revealed', { system: 'kessel' }))
    expect(u.s.baseHidden).toBe(false)
    expect(note(u, u.length)).toBeUndefined()
  })
})

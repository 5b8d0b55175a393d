import { describe, expect, it } from 'vitest'
import type { NewEvent } from '../../../../src-shared/core/game-record'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { checkEvent as check, run } from './rtg-table'

// The trade form starts with the same card on both sides; a swap sent so (the player picked the
// partner and forgot the card coming back) used to be logged and changed nothing, so the hands the
// app showed were wrong from then on. It is refused, saying what to choose.
const events: NewEvent[] = [
  ev.setup({ seed: 1, firstPlayer: 'p2', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
  ev.deal('p1', 'rey'),
  ev.deal('p2', 'rey'),
  ev.unitsEnter([
    { lane: 0, strength: 3, colour: 'finn' },
    { lane: 1, strength: 2, colour: 'rey' },
    { lane: 2, strength: 1, colour: 'chewbacca' },
    { lane: 3, strength: 8, colour: 'multi' },
  ]),
  ev.draw('finn'),
]
const s = run(events)

describe('a trade of a card for the same card', () => {
  it('is refused with what to choose, in English and German', () => {
    const same = ev.trade({ player: 'p2', with: 'p1', gives: 'rey', gets: 'rey' })
    expect(check(s, same)).toBe('swapping Rey for Rey changes nothing (choose the card that comes back)')
    expect(check(s, same, 'de')).toBe('Rey gegen Rey zu tauschen ändert nichts (wähle die Karte, die zurückkommt)')
  })

  it('a real swap still goes through', () => {
    const swap = ev.trade({ player: 'p2', with: 'p1', gives: 'finn', gets: 'rey' })
    expect(check(s, swap)).toBeUndefined()
    expect(run([...events, swap]).hands).toEqual({
      p1: { rey: 0, poe: 0, finn: 1, chewbacca: 0, bb8: 0 },
      p2: { rey: 2, poe: 0, finn: 0, chewbacca: 0, bb8: 0 },
    })
  })
})

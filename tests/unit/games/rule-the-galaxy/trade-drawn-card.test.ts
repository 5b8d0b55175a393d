import { describe, expect, it } from 'vitest'
import type { NewEvent } from '../../../../src-shared/core/game-record'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { checkEvent as check, hand, run } from './rtg-table'

// A reading where the rulebook is silent (DECISIONS): a card drawn this turn may be traded before the
// turn ends, and a fire card drawn afterwards takes the drawn kinds still in the hand, no more. The
// app keeps hands as counts, so a traded-away drawn card is not taken back from the partner.
const events: NewEvent[] = [
  ev.setup({ seed: 1, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
  ev.deal('p1', 'poe'),
  ev.deal('p2', 'finn'),
  ev.unitsEnter([
    { lane: 0, strength: 3, colour: 'finn' },
    { lane: 1, strength: 2, colour: 'rey' },
    { lane: 2, strength: 3, colour: 'chewbacca' },
    { lane: 3, strength: 8, colour: 'multi' },
  ]),
  ev.draw('rey'),
]
const trade = ev.trade({ player: 'p1', with: 'p2', gives: 'rey', gets: 'finn' })

describe('a card drawn this turn, traded away before a fire card', () => {
  it('may be traded', () => {
    expect(check(run(events), trade)).toBeUndefined()
  })

  it('the fire card then takes nothing from either hand', () => {
    const s = run([...events, trade, ev.draw('fire')])
    expect(s.drawing).toBe(false)
    expect(s.hands.p1).toEqual(hand({ poe: 1, finn: 1 }))
    expect(s.hands.p2).toEqual(hand({ rey: 1 }))
  })

  it('without the trade, the fire card takes the Rey drawn and leaves the dealt Poe', () => {
    const s = run([...events, ev.draw('fire')])
    expect(s.hands.p1).toEqual(hand({ poe: 1 }))
  })
})

import { describe, expect, it } from 'vitest'
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { replay } from '../../../../src-shared/core/log'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { initialState, type RtgState } from '../../../../src-shared/games/rule-the-galaxy/state'
import { GAMES } from '../../../../src-shared/games/registry'
import { gameReducer } from '../game-reducer'

// The trade form starts with the same card on both sides; a swap sent so (the player picked the
// partner and forgot the card coming back) used to be logged and changed nothing, so the hands the
// app showed were wrong from then on. It is refused, saying what to choose.
const ana: Player = { id: 'p1', name: 'Ana' }
const bo: Player = { id: 'p2', name: 'Bo' }
const rtgLog = await GAMES.log('rule-the-galaxy')
const reduce = gameReducer(rtgLog, [ana, bo]) as (s: RtgState, e: LogEvent) => RtgState
const check = (s: RtgState, e: NewEvent, locale?: 'de'): string | undefined =>
  rtgLog.check(
    { play: { players: s.players, options: {}, notes: [], scores: {}, result: undefined }, game: s, unreadable: {} },
    e,
    locale,
  )
const run = (events: NewEvent[]): RtgState =>
  replay(
    initialState([ana, bo], {}),
    events.map((e, i) => ({ ...e, gameId: 'g1', seq: i + 1, at: '2025-01-01T00:00:00Z' })),
    reduce,
  )

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

// What the Rule the Galaxy unit tests share: two players, the game's log, and its events replayed or
// checked as the session does (replay on open, check before a write).
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import type { Locale } from '../../../../src-shared/locale'
import { replay } from '../../../../src-shared/core/log'
import { GAMES } from '../../../../src-shared/games/registry'
import { initialState, type RtgState } from '../../../../src-shared/games/rule-the-galaxy/state'
import { emptyHand, type HandCounts } from '../../../../src-shared/games/rule-the-galaxy/data'
import { gameReducer } from '../game-reducer'

export const ana: Player = { id: 'p1', name: 'Ana' }
export const bo: Player = { id: 'p2', name: 'Bo' }
export const rtgLog = await GAMES.log('rule-the-galaxy')
/** The reducer of a game seated with Ana and Bo. */
export const reduce = gameReducer(rtgLog, [ana, bo]) as (s: RtgState, e: LogEvent) => RtgState

/** Events as the log stores them: numbered from 1, in one game, a second apart. */
export function logOf(events: readonly NewEvent[]): LogEvent[] {
  return events.map((e, i) => ({
    ...e,
    gameId: 'g1',
    seq: i + 1,
    at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
  }))
}

/** The state after these events, at a table of these players (Ana and Bo unless said). */
export function run(events: readonly NewEvent[], players: Player[] = [ana, bo]): RtgState {
  const reducer = gameReducer(rtgLog, players) as (s: RtgState, e: LogEvent) => RtgState
  return replay(initialState(players, {}), logOf(events), reducer)
}

/** The check the session runs before an event is written (never on replay): the refusal, or undefined. */
export function checkEvent(s: RtgState, e: NewEvent, locale?: Locale): string | undefined {
  return rtgLog.check(
    { play: { players: s.players, options: {}, notes: [], scores: {}, result: undefined }, game: s, unreadable: {} },
    e,
    locale,
  )
}

/** A hand holding these cards and none of the others. */
export const hand = (h: Partial<HandCounts>): HandCounts => ({ ...emptyHand(), ...h })

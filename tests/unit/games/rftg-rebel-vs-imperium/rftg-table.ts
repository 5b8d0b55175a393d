// What the Rebel vs Imperium unit tests share: a seated game (Ana, Bo and Cy unless said), its log,
// its events replayed or checked as the session does (replay on open, check before a write), and the
// tableaux and takeovers several tests log.
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { replay } from '../../../../src-shared/core/log'
import { initialPlayLog } from '../../../../src-shared/core/play-log'
import type { Locale } from '../../../../src-shared/locale'
import { GAMES } from '../../../../src-shared/games/registry'
import {
  rftgEventLog as ev,
  type TakeoverResolvedPayload,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { initialState, type RftgState } from '../../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { emptyTableau, type Tableau } from '../../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import { gameReducer } from '../game-reducer'

export const ANA_BO: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
]
export const ANA_BO_CY: Player[] = [...ANA_BO, { id: 'p3', name: 'Cy' }]
export const rftgLog = await GAMES.log('rftg-rebel-vs-imperium')

/** Events as the log stores them: numbered from 1, in one game, a second apart. */
export const logOf = (events: readonly NewEvent[]): LogEvent[] =>
  events.map((e, i) => ({ ...e, gameId: 'g', seq: i + 1, at: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z` }))

/** A game of these players, takeovers and goals on: its reducer, replay, check and timeline line. */
export function seated(players: Player[] = ANA_BO_CY) {
  const reduce = gameReducer(rftgLog, players) as (s: RftgState, e: LogEvent) => RftgState
  return {
    reduce,
    /** The state after these events. */
    run: (events: NewEvent[]): RftgState =>
      replay(initialState(players, { takeovers: true, goals: true }), logOf(events), reduce),
    /** The check the session runs before an event is written: the refusal, or undefined. */
    check: (s: RftgState, e: NewEvent, locale?: Locale): string | undefined =>
      rftgLog.check({ play: initialPlayLog(players), game: s, unreadable: {} }, e, locale),
    /** The event's line in the timeline. */
    say: (e: NewEvent, locale?: Locale): string => rftgLog.describe(logOf([e])[0]!, players, locale),
  }
}

/** A tableau with these entries, the others as a new one has them. */
export const tab = (t: Partial<Tableau>): Tableau => ({ ...emptyTableau(), ...t })
/** A Rebel military world in a tableau since an earlier Settle. */
export const rebel = (name: string, defence: number) => ({ name, defence, rebel: true, newThisSettle: false })
/** A player's tableau saved with these entries. */
export const saved = (player: string, t: Partial<Tableau>) =>
  ev.make('rftg.tableau.updated', { player, tableau: tab(t) })
/** A takeover logged as resolved; no temporary Military unless given. */
export const takeover = (
  p: Omit<TakeoverResolvedPayload, 'attackerTemporary' | 'defenderTemporary'> &
    Partial<Pick<TakeoverResolvedPayload, 'attackerTemporary' | 'defenderTemporary'>>,
) => ev.make('rftg.takeover.resolved', { attackerTemporary: 0, defenderTemporary: 0, ...p })

// Ana and Bo: Ana (Imperium Seat, Military 6, 7 cards) takes Bo's Rebel Outpost (defence 4; Bo has
// Military 2 and 8 cards), 6 against 6.
export const anaWithSeat = tab({ imperiumSeat: true, military: 6, cards: 7 })
export const boWithOutpost = tab({ military: 2, cards: 8, militaryWorlds: [rebel('Rebel Outpost', 4)] })
export const anaTakesOutpost = takeover({
  attacker: 'p1',
  defender: 'p2',
  power: 'imperium-seat',
  world: 0,
  worldName: 'Rebel Outpost',
  attack: 6,
  defence: 6,
  success: true,
})

// Ana, Bo and Cy: Bo (Military 1, 3 temporary) holds Rebel Outpost (defence 2) and Rebel Base
// (defence 1); Cy holds Imperium Seat, Military 6.
export const boWithTwoRebelWorlds = tab({
  military: 1,
  temporaryMilitary: 3,
  militaryWorlds: [rebel('Rebel Outpost', 2), rebel('Rebel Base', 1)],
})
export const cyWithSeat = tab({ imperiumSeat: true, imperiumCards: 1, military: 6 })

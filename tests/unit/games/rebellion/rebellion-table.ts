// A Rebellion game at the table for tests: `play` appends as the session does (the event's check,
// then apply) and returns the refusal; `ok` must be accepted; `undo` appends an undo and replays.
import { expect } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { replay, undoEvent } from '../../../../src-shared/core/log'
import { GAMES } from '../../../../src-shared/games/registry'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'

export const players: Player[] = [
  { id: 'p1', name: 'Ann', faction: 'empire' },
  { id: 'p2', name: 'Ben', faction: 'rebels' },
]
export const rebellionLog = await GAMES.log('rebellion')
const at = '2025-01-01T00:00:00Z'

export function rebellionTable(options: Record<string, unknown> = { riseOfTheEmpire: false, firstGame: false }) {
  const initial = rebellionLog.initial(players, options) as FullState<RebellionState>
  let state = initial
  const log: LogEvent[] = []
  return {
    initial,
    log,
    get s(): RebellionState {
      return state.game
    },
    /** The whole state: the game's and the shared play log's (scores, result). */
    get full(): FullState<RebellionState> {
      return state
    },
    play(e: NewEvent): string | undefined {
      const refused = rebellionLog.check(state, e)
      if (refused) return refused
      const full = { ...e, gameId: 'g', seq: log.length + 1, at } as LogEvent
      log.push(full)
      state = rebellionLog.apply(state, full) as FullState<RebellionState>
      return undefined
    },
    /** Moves on to the current round's Command phase, where systems are activated. */
    command(): void {
      this.ok(rebellionEventLog.make('rebellion.phase.set', { round: state.game.round, phase: 'command' }))
    },
    /** Plays a move that must be accepted. */
    ok(e: NewEvent): void {
      expect(this.play(e)).toBeUndefined()
    },
    /** The last event undone, as the app does it: an undo event appended, the log replayed. */
    undo(): void {
      const u = undoEvent(log)!
      log.push({ ...u, gameId: 'g', seq: log.length + 1, at } as LogEvent)
      state = replay(initial, log, (st, e) => rebellionLog.apply(st, e) as FullState<RebellionState>)
    },
    /** The timeline's words for the i-th event. */
    text(i: number): string {
      return rebellionLog.describe(log[i]!, players)
    },
    get length() {
      return log.length
    },
  }
}

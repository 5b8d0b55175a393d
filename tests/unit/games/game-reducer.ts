// Test helper: a game's state folded one stored event at a time through its game log (read,
// upgraded, shared kinds routed to the game's reactions), as the session does on replay.
import type { GameLog } from '../../../src-shared/core/game-log'
import type { LogEvent, Player } from '../../../src-shared/core/game-record'
import { initialPlayLog } from '../../../src-shared/core/play-log'

export function gameReducer<S>(log: GameLog<S>, players: readonly Player[]): (s: S, e: LogEvent) => S {
  return (s, e) => {
    const r = log.read(e)
    if (!r.ok) return s
    return log.apply({ play: initialPlayLog([...players]), game: s, unreadable: {} }, r.event).game
  }
}

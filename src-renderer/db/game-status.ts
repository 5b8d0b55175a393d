// A game's status and result follow its log: finished while a 'game.finished' event is in effect.
// So undoing the finish reopens the game and redoing it closes it again, with no extra call.
import type { GameResult, GameStatus, LogEvent } from '../../src-shared/core/game-record'
import { analyseLog, REDO, UNDO } from '../../src-shared/core/log'
import { PLAY } from '../../src-shared/core/play-log'

export interface StatusFromLog {
  status: GameStatus
  result: GameResult | undefined
}

/** Only these event types can change whether a game is finished. */
export function affectsStatus(type: string): boolean {
  return type === PLAY.finished || type === UNDO || type === REDO
}

export function statusFromLog(events: readonly LogEvent[]): StatusFromLog {
  const effective = analyseLog(events).effective
  for (let i = effective.length - 1; i >= 0; i--) {
    const e = effective[i]
    if (e?.type === PLAY.finished) return { status: 'finished', result: e.payload as GameResult }
  }
  return { status: 'active', result: undefined }
}

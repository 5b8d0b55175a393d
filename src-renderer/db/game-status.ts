// A game's status and result follow its log: finished while a 'game.finished' event is in effect.
// So undoing the finish reopens the game and redoing it closes it again, with no extra call.
import type { GameResult, GameStatus, LogEvent } from '../../src-shared/core/game-record'
import { LogTracker, REDO, UNDO } from '../../src-shared/core/log'
import { PLAY } from '../../src-shared/core/play-log'

export interface StatusFromLog {
  status: GameStatus
  result: GameResult | undefined
}

/** Only these event types can change whether a game is finished. */
export function affectsStatus(type: string): boolean {
  return type === PLAY.finished || type === UNDO || type === REDO
}

/**
 * One game's status kept in step with its log, an event at a time, so an undo, redo or finish
 * of a long game needs no re-read of the log. `lastSeq` says which log it describes: when it is
 * not the stored log's last seq (another tab wrote, a write failed), build it again from the log.
 */
export class LogStatus {
  private readonly tracker = new LogTracker()
  lastSeq = 0

  static of(events: readonly LogEvent[]): LogStatus {
    const s = new LogStatus()
    for (const e of events) s.add(e)
    return s
  }

  add(e: LogEvent): void {
    this.tracker.add(e)
    this.lastSeq = e.seq
  }

  get status(): StatusFromLog {
    const effective = this.tracker.effective
    for (let i = effective.length - 1; i >= 0; i--) {
      const e = effective[i]
      if (e?.type === PLAY.finished) return { status: 'finished', result: e.payload as GameResult }
    }
    return { status: 'active', result: undefined }
  }
}

export function statusFromLog(events: readonly LogEvent[]): StatusFromLog {
  return LogStatus.of(events).status
}

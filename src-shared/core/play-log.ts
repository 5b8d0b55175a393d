// The play logger every game reuses: table notes, per-player scores, the finish — and the shared
// kinds every game's log may hold (checklist ticks, option changes). Names and shapes only: the
// declarations (schemas, reducer, timeline words) are in play-events.ts, loaded with a game's engine,
// so that the start-up bundle (the repository) needs no validator.
import type { GameResult, Player } from './game-record'

export const PLAY = {
  started: 'game.started',
  note: 'note.added',
  /** A note's text replaced (the note keeps its place and time). */
  noteEdited: 'note.edited',
  noteDeleted: 'note.deleted',
  score: 'score.set',
  finished: 'game.finished',
  /** A checklist step ticked or unticked; `list` names the checklist within the game. */
  ticked: 'checklist.ticked',
  /** The game's options changed (before play starts); the game's state starts again from them. */
  options: 'options.changed',
} as const

export interface GameStartedPayload {
  players: Player[]
  options: Record<string, unknown>
}
export interface NoteAddedPayload {
  text: string
}
export interface NoteEditedPayload {
  /** The `seq` of the `note.added` event that wrote the note. */
  note: number
  text: string
}
export interface NoteDeletedPayload {
  note: number
  /** The text as it was when deleted, so the timeline can say which note went. */
  text: string
}
export interface ScoreSetPayload {
  player: string
  score: number
  /**
   * The score before this change: a burst of +/− on one player is written as one event from the
   * score the burst started at (absent in logs written before bursts were merged).
   */
  from?: number
}
export type GameFinishedPayload = GameResult
export interface ChecklistTickedPayload {
  list: string
  step: string
  done: boolean
}
export interface OptionsChangedPayload {
  options: Record<string, unknown>
}

export interface PlayPayloads {
  'game.started': GameStartedPayload
  'note.added': NoteAddedPayload
  'note.edited': NoteEditedPayload
  'note.deleted': NoteDeletedPayload
  'score.set': ScoreSetPayload
  'game.finished': GameFinishedPayload
  'checklist.ticked': ChecklistTickedPayload
  'options.changed': OptionsChangedPayload
}

export interface PlayLogState {
  players: Player[]
  /** The options in force: from `game.started`, then every `options.changed`. */
  options: Record<string, unknown>
  notes: { seq: number; at: string; text: string }[]
  scores: Record<string, number>
  result: GameResult | undefined
}

export function initialPlayLog(players: Player[], options: Record<string, unknown> = {}): PlayLogState {
  return { players, options, notes: [], scores: Object.fromEntries(players.map((p) => [p.id, 0])), result: undefined }
}

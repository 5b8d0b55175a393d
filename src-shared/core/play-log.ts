// The play logger every game reuses: table notes, per-player scores, and the finish.
import type { GameResult, LogEvent, Player } from './game-record'

export const PLAY = {
  started: 'game.started',
  note: 'note.added',
  score: 'score.set',
  finished: 'game.finished',
} as const

export interface GameStartedPayload {
  players: Player[]
  options: Record<string, unknown>
}
export interface NoteAddedPayload {
  text: string
}
export interface ScoreSetPayload {
  player: string
  score: number
}
export type GameFinishedPayload = GameResult

export interface PlayLogState {
  players: Player[]
  notes: { seq: number; at: string; text: string }[]
  scores: Record<string, number>
  result: GameResult | undefined
}

export function initialPlayLog(players: Player[]): PlayLogState {
  return { players, notes: [], scores: Object.fromEntries(players.map((p) => [p.id, 0])), result: undefined }
}

export function reducePlayLog(state: PlayLogState, e: LogEvent): PlayLogState {
  switch (e.type) {
    case PLAY.started: {
      const p = e.payload as GameStartedPayload
      return initialPlayLog(p.players)
    }
    case PLAY.note: {
      const p = e.payload as NoteAddedPayload
      return { ...state, notes: [...state.notes, { seq: e.seq, at: e.at, text: p.text }] }
    }
    case PLAY.score: {
      const p = e.payload as ScoreSetPayload
      return { ...state, scores: { ...state.scores, [p.player]: p.score } }
    }
    case PLAY.finished:
      return { ...state, result: e.payload as GameFinishedPayload }
    default:
      return state
  }
}

function playerName(players: Player[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? id
}

/** The timeline's words for the play logger's events; undefined for other types. */
export function describePlayLog(e: LogEvent, players: Player[]): string | undefined {
  switch (e.type) {
    case PLAY.started: {
      const p = e.payload as GameStartedPayload
      return `Game started with ${p.players.map((x) => x.name).join(', ')}`
    }
    case PLAY.note:
      return `Note: “${(e.payload as NoteAddedPayload).text}”`
    case PLAY.score: {
      const p = e.payload as ScoreSetPayload
      return `${playerName(players, p.player)}’s score set to ${p.score}`
    }
    case PLAY.finished: {
      const r = e.payload as GameFinishedPayload
      const who = r.winners.length ? r.winners.map((w) => playerName(players, w)).join(' and ') : 'nobody'
      return `Game finished — winner: ${who}`
    }
    case 'undo':
      return `Undo of event #${(e.payload as { target: number }).target}`
    case 'redo':
      return `Redo of event #${(e.payload as { target: number }).target}`
    default:
      return undefined
  }
}

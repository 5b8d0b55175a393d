// The shapes every layer agrees on: a game row and a logged event.

/**
 * The one rule for a stored game's id (new games get a UUID, which fits): imports refuse any other,
 * and main's backups use the id as a folder name, so every game in the library can be backed up.
 */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A game's id as its manifest declares it (src-shared/games/registry.ts lists the games). */
export type GameModuleId = string

export interface Player {
  /** Stable within one game: 'p1', 'p2', … */
  id: string
  name: string
  /** Faction or seat where the game has them (e.g. 'empire' | 'rebels'). */
  faction?: string
}

export type GameStatus = 'active' | 'finished'

export interface GameResult {
  winners: string[] // player ids; empty = everyone lost (co-operative defeat)
  scores: Record<string, number>
  note?: string
  /**
   * How the game decided the winners, as its own id (a tie-break such as Angriff der Rebellen's
   * power chips): recorded by *Finish game* when the players keep the game's suggestion, and put in
   * words in the interface language by the game (`GameEngine.resultReason`). Absent in older logs.
   */
  reason?: string
}

/** One row of the `games` table. State is never stored here: it is derived from the events. */
export interface GameRow {
  id: string
  module: GameModuleId
  title: string
  players: Player[]
  options: Record<string, unknown>
  status: GameStatus
  createdAt: string // ISO 8601
  updatedAt: string // ISO 8601
  result?: GameResult
}

/** One row of the `events` table: the append-only log. */
export interface LogEvent<P = unknown> {
  gameId: string
  seq: number // 1, 2, 3 … within a game
  at: string // ISO 8601 time it was recorded
  type: string
  /** Payload version: old payloads are upgraded on read, never rewritten. */
  v: number
  payload: P
}

/** An event before the repository gives it a seq and a time. */
export type NewEvent<P = unknown> = Pick<LogEvent<P>, 'type' | 'v' | 'payload'>

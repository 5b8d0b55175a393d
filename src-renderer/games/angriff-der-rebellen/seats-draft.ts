// The seats chosen on the Setup tab before the game starts (each player's Rebel ship and corner, who
// starts) are kept per game in localStorage, like a fight entered but not recorded (fight-draft.ts),
// so a reload, or the app closed during setup, brings them back. They belong to the game's players as
// they were when chosen: another list of players, or anything unreadable, is not used. They go once the
// game is started (db/game-side-data.ts removes them with the game).
import { forgetStored, keepStored, readStored, type DraftStorage } from '../../composables/stored-draft'
import { REBEL_SHIPS, type RebelShip } from '../../../src-shared/games/angriff-der-rebellen/names'

export interface SeatChoice {
  ship: RebelShip
  /** 0 top left, 1 top right, 2 bottom left, 3 bottom right */
  corner: number
}
export interface SeatsDraft {
  /** The game's player ids, in order, when the seats were chosen. */
  players: string[]
  seats: Record<string, SeatChoice>
  first: string
}

const draftKey = (gameId: string): string => `holotable.angriff-der-rebellen.seats.${gameId}`

const isSeat = (x: unknown): x is SeatChoice => {
  const s = x as Partial<SeatChoice> | null
  return (
    typeof s === 'object' &&
    s !== null &&
    (REBEL_SHIPS as readonly unknown[]).includes(s.ship) &&
    Number.isInteger(s.corner) &&
    s.corner! >= 0 &&
    s.corner! <= 3
  )
}

/** The seats kept for these players, or null (none, other players', or not readable whole). */
export function readSeatsDraft(storage: DraftStorage, gameId: string, players: readonly string[]): SeatsDraft | null {
  try {
    const d = (readStored(storage, draftKey(gameId)) ?? null) as Partial<SeatsDraft> | null
    if (!d || !Array.isArray(d.players) || d.players.join('\n') !== players.join('\n')) return null
    if (typeof d.seats !== 'object' || d.seats === null || typeof d.first !== 'string') return null
    if (!players.includes(d.first) || !players.every((p) => isSeat(d.seats![p]))) return null
    const seats = Object.fromEntries(players.map((p) => [p, { ship: d.seats![p]!.ship, corner: d.seats![p]!.corner }]))
    return { players: [...players], seats, first: d.first }
  } catch {
    return null // storage unavailable, or not JSON
  }
}

/** Keeps the seats as chosen so far. */
export function keepSeatsDraft(storage: DraftStorage, gameId: string, draft: SeatsDraft): void {
  keepStored(storage, draftKey(gameId), draft)
}

/** Forgets the game's seats (started, or no longer its players). */
export function forgetSeatsDraft(storage: DraftStorage, gameId: string): void {
  forgetStored(storage, draftKey(gameId))
}

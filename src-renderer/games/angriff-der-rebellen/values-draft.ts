// A ship's values being typed (strength and victory points, asked the first time a ship type is
// revealed) are kept per game in localStorage as typed, like a fight entered but not recorded
// (fight-draft.ts): another game tab, a reload or the app closed before Remember brings them back.
// They belong to the ship type they were typed for and go once remembered (db/game-side-data.ts
// removes them with the game).
import { forgetStored, keepStored, readStored, type DraftStorage } from '../../composables/stored-draft'
import { SHIP_TYPES, type ShipType } from '../../../src-shared/games/angriff-der-rebellen/names'

export interface ValuesDraft {
  ship: ShipType
  strength: string
  points: string
}

const draftKey = (gameId: string): string => `holotable.angriff-der-rebellen.values.${gameId}`
const typed = (x: unknown): x is string => typeof x === 'string' && x.length <= 40

/** The text typed for this ship's values, or null (none, another ship's, or not readable whole). */
export function readValuesDraft(storage: DraftStorage | null, gameId: string, ship: ShipType): ValuesDraft | null {
  const d = readStored(storage, draftKey(gameId)) as Partial<ValuesDraft> | null | undefined
  if (!d || typeof d !== 'object' || d.ship !== ship || !SHIP_TYPES.includes(d.ship)) return null
  return typed(d.strength) && typed(d.points) ? { ship, strength: d.strength, points: d.points } : null
}

export function keepValuesDraft(storage: DraftStorage | null, gameId: string, draft: ValuesDraft): void {
  keepStored(storage, draftKey(gameId), draft)
}

export function forgetValuesDraft(storage: DraftStorage | null, gameId: string): void {
  forgetStored(storage, draftKey(gameId))
}

// A fight entered but not yet recorded (the neighbour's roll for the ship, the player's roll, the ally
// and chips they spend) is kept per game in localStorage, so a reload, or the app closed mid-fight,
// brings it back where it was. It belongs to the ship revealed at that space in that turn: once the fight is
// recorded or the revealed ship changes, it goes (db/game-side-data.ts removes it with the game).
import { forgetStored, keepStored, readStored, type DraftStorage } from '../../composables/stored-draft'
import { isDieFace, MAX_CHIPS } from '../../../src-shared/games/angriff-der-rebellen/data'

export interface FightDraft {
  /** The revealed ship the fight is against, in its turn: "<turn>:<space>:<ship>". */
  at: string
  fighting: boolean
  shipRoll?: number
  roll?: number
  ally: boolean
  chips: number
}

/** Where the game's fight draft is kept (another window of the game follows changes to it). */
export const fightDraftKey = (gameId: string): string => `holotable.angriff-der-rebellen.fight.${gameId}`
/** The draft kept for this fight, or null (none, another fight's, or not readable whole). */
export function readFightDraft(storage: DraftStorage, gameId: string, at: string): FightDraft | null {
  try {
    const d = (readStored(storage, fightDraftKey(gameId)) ?? null) as Partial<FightDraft> | null
    if (!d || d.at !== at || typeof d.fighting !== 'boolean' || typeof d.ally !== 'boolean') return null
    if (!Number.isInteger(d.chips) || d.chips! < 0 || d.chips! > MAX_CHIPS) return null
    if ((d.shipRoll !== undefined && !isDieFace(d.shipRoll)) || (d.roll !== undefined && !isDieFace(d.roll)))
      return null
    return { at, fighting: d.fighting, shipRoll: d.shipRoll, roll: d.roll, ally: d.ally, chips: d.chips! }
  } catch {
    return null // storage unavailable, or not JSON
  }
}

/** Keeps the fight as entered so far. */
export function keepFightDraft(storage: DraftStorage, gameId: string, draft: FightDraft): void {
  keepStored(storage, fightDraftKey(gameId), draft)
}

/** Forgets the game's fight draft (recorded, or another ship revealed). */
export function forgetFightDraft(storage: DraftStorage, gameId: string): void {
  forgetStored(storage, fightDraftKey(gameId))
}

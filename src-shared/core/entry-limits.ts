// The limits the app's own forms keep on what people type into any game: player names, notes and
// scores. Imports are held to the same limits, so a hand-edited file cannot bring in what the screens
// would refuse (two players with one name, a score of 1e300). A title only has to be there: an
// import kept beside its original gets " (copy 2)" or the like added (copy-title.ts), so a title may
// grow past the form's 120.

export const PLAYER_NAME_MAX = 40
export const NOTE_MAX = 2000
/** A score (the table log's and a final one) is a whole number from -SCORE_LIMIT to SCORE_LIMIT. */
export const SCORE_LIMIT = 100000

export function scoreInRange(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= SCORE_LIMIT
}

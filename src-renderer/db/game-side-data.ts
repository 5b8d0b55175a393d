// Screens keep a little per game outside its log, in localStorage (half-typed odds inputs, takeover
// declarations not yet entered): keys under `holotable.` with the game's id as one dot-separated
// part, bare or as `game-<id>`. When the game is deleted, that goes with it.

type KeyStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>

/** Removes what screens kept for `gameId`; returns how many entries went. */
export function forgetGameSideData(storage: KeyStorage, gameId: string): number {
  const doomed: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (!key?.startsWith('holotable.')) continue
    const parts = key.split('.')
    if (parts.includes(gameId) || parts.includes(`game-${gameId}`)) doomed.push(key)
  }
  for (const key of doomed) storage.removeItem(key)
  return doomed.length
}

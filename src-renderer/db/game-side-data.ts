// Screens keep a little per game outside its log, in localStorage (half-typed odds inputs, takeover
// declarations not yet entered): keys under `holotable.` with the game's id as one dot-separated
// part, bare, as `game-<id>`, or as `<id>#<page>` (the changes a page kept on leaving,
// stores/unwritten-changes.ts). When the game is deleted, that goes with it.

type KeyStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>

/** Removes what screens kept for `gameId`; returns how many entries went. */
export function forgetGameSideData(storage: KeyStorage, gameId: string): number {
  const doomed: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (!key?.startsWith('holotable.')) continue
    const parts = key.split('.')
    if (parts.some((p) => p === gameId || p === `game-${gameId}` || p.startsWith(`${gameId}#`))) doomed.push(key)
  }
  for (const key of doomed) storage.removeItem(key)
  return doomed.length
}

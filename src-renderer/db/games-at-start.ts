// Home's list of games at start, read straight from IndexedDB while the library's code (Dexie and
// the repository, a chunk of their own) loads: the first screen does not wait for that code, and
// Dexie's opening work (reading the schema back, its promise machinery) is off the first screen's
// path. It only reads, and only a library of the schema this build knows: with no library yet (the
// first start) it answers an empty list and creates nothing; anything else (an older or a newer
// library, a store missing, any error) answers null and Home asks the repository, which upgrades,
// refuses or reports exactly as before.
import type { GameRow } from '../../src-shared/core/game-record'
import { DEFAULT_DB_NAME, LATEST_NATIVE_VERSION } from './schema'

/**
 * The saved games, most recently changed first (the repository's `listGames` order: by `updatedAt`,
 * then by id, both descending), or null when the repository must answer instead. Never creates,
 * upgrades or writes a database: with no library yet it answers [] and leaves none behind.
 */
export function readGamesAtStart(factory?: IDBFactory, name: string = DEFAULT_DB_NAME): Promise<GameRow[] | null> {
  return new Promise((answer) => {
    let request: IDBOpenDBRequest
    try {
      request = (factory ?? indexedDB).open(name)
    } catch {
      answer(null)
      return
    }
    let noLibrary = false
    // Opening without a version only asks for an upgrade when there is no library: it is left for
    // the repository to create (aborting the upgrade creates nothing).
    request.onupgradeneeded = () => {
      noLibrary = true
      request.transaction?.abort()
    }
    request.onerror = (e) => {
      e.preventDefault()
      answer(noLibrary ? [] : null)
    }
    request.onblocked = () => answer(null)
    request.onsuccess = () => {
      const db = request.result
      // Another window upgrading the library must not wait for this read.
      db.onversionchange = () => db.close()
      const read = (): IDBRequest<GameRow[]> | null => {
        if (db.version !== LATEST_NATIVE_VERSION || !db.objectStoreNames.contains('games')) return null
        const games = db.transaction('games', 'readonly').objectStore('games')
        return games.indexNames.contains('updatedAt')
          ? (games.index('updatedAt').getAll() as IDBRequest<GameRow[]>)
          : null
      }
      let rows: IDBRequest<GameRow[]> | null
      try {
        rows = read()
      } catch {
        rows = null
      }
      if (rows === null) {
        db.close()
        answer(null)
        return
      }
      rows.onsuccess = () => {
        db.close()
        answer(rows.result.reverse())
      }
      rows.onerror = (e) => {
        e.preventDefault()
        db.close()
        answer(null)
      }
    }
  })
}

// The app's one repository over the 'holotable' database, opened on first use.
import { openHolotableDb, type HolotableDb } from './database'
import { i18n } from '../i18n'
import { createRepository, type Repository } from './repository'

export * from './repository'
// For Home's list (stores/games.ts) and imports (stores/transfer.ts), which reach the library's code
// only once it has loaded.
export { announceDeleted, announceWrite, onOtherWindowWrite } from './window-channel'

let appDb: HolotableDb | undefined
let appRepository: Repository | undefined

function libraryDb(): HolotableDb {
  appDb ??= openHolotableDb()
  return appDb
}

export function holotableRepository(): Repository {
  appRepository ??= createRepository(libraryDb())
  return appRepository
}

let opening: Promise<unknown> | undefined

/**
 * Starts opening the library, once: main.ts calls it first thing, so IndexedDB (which opens in the
 * browser's own process) opens while the first screen mounts. Resolves with the error, or null.
 */
export function startOpeningLibrary(): Promise<unknown> {
  opening ??= libraryDb()
    .open()
    .then(
      () => null,
      (err: unknown) => err,
    )
  return opening
}

/**
 * Opens the library at start, before anything reads it: resolves with what the player must be told
 * when it cannot be opened (a library a newer Holotable wrote is refused and left untouched), in the
 * language in force when it is asked (the opening itself may have begun before the language was set).
 */
export async function openLibrary(): Promise<string | null> {
  const err = await startOpeningLibrary()
  if (err === null) return null
  const e = err as Error & { schemaVersion?: number }
  return e.name === 'NewerDatabaseError'
    ? i18n.global.t('shell.library.newer', { version: e.schemaVersion ?? '?' })
    : i18n.global.t('shell.library.cannotOpen', { why: e.message })
}

// The app's one repository over the 'holotable' database, opened on first use.
import { openHolotableDb, type HolotableDb } from './database'
import { i18n } from '../i18n'
import { createRepository, type Repository } from './repository'

export * from './repository'

let appDb: HolotableDb | undefined
let appRepository: Repository | undefined

export function holotableRepository(): Repository {
  appDb ??= openHolotableDb()
  appRepository ??= createRepository(appDb)
  return appRepository
}

/**
 * Opens the library at start, before anything reads it: resolves with what the player must be told
 * when it cannot be opened (a library a newer Holotable wrote is refused and left untouched).
 */
export async function openLibrary(): Promise<string | null> {
  holotableRepository()
  try {
    await appDb?.open()
    return null
  } catch (err) {
    const e = err as Error & { schemaVersion?: number }
    return e.name === 'NewerDatabaseError'
      ? i18n.global.t('shell.library.newer', { version: e.schemaVersion ?? '?' })
      : i18n.global.t('shell.library.cannotOpen', { why: e.message })
  }
}

// The app's one repository over the 'holotable' database, opened on first use.
import { openHolotableDb } from './database'
import { createRepository, type Repository } from './repository'

export * from './repository'

let appRepository: Repository | undefined

export function holotableRepository(): Repository {
  appRepository ??= createRepository(openHolotableDb())
  return appRepository
}

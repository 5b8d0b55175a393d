// The game log store: Dexie over IndexedDB. Only repository.ts writes to it. Its schema and its
// history: schema.ts.
import Dexie, { type EntityTable, type Table } from 'dexie'
import type { GameRow, LogEvent } from '../../src-shared/core/game-record'
import { DEFAULT_DB_NAME, LATEST_SCHEMA_VERSION, NATIVE_FACTOR, SCHEMA_VERSIONS } from './schema'

export { LATEST_SCHEMA_VERSION, SCHEMA_VERSIONS, type SchemaVersion } from './schema'

export interface SettingRow {
  key: string
  value: unknown
}

export type HolotableDb = Dexie & {
  games: EntityTable<GameRow, 'id'>
  events: Table<LogEvent, [string, number]>
  settings: EntityTable<SettingRow, 'key'>
}

/** Where IndexedDB comes from: the window's own in the app, fake-indexeddb in tests. */
export interface IndexedDbBackend {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

/** A library written by a newer Holotable: opening it could hide or rewrite what that version stored. */
class NewerDatabaseError extends Error {
  constructor(readonly schemaVersion: number) {
    super(`This library was written by a newer Holotable (version ${schemaVersion}); update to open it.`)
    this.name = 'NewerDatabaseError'
  }
}

/**
 * The IndexedDB factory Dexie opens through, refusing to upgrade a database a newer Holotable wrote
 * (Dexie would otherwise add the stores it misses and bump the version): the upgrade is aborted
 * before Dexie's own handler runs, so nothing is written.
 */
function refusingNewer(factory: IDBFactory, refused: (schemaVersion: number) => void): IDBFactory {
  const open = (name: string, version?: number): IDBOpenDBRequest => {
    const request = factory.open(name, version)
    request.addEventListener('upgradeneeded', (event) => {
      if (event.oldVersion <= LATEST_SCHEMA_VERSION * NATIVE_FACTOR) return
      refused(Math.floor(event.oldVersion / NATIVE_FACTOR))
      request.transaction?.abort()
    })
    return request
  }
  return new Proxy(factory, {
    get: (target, key) => (key === 'open' ? open : (Reflect.get(target, key, target) as unknown)),
  })
}

export function openHolotableDb(name: string = DEFAULT_DB_NAME, backend?: IndexedDbBackend): HolotableDb {
  const factory = backend?.indexedDB ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB)
  let newer: number | undefined
  const db = new Dexie(name, {
    ...backend,
    ...(factory ? { indexedDB: refusingNewer(factory, (v) => (newer = v)) } : {}),
    // A game log must survive a crash or power cut right after a write; Chromium's default
    // durability ('relaxed' since Chrome 121) may report success before the data hits the disk.
    chromeTransactionDurability: 'strict',
  }) as HolotableDb
  for (const s of SCHEMA_VERSIONS) {
    const version = db.version(s.version).stores({ ...s.stores })
    if (s.upgrade) version.upgrade(s.upgrade)
  }
  // Every way in (db.open() or the first query) reports the refusal in words, not as an aborted upgrade.
  const open = db.open.bind(db)
  db.open = () =>
    open().catch((err: unknown) => {
      throw newer === undefined ? err : new NewerDatabaseError(newer)
    }) as ReturnType<typeof open>
  db.on(
    'ready',
    (opened) => {
      const native = (opened as HolotableDb).backendDB().version
      if (native > LATEST_SCHEMA_VERSION * NATIVE_FACTOR) {
        opened.close()
        throw new NewerDatabaseError(Math.floor(native / NATIVE_FACTOR))
      }
    },
    true,
  )
  return db
}

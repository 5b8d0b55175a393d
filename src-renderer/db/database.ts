// The game log store: Dexie over IndexedDB. Only repository.ts writes to it.
//
// Schema history. A shipped schema is never edited: a change is a new entry in SCHEMA_VERSIONS
// with the full `stores` of that version (Dexie diffs them) and, when rows must change shape, an
// `upgrade` that rewrites them. Then add the same entry to the harness in
// tests/unit/renderer/db/schema-upgrade.test.ts, which opens a database made with every older
// schema and checks its rows survive.
//
//   v1  games by id (indexed: module, status, updatedAt); events keyed [gameId+seq]
//       (indexed: gameId, type); settings by key.
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie'
import type { GameRow, LogEvent } from '../../src-shared/core/game-record'

const DEFAULT_DB_NAME = 'holotable'

export interface SettingRow {
  key: string
  value: unknown
}

export type HolotableDb = Dexie & {
  games: EntityTable<GameRow, 'id'>
  events: Table<LogEvent, [string, number]>
  settings: EntityTable<SettingRow, 'key'>
}

export interface SchemaVersion {
  version: number
  stores: Readonly<Record<string, string | null>>
  upgrade?: (tx: Transaction) => PromiseLike<unknown> | void
}

const SCHEMA_V1 = {
  games: 'id, module, status, updatedAt',
  events: '[gameId+seq], gameId, type',
  settings: 'key',
} as const

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [{ version: 1, stores: SCHEMA_V1 }]

export const LATEST_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 0

/** Where IndexedDB comes from: the window's own in the app, fake-indexeddb in tests. */
export interface IndexedDbBackend {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

export function openHolotableDb(name: string = DEFAULT_DB_NAME, backend?: IndexedDbBackend): HolotableDb {
  const db = new Dexie(name, {
    ...backend,
    // A game log must survive a crash or power cut right after a write; Chromium's default
    // durability ('relaxed' since Chrome 121) may report success before the data hits the disk.
    chromeTransactionDurability: 'strict',
  }) as HolotableDb
  for (const s of SCHEMA_VERSIONS) {
    const version = db.version(s.version).stores({ ...s.stores })
    if (s.upgrade) version.upgrade(s.upgrade)
  }
  return db
}

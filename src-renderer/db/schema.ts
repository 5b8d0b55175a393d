// The library's schema: its versions, and how IndexedDB numbers them. No Dexie here: the first
// screen reads its list of games knowing only this (db/games-at-start.ts).
//
// Schema history. A shipped schema is never edited: a change is a new entry in SCHEMA_VERSIONS
// with the full `stores` of that version (Dexie diffs them) and, when rows must change shape, an
// `upgrade` that rewrites them. Then add the same entry to the harness in
// tests/unit/renderer/db/schema-upgrade.test.ts, which opens a database made with every older
// schema and checks its rows survive.
//
//   v1  games by id (indexed: module, status, updatedAt); events keyed [gameId+seq]
//       (indexed: gameId, type); settings by key.
import type { Transaction } from 'dexie'

/** The library's IndexedDB name. */
export const DEFAULT_DB_NAME = 'holotable'

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

/** Dexie stores schema version n as IndexedDB version 10·n. */
export const NATIVE_FACTOR = 10

/** The IndexedDB version of a library this build wrote (or upgraded). */
export const LATEST_NATIVE_VERSION = LATEST_SCHEMA_VERSION * NATIVE_FACTOR

// The one module every write to the game log goes through.
//
// Rules it keeps:
// - one write = one IndexedDB transaction (an appended event and its game's updatedAt together);
// - events are append-only and numbered 1, 2, 3… per game; stored payloads are never rewritten
//   (each game's event declarations lift old names and versions when the log is read);
// - a game's status and result follow its log (see game-status.ts): finishing is just appending
//   'game.finished', and undoing that event reopens the game;
// - rows and payloads are stored as plain JSON data (copied through JSON), so what is stored is
//   exactly what an export writes and an import reads back, and Vue proxies never reach IndexedDB;
// - listeners hear about a game after its transaction has committed (the UI backs it up then).
import Dexie from 'dexie'
import type { Locale } from '../../src-shared/locale'
import type { Corrections } from '../../src-shared/core/facts'
import type { GameModuleId, GameResult, GameRow, LogEvent, NewEvent, Player } from '../../src-shared/core/game-record'
import { copyTitle } from '../../src-shared/core/copy-title'
import { correctionsOfModule, serializeGameExport } from '../../src-shared/core/export-file'
import { PLAY } from '../../src-shared/core/play-log'
import type { GameRegistry } from '../../src-shared/core/game-registry'
import { GAMES } from '../../src-shared/games/registry'
import type { HolotableDb } from './database'
import { affectsStatus, LogStatus, statusFromLog } from './game-status'

export interface NewGame {
  module: GameModuleId
  title: string
  players: Player[]
  options: Record<string, unknown>
}

export type ImportMode = 'ask' | 'replace' | 'keep-both'

/** A data correction an imported file carries that differs from the one in force here. */
export interface CorrectionOffer {
  key: string
  value: unknown
  /** The correction in force here; undefined when the built-in value is in use. */
  current: unknown
}

export type ImportOutcome =
  | { status: 'imported'; game: GameRow; corrections: CorrectionOffer[] }
  | { status: 'exists'; existing: GameRow }
  | { status: 'invalid'; error: string }

export type GameChangeKind = 'saved' | 'deleted'
/** What an append left: the game row and its event count, so a listener need not read them back. */
export interface SavedGame {
  game: GameRow
  events: number
}
export type GameChangeListener = (gameId: string, kind: GameChangeKind, saved?: SavedGame) => void

export interface RepositoryDeps {
  now?: () => Date
  newId?: () => string
  /** The games an import may hold and how their logs are read (default: the app's registry). */
  registry?: Pick<GameRegistry, 'ids' | 'log' | 'get'>
}

export class GameNotFoundError extends Error {
  constructor(readonly gameId: string) {
    super(`No game with id ${gameId} is stored.`)
    this.name = 'GameNotFoundError'
  }
}

/** The log grew since the caller read it (another window wrote): nothing was written. */
export class StaleLogError extends Error {
  constructor(
    readonly gameId: string,
    readonly storedLastSeq: number,
  ) {
    super(`The game changed in another window (its log now ends at #${storedLastSeq}).`)
    this.name = 'StaleLogError'
  }
}

const CORRECTIONS_KEY = 'corrections'

export interface Repository {
  createGame(game: NewGame, firstEvent: NewEvent): Promise<{ game: GameRow; event: LogEvent }>
  /** Appends with the next seq; rejects with GameNotFoundError when the game is gone. */
  appendEvent(gameId: string, event: NewEvent): Promise<LogEvent>
  /**
   * The same, returning the game row as the write left it (status, result, updatedAt): no re-read.
   * With `afterSeq`, writes only if the stored log still ends there, else rejects with StaleLogError.
   * With `at`, the event carries that time (the screen showed it before the write: see the session).
   */
  append(gameId: string, event: NewEvent, afterSeq?: number, at?: string): Promise<{ event: LogEvent; game: GameRow }>
  /** Appends 'game.finished'; the game's status and result follow in the same transaction. */
  finishGame(gameId: string, result: GameResult): Promise<LogEvent>
  /** Newest updatedAt first. */
  listGames(): Promise<GameRow[]>
  getGame(id: string): Promise<GameRow | undefined>
  /** In seq order, exactly as stored. */
  listEvents(gameId: string): Promise<LogEvent[]>
  /** The stored events from `seq` on, in order: what another window wrote since this one last read. */
  listEventsFrom(gameId: string, seq: number): Promise<LogEvent[]>
  /** How many events the game has (its last seq: events are numbered 1, 2, 3… with no gaps), without reading them. */
  eventCount(gameId: string): Promise<number>
  renameGame(id: string, title: string): Promise<GameRow>
  /** Removes the game and its whole log; false when there was no such game. */
  deleteGame(id: string): Promise<boolean>
  /** The stored value is returned as is: the caller checks its shape. */
  getSetting<T>(key: string, fallback: T): Promise<T>
  setSetting(key: string, value: unknown): Promise<void>
  listCorrections(): Promise<Corrections>
  setCorrection(key: string, value: unknown): Promise<void>
  /** Several at once, in one write (an imported file's corrections the player accepted). */
  setCorrections(values: Readonly<Record<string, unknown>>): Promise<void>
  removeCorrection(key: string): Promise<void>
  /** The game file as text, events exactly as stored, with the corrections in force for its game. */
  exportGame(gameId: string): Promise<string>
  /**
   * Invalid text never touches the database. Mode 'ask' (the default) reports a clash. The file's
   * corrections are never applied here: an import lists those that differ, for the player to accept.
   */
  importGame(text: string, mode?: ImportMode, locale?: Locale): Promise<ImportOutcome>
  /** Returns the unsubscribe function. */
  onChange(listener: GameChangeListener): () => void
}

export function createRepository(db: HolotableDb, deps: RepositoryDeps = {}): Repository {
  const now = deps.now ?? (() => new Date())
  const newId = deps.newId ?? (() => crypto.randomUUID())
  const registry = deps.registry ?? GAMES
  const listeners = new Set<GameChangeListener>()

  const notify = (gameId: string, kind: GameChangeKind, saved?: SavedGame): void => {
    for (const listener of listeners) {
      try {
        if (saved) listener(gameId, kind, saved)
        else listener(gameId, kind)
      } catch (err) {
        // The write has committed; a failing listener (a backup) must not undo or hide it.
        console.error('Game change listener failed', err)
      }
    }
  }

  // Each game's status as its log last left it (game-status.ts): filled when a log is read whole
  // (opening a game), kept up by append, so undo, redo and finish never re-read the log.
  const statuses = new Map<string, LogStatus>()
  const readStatus = async (gameId: string, lastSeqNow: number): Promise<LogStatus> => {
    const known = statuses.get(gameId)
    if (known && known.lastSeq === lastSeqNow) return known
    const fresh = LogStatus.of(await storedEvents(gameId))
    statuses.set(gameId, fresh)
    return fresh
  }

  const storedEvents = (gameId: string): Promise<LogEvent[]> =>
    db.events.where('[gameId+seq]').between([gameId, Dexie.minKey], [gameId, Dexie.maxKey], true, true).toArray()

  const lastSeq = async (gameId: string): Promise<number> => {
    const last = await db.events
      .where('[gameId+seq]')
      .between([gameId, Dexie.minKey], [gameId, Dexie.maxKey], true, true)
      .last()
    return last?.seq ?? 0
  }

  const requireGame = async (id: string): Promise<GameRow> => {
    const game = await db.games.get(id)
    if (!game) throw new GameNotFoundError(id)
    return game
  }

  const removeGame = async (id: string): Promise<void> => {
    await db.events.where('gameId').equals(id).delete()
    await db.games.delete(id)
  }

  const insertGame = async (game: GameRow, events: readonly LogEvent[]): Promise<void> => {
    await db.games.add(game)
    await db.events.bulkAdd([...events])
  }

  const append = async (
    gameId: string,
    input: NewEvent,
    afterSeq?: number,
    at?: string,
  ): Promise<{ event: LogEvent; game: GameRow }> => {
    // The two reads go out together, then the two writes: each wait for IndexedDB is a trip to its
    // thread and back, which is most of what an append costs.
    const written = await db
      .transaction('rw', db.games, db.events, async () => {
        const [game, last] = await Promise.all([requireGame(gameId), lastSeq(gameId)])
        if (afterSeq !== undefined && last !== afterSeq) throw new StaleLogError(gameId, last)
        const appended = storedEvent(gameId, last + 1, at ?? now().toISOString(), input)
        // the status as the log stood before this event (read before the event is stored)
        const status = affectsStatus(appended.type) ? await readStatus(gameId, last) : statuses.get(gameId)
        let next: GameRow = { ...game, updatedAt: appended.at }
        // Kept in step before the writes land; if the transaction fails, it is dropped (below).
        if (status?.lastSeq === last) status.add(appended)
        if (status && affectsStatus(appended.type)) next = withStatus(next, status.status)
        await Promise.all([db.events.add(appended), db.games.put(next)])
        return { event: appended, game: next }
      })
      .catch((err: unknown) => {
        // The status may count an event that was never stored: the next status read rebuilds it.
        statuses.delete(gameId)
        throw err
      })
    notify(gameId, 'saved', { game: written.game, events: written.event.seq })
    return written
  }
  const appendEvent = async (gameId: string, input: NewEvent): Promise<LogEvent> => (await append(gameId, input)).event

  const updateSettings = async (key: string, change: (old: unknown) => unknown): Promise<void> => {
    await db.transaction('rw', db.settings, async () => {
      const row = await db.settings.get(key)
      await db.settings.put({ key, value: asJsonData(change(row?.value)) })
    })
  }

  /** The file's corrections that differ from those in force here (same JSON = same value). */
  const correctionOffers = async (fromFile: Record<string, unknown>): Promise<CorrectionOffer[]> => {
    const row = await db.settings.get(CORRECTIONS_KEY)
    const here = isRecord(row?.value) ? row.value : {}
    return Object.entries(fromFile)
      .map(([key, value]) => ({ key, value, current: Object.hasOwn(here, key) ? here[key] : undefined }))
      .filter((o) => JSON.stringify(o.value) !== JSON.stringify(o.current))
  }

  const changeCorrections = (change: (c: Record<string, unknown>) => void): Promise<void> =>
    updateSettings(CORRECTIONS_KEY, (old) => {
      const corrections = isRecord(old) ? { ...old } : {}
      change(corrections)
      return corrections
    })

  return {
    async createGame(input, firstEvent) {
      const at = now().toISOString()
      const id = newId()
      const event: LogEvent = {
        gameId: id,
        seq: 1,
        at,
        type: firstEvent.type,
        v: firstEvent.v,
        payload: asJsonData(firstEvent.payload ?? null),
      }
      const game = withStatus(
        {
          id,
          module: input.module,
          title: input.title,
          players: asJsonData(input.players),
          options: asJsonData(input.options),
          status: 'active',
          createdAt: at,
          updatedAt: at,
        },
        statusFromLog([event]),
      )
      await db.transaction('rw', db.games, db.events, () => insertGame(game, [event]))
      statuses.set(id, LogStatus.of([event]))
      notify(id, 'saved')
      return { game, event }
    },

    appendEvent,
    append,

    finishGame: (gameId, result) => appendEvent(gameId, { type: PLAY.finished, v: 1, payload: result }),

    listGames: () => db.games.orderBy('updatedAt').reverse().toArray(),

    getGame: (id) => db.games.get(id),

    eventCount: (gameId) => lastSeq(gameId),

    async listEvents(gameId) {
      const events = await storedEvents(gameId)
      statuses.set(gameId, LogStatus.of(events))
      return events
    },

    listEventsFrom: (gameId, seq) =>
      db.events.where('[gameId+seq]').between([gameId, seq], [gameId, Dexie.maxKey], true, true).toArray(),

    async renameGame(id, title) {
      const renamed = await db.transaction('rw', db.games, async () => {
        const next: GameRow = { ...(await requireGame(id)), title, updatedAt: now().toISOString() }
        await db.games.put(next)
        return next
      })
      notify(id, 'saved')
      return renamed
    },

    async deleteGame(id) {
      const existed = await db.transaction('rw', db.games, db.events, async () => {
        const found = (await db.games.get(id)) !== undefined
        await removeGame(id)
        return found
      })
      statuses.delete(id)
      if (existed) notify(id, 'deleted')
      return existed
    },

    async getSetting<T>(key: string, fallback: T): Promise<T> {
      const row = await db.settings.get(key)
      return row === undefined ? fallback : (row.value as T)
    },

    setSetting: (key, value) => updateSettings(key, () => value),

    async listCorrections() {
      const row = await db.settings.get(CORRECTIONS_KEY)
      return isRecord(row?.value) ? row.value : {}
    },

    setCorrection: (key, value) =>
      changeCorrections((c) => {
        c[key] = value
      }),

    setCorrections: (values) =>
      changeCorrections((c) => {
        Object.assign(c, values)
      }),

    removeCorrection: (key) =>
      changeCorrections((c) => {
        delete c[key]
      }),

    async exportGame(gameId) {
      const [game, events, corrections] = await db.transaction(
        'r',
        db.games,
        db.events,
        db.settings,
        async () =>
          [
            await requireGame(gameId),
            await storedEvents(gameId),
            (await db.settings.get(CORRECTIONS_KEY))?.value,
          ] as const,
      )
      return serializeGameExport(game, events, now(), isRecord(corrections) ? corrections : {})
    },

    async importGame(text, mode = 'ask', locale) {
      // The validator loads on first import only (it is the largest part of the start-up bundle).
      const [{ parseGameExport }, { checkImportedGame }, { exportFormatWords }] = await Promise.all([
        import('../../src-shared/core/export-format'),
        import('../../src-shared/core/import-checks'),
        import('../../src-shared/core/export-format-words'),
      ])
      const parsed = parseGameExport(text, registry.ids, locale)
      if (!parsed.ok) return { status: 'invalid', error: parsed.error }
      const { events } = parsed.value
      const damaged = (problem: string): ImportOutcome => ({
        status: 'invalid',
        error: exportFormatWords(locale).damaged(problem.replace(/\.$/, '')),
      })
      // Every event must be one this game declares, in a version this app reads, with a payload
      // that fits its schema; otherwise a screen could meet it later.
      const gameLog = await registry.log(parsed.value.game.module)
      const read: LogEvent[] = []
      for (const e of events) {
        const r = gameLog.read(e, locale)
        if (!r.ok) return damaged(`${exportFormatWords(locale).check.eventNo(e.seq)} ${r.reason}`)
        read.push(r.event)
      }
      // Then what the log implies: players, the start, undo/redo, named players, a full replay.
      const manifest = registry.get(parsed.value.game.module)
      if (!manifest) return damaged(`the game “${parsed.value.game.module}” is not in this version`)
      const problem = checkImportedGame(manifest, gameLog, parsed.value.game, read, locale)
      if (problem) return damaged(problem)
      // The log is the truth: status and result are recomputed from it, not taken from the file.
      const game = withStatus(parsed.value.game, statusFromLog(events))
      const offers = await correctionOffers(correctionsOfModule(parsed.value.corrections ?? {}, game.module))
      const outcome = await db.transaction('rw', db.games, db.events, async (): Promise<ImportOutcome> => {
        const existing = await db.games.get(game.id)
        if (existing && mode === 'ask') return { status: 'exists', existing }
        if (existing && mode === 'keep-both') {
          let id = newId()
          // A fresh id that no stored game has (an imported game may hold any valid id).
          while (await db.games.get(id)) id = newId()
          // Read in the same transaction, so two imports at once cannot both take one title.
          const titles = new Set<string>()
          await db.games.each((g) => titles.add(g.title))
          const copy: GameRow = { ...game, id, title: copyTitle(game.title, titles, locale) }
          await insertGame(
            copy,
            events.map((e) => ({ ...e, gameId: id })),
          )
          return { status: 'imported', game: copy, corrections: offers }
        }
        if (existing) await removeGame(game.id)
        await insertGame(game, events)
        return { status: 'imported', game, corrections: offers }
      })
      statuses.delete(game.id)
      if (outcome.status === 'imported') notify(outcome.game.id, 'saved')
      return outcome
    },

    onChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

function withStatus(
  game: GameRow,
  { status, result }: { status: GameRow['status']; result: GameResult | undefined },
): GameRow {
  const next: GameRow = { ...game, status, result }
  if (result === undefined) delete next.result
  return next
}

/** The event exactly as `append` stores it (the session shows this before the write lands). */
export function storedEvent(gameId: string, seq: number, at: string, input: NewEvent): LogEvent {
  return { gameId, seq, at, type: input.type, v: input.v, payload: asJsonData(input.payload ?? null) }
}

/** Payloads must survive an export as JSON; copying through JSON now makes that true at write time. */
function asJsonData<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

// The list of games as the app sees it, built from manifests alone: ids, lookups, and each game's
// engine (loaded once, on first use). Everything that lists games derives from one of these.
import type { GameManifest } from './game-module'
import type { GameLog } from './game-log'

export interface GameRegistry<M extends GameManifest = GameManifest> {
  readonly manifests: readonly M[]
  readonly ids: readonly M['id'][]
  get(id: string): M | undefined
  /** The game's log reader (engine loaded on first call, then shared). */
  log(id: string): Promise<GameLog>
}

export function createGameRegistry<const M extends GameManifest>(manifests: readonly M[]): GameRegistry<M> {
  const byId = new Map<string, M>()
  for (const m of manifests) {
    if (byId.has(m.id)) throw new Error(`Two games share the id ${m.id}`)
    byId.set(m.id, m)
  }
  const logs = new Map<string, Promise<GameLog>>()
  return {
    manifests,
    ids: manifests.map((m) => m.id),
    get: (id) => byId.get(id),
    log(id) {
      const m = byId.get(id)
      if (!m) return Promise.reject(new Error(`No game “${id}” in this version of Holotable.`))
      let log = logs.get(id)
      if (!log) {
        // The log machinery (and the schema library it uses) loads with the first game, not at start-up.
        log = Promise.all([m.engine(), import('./game-log')]).then(([engine, { createGameLog }]) =>
          createGameLog(engine),
        )
        // A failed load (e.g. a chunk that did not arrive) may be retried.
        log.catch(() => logs.delete(id))
        logs.set(id, log)
      }
      return log
    },
  }
}

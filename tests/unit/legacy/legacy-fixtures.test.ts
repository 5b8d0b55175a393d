// Games written by the version before the game-module contract (tests/fixtures/legacy-v1) open
// unchanged: every value that version's replay knew is known the same way now (new state fields
// may be added), and no stored event is unreadable.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { openHolotableDb } from '../../../src-renderer/db/database'
import { createRepository } from '../../../src-renderer/db/repository'
import { GAMES } from '../../../src-shared/games/registry'
import { backend, freshDbName, freshStore } from '../renderer/db/fixtures'

const dir = resolve(import.meta.dirname, '../../fixtures/legacy-v1')
const read = (file: string): string => readFileSync(resolve(dir, file), 'utf8')
const oldStates = JSON.parse(read('replayed-states.json')) as Record<string, unknown>
const FILES = ['rebellion', 'rule-the-galaxy', 'angriff-der-rebellen', 'rftg-rebel-vs-imperium'].map(
  (m) => `${m}.holotable.json`,
)

/**
 * Readings changed since that version, each with why; every other value must still match.
 * - Rebellion: a new round starts with a clean Refresh checklist (issue #13: stale ticks must not
 *   show in the next round). The fixture ends in round 2's Assignment phase, so round 1's ticks
 *   ("Retrieve leaders", "Advance time") are no longer listed.
 * - Rebellion: the Rebel Base space holds figures, and revealing the base moves them into its system
 *   (base rules, "Revealing The Rebel Base"). The fixture's starting deployment put Rebel units on the
 *   base space and the base was revealed in Dantooine, so Rebel units now stand there.
 */
const EXPLAINED: Record<string, readonly string[]> = {
  'game-1': [
    '$.game.refreshTicked: ["retrieve-leaders","advance-time"] → []',
    '$.game.board.dantooine.rebelUnits: false → true',
  ],
}

/** Paths where `now` differs from `then`, looking only at what `then` holds. */
function differences(then: unknown, now: unknown, path = '$'): string[] {
  // A game that had no state of its own then (null: the play logger only) gains one when its
  // engine arrives (Rebel vs Imperium): an addition, not a change to what was shown.
  if (path === '$.game' && then === null) return []
  if (Array.isArray(then)) {
    if (!Array.isArray(now) || now.length !== then.length)
      return [`${path}: ${JSON.stringify(then)} → ${JSON.stringify(now)}`]
    return then.flatMap((x, i) => differences(x, now[i], `${path}[${i}]`))
  }
  if (then !== null && typeof then === 'object') {
    if (now === null || typeof now !== 'object') return [`${path}: object → ${JSON.stringify(now)}`]
    return Object.entries(then).flatMap(([k, v]) => differences(v, (now as Record<string, unknown>)[k], `${path}.${k}`))
  }
  return Object.is(then, now) ? [] : [`${path}: ${JSON.stringify(then)} → ${JSON.stringify(now)}`]
}

async function replayStored(repo: ReturnType<typeof createRepository>, id: string) {
  const row = (await repo.getGame(id))!
  const log = await GAMES.log(row.module)
  const replayed = log.replay(await repo.listEvents(id), row.players, row.options)
  // What the screens show is the JSON-able state (exports, comparisons): compare that.
  return { row, replayed, state: JSON.parse(JSON.stringify(replayed.state)) as { unreadable: Record<string, string> } }
}

describe('games exported by the previous version', () => {
  for (const file of FILES) {
    it(`${file} imports and replays to the state that version showed`, async () => {
      const { repo } = freshStore()
      const text = read(file)
      const outcome = await repo.importGame(text)
      expect(outcome.status).toBe('imported')
      const id = (JSON.parse(text) as { game: { id: string } }).game.id
      const { state, replayed } = await replayStored(repo, id)
      expect(state.unreadable).toEqual({})
      expect(differences(oldStates[id], state)).toEqual(EXPLAINED[id] ?? [])
      // Every event has words in the timeline (no raw type names).
      for (const e of replayed.events)
        if (e.type !== 'undo' && e.type !== 'redo') expect(replayed.state.unreadable[e.seq]).toBeUndefined()
      // The file as stored is untouched: exporting gives back the same events.
      expect(JSON.parse(await repo.exportGame(id)).events).toEqual(JSON.parse(text).events)
    })
  }
})

describe('a database written with schema v1 by the previous version', () => {
  it('opens with every game replaying to the state that version showed', async () => {
    const rows = JSON.parse(read('database-v1.json')) as Record<string, unknown[]>
    const name = freshDbName()
    const raw = new Dexie(name, backend)
    raw
      .version(1)
      .stores({ games: 'id, module, status, updatedAt', events: '[gameId+seq], gameId, type', settings: 'key' })
    await raw.open()
    await raw.transaction('rw', raw.tables, async () => {
      for (const [table, list] of Object.entries(rows)) await raw.table(table).bulkAdd(list)
    })
    raw.close()

    const repo = createRepository(openHolotableDb(name, backend))
    const games = await repo.listGames()
    expect(games.map((g) => g.id).sort()).toEqual(['game-1', 'game-2', 'game-3', 'game-4'])
    for (const g of games) {
      const { state } = await replayStored(repo, g.id)
      expect(state.unreadable, g.id).toEqual({})
      expect(differences(oldStates[g.id], state), g.id).toEqual(EXPLAINED[g.id] ?? [])
    }
    expect(await repo.listCorrections()).toEqual({ 'rebellion.probeDeckSize': 31 })
  })
})

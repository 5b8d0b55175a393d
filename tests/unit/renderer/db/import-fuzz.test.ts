// Hostile imports, generated: ≥ 3,000 game files for every registered game, through the real import
// code (fake IndexedDB). Each file is a game built from the game's own event declarations (values
// drawn from each event's schema, undo/redo aimed right or wrong, clocks that jump back), often
// spoiled afterwards (a value replaced, a key deleted, events swapped or repeated). The property:
// - a refused file leaves the library exactly as it was and says why in a sentence;
// - an accepted file is harmless: its stored log replays through the game with no unreadable event,
//   every event reads aloud, and it exports and re-imports to the very same game and log.
// Seeded (tests/unit/setup-fast-check.ts): FC_SEED=random explores new files.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GameLog } from '../../../../src-shared/core/game-log'
import type { GameManifest } from '../../../../src-shared/core/game-module'
import type { LogEvent, Player } from '../../../../src-shared/core/game-record'
import { analyseLog, isMetaEvent, REDO, UNDO } from '../../../../src-shared/core/log'
import { playEvents } from '../../../../src-shared/core/play-events'
import { GAMES } from '../../../../src-shared/games/registry'
import { arbitraryFor, type Vocabulary } from './schema-arbitrary'
import { freshStore, type TestStore } from './fixtures'

const RUNS = 3000

interface GameKit {
  manifest: GameManifest
  log: GameLog
  /** Every type the game's log declares, with its payload schema. */
  schemas: Record<string, unknown>
  words: string[]
}

const kits: GameKit[] = []

const FIXTURES = import.meta.glob<{ events: LogEvent[] }>('../../../fixtures/legacy-v1/*.holotable.json', {
  eager: true,
  import: 'default',
})

/** Every string a real exported game of this kind holds (unit ids, card names…), where a fixture exists. */
function fixtureWords(id: string): string[] {
  const fixture = FIXTURES[`../../../fixtures/legacy-v1/${id}.holotable.json`]
  if (!fixture) return []
  const words = new Set<string>()
  const walk = (x: unknown): void => {
    if (typeof x === 'string' && x.length <= 40) words.add(x)
    else if (Array.isArray(x)) x.forEach(walk)
    else if (x && typeof x === 'object') Object.values(x).forEach(walk)
  }
  walk(fixture.events.map((e) => e.payload))
  return [...words]
}

function specsOf(log: GameLog): Record<string, { schema: unknown }> {
  const specs = (log.engine.events as unknown as { specs?: Record<string, { schema: unknown }> }).specs
  if (!specs) throw new Error('a game’s events must come from defineEvents (their schemas feed this test)')
  return specs
}

beforeAll(async () => {
  for (const manifest of GAMES.manifests as readonly GameManifest[]) {
    const log = await GAMES.log(manifest.id)
    const schemas: Record<string, unknown> = {}
    for (const [type, spec] of Object.entries(specsOf(log))) schemas[type] = spec.schema
    for (const [type, spec] of Object.entries(playEvents.specs)) schemas[type] = spec.schema
    const words = [
      'p1',
      'p2',
      'p3',
      'p4',
      ...(manifest.factions ?? []).map((f) => f.id),
      ...manifest.options.flatMap((o) => [o.id, ...(o.choices ?? []).map((c) => c.id)]),
      ...fixtureWords(manifest.id),
    ]
    kits.push({ manifest, log, schemas, words })
  }
})

type Step = { kind: 'event'; type: string; payload: unknown } | { kind: 'undo' | 'redo'; aim: 'right' | number }

interface Draft {
  module: string
  id: string
  title: string
  players: Player[]
  options: Record<string, unknown>
  steps: Step[]
  /** Minutes between events; negative = the clock was set back. */
  clock: number[]
  /** Log only what the app would have let a player enter (each event's check, undo/redo as the app aims them). */
  faithful: boolean
}

function draftFor(kit: GameKit): fc.Arbitrary<Draft> {
  const { min, max } = kit.manifest.players
  const vocab: Vocabulary = { words: kit.words }
  const names = fc.oneof(fc.constantFrom('Ana', 'Ben', 'Chi', 'Dee', 'Eli', 'Fay'), fc.string({ maxLength: 8 }))
  const faction = kit.manifest.factions
    ? fc.option(fc.constantFrom(...kit.manifest.factions.map((f) => f.id)), { nil: undefined })
    : fc.constant(undefined)
  const players = fc
    .integer({ min: Math.max(0, min - 1), max: max + 1 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, () => fc.tuple(names, faction))))
    .map((list) =>
      list.map(([name, f], i): Player =>
        f === undefined ? { id: `p${i + 1}`, name } : { id: `p${i + 1}`, name, faction: f },
      ),
    )
  const options = fc.record(
    Object.fromEntries(
      kit.manifest.options.map((o) => [
        o.id,
        o.kind === 'boolean' ? fc.boolean() : fc.constantFrom(...(o.choices ?? []).map((c) => c.id), o.default),
      ]),
    ),
  )
  const types = Object.keys(kit.schemas).filter((t) => t !== 'game.started')
  const eventStep: fc.Arbitrary<Step> = fc
    .constantFrom(...types)
    .chain((type) => arbitraryFor(kit.schemas[type], vocab).map((payload): Step => ({ kind: 'event', type, payload })))
  const metaStep: fc.Arbitrary<Step> = fc.record({
    kind: fc.constantFrom('undo' as const, 'redo' as const),
    aim: fc.oneof({ weight: 4, arbitrary: fc.constant('right' as const) }, fc.integer({ min: -1, max: 12 })),
  })
  return fc.record({
    module: fc.constant(kit.manifest.id),
    id: fc.oneof(
      { weight: 8, arbitrary: fc.uuid() },
      fc.constantFrom('game-1', 'x'.repeat(65), 'a/b', '../etc', 'game 1', ''),
    ),
    title: fc.oneof(fc.constantFrom('Friday night', 'x'.repeat(120)), fc.string({ maxLength: 30 })),
    players,
    options,
    steps: fc.array(fc.oneof({ weight: 4, arbitrary: eventStep }, metaStep), { maxLength: 14 }),
    clock: fc.array(fc.integer({ min: -90, max: 30 }), { minLength: 15, maxLength: 15 }),
    faithful: fc.boolean(),
  })
}

function fileOf(d: Draft): Record<string, unknown> {
  const log = kits.find((k) => k.manifest.id === d.module)!.log
  const start = Date.parse('2024-05-01T18:00:00.000Z')
  let t = start
  const events: LogEvent[] = []
  let state = log.initial(d.players, d.options)
  const push = (type: string, payload: unknown): void => {
    t += (d.clock[events.length % d.clock.length] ?? 1) * 60_000
    const e: LogEvent = { gameId: d.id, seq: events.length + 1, at: new Date(t).toISOString(), type, v: 1, payload }
    events.push(e)
    if (isMetaEvent(e)) {
      state = log.initial(d.players, d.options)
      for (const x of analyseLog(events).effective) state = log.apply(state, x)
    } else state = log.apply(state, e)
  }
  push('game.started', { players: d.players, options: d.options })
  for (const s of d.steps) {
    if (s.kind === 'event') {
      if (d.faithful && log.check(state, { type: s.type, v: 1, payload: s.payload }) !== undefined) continue
      push(s.type, s.payload)
    } else {
      const a = analyseLog(events)
      const right = s.kind === 'undo' ? a.undoTarget?.seq : a.redoTarget?.seq
      // The app never undoes the start of the game, and offers no undo/redo with nothing to take.
      if (d.faithful && (right === undefined || right === 1 || s.aim !== 'right')) continue
      push(s.kind === 'undo' ? UNDO : REDO, { target: s.aim === 'right' ? (right ?? 1) : s.aim })
    }
  }
  return {
    format: 'holotable-game',
    version: 1,
    exportedAt: new Date(t).toISOString(),
    game: {
      id: d.id,
      module: d.module,
      title: d.title,
      players: d.players,
      options: d.options,
      status: 'active',
      createdAt: new Date(start).toISOString(),
      updatedAt: new Date(t).toISOString(),
    },
    events,
  }
}

/** Every place in the file a spoiler can reach: [container, key]. */
function places(root: unknown): [Record<string, unknown> | unknown[], string | number][] {
  const out: [Record<string, unknown> | unknown[], string | number][] = []
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach((v, i) => (out.push([x, i]), walk(v)))
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) {
        out.push([x as Record<string, unknown>, k])
        walk(v)
      }
  }
  walk(root)
  return out
}

type Spoil =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'repeat'; a: number }
  | { kind: 'newer'; a: number }
  | { kind: 'type'; a: number; type: string }

const spoils: fc.Arbitrary<Spoil> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), a: fc.nat() }),
  fc.record({ kind: fc.constant('newer' as const), a: fc.nat() }),
  fc.record({
    kind: fc.constant('type' as const),
    a: fc.nat(),
    type: fc.constantFrom('game.started', 'game.finished', 'undo', 'nope.never', 'rtg.card.drawn', 'reb.unit.moved'),
  }),
)

function spoil(file: Record<string, unknown>, s: Spoil): void {
  const events = file.events as LogEvent[]
  const pick = (n: number): number => n % events.length
  switch (s.kind) {
    case 'none':
      return
    case 'replace':
    case 'delete': {
      const all = places(file)
      const [container, key] = all[s.at % all.length]!
      if (s.kind === 'replace') (container as Record<string | number, unknown>)[key] = s.value
      else if (Array.isArray(container)) container.splice(key as number, 1)
      else delete container[key]
      return
    }
    case 'swap': {
      const a = pick(s.a)
      const b = pick(s.b)
      ;[events[a], events[b]] = [events[b]!, events[a]!]
      return
    }
    case 'repeat':
      events.push({ ...events[pick(s.a)]!, seq: events.length + 1 })
      return
    case 'newer':
      events[pick(s.a)]!.v = 2
      return
    case 'type':
      events[pick(s.a)]!.type = s.type
  }
}

/** What the timeline shows for an event, as the session store words it. */
function timeline(log: GameLog, events: readonly LogEvent[], players: readonly Player[]): string[] {
  const bySeq = new Map(events.map((e) => [e.seq, e]))
  return events.map((e) => {
    if (!isMetaEvent(e)) return log.describe(e, players)
    const target = bySeq.get((e.payload as { target: number }).target)
    if (!target || isMetaEvent(target)) throw new Error(`#${e.seq} aims at no ordinary event`)
    return log.describe(target, players)
  })
}

describe('importing generated game files (every registered game)', () => {
  let library: TestStore
  let again: TestStore
  beforeAll(() => {
    library = freshStore()
    again = freshStore()
  })

  it(`refuses what could harm and keeps what it accepts intact (${RUNS} files)`, async () => {
    const tally = {
      accepted: 0,
      refused: 0,
      byGame: {} as Record<string, number>,
      ownEvents: {} as Record<string, number>,
    }
    const file = fc.constantFrom(...kits).chain((kit) => fc.tuple(draftFor(kit), spoils))
    await fc.assert(
      fc.asyncProperty(file, async ([draft, s]) => {
        const data = fileOf(draft)
        spoil(data, s)
        const text = JSON.stringify(data)
        const eventsBefore = await library.db.events.count()
        const gamesBefore = await library.db.games.count()
        const outcome = await library.repo.importGame(text, 'keep-both')
        if (outcome.status !== 'imported') {
          expect(outcome.status).toBe('invalid')
          if (outcome.status === 'invalid') expect(outcome.error).toMatch(/^This .+\.$/s)
          expect(await library.db.events.count()).toBe(eventsBefore)
          expect(await library.db.games.count()).toBe(gamesBefore)
          tally.refused++
          return
        }
        tally.accepted++
        tally.byGame[draft.module] = (tally.byGame[draft.module] ?? 0) + 1
        const row = outcome.game
        const stored = await library.repo.listEvents(row.id)
        const kit = kits.find((k) => k.manifest.id === row.module)!
        const replayed = kit.log.replay(stored, row.players, row.options)
        const own = replayed.events.filter((e) => !isMetaEvent(e) && !playEvents.has(e.type)).length
        tally.ownEvents[row.module] = (tally.ownEvents[row.module] ?? 0) + own
        expect(replayed.state.unreadable).toEqual({})
        expect(timeline(kit.log, replayed.events, row.players).every((line) => typeof line === 'string')).toBe(true)
        kit.log.engine.progress?.(replayed.state.game, replayed.state.play)
        kit.log.engine.suggestedResult?.(replayed.state.game, replayed.state.play)
        // import → export → import is the identity.
        const exported = await library.repo.exportGame(row.id)
        const back = await again.repo.importGame(exported, 'replace')
        expect(back).toEqual({ status: 'imported', game: row, corrections: [] })
        expect(await again.repo.listEvents(row.id)).toEqual(stored)
        const twice = JSON.parse(await again.repo.exportGame(row.id)) as Record<string, unknown>
        expect({ ...twice, exportedAt: null }).toEqual({ ...(JSON.parse(exported) as object), exportedAt: null })
      }),
      { numRuns: RUNS },
    )
    console.info(`import fuzz: ${tally.accepted} accepted, ${tally.refused} refused`, tally.byGame)
    // The generator must keep producing games the app accepts for every game, or the test proves little.
    for (const kit of kits) expect(tally.byGame[kit.manifest.id] ?? 0, kit.manifest.id).toBeGreaterThan(20)
  }, 600_000)
})

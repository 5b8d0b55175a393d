import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CORE_EVENT_NAME, defineEvents, GAME_EVENT_NAME } from '../../../src-shared/core/events'
import { createGameLog } from '../../../src-shared/core/game-log'
import type { GameEngine } from '../../../src-shared/core/game-module'
import type { LogEvent, NewEvent, Player } from '../../../src-shared/core/game-record'
import { playEvents } from '../../../src-shared/core/play-events'
import { GAMES } from '../../../src-shared/games/registry'

interface Tally {
  total: number
  secret: string[]
}
const tally = defineEvents<Tally>()<{
  'tally.points.added': { points: number; by?: string }
  'tally.secret.noted': { text: string }
}>({
  'tally.points.added': {
    v: 2,
    formerly: [{ type: 'tally.add', payload: (old) => ({ points: old as number }) }],
    upgrade: { 1: (p) => ({ ...(p as object), by: 'someone' }) },
    schema: z.object({ points: z.number().int().min(1, 'must be at least 1'), by: z.string().optional() }),
    check: (s, p) => (s.total + p.points > 10 ? `the track ends at 10 (it is at ${s.total})` : undefined),
    apply: (s, p) => ({ ...s, total: s.total + p.points }),
    describe: (p) => `+${p.points}${p.by ? ` by ${p.by}` : ''}`,
  },
  'tally.secret.noted': {
    v: 1,
    private: 'p1',
    schema: z.object({ text: z.string() }),
    apply: (s, p) => ({ ...s, secret: [...s.secret, p.text] }),
    describe: () => 'A private note',
  },
})
const engine: GameEngine<Tally> = {
  events: tally,
  initialState: () => ({ total: 0, secret: [] }),
  progress: (s) => `at ${s.total}`,
}
const players: Player[] = [{ id: 'p1', name: 'Ana' }]
const stored = (list: NewEvent[]): LogEvent[] =>
  list.map((e, i) => ({ ...e, gameId: 'g', seq: i + 1, at: '2026-01-01T00:00:00.000Z' }))
const started = playEvents.make('game.started', { players, options: {} })

describe('defineEvents', () => {
  it('builds events in the current payload version, typed by the declaration', () => {
    expect(tally.make('tally.points.added', { points: 3 })).toEqual({
      type: 'tally.points.added',
      v: 2,
      payload: { points: 3 },
    })
  })

  it('reads former names and old versions as the current type, and never rewrites what is stored', () => {
    const old: LogEvent = { gameId: 'g', seq: 2, at: '2026-01-01T00:00:00.000Z', type: 'tally.add', v: 1, payload: 4 }
    expect(tally.read(old)).toEqual({
      ok: true,
      event: { ...old, type: 'tally.points.added', v: 2, payload: { points: 4, by: 'someone' } },
    })
    expect(old).toEqual({ gameId: 'g', seq: 2, at: '2026-01-01T00:00:00.000Z', type: 'tally.add', v: 1, payload: 4 })
    expect(tally.read({ ...old, type: 'tally.points.added', payload: { points: 1 } })).toMatchObject({
      ok: true,
      event: { v: 2, payload: { points: 1, by: 'someone' } },
    })
  })

  it('refuses, with the event named, a newer version, an unknown type and a payload that fails its schema', () => {
    const e = (type: string, v: number, payload: unknown): LogEvent => ({
      gameId: 'g',
      seq: 7,
      at: '2026-01-01T00:00:00.000Z',
      type,
      v,
      payload,
    })
    expect(tally.read(e('tally.points.added', 3, { points: 1 }))).toEqual({
      ok: false,
      reason: '“tally.points.added” was written by a newer Holotable (payload version 3; this one reads up to 2)',
    })
    expect(tally.read(e('tally.dice.rolled', 1, {}))).toEqual({
      ok: false,
      reason: 'unknown event type “tally.dice.rolled”',
    })
    expect(tally.read(e('tally.points.added', 2, { points: 0 }))).toEqual({
      ok: false,
      reason: '“tally.points.added”: points: must be at least 1',
    })
  })

  it('runs the check when appending, and says why', () => {
    expect(tally.check({ total: 9, secret: [] }, tally.make('tally.points.added', { points: 2 }))).toBe(
      'the track ends at 10 (it is at 9)',
    )
    expect(tally.check({ total: 8, secret: [] }, tally.make('tally.points.added', { points: 2 }))).toBeUndefined()
    expect(tally.check({ total: 0, secret: [] }, { type: 'tally.points.added', payload: { points: -1 } })).toBe(
      'points: must be at least 1',
    )
  })

  it('marks private events for the shared screen', () => {
    expect(tally.privateTo({ type: 'tally.secret.noted' })).toBe('p1')
    expect(tally.privateTo({ type: 'tally.points.added' })).toBeUndefined()
  })
})

describe('a game log read through its declarations', () => {
  const log = createGameLog(engine)

  it('replays, showing an unreadable event in the timeline while the rest still counts', () => {
    const events = stored([
      started,
      tally.make('tally.points.added', { points: 2 }),
      { type: 'tally.points.added', v: 9, payload: {} },
      tally.make('tally.points.added', { points: 5 }),
    ])
    const r = log.replay(events, players, {})
    expect(r.state.game.total).toBe(7)
    expect(r.state.unreadable).toEqual({
      3: '“tally.points.added” was written by a newer Holotable (payload version 9; this one reads up to 2)',
    })
    expect(log.describe(r.events[1]!, players)).toBe('+2')
    expect(engine.progress!(r.state.game, r.state.play)).toBe('at 7')
  })

  it('does not re-run checks on replay: what was entered stays entered', () => {
    const events = stored([
      started,
      tally.make('tally.points.added', { points: 9 }),
      tally.make('tally.points.added', { points: 9 }),
    ])
    expect(log.replay(events, players, {}).state.game.total).toBe(18)
  })

  it('undo and redo fold the same way as before', () => {
    const events = stored([
      started,
      tally.make('tally.points.added', { points: 2 }),
      tally.make('tally.points.added', { points: 3 }),
      { type: 'undo', v: 1, payload: { target: 3 } },
    ])
    const r = log.replay(events, players, {})
    expect(r.state.game.total).toBe(2)
    expect(r.analysis.redoTarget?.seq).toBe(3)
  })

  /** The log's replay of a game whose one event's fold meets `apply`'s error. */
  const replayBroken = (apply: (s: Tally) => Tally) =>
    createGameLog<Tally>({
      ...engine,
      events: defineEvents<Tally>()<{ 'tally.thing.broke': Record<string, never> }>({
        'tally.thing.broke': { v: 1, schema: z.object({}), apply, describe: () => 'x' },
      }),
    }).replay(stored([started, { type: 'tally.thing.broke', v: 1, payload: {} }]), players, {})

  it('a payload that fits its schema but not the state is skipped as unreadable, never thrown', () => {
    const r = replayBroken(() => {
      throw new Error('no such unit')
    })
    expect(r.state.unreadable).toEqual({ 2: '“tally.thing.broke” does not fit the game at this point (no such unit)' })
    // The game's own reason is kept apart, so the timeline and an import can frame it in a language.
    expect(r.state.misfits).toEqual({ 2: 'no such unit' })
  })

  it('a program error met while folding is kept as such (null), not as the program’s words', () => {
    const r = replayBroken((s) => {
      const hands = {} as Record<string, { cards: number }>
      return { ...s, total: hands['p9']!.cards }
    })
    expect(r.state.misfits).toEqual({ 2: null })
    expect(Object.keys(r.state.unreadable)).toEqual(['2'])
  })
})

describe('event names follow one convention', () => {
  it('shared kinds are <subject>.<participle>', () => {
    for (const type of playEvents.types) expect(type).toMatch(CORE_EVENT_NAME)
  })
  it('every game’s own events are <prefix>.<subject>.<participle>, with one prefix per game', async () => {
    const prefixes = new Set<string>()
    for (const id of GAMES.ids) {
      const log = await GAMES.log(id)
      const own = new Set(log.engine.events.types.map((t) => t.split('.')[0]))
      for (const type of log.engine.events.types) expect(type, id).toMatch(GAME_EVENT_NAME)
      expect(own.size, id).toBeLessThanOrEqual(1)
      for (const p of own) {
        expect(prefixes.has(p!), `${id} shares its prefix ${p}`).toBe(false)
        prefixes.add(p!)
      }
    }
  })
})

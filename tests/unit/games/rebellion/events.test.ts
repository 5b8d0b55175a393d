import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { LogEvent, Player } from '../../../../src-shared/core/game-record'
import { replay, undoEvent } from '../../../../src-shared/core/log'
import { rebellion } from '../../../../src-shared/games/rebellion'
import { GAMES } from '../../../../src-shared/games/registry'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import { gameReducer } from '../game-reducer'
import { initialPlayLog, type PlayLogState } from '../../../../src-shared/core/play-log'
import { drawLoyalty } from '../../../../src-shared/games/rebellion/loyalty'

const players: Player[] = [
  { id: 'p1', name: 'Ann', faction: 'empire' },
  { id: 'p2', name: 'Ben', faction: 'rebels' },
]

function log(...items: [string, unknown][]): LogEvent[] {
  return items.map(([type, payload], i) => ({
    gameId: 'g',
    seq: i + 1,
    at: '2025-01-01T00:00:00Z',
    type,
    v: 1,
    payload,
  }))
}

function withUndo(events: LogEvent[]): LogEvent[] {
  const u = undoEvent(events)!
  return [...events, { gameId: 'g', seq: events.length + 1, at: '2025-01-01T00:00:00Z', ...u }]
}

const opts = { riseOfTheEmpire: false, firstGame: false }

const rebellionLog = await GAMES.log('rebellion')
const engine = rebellionLog.engine as typeof rebellionLog.engine & {
  progress(s: RebellionState, play: PlayLogState): string | undefined
}
const initialState = (p: Player[], o: Record<string, unknown>) => engine.initialState(p, o) as RebellionState
const reduce = gameReducer(rebellionLog, players) as (s: RebellionState, e: LogEvent) => RebellionState
const describeEvent = (e: LogEvent, p: Player[]) => {
  const r = rebellionLog.read(e)
  return rebellionLog.describe(r.ok ? r.event : e, p)
}
const playing = initialPlayLog(players)
/** The play log of a game the players finished from *Finish game* (the Empire named winner). */
const finishedEarly: PlayLogState = { ...playing, result: { winners: [players[0]!.id], scores: {} } }
const progress = (s: RebellionState, play: PlayLogState = playing) => engine.progress(s, play)
/** Event names as stored by the first version: every one is still read (declared former names). */
const EV = {
  loyaltyDrawn: 'rebellion.setup.loyalty',
  refreshTicked: 'rebellion.refresh.step-ticked',
  phase: 'rebellion.phase.set',
  timeAdvanced: 'rebellion.time.advanced',
  reputationMoved: 'rebellion.reputation.moved',
  systemEdited: 'rebellion.system.edited',
  built: 'rebellion.queue.built',
  queueSlid: 'rebellion.queue.slid',
  deployed: 'rebellion.queue.deployed',
  probe: 'rebellion.probe.recorded',
  empireVictory: 'rebellion.empire.victory',
} as const

describe('Rebellion state', () => {
  it('exposes the module record with its options', () => {
    expect(rebellion.id).toBe('rebellion')
    expect(rebellion.options.map((o) => o.id)).toEqual([
      'riseOfTheEmpire',
      'newStarterUnits',
      'roteMissions',
      'firstGame',
    ])
    // A new game is in setup until its setup checklist is done or a phase is set.
    expect(progress(initialState(players, opts))).toBe('Setup')
  })

  it('starts a RotE new-starter game with the Death Star on queue space 3', () => {
    const s = initialState(players, { riseOfTheEmpire: true, newStarterUnits: true })
    expect(s.queues.empire[3]).toEqual([{ unit: 'death-star', from: 'setup' }])
    expect(initialState(players, opts).queues.empire[3]).toEqual([])
  })

  it('replays a round of build and deploy, and undo takes back the deployment', () => {
    const loyalty = drawLoyalty(5)
    const events = log(
      [EV.loyaltyDrawn, { outcome: loyalty }],
      [EV.phase, { round: 1, phase: 'refresh' }],
      [EV.refreshTicked, { step: 'retrieve-leaders', done: true }],
      [EV.timeAdvanced, { from: 1, to: 2, prompts: { recruit: true, build: true } }],
      [
        EV.built,
        {
          faction: 'rebels',
          units: [
            { space: 1, entry: { unit: 'x-wing', from: 'rebel-base' } },
            { space: 2, entry: { unit: 'rebel-trooper', from: loyalty.rebels[0] } },
          ],
        },
      ],
      [EV.queueSlid, { faction: 'rebels' }],
      [EV.deployed, { faction: 'rebels', placements: [{ unit: 'x-wing', to: loyalty.rebels[0] }] }],
    )
    const s = replay(initialState(players, opts), events, reduce)
    expect(s.board[loyalty.rebels[0]!]).toMatchObject({ loyalty: 'rebel', rebelUnits: true })
    expect(s.board[loyalty.subjugated[0]!].subjugated).toBe(true)
    expect(s.queues.rebels).toEqual({ 1: [{ unit: 'rebel-trooper', from: loyalty.rebels[0] }], 2: [], 3: [] })
    expect(s.awaitingDeploy.rebels).toEqual([])
    expect(s.timeTrack).toEqual({ time: 2, reputation: 14 })
    // Advance time ticked itself when the marker moved (the Rebels alone built and deployed: those stay open).
    expect(s.refreshTicked).toEqual(['retrieve-leaders', 'advance-time'])
    expect(progress(s)).toBe('Round 1 · Refresh phase')
    // Finished from *Finish game* before the game's own end: the header shows Finished, no phase.
    expect(progress(s, finishedEarly)).toBeUndefined()

    const undone = replay(initialState(players, opts), withUndo(events), reduce)
    expect(undone.awaitingDeploy.rebels).toEqual([{ unit: 'x-wing', from: 'rebel-base' }])
    expect(undone.board[loyalty.rebels[0]!].rebelUnits).toBe(false)
  })

  it('detects the Rebel win when reputation reaches time, and records an Empire win', () => {
    const events = log(
      [EV.timeAdvanced, { from: 1, to: 8, prompts: { recruit: false, build: true } }],
      [EV.reputationMoved, { from: 14, to: 8, objective: 'Destroy the Death Star' }],
    )
    const s = replay(initialState(players, opts), events, reduce)
    expect(s.winner).toEqual({ faction: 'rebels', how: 'reputation' })
    expect(progress(s)).toBe('Rebels won')
    expect(progress(s, finishedEarly)).toBe('Rebels won')
    expect(replay(initialState(players, opts), withUndo(events), reduce).winner).toBeUndefined()
    const e = replay(initialState(players, opts), log([EV.empireVictory, { how: 'base-destroyed' }]), reduce)
    expect(e.winner).toEqual({ faction: 'empire', how: 'base-destroyed' })
  })

  it('keeps probe records in a private part of the state and out of the shared words', () => {
    const events = log(
      [EV.probe, { kind: 'card', system: 'hoth', private: 'empire' }],
      [EV.probe, { kind: 'visit', system: 'naboo', private: 'empire' }],
      [EV.probe, { kind: 'card', system: 'hoth', private: 'empire' }],
    )
    const s = replay(initialState(players, opts), events, reduce)
    expect(s.probes).toEqual({ visibility: 'empire-private', cardsSeen: ['hoth'], visited: ['naboo'] })
    expect(describeEvent(events[0]!, players)).toBe('Imperial probe record (private)')
  })

  it('refuses impossible system edits and ignores payloads from a newer version', () => {
    const s0 = initialState(players, opts)
    const edits = log(
      [EV.systemEdited, { system: 'coruscant', change: { loyalty: 'rebel' } }],
      [EV.systemEdited, { system: 'naboo', change: { sabotaged: true } }],
    )
    const s = replay(s0, edits, reduce)
    expect(s.board.coruscant.loyalty).toBe('imperial')
    expect(s.board.naboo.sabotaged).toBe(true)
    const future = { ...edits[1]!, v: 2 }
    expect(reduce(s0, future)).toBe(s0)
    expect(reduce(s0, { ...edits[1]!, type: 'note.added' })).toBe(s0)
  })

  it('describes events for the timeline', () => {
    const [adv, built, lo] = log(
      [EV.timeAdvanced, { from: 3, to: 4, prompts: { recruit: true, build: true } }],
      [EV.built, { faction: 'empire', units: [{ space: 1, entry: { unit: 'stormtrooper', from: 'coruscant' } }] }],
      [
        EV.loyaltyDrawn,
        { outcome: { method: 'cards', rebels: ['naboo'], subjugated: ['sullust'], imperialLoyal: ['rodia'] } },
      ],
    )
    expect(describeEvent(adv!, players)).toBe('Time marker 3 → 4 (recruit and build)')
    expect(describeEvent(built!, players)).toBe('Ann (Empire) built 1 Stormtrooper')
    expect(describeEvent(lo!, players)).toBe(
      'Loyalty entered from real cards: Rebel Naboo; subjugated Sullust; Imperial Rodia',
    )
  })
})

describe('reducer properties', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('build' as const), space: fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3> }),
    fc.constant({ kind: 'slide' as const }),
    fc.constant({ kind: 'deploy' as const }),
  )

  it('never loses or invents a unit, and undo equals never having logged the last event', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 30 }), (actions) => {
        let built = 0
        let deployed = 0
        let waiting = 0
        const items: [string, unknown][] = []
        const sim = { 1: 0, 2: 0, 3: 0 }
        for (const a of actions) {
          if (a.kind === 'build') {
            items.push([
              EV.built,
              { faction: 'empire', units: [{ space: a.space, entry: { unit: 'tie-fighter', from: 'coruscant' } }] },
            ])
            sim[a.space]++
            built++
          } else if (a.kind === 'slide') {
            items.push([EV.queueSlid, { faction: 'empire' }])
            waiting += sim[1]
            sim[1] = sim[2]
            sim[2] = sim[3]
            sim[3] = 0
          } else if (waiting > 0) {
            items.push([EV.deployed, { faction: 'empire', placements: [{ unit: 'tie-fighter', to: 'coruscant' }] }])
            waiting--
            deployed++
          }
        }
        if (items.length === 0) return
        const events = log(...items)
        const s = replay(initialState(players, opts), events, reduce)
        const inQueue = s.queues.empire[1].length + s.queues.empire[2].length + s.queues.empire[3].length
        expect(inQueue + s.awaitingDeploy.empire.length).toBe(built - deployed)
        expect(s.awaitingDeploy.empire.length).toBe(waiting)
        const undone = replay(initialState(players, opts), withUndo(events), reduce)
        expect(undone).toEqual(replay(initialState(players, opts), events.slice(0, -1), reduce))
      }),
      { numRuns: 200 },
    )
  })
})

// Recruiting leaders (base rules, setup "Place Starting Leaders" and Refresh "Recruit Icon"): in a
// game started with `leaderRecruiting` the recruit-icon leaders wait beside the board until a
// `rebellion.leader.recruited` event puts them into their side's pool; a game started before (no such
// option) keeps every leader in the pool and refuses nothing, as it always did.
import { describe, expect, it } from 'vitest'
import type { LogEvent } from '../../../../src-shared/core/game-record'
import { replay } from '../../../../src-shared/core/log'
import { playEvents } from '../../../../src-shared/core/play-events'
import { rebellion } from '../../../../src-shared/games/rebellion'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { leaderPool, waitingLeaders } from '../../../../src-shared/games/rebellion/recruiting'
import { leaderAt, poolLimits } from '../../../../src-shared/games/rebellion/units-on-board'
import { players, rebellionLog, rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make
const NEW_GAME = { riseOfTheEmpire: false, firstGame: false, ...rebellion.newGameOptions }
const OLD_GAME = { riseOfTheEmpire: false, firstGame: false }
const recruit = (faction: 'empire' | 'rebels', leader: string) => ev('rebellion.leader.recruited', { faction, leader })
const placePiett = ev('rebellion.leader.placed', { system: 'sullust', faction: 'empire', leader: 'piett' })
const ids = (list: { id: string }[]) => list.map((l) => l.id)

describe('recruiting leaders in a new game', () => {
  it('new games are started with recruiting tracked', () => {
    expect(rebellion.newGameOptions).toEqual({ leaderRecruiting: true })
  })

  it('the pool holds the four starting leaders; the recruit-icon leaders wait beside the board', () => {
    const t = rebellionTable(NEW_GAME)
    expect(ids(leaderPool(t.s, 'empire'))).toEqual(['palpatine', 'vader', 'tarkin', 'tagge'])
    expect(ids(leaderPool(t.s, 'rebels'))).toEqual(['mon-mothma', 'dodonna', 'rieekan', 'leia'])
    expect(ids(waitingLeaders(t.s, 'empire'))).toEqual([
      'ozzel',
      'piett',
      'boba-fett',
      'yularen',
      'veers',
      'greejatus',
      'jerjerrod',
      'soontir-fel',
    ])
    expect(waitingLeaders(t.s, 'rebels')).toHaveLength(9)
  })

  it('a leader not recruited cannot be placed or activate a system; once recruited, it can', () => {
    const t = rebellionTable(NEW_GAME)
    expect(t.play(placePiett)).toBe(
      'Admiral Piett has not been recruited yet: press “Recruit Admiral Piett” under “Waiting to be recruited” in the leader pool (Units tab) first.',
    )
    t.ok(
      ev('rebellion.units.placed', {
        system: 'sullust',
        faction: 'empire',
        units: { 'star-destroyer': 1 },
        limits: poolLimits(),
      }),
    )
    t.command()
    const activate = ev('rebellion.units.moved', {
      faction: 'empire',
      to: 'naboo',
      leader: 'piett',
      moves: [{ from: 'sullust', unit: 'star-destroyer', count: 1 }],
    })
    expect(t.play(activate)).toMatch(/^Admiral Piett has not been recruited yet/)
    t.ok(recruit('empire', 'piett'))
    expect(t.s.recruited).toEqual({ empire: ['piett'], rebels: [] })
    expect(ids(leaderPool(t.s, 'empire'))).toContain('piett')
    expect(ids(waitingLeaders(t.s, 'empire'))).not.toContain('piett')
    expect(t.text(t.length - 1)).toBe('Empire: Admiral Piett recruited into the leader pool')
    t.ok(activate)
    expect(leaderAt(t.s.forces, 'piett')?.system).toBe('naboo')
  })

  it('refuses a leader of the other side, one already in play, a starting leader and an unknown one', () => {
    const t = rebellionTable(NEW_GAME)
    expect(t.play(recruit('rebels', 'piett'))).toBe('Admiral Piett is not a leader of the Rebels.')
    expect(t.play(recruit('empire', 'vader'))).toBe(
      'Darth Vader has no recruit icon: the leader starts in the leader pool and is never recruited.',
    )
    expect(t.play(recruit('empire', 'thrawn'))).toBe(
      '“thrawn” is not a leader of this game: choose one from the leader pool.',
    )
    // Krennic belongs to Rise of the Empire: not a leader of a base game.
    expect(t.play(recruit('empire', 'krennic'))).toBe(
      '“krennic” is not a leader of this game: choose one from the leader pool.',
    )
    t.ok(recruit('empire', 'piett'))
    // A second press (a double click that got through) records nothing more.
    expect(t.play(recruit('empire', 'piett'))).toBe('Admiral Piett is already recruited: the leader is in play.')
    t.ok(placePiett)
    expect(t.play(recruit('empire', 'piett'))).toBe('Admiral Piett is already recruited: the leader is in play.')
    expect(t.length).toBe(2)
  })

  it('says it in German', () => {
    const t = rebellionTable(NEW_GAME)
    expect(rebellionLog.check(t.full, placePiett, 'de')).toBe(
      'Admiral Piett ist noch nicht rekrutiert: Drücke zuerst „Admiral Piett rekrutieren“ unter „Warten auf Rekrutierung“ im Anführervorrat (Reiter „Einheiten“).',
    )
    t.ok(recruit('empire', 'piett'))
    expect(rebellionLog.describe(t.log[0]!, players, 'de')).toBe(
      'Imperium: Admiral Piett in den Anführervorrat rekrutiert',
    )
  })

  it('undo puts the leader back to wait; redo recruits again', () => {
    const t = rebellionTable(NEW_GAME)
    t.ok(recruit('rebels', 'han'))
    expect(ids(leaderPool(t.s, 'rebels'))).toContain('han')
    t.undo()
    expect(t.s.recruited.rebels).toEqual([])
    expect(ids(waitingLeaders(t.s, 'rebels'))).toContain('han')
    expect(t.play(ev('rebellion.leader.placed', { system: 'dagobah', faction: 'rebels', leader: 'han' }))).toMatch(
      /^Han Solo has not been recruited yet/,
    )
  })

  it('changing the options keeps recruiting tracked (and starts the recruits again with the game)', () => {
    const t = rebellionTable(NEW_GAME)
    t.ok(recruit('rebels', 'han'))
    t.ok(playEvents.make('options.changed', { options: { ...NEW_GAME, riseOfTheEmpire: true } }))
    expect(t.s.options.leaderRecruiting).toBe(true)
    expect(t.s.recruited.rebels).toEqual([])
  })

  it('Rise of the Empire: Krennic, whose way into play the sources do not give, stays in the pool', () => {
    const t = rebellionTable({ ...NEW_GAME, riseOfTheEmpire: true })
    expect(ids(leaderPool(t.s, 'empire'))).toContain('krennic')
    expect(ids(waitingLeaders(t.s, 'empire'))).not.toContain('krennic')
    expect(t.play(recruit('empire', 'krennic'))).toBe(
      'Director Krennic is already in the leader pool: the rule texts do not say how this leader comes into play, so Holotable keeps the leader there.',
    )
  })
})

describe('a game started before recruiting was tracked', () => {
  it('keeps every leader in the pool and refuses no placement', () => {
    const t = rebellionTable(OLD_GAME)
    expect(t.s.options.leaderRecruiting).toBeUndefined()
    expect(leaderPool(t.s, 'empire')).toHaveLength(12)
    expect(leaderPool(t.s, 'rebels')).toHaveLength(13)
    expect(waitingLeaders(t.s, 'empire')).toEqual([])
    t.ok(placePiett)
    t.ok(ev('rebellion.leader.placed', { system: 'dagobah', faction: 'rebels', leader: 'han' }))
  })

  it('refuses a recruit: every leader is already in play', () => {
    const t = rebellionTable(OLD_GAME)
    expect(t.play(recruit('empire', 'piett'))).toBe(
      'Admiral Piett is already in the leader pool: this game was started before recruiting was recorded, so every leader is in play.',
    )
  })

  it('an old log with recruit-icon leaders replays to the same board, and so does a later options change', () => {
    const at = '2025-01-01T00:00:00Z'
    const events = [
      ev('rebellion.leader.placed', { system: 'sullust', faction: 'empire', leader: 'piett' }),
      ev('rebellion.leader.placed', { system: 'dagobah', faction: 'rebels', leader: 'luke' }),
      playEvents.make('options.changed', { options: { ...OLD_GAME, firstGame: true } }),
      ev('rebellion.leader.placed', { system: 'hoth', faction: 'rebels', leader: 'han' }),
    ].map((e, i) => ({ ...e, gameId: 'g', seq: i + 1, at }) as LogEvent)
    const initial = rebellionLog.initial(players, OLD_GAME)
    const s = replay(initial, events, (st, e) => rebellionLog.apply(st, e)).game as ReturnType<
      typeof rebellionTable
    >['s']
    expect(s.options).toEqual({ riseOfTheEmpire: false, newStarterUnits: false, roteMissions: false, firstGame: true })
    expect(leaderAt(s.forces, 'han')?.system).toBe('hoth')
    // The options change kept the game untracked: a further placement is still allowed.
    const t = rebellionTable(OLD_GAME)
    t.ok(playEvents.make('options.changed', { options: { ...OLD_GAME, firstGame: true } }))
    t.ok(placePiett)
  })
})

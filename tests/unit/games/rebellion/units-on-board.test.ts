// The board knows its units: deploys fill it, moves follow the activation rules (base rules,
// "Activate A System"), losses, damage and captures change it, and every refusal says why.
import { describe, expect, it } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import type { LogEvent } from '../../../../src-shared/core/game-record'
import { replay, undoEvent } from '../../../../src-shared/core/log'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { fullestRetreat, moveOptions, reachableIn, whyNotMove } from '../../../../src-shared/games/rebellion/movement'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'
import { poolLimits, unitsIn } from '../../../../src-shared/games/rebellion/units-on-board'
import { players, rebellionLog, rebellionTable } from './rebellion-table'

/** A game in round 1's Command phase, where systems are activated. */
function table() {
  const t = rebellionTable()
  t.command()
  return t
}

const ev = rebellionEventLog.make
const LIMITS = poolLimits()

type Table = ReturnType<typeof table>

const place = (system: SystemId, faction: 'empire' | 'rebels', units: Record<string, number>) =>
  ev('rebellion.units.placed', { system, faction, units, limits: LIMITS })

describe('units on the board', () => {
  it('places figures and keeps the presence flags the build helpers read in step', () => {
    const t = table()
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1, 'at-at': 1 }))
    expect(unitsIn(t.s, 'sullust').empire.units).toEqual({ 'star-destroyer': [0], 'at-at': [0] })
    expect(t.s.board.sullust.imperialUnits).toBe(true)
    t.ok(
      ev('rebellion.units.removed', {
        system: 'sullust',
        faction: 'empire',
        unit: 'star-destroyer',
        count: 1,
        why: 'destroyed',
      }),
    )
    t.ok(
      ev('rebellion.units.removed', {
        system: 'sullust',
        faction: 'empire',
        unit: 'at-at',
        count: 1,
        why: 'destroyed',
      }),
    )
    expect(t.s.forces.sullust).toBeUndefined()
    expect(t.s.board.sullust.imperialUnits).toBe(false)
  })

  it('refuses a unit of the other faction and more figures than the box holds', () => {
    const t = table()
    expect(t.play(place('hoth', 'rebels', { 'tie-fighter': 1 }))).toBe('TIE Fighter is not a unit of the Rebels.')
    // Super Star Destroyer: 2 in the box (facts "Units").
    t.ok(place('coruscant', 'empire', { 'super-star-destroyer': 2 }))
    expect(t.play(place('corellia', 'empire', { 'super-star-destroyer': 1 }))).toBe(
      'The box holds 2 Super Star Destroyer figures and 2 are already on the board, so 1 more does not fit. If your copy has more, correct it in Settings › Data corrections.',
    )
    // A corrected count (Settings › Data corrections) travels in the payload.
    const corrected = poolLimits({ 'rebellion.pool.empire': [24, 8, 8, 3, 2, 30, 10, 4] })
    expect(corrected['super-star-destroyer']).toBe(3)
    t.ok(
      ev('rebellion.units.placed', {
        system: 'corellia',
        faction: 'empire',
        units: { 'super-star-destroyer': 1 },
        limits: corrected,
      }),
    )
  })

  it('damage stays on its figure and cannot exceed health', () => {
    const t = table()
    t.ok(place('yavin', 'rebels', { 'mon-calamari-cruiser': 2 }))
    const dmg = (from: number, to: number) =>
      ev('rebellion.unit.damaged', { system: 'yavin', faction: 'rebels', unit: 'mon-calamari-cruiser', from, to })
    t.ok(dmg(0, 2))
    expect(unitsIn(t.s, 'yavin').rebels.units['mon-calamari-cruiser']).toEqual([2, 0])
    expect(t.play(dmg(2, 4))).toBe(
      '4 damage destroys a Mon Calamari Cruiser (health 4): record it as destroyed instead.',
    )
    expect(t.play(dmg(1, 2))).toBe('No such figure: only 0 Rebel Mon Calamari Cruiser with 1 damage there, not 1.')
  })

  it('deploys from the build queue and the starting deployment fill the board; the two-per-system cap still refuses', () => {
    const t = table()
    t.ok(ev('rebellion.system.edited', { system: 'kashyyyk', change: { loyalty: 'rebel' } }))
    for (const unit of ['x-wing', 'y-wing', 'rebel-trooper'])
      t.ok(ev('rebellion.queue.added', { faction: 'rebels', units: [{ space: 1, entry: { unit, from: 'project' } }] }))
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'command' }))
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'refresh' }))
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: { recruit: false, build: false } }))
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    t.ok(
      ev('rebellion.units.deployed', {
        faction: 'rebels',
        placements: [
          { unit: 'x-wing', to: 'kashyyyk' },
          { unit: 'y-wing', to: 'kashyyyk' },
        ],
      }),
    )
    expect(
      t.play(
        ev('rebellion.units.deployed', { faction: 'rebels', placements: [{ unit: 'rebel-trooper', to: 'kashyyyk' }] }),
      ),
    ).toBe('At most 2 units per system each Deploy step: Kashyyyk is full.')
    expect(unitsIn(t.s, 'kashyyyk').rebels.units).toEqual({ 'x-wing': [0], 'y-wing': [0] })

    const s = table()
    s.ok(
      ev('rebellion.deployment.recorded', {
        faction: 'empire',
        placement: { coruscant: { 'star-destroyer': 1, 'tie-fighter': 2 }, mandalore: { 'death-star': 1 } },
      }),
    )
    expect(unitsIn(s.s, 'coruscant').empire.units).toEqual({ 'star-destroyer': [0], 'tie-fighter': [0, 0] })
    // Recording it again replaces the earlier figures instead of adding to them.
    s.ok(ev('rebellion.deployment.recorded', { faction: 'empire', placement: { coruscant: { 'star-destroyer': 1 } } }))
    expect(unitsIn(s.s, 'coruscant').empire.units).toEqual({ 'star-destroyer': [0] })
    expect(s.s.forces.mandalore).toBeUndefined()
  })

  it('undo takes a loss back', () => {
    const t = table()
    t.ok(place('hoth', 'rebels', { 'rebel-trooper': 3 }))
    t.ok(
      ev('rebellion.units.removed', {
        system: 'hoth',
        faction: 'rebels',
        unit: 'rebel-trooper',
        count: 2,
        why: 'destroyed',
      }),
    )
    const u = undoEvent(t.log)!
    const events = [...t.log, { ...u, gameId: 'g', seq: t.log.length + 1, at: '2025-01-01T00:00:00Z' } as LogEvent]
    const reduce = (st: FullState<RebellionState>, e: LogEvent) =>
      rebellionLog.apply(st, e) as FullState<RebellionState>
    const after = replay(
      rebellionLog.initial(players, { riseOfTheEmpire: false, firstGame: false }) as FullState<RebellionState>,
      events,
      reduce,
    )
    expect(after.game.forces.hoth?.rebels.units['rebel-trooper']).toEqual([0, 0, 0])
  })
})

/** The base rules' worked example board: Sullust and Corellia beside Cato Neimoidia, Coruscant not. */
function workedExample(t: Table) {
  t.ok(place('sullust', 'empire', { 'star-destroyer': 1, 'at-at': 1 }))
  t.ok(place('corellia', 'empire', { stormtrooper: 1 }))
  t.ok(place('coruscant', 'empire', { 'star-destroyer': 1 }))
}

describe('moving units when a leader activates a system', () => {
  // Base rules, "Activate A System", the example: Palpatine activates Cato Neimoidia.
  it('replays the rule text’s worked example', () => {
    const t = table()
    workedExample(t)
    const activate = (moves: { from: SystemId; unit: string; count: number }[]) =>
      ev('rebellion.units.moved', { faction: 'empire', to: 'cato-neimoidia', leader: 'palpatine', moves })
    // (2) The Star Destroyer and the AT-AT it carries may come from Sullust.
    expect(
      whyNotMove(t.s.forces, 'empire', 'cato-neimoidia', [
        { from: 'sullust', unit: 'star-destroyer', count: 1 },
        { from: 'sullust', unit: 'at-at', count: 1 },
      ]),
    ).toBeUndefined()
    // (3) The Stormtrooper in Corellia has no ship there to bring it.
    expect(t.play(activate([{ from: 'corellia', unit: 'stormtrooper', count: 1 }]))).toBe(
      "1 ground unit or TIE Fighter from Corellia needs a ship's transport capacity to come along, and no moving ship from there carries any.",
    )
    // (4) Coruscant is not adjacent to Cato Neimoidia.
    expect(t.play(activate([{ from: 'coruscant', unit: 'star-destroyer', count: 1 }]))).toBe(
      'Coruscant is not adjacent to Cato Neimoidia: units move only from adjacent systems.',
    )
    t.ok(
      activate([
        { from: 'sullust', unit: 'star-destroyer', count: 1 },
        { from: 'sullust', unit: 'at-at', count: 1 },
      ]),
    )
    expect(unitsIn(t.s, 'cato-neimoidia').empire).toEqual({
      units: { 'star-destroyer': [0], 'at-at': [0] },
      leaders: [{ id: 'palpatine' }],
    })
    expect(t.s.forces.sullust).toBeUndefined()
    // Palpatine is on the board now, not in the pool.
    expect(
      t.play(ev('rebellion.units.moved', { faction: 'empire', to: 'sullust', leader: 'palpatine', moves: [] })),
    ).toBe('Emperor Palpatine is already in Cato Neimoidia: only a leader from the leader pool activates a system.')
  })

  it('TIE Fighters need transport like ground units; a ship carries up to its capacity', () => {
    const t = table()
    t.ok(place('sullust', 'empire', { 'assault-carrier': 1, 'tie-fighter': 5 }))
    const moves = (ties: number) => [
      { from: 'sullust' as const, unit: 'assault-carrier', count: 1 },
      { from: 'sullust' as const, unit: 'tie-fighter', count: ties },
    ]
    expect(whyNotMove(t.s.forces, 'empire', 'naboo', moves(4))).toBeUndefined()
    expect(whyNotMove(t.s.forces, 'empire', 'naboo', moves(5))).toBe(
      "5 ground units or TIE Fighters from Sullust need a ship's transport capacity to come along, and the ships moving from there carry 4.",
    )
  })

  it('structures stay; a leader locks its faction’s units in, a captured leader does not', () => {
    const t = table()
    t.ok(place('naboo', 'rebels', { 'shield-generator': 1, 'corellian-corvette': 1 }))
    expect(whyNotMove(t.s.forces, 'rebels', 'sullust', [{ from: 'naboo', unit: 'shield-generator', count: 1 }])).toBe(
      'The Shield Generator cannot move (structures are immobile).',
    )
    t.ok(ev('rebellion.leader.placed', { system: 'naboo', faction: 'rebels', leader: 'leia' }))
    const corvette = [{ from: 'naboo' as const, unit: 'corellian-corvette', count: 1 }]
    expect(whyNotMove(t.s.forces, 'rebels', 'sullust', corvette)).toBe(
      'Units cannot move out of Naboo: Leia Organa is there, and a system holding one of your leaders keeps your units in.',
    )
    t.ok(ev('rebellion.leader.captured', { leader: 'leia', captured: true }))
    expect(whyNotMove(t.s.forces, 'rebels', 'sullust', corvette)).toBeUndefined()
    // The Empire has one ring: capturing Rieekan rescues Leia (to the Rebel Base space).
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'rieekan' }))
    t.ok(ev('rebellion.leader.captured', { leader: 'rieekan', captured: true }))
    expect(t.s.forces.naboo?.rebels.leaders).toEqual([])
    expect(t.s.forces.sullust?.rebels.leaders).toEqual([{ id: 'rieekan', captured: true }])
    expect(t.play(ev('rebellion.leader.captured', { leader: 'vader', captured: true }))).toBe(
      'Darth Vader is not on the board: place the leader in its system first.',
    )
  })

  it('a leader without tactic values cannot activate; a leader of the other side is refused', () => {
    const t = table()
    const go = (leader: string, faction: 'empire' | 'rebels' = 'rebels') =>
      t.play(ev('rebellion.units.moved', { faction, to: 'naboo', leader, moves: [] }))
    expect(go('mon-mothma')).toBe('Mon Mothma has no tactic values, so cannot activate a system.')
    expect(go('vader')).toBe('Darth Vader is not a leader of the Rebel player.')
  })

  it('Dathomir–Felucia counts as adjacent only when the players corrected it', () => {
    const t = table()
    t.ok(place('dathomir', 'rebels', { 'x-wing': 1 }))
    const m = [{ from: 'dathomir' as const, unit: 'x-wing', count: 1 }]
    expect(whyNotMove(t.s.forces, 'rebels', 'felucia', m)).toBe(
      'Dathomir is not adjacent to Felucia: units move only from adjacent systems.',
    )
    expect(whyNotMove(t.s.forces, 'rebels', 'felucia', m, { dathomirFelucia: true })).toBeUndefined()
  })

  it('lists what may come in and what both sides can reach in one activation', () => {
    const t = table()
    workedExample(t)
    t.ok(place('malastare', 'rebels', { 'rebel-transport': 1, 'rebel-trooper': 6 }))
    const options = moveOptions(t.s.forces, 'empire', 'cato-neimoidia')
    expect(options.map((o) => [o.from, o.unit, o.kind, o.note])).toEqual([
      ['corellia', 'stormtrooper', 'carried', 'ships in Corellia carry 0'],
      ['sullust', 'star-destroyer', 'ship', undefined],
      ['sullust', 'at-at', 'carried', 'ships in Sullust carry 6'],
    ])
    expect(reachableIn(t.s.forces, 'cato-neimoidia')).toEqual({
      empire: [
        { from: 'sullust', unit: 'star-destroyer', count: 1 },
        { from: 'sullust', unit: 'at-at', count: 1 },
      ],
      // The transport carries 4 of the 6 troopers.
      rebels: [
        { from: 'malastare', unit: 'rebel-transport', count: 1 },
        { from: 'malastare', unit: 'rebel-trooper', count: 4 },
      ],
    })
  })

  // RotE sheet, "Retreat": one leader and all ships go to an adjacent system without enemy units;
  // ground units only inside transport capacity (the rest may stay behind).
  it('a retreat takes every ship, what they carry and the leader; refusals say why', () => {
    const t = table()
    t.ok(place('sullust', 'rebels', { 'rebel-transport': 1, 'x-wing': 1, 'rebel-trooper': 6 }))
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1 }))
    t.ok(place('naboo', 'empire', { 'tie-fighter': 1 }))
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'rieekan' }))
    const carried = fullestRetreat(t.s.forces, 'rebels', 'sullust')
    expect(carried).toEqual([{ unit: 'rebel-trooper', count: 4, damage: 0 }])
    const go = (to: SystemId, leader = 'rieekan') =>
      ev('rebellion.units.retreated', { faction: 'rebels', from: 'sullust', to, leader, carried })
    expect(t.play(go('naboo'))).toBe('Naboo holds Imperial units: a retreat goes to a system without enemy units.')
    expect(t.play(go('hoth'))).toBe('Hoth is not adjacent to Sullust.')
    expect(t.play(go('bespin', 'leia'))).toBe(
      'Leia Organa is not in Sullust for this side: a player cannot retreat without a leader there.',
    )
    t.ok(go('bespin'))
    expect(unitsIn(t.s, 'bespin').rebels).toEqual({
      units: { 'rebel-transport': [0], 'x-wing': [0], 'rebel-trooper': [0, 0, 0, 0] },
      leaders: [{ id: 'rieekan' }],
    })
    // Two troopers stay behind; the Star Destroyer holds the space.
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({ 'rebel-trooper': [0, 0] })
  })
})

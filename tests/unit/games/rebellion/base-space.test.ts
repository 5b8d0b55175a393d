// The board's "Rebel Base" space holds figures like a system (base rules, "The Rebel Base"): the
// starting deployment and deploys put Rebel units there while the base is hidden, they move between
// it and the systems, and revealing the base puts them into its system, where they fight and keep
// the base from being conquered. Every move goes through the event's check, as the session appends it.
import { describe, expect, it } from 'vitest'
import { playEvents } from '../../../../src-shared/core/play-events'
import { CHECKLISTS, rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { moveOptions, reachableIn } from '../../../../src-shared/games/rebellion/movement'
import { whyOverPool } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionLog, players, rebellionTable as table } from './rebellion-table'

const ev = rebellionEventLog.make
const empireStart = ev('rebellion.deployment.recorded', {
  faction: 'empire',
  placement: { coruscant: { stormtrooper: 2, 'star-destroyer': 1 }, sullust: { stormtrooper: 1, 'star-destroyer': 1 } },
})
const rebelStart = ev('rebellion.deployment.recorded', {
  faction: 'rebels',
  placement: { 'rebel-base': { 'x-wing': 2, 'rebel-trooper': 3, 'rebel-transport': 1 }, naboo: { 'y-wing': 1 } },
})
const placed = (system: string, faction: 'empire' | 'rebels', units: Record<string, number>) =>
  ev('rebellion.units.placed', { system: system as 'hoth', faction, units, limits: {} })
const moved = (to: string, leader: string, moves: { from: string; unit: string; count: number }[]) =>
  ev('rebellion.units.moved', {
    faction: leader === 'vader' ? 'empire' : 'rebels',
    to: to as 'hoth',
    leader,
    moves: moves as { from: 'hoth'; unit: string; count: number }[],
  })

/** A game with both starting deployments and the base recorded on Hoth, in round 1's Command phase. */
function started() {
  const t = table()
  t.ok(empireStart)
  t.ok(rebelStart)
  t.ok(ev('rebellion.base.chosen', { system: 'hoth', private: 'rebels' }))
  t.command()
  return t
}

describe('the Rebel Base space holds figures', () => {
  it('takes the starting deployment’s base units; recording the deployment again replaces them', () => {
    const t = started()
    expect(t.s.forces['rebel-base']?.rebels.units).toEqual({
      'x-wing': [0, 0],
      'rebel-trooper': [0, 0, 0],
      'rebel-transport': [0],
    })
    expect(t.s.forces.naboo?.rebels.units).toEqual({ 'y-wing': [0] })
    t.ok(ev('rebellion.deployment.recorded', { faction: 'rebels', placement: { 'rebel-base': { airspeeder: 1 } } }))
    expect(t.s.forces['rebel-base']?.rebels.units).toEqual({ airspeeder: [0] })
    expect(t.s.forces.naboo).toBeUndefined()
  })

  it('takes Rebel units placed or deployed there while the base is hidden, never Imperial ones', () => {
    const t = started()
    t.ok(placed('rebel-base', 'rebels', { 'x-wing': 1 }))
    expect(t.s.forces['rebel-base']?.rebels.units['x-wing']).toEqual([0, 0, 0])
    expect(t.text(t.length - 1)).toBe('Rebels: 1 X-wing placed in the Rebel Base space')
    expect(t.play(placed('rebel-base', 'empire', { 'tie-fighter': 1 }))).toBe(
      'Only Rebel units stand on the Rebel Base space.',
    )
    t.ok(
      ev('rebellion.units.removed', {
        system: 'rebel-base',
        faction: 'rebels',
        unit: 'x-wing',
        count: 1,
        why: 'taken-off',
      }),
    )
    expect(t.s.forces['rebel-base']?.rebels.units['x-wing']).toEqual([0, 0])

    // A deploy from the build queue (Refresh phase, step "Deploy Units").
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'y-wing', from: 'project' } }],
      }),
    )
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'refresh' }))
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: { recruit: false, build: false } }))
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    t.ok(ev('rebellion.units.deployed', { faction: 'rebels', placements: [{ unit: 'y-wing', to: 'rebel-base' }] }))
    expect(t.s.forces['rebel-base']?.rebels.units['y-wing']).toEqual([0])
  })

  it('counts against the figures in the box', () => {
    const t = started()
    // The box has 12 X-wings (game facts); 2 stand on the base space.
    expect(whyOverPool(t.s.forces, { 'x-wing': 11 }, { 'x-wing': 12 })).toBe(
      'The box holds 12 X-wing figures and 2 are already on the board, so 11 more do not fit. If your copy has more, correct it in Settings › Data corrections.',
    )
  })
})

describe('moving to and from the Rebel Base space', () => {
  it('moves base units into any system (the base’s neighbours are not checked), ground units only with transport', () => {
    const t = started()
    // Tatooine is nowhere near Hoth: the app cannot say so without giving the base away.
    expect(t.play(moved('tatooine', 'rieekan', [{ from: 'rebel-base', unit: 'rebel-trooper', count: 2 }]))).toBe(
      "2 ground units or TIE Fighters from the Rebel Base space need a ship's transport capacity to come along, and no moving ship from there carries any.",
    )
    t.ok(
      moved('tatooine', 'rieekan', [
        { from: 'rebel-base', unit: 'rebel-transport', count: 1 },
        { from: 'rebel-base', unit: 'rebel-trooper', count: 2 },
      ]),
    )
    expect(t.s.forces.tatooine?.rebels.units).toEqual({ 'rebel-transport': [0], 'rebel-trooper': [0, 0] })
    expect(t.s.forces['rebel-base']?.rebels.units).toEqual({ 'x-wing': [0, 0], 'rebel-trooper': [0] })
    expect(t.s.board.tatooine.rebelUnits).toBe(true)
    expect(t.text(t.length - 1)).toBe(
      'General Rieekan activates Tatooine; moved in: 1 Rebel Transport, 2 Rebel Troopers from the Rebel Base space',
    )
    expect(rebellionLog.describe(t.log[t.length - 1]!, players, 'de')).toBe(
      'General Rieekan aktiviert Tatooine; eingezogen: 1 Rebellentransporter, 2 Rebellensoldaten aus „Rebellenbasis“',
    )
    // Units come back from any system, and the leader then stands on the base space.
    t.ok(moved('rebel-base', 'dodonna', [{ from: 'naboo', unit: 'y-wing', count: 1 }]))
    expect(t.s.forces['rebel-base']?.rebels.units['y-wing']).toEqual([0])
    expect(t.s.forces['rebel-base']?.rebels.leaders).toEqual([{ id: 'dodonna' }])
    expect(t.s.battles['rebel-base' as 'hoth']).toBeUndefined()
    // A leader there keeps the base space's units in, as in a system.
    expect(t.play(moved('hoth', 'han', [{ from: 'rebel-base', unit: 'x-wing', count: 1 }]))).toBe(
      'Units cannot move out of the Rebel Base space: Jan Dodonna is there, and a system holding one of your leaders keeps your units in.',
    )
  })

  it('offers the base space’s units to any system the Rebels activate, and every Rebel system’s to the base space', () => {
    const t = started()
    const from = (to: string, faction: 'empire' | 'rebels') =>
      moveOptions(t.s.forces, faction, to as 'hoth', {}).map((o) => `${o.from} ${o.count} ${o.unit} ${o.kind}`)
    expect(from('tatooine', 'rebels')).toEqual([
      'rebel-base 2 x-wing ship',
      'rebel-base 3 rebel-trooper carried',
      'rebel-base 1 rebel-transport ship',
    ])
    expect(from('tatooine', 'empire')).toEqual([])
    expect(from('rebel-base', 'rebels')).toEqual(['naboo 1 y-wing ship'])
    expect(from('rebel-base', 'empire')).toEqual([])
    // "Who can reach": the base space's units are left out (where they can go depends on the hidden base).
    expect(reachableIn(t.s.forces, 'tatooine').rebels).toEqual([])
  })

  it('takes no Imperial units, and nothing once the base is revealed', () => {
    const t = started()
    expect(t.play(moved('rebel-base', 'vader', [{ from: 'coruscant', unit: 'star-destroyer', count: 1 }]))).toBe(
      'Only Rebel units stand on the Rebel Base space.',
    )
    t.ok(ev('rebellion.base.revealed', { system: 'hoth' }))
    expect(t.play(moved('rebel-base', 'rieekan', [{ from: 'naboo', unit: 'y-wing', count: 1 }]))).toBe(
      'The base is revealed: nothing goes onto the Rebel Base space any more. Units go to Hoth instead.',
    )
    expect(t.play(placed('rebel-base', 'rebels', { 'x-wing': 1 }))).toBe(
      'The base is revealed: nothing goes onto the Rebel Base space any more. Units go to Hoth instead.',
    )
  })
})

describe('revealing the base moves the base space into its system', () => {
  it('when Imperial ground units arrive: the Rebels are there to fight, and undo puts them back', () => {
    const t = started()
    t.ok(moved('rebel-base', 'dodonna', [{ from: 'naboo', unit: 'y-wing', count: 1 }]))
    t.ok(placed('hoth', 'empire', { 'at-at': 1 }))
    expect([t.s.baseHidden, t.s.baseSystem]).toEqual([false, 'hoth'])
    expect(t.s.forces['rebel-base']).toBeUndefined()
    expect(t.s.forces.hoth?.rebels).toEqual({
      units: { 'x-wing': [0, 0], 'y-wing': [0], 'rebel-trooper': [0, 0, 0], 'rebel-transport': [0] },
      leaders: [{ id: 'dodonna' }],
    })
    expect(t.s.board.hoth.rebelUnits).toBe(true)
    t.undo()
    expect(t.s.baseHidden).toBe(true)
    expect(t.s.forces.hoth).toBeUndefined()
    expect(t.s.forces['rebel-base']?.rebels.units['x-wing']).toEqual([0, 0])
  })

  it('when the players reveal it on the Systems tab (no base recorded)', () => {
    const t = table()
    t.ok(empireStart)
    t.ok(rebelStart)
    t.ok(ev('rebellion.base.revealed', { system: 'dagobah' }))
    expect(t.s.forces.dagobah?.rebels.units).toEqual({
      'x-wing': [0, 0],
      'rebel-trooper': [0, 0, 0],
      'rebel-transport': [0],
    })
    expect(t.s.board.dagobah.rebelUnits).toBe(true)
  })

  // Base rules, "End of the Game": conquered = an Imperial unit there and no Rebel units.
  it('is not conquered while Rebel units are recorded in its system', () => {
    const t = started()
    t.ok(placed('hoth', 'empire', { 'at-at': 1 }))
    const conquered = ev('rebellion.empire.won', { how: 'base-conquered' })
    expect(t.play(conquered)).toBe(
      'Rebel units still stand in Hoth (2 X-wings, 3 Rebel Troopers, 1 Rebel Transport): the base is conquered once none are left there. Record the combat, or correct the units, on the Units tab.',
    )
    for (const [unit, count] of [
      ['x-wing', 2],
      ['rebel-trooper', 3],
      ['rebel-transport', 1],
    ] as const)
      t.ok(ev('rebellion.units.removed', { system: 'hoth', faction: 'rebels', unit, count, why: 'destroyed' }))
    t.ok(conquered)
    expect(t.s.winner).toEqual({ faction: 'empire', how: 'base-conquered' })
  })

  it('is not conquered without an Imperial unit recorded there, when the Empire’s units are recorded at all', () => {
    const t = started()
    t.ok(
      ev('rebellion.units.removed', {
        system: 'rebel-base',
        faction: 'rebels',
        unit: 'x-wing',
        count: 2,
        why: 'taken-off',
      }),
    )
    t.ok(
      ev('rebellion.units.removed', {
        system: 'rebel-base',
        faction: 'rebels',
        unit: 'rebel-trooper',
        count: 3,
        why: 'taken-off',
      }),
    )
    t.ok(
      ev('rebellion.units.removed', {
        system: 'rebel-base',
        faction: 'rebels',
        unit: 'rebel-transport',
        count: 1,
        why: 'taken-off',
      }),
    )
    t.ok(ev('rebellion.base.revealed', { system: 'hoth' }))
    const conquered = ev('rebellion.empire.won', { how: 'base-conquered' })
    expect(t.play(conquered)).toBe(
      'No Imperial unit is recorded in Hoth: the base is conquered once an Imperial unit is there and no Rebel units are left. Record the units on the Units tab.',
    )
    t.ok(placed('hoth', 'empire', { 'star-destroyer': 1 }))
    t.ok(conquered)
    // A game whose units are not recorded at all is taken at the players' word.
    const unrecorded = table()
    unrecorded.ok(ev('rebellion.base.revealed', { system: 'hoth' }))
    unrecorded.ok(conquered)
  })
})

describe('leaders on the Rebel Base space', () => {
  it('a rescued leader goes there and back to the pool when leaders are retrieved', () => {
    const t = started()
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'han' }))
    t.ok(ev('rebellion.leader.captured', { leader: 'han', captured: true }))
    t.ok(ev('rebellion.leader.captured', { leader: 'han', captured: false }))
    expect(t.s.forces.sullust?.rebels.leaders).toEqual([])
    expect(t.s.forces['rebel-base']?.rebels.leaders).toEqual([{ id: 'han' }])
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'refresh' }))
    t.ok(playEvents.make('checklist.ticked', { list: CHECKLISTS.refresh, step: 'retrieve-leaders', done: true }))
    expect(t.s.forces['rebel-base']?.rebels.leaders).toEqual([])
  })

  it('takes no Imperial leader', () => {
    const t = started()
    expect(t.play(ev('rebellion.leader.placed', { system: 'rebel-base', faction: 'empire', leader: 'vader' }))).toBe(
      'Only Rebel leaders stand on the Rebel Base space.',
    )
  })

  it('a leader is placed there by hand, and named so in the timeline (German too)', () => {
    const t = started()
    t.ok(ev('rebellion.leader.placed', { system: 'rebel-base', faction: 'rebels', leader: 'leia' }))
    expect(t.s.forces['rebel-base']?.rebels.leaders).toEqual([{ id: 'leia' }])
    const last = t.log[t.length - 1]!
    expect(rebellionLog.describe(last, players)).toBe('Leia Organa placed in the Rebel Base space')
    expect(rebellionLog.describe(last, players, 'de')).toBe('Leia Organa in „Rebellenbasis“ platziert')
  })
})

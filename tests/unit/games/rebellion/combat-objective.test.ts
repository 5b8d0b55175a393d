// Base rules, "Objective Cards": only one objective can be played during each combat (and each
// Refresh phase). The app knows a combat as the board records it: an activation moving units into
// enemy units, or a first round recorded by the battle tracker.
import { describe, expect, it } from 'vitest'
import type { RoundLosses } from '../../../../src-shared/games/rebellion/battle-record'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'
import { poolLimits } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionLog, rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make
const none: RoundLosses = { destroyed: [], damaged: [] }
const place = (system: SystemId, faction: 'empire' | 'rebels', units: Record<string, number>) =>
  ev('rebellion.units.placed', { system, faction, units, limits: poolLimits() })
const objective = (from: number, to: number) => ev('rebellion.reputation.moved', { from, to })
const round = (system: SystemId, n: number) =>
  ev('rebellion.combat-round.recorded', { system, round: n, empire: none, rebels: none })
const phase = (r: number, p: 'assignment' | 'command' | 'refresh') => ev('rebellion.phase.set', { round: r, phase: p })
const ONE_PER_COMBAT = (system: string) =>
  `The Rebels already played an objective during the combat in ${system}, and only one may be played per combat; undo it to play another one instead. If this objective belongs to a later combat, record that combat on the Units tab first (the activation, or its first round).`

/** Round 1's Command phase: Vader moves a Star Destroyer from Sullust into 2 X-wings at Cato Neimoidia. */
function combatAtCato() {
  const t = rebellionTable()
  t.ok(place('sullust', 'empire', { 'star-destroyer': 1 }))
  t.ok(place('cato-neimoidia', 'rebels', { 'x-wing': 2 }))
  t.command()
  t.ok(
    ev('rebellion.units.moved', {
      faction: 'empire',
      to: 'cato-neimoidia',
      leader: 'vader',
      moves: [{ from: 'sullust', unit: 'star-destroyer', count: 1 }],
    }),
  )
  return t
}

describe('one objective per combat', () => {
  it('a second objective during the combat an activation began is refused, naming its system; undo frees it', () => {
    const t = combatAtCato()
    t.ok(objective(14, 13))
    expect(t.play(objective(13, 12))).toBe(ONE_PER_COMBAT('Cato Neimoidia'))
    expect(t.s.timeTrack.reputation).toBe(13)
    // Rounds recorded in the same combat do not begin another one.
    t.ok(round('cato-neimoidia', 1))
    expect(t.play(objective(13, 12))).toBe(ONE_PER_COMBAT('Cato Neimoidia'))
    expect(rebellionLog.check({ ...t.initial, game: t.s }, objective(13, 12), 'de')).toBe(
      'Die Rebellen haben im Kampf in Cato Neimoidia schon ein Ziel gespielt, und pro Kampf ist nur eines erlaubt; mach es rückgängig, um stattdessen ein anderes zu spielen. Gehört dieses Ziel zu einem späteren Kampf, trag diesen Kampf zuerst auf dem Reiter „Einheiten“ ein (die Aktivierung oder seine erste Runde).',
    )
    t.undo() // the round
    t.undo() // the objective
    t.ok(objective(14, 12))
    expect(t.s.timeTrack.reputation).toBe(12)
  })

  it('the next combat allows one again: a later activation into enemy units, or a first round recorded elsewhere', () => {
    const t = combatAtCato()
    t.ok(objective(14, 13))
    // A fight the players entered by hand: its first round recorded begins a new combat.
    t.ok(place('kessel', 'empire', { 'tie-fighter': 1 }))
    t.ok(place('kessel', 'rebels', { 'y-wing': 1 }))
    expect(t.play(objective(13, 12))).toBe(ONE_PER_COMBAT('Cato Neimoidia'))
    t.ok(round('kessel', 1))
    t.ok(objective(13, 12))
    expect(t.play(objective(12, 11))).toBe(ONE_PER_COMBAT('Kessel'))
    // An activation that meets no enemy units is no combat: Kessel's is still the last one.
    t.ok(place('naboo', 'rebels', { 'x-wing': 1 }))
    t.ok(
      ev('rebellion.units.moved', {
        faction: 'rebels',
        to: 'rodia',
        leader: 'leia',
        moves: [{ from: 'naboo', unit: 'x-wing', count: 1 }],
      }),
    )
    expect(t.play(objective(12, 11))).toBe(ONE_PER_COMBAT('Kessel'))
  })

  it('the Refresh phase has its own one; the next Command phase begins with no combat (the players’ word)', () => {
    const t = combatAtCato()
    t.ok(objective(14, 13))
    t.ok(phase(1, 'refresh'))
    t.ok(objective(13, 12))
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: { recruit: false, build: false } }))
    t.ok(phase(2, 'assignment'))
    t.ok(phase(2, 'command'))
    expect(t.s.combat).toBeUndefined()
    // No combat recorded this phase (units not recorded for it): taken at the players' word.
    t.ok(objective(12, 11))
    t.ok(objective(11, 10))
  })
})

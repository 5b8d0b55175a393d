// Rules the board keeps by itself once the players record figures and phases: subjugation follows
// Imperial ground units, leaders go back to their pools in the Refresh phase, systems are activated
// only in the Command phase, and one objective is played per Refresh phase. Every move goes through
// the event's check, as the session appends it.
import { describe, expect, it } from 'vitest'
import type { LogEvent } from '../../../../src-shared/core/game-record'
import { replay } from '../../../../src-shared/core/log'
import { playEvents } from '../../../../src-shared/core/play-events'
import { CHECKLISTS, rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'
import { leaderAt, poolLimits, unitsIn } from '../../../../src-shared/games/rebellion/units-on-board'
import { refreshStepsLeft } from '../../../../src-shared/games/rebellion/round'
import { moveOptions, whyNotMove } from '../../../../src-shared/games/rebellion/movement'
import { typedMoves } from '../../../../src-shared/games/rebellion/typed-counts'
import { rebellionLog, rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make
const LIMITS = poolLimits()
const place = (system: SystemId, faction: 'empire' | 'rebels', units: Record<string, number>) =>
  ev('rebellion.units.placed', { system, faction, units, limits: LIMITS })
const removeOne = (system: SystemId, faction: 'empire' | 'rebels', unit: string) =>
  ev('rebellion.units.removed', { system, faction, unit, count: 1, why: 'destroyed' })
const phase = (round: number, p: 'assignment' | 'command' | 'refresh') => ev('rebellion.phase.set', { round, phase: p })
const objective = (from: number, to: number) => ev('rebellion.reputation.moved', { from, to })
const tick = (step: string, done = true) =>
  playEvents.make('checklist.ticked', { list: CHECKLISTS.refresh, step, done })

describe('subjugation follows the Imperial ground units recorded in a system', () => {
  // Base rules, "Subjugation": a ground unit in a system without Imperial loyalty subjugates it; with
  // no Imperial ground unit left there, the marker is discarded.
  it('a stormtrooper subjugates a neutral system; the last one leaving discards the marker', () => {
    const t = rebellionTable()
    t.ok(place('kessel', 'empire', { 'tie-fighter': 1 }))
    expect(t.s.board.kessel.subjugated).toBe(false) // ships do not subjugate
    t.ok(place('kessel', 'empire', { stormtrooper: 2 }))
    expect(t.s.board.kessel).toMatchObject({ subjugated: true, loyalty: 'neutral' })
    t.ok(removeOne('kessel', 'empire', 'stormtrooper'))
    expect(t.s.board.kessel.subjugated).toBe(true)
    t.ok(removeOne('kessel', 'empire', 'stormtrooper'))
    expect(t.s.board.kessel.subjugated).toBe(false)
    t.undo()
    expect(t.s.board.kessel.subjugated).toBe(true)
  })

  it('the marker goes on top of Rebel loyalty and the loyalty comes back under it; Imperial and remote systems get none', () => {
    const t = rebellionTable()
    t.ok(ev('rebellion.system.edited', { system: 'naboo', change: { loyalty: 'rebel' } }))
    t.ok(place('naboo', 'empire', { 'at-st': 1 }))
    expect(t.s.board.naboo).toMatchObject({ subjugated: true, loyalty: 'rebel' })
    t.ok(removeOne('naboo', 'empire', 'at-st'))
    expect(t.s.board.naboo).toMatchObject({ subjugated: false, loyalty: 'rebel' })
    t.ok(place('coruscant', 'empire', { stormtrooper: 1 }))
    expect(t.s.board.coruscant.subjugated).toBe(false)
    t.ok(place('hoth', 'empire', { stormtrooper: 1 }))
    expect(t.s.board.hoth.subjugated).toBe(false)
  })

  it('units moved out by an activation take the marker with them, into the system they enter', () => {
    const t = rebellionTable()
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1, stormtrooper: 2 }))
    t.command()
    t.ok(
      ev('rebellion.units.moved', {
        faction: 'empire',
        to: 'naboo',
        leader: 'vader',
        moves: [
          { from: 'sullust', unit: 'star-destroyer', count: 1 },
          { from: 'sullust', unit: 'stormtrooper', count: 2 },
        ],
      }),
    )
    expect([t.s.board.sullust.subjugated, t.s.board.naboo.subjugated]).toEqual([false, true])
  })

  it('a system losing Imperial loyalty with Imperial ground units there is subjugated at once', () => {
    const t = rebellionTable()
    t.ok(ev('rebellion.system.edited', { system: 'naboo', change: { loyalty: 'imperial' } }))
    t.ok(place('naboo', 'empire', { stormtrooper: 2 }))
    expect(t.s.board.naboo.subjugated).toBe(false)
    t.ok(ev('rebellion.system.edited', { system: 'naboo', change: { loyalty: 'neutral' } }))
    expect(t.s.board.naboo).toMatchObject({ loyalty: 'neutral', subjugated: true })
    t.ok(removeOne('naboo', 'empire', 'stormtrooper'))
    t.ok(removeOne('naboo', 'empire', 'stormtrooper'))
    expect(t.s.board.naboo.subjugated).toBe(false)
  })

  it('a marker set by hand where no Imperial units were recorded stays when other figures come and go', () => {
    const t = rebellionTable()
    t.ok(ev('rebellion.system.edited', { system: 'kessel', change: { subjugated: true } }))
    t.ok(place('kessel', 'empire', { 'tie-fighter': 1 }))
    t.ok(removeOne('kessel', 'empire', 'tie-fighter'))
    expect(t.s.board.kessel.subjugated).toBe(true)
  })
})

describe('leaders go back to their pools in the Refresh phase', () => {
  // Base rules, Refresh Phase, "Retrieve Leaders": every leader leaves the board, except a captured one.
  function roundOneWithLeaders() {
    const t = rebellionTable()
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1 }))
    t.command()
    t.ok(
      ev('rebellion.units.moved', {
        faction: 'empire',
        to: 'cato-neimoidia',
        leader: 'tarkin',
        moves: [{ from: 'sullust', unit: 'star-destroyer', count: 1 }],
      }),
    )
    t.ok(ev('rebellion.leader.placed', { system: 'naboo', faction: 'rebels', leader: 'leia' }))
    t.ok(ev('rebellion.leader.placed', { system: 'naboo', faction: 'rebels', leader: 'mon-mothma' }))
    t.ok(ev('rebellion.leader.captured', { leader: 'leia', captured: true }))
    t.ok(phase(1, 'refresh'))
    return t
  }

  it('ticking "Retrieve leaders" takes every leader but a captured one off the board; undo puts them back', () => {
    const t = roundOneWithLeaders()
    expect(leaderAt(t.s.forces, 'tarkin')?.system).toBe('cato-neimoidia')
    t.ok(tick('retrieve-leaders'))
    expect([leaderAt(t.s.forces, 'tarkin'), leaderAt(t.s.forces, 'mon-mothma')]).toEqual([null, null])
    expect(leaderAt(t.s.forces, 'leia')).toMatchObject({ system: 'naboo', leader: { captured: true } })
    expect(unitsIn(t.s, 'cato-neimoidia').empire.units).toEqual({ 'star-destroyer': [0] })
    t.undo()
    expect(leaderAt(t.s.forces, 'tarkin')?.system).toBe('cato-neimoidia')
  })

  it('unticking "Retrieve leaders" puts them back where they stood, except one placed again since', () => {
    const t = roundOneWithLeaders()
    t.ok(tick('retrieve-leaders'))
    // Mon Mothma goes on a mission in the meantime (placed by hand in Sullust).
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'mon-mothma' }))
    t.ok(tick('retrieve-leaders', false))
    expect(leaderAt(t.s.forces, 'tarkin')?.system).toBe('cato-neimoidia')
    expect(leaderAt(t.s.forces, 'mon-mothma')?.system).toBe('sullust')
    expect(t.s.refreshTicked).not.toContain('retrieve-leaders')
    // Ticked again, it takes them all off once more.
    t.ok(tick('retrieve-leaders'))
    expect([leaderAt(t.s.forces, 'tarkin'), leaderAt(t.s.forces, 'mon-mothma')]).toEqual([null, null])
  })

  it('going back to the Command phase is refused while "Retrieve leaders" is ticked; unticked, the leaders are back and it is allowed', () => {
    const t = roundOneWithLeaders()
    t.ok(tick('retrieve-leaders'))
    expect(t.play(phase(1, 'command'))).toBe(
      '“Retrieve leaders” is ticked: its leaders are off the board. Untick it (or undo that tick) to put them back, then go back to the Command phase.',
    )
    expect(rebellionLog.check(t.full, phase(1, 'assignment'), 'de')).toBe(
      '„Anführer zurückholen“ ist abgehakt: Die Anführer sind vom Spielplan genommen. Entferne den Haken (oder mach ihn rückgängig), um sie zurückzustellen, und geh dann zurück zur Zuweisungsphase.',
    )
    expect([t.s.phase, leaderAt(t.s.forces, 'tarkin')]).toEqual(['refresh', null])
    // Undone, the tick takes the leaders back to where they stood: the Command phase may be played again.
    t.undo()
    t.ok(phase(1, 'command'))
    expect(leaderAt(t.s.forces, 'tarkin')?.system).toBe('cato-neimoidia')
    expect(leaderAt(t.s.forces, 'mon-mothma')?.system).toBe('naboo')
    expect(t.s.refreshTicked).toEqual([])
    // Unticked by hand, the same.
    t.ok(phase(1, 'refresh'))
    t.ok(tick('retrieve-leaders'))
    t.ok(tick('retrieve-leaders', false))
    t.ok(phase(1, 'command'))
    expect(leaderAt(t.s.forces, 'tarkin')?.system).toBe('cato-neimoidia')
  })

  it('a log that went back to the Command phase with "Retrieve leaders" ticked replays as before', () => {
    const t = roundOneWithLeaders()
    t.ok(tick('retrieve-leaders'))
    // Written before the check: the phase move is in the log, so replaying it keeps the leaders off.
    const old = [...t.log, { ...phase(1, 'command'), gameId: 'g', seq: t.length + 1, at: '2025-01-01T00:00:00Z' }]
    const s = replay(t.initial, old as LogEvent[], (st, e) => rebellionLog.apply(st, e) as typeof st).game
    expect([s.phase, s.refreshTicked, leaderAt(s.forces, 'tarkin')]).toEqual(['command', ['retrieve-leaders'], null])
  })

  it('a new round starts with them in their pools even if the step was left unticked, so they may activate again', () => {
    const t = roundOneWithLeaders()
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: { recruit: false, build: false } }))
    t.ok(phase(2, 'assignment'))
    expect(leaderAt(t.s.forces, 'tarkin')).toBeNull()
    t.ok(phase(2, 'command'))
    // Before, Tarkin stood in Cato Neimoidia still and locked its Star Destroyer there.
    t.ok(
      ev('rebellion.units.moved', {
        faction: 'empire',
        to: 'sullust',
        leader: 'tarkin',
        moves: [{ from: 'cato-neimoidia', unit: 'star-destroyer', count: 1 }],
      }),
    )
    expect(leaderAt(t.s.forces, 'tarkin')?.system).toBe('sullust')
  })

  // Base rules, "Capturing Leaders": a captured leader cannot return to the leader pool; "Rescuing
  // Captured Leaders": a rescued leader goes to the Rebel Base space. One capture and one rescue each:
  // a second press of either is refused, so the log never holds a rescue of a free leader.
  it('a captured leader cannot go back to the pool; capture and rescue are refused twice; the rescued leader stands on the Rebel Base space', () => {
    const t = roundOneWithLeaders()
    expect(t.play(ev('rebellion.leader.returned', { leader: 'leia' }))).toBe(
      'Leia Organa is captured: a captured leader cannot return to the leader pool. Rescue the leader first (Rescue beside the name on the Units tab); a rescued leader goes to the Rebel Base space.',
    )
    expect(t.play(ev('rebellion.leader.captured', { leader: 'leia', captured: true }))).toBe(
      'Leia Organa is already captured.',
    )
    expect(t.play(ev('rebellion.leader.captured', { leader: 'mon-mothma', captured: false }))).toBe(
      'Mon Mothma is not captured: there is nobody to rescue.',
    )
    t.ok(ev('rebellion.leader.captured', { leader: 'leia', captured: false }))
    expect(leaderAt(t.s.forces, 'leia')).toEqual({ system: 'rebel-base', faction: 'rebels', leader: { id: 'leia' } })
    expect(t.play(ev('rebellion.leader.captured', { leader: 'leia', captured: false }))).toBe(
      'Leia Organa is not captured: there is nobody to rescue.',
    )
    t.ok(ev('rebellion.leader.returned', { leader: 'leia' }))
    expect(leaderAt(t.s.forces, 'leia')).toBeNull()
  })
})

describe('systems are activated in the Command phase only', () => {
  it('an activation or a retreat in the Assignment or Refresh phase is refused, saying which phase it is', () => {
    const t = rebellionTable()
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1 }))
    const activate = ev('rebellion.units.moved', {
      faction: 'empire',
      to: 'cato-neimoidia',
      leader: 'vader',
      moves: [{ from: 'sullust', unit: 'star-destroyer', count: 1 }],
    })
    expect(t.play(activate)).toBe(
      'Systems are activated (and retreats made) in the Command phase; round 1 is in the Assignment phase. Move on to the Command phase on the Round tab first.',
    )
    t.ok(phase(1, 'command'))
    t.ok(phase(1, 'refresh'))
    expect(t.play(activate)).toMatch(/^Systems are activated .* round 1 is in the Refresh phase\./)
    const retreat = ev('rebellion.units.retreated', {
      faction: 'empire',
      from: 'sullust',
      to: 'cato-neimoidia',
      leader: 'vader',
      carried: [],
    })
    expect(t.play(retreat)).toMatch(/^Systems are activated \(and retreats made\) in the Command phase/)
  })
})

describe('objectives: one per Refresh phase, or during a combat', () => {
  // Base rules, "Objective Cards": one objective per combat and per Refresh phase.
  it('is refused in the Assignment phase, accepted in the Command phase (a combat), once per Refresh phase', () => {
    const t = rebellionTable()
    expect(t.play(objective(14, 13))).toBe(
      'Objectives are played in the Refresh phase or during a combat (Command phase); round 1 is in the Assignment phase.',
    )
    t.ok(phase(1, 'command'))
    t.ok(objective(14, 13))
    t.ok(phase(1, 'refresh'))
    t.ok(objective(13, 12))
    expect(t.play(objective(12, 11))).toBe(
      'The Rebels already played an objective this Refresh phase, and only one may be played; undo it to play another one instead.',
    )
    expect(t.s.timeTrack.reputation).toBe(12)
    t.undo()
    t.ok(objective(13, 11))
    expect(t.s.timeTrack.reputation).toBe(11)
    // The next round's Refresh phase allows one again.
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: { recruit: false, build: false } }))
    t.ok(phase(2, 'assignment'))
    t.ok(phase(2, 'command'))
    t.ok(phase(2, 'refresh'))
    t.ok(objective(11, 10))
  })

  it('playing one in the Refresh phase ticks the "Rebel objective" step; an objective worth nothing is refused', () => {
    const t = rebellionTable()
    t.ok(phase(1, 'command'))
    t.ok(phase(1, 'refresh'))
    expect(refreshStepsLeft(t.s).map((x) => x.id)).toContain('play-objective')
    expect(t.play(objective(14, 14))).toBe(
      'An objective moves the reputation marker at least one space toward the time marker.',
    )
    t.ok(objective(14, 12))
    expect(t.s.refreshTicked).toContain('play-objective')
    expect(refreshStepsLeft(t.s).map((x) => x.id)).not.toContain('play-objective')
  })
})

describe('a move names whole figures', () => {
  it('a count of 1.5 is refused in words (before, it passed the board check and failed the schema in its own jargon)', () => {
    const t = rebellionTable()
    t.ok(place('sullust', 'empire', { 'star-destroyer': 2 }))
    const moves = [{ from: 'sullust' as const, unit: 'star-destroyer', count: 1.5 }]
    expect(whyNotMove(t.s.forces, 'empire', 'cato-neimoidia', moves)).toBe(
      'Star Destroyer from Sullust: enter how many figures move as a whole number (0 for none).',
    )
    expect(whyNotMove(t.s.forces, 'empire', 'cato-neimoidia', moves, {}, 'de')).toBe(
      'Sternzerstörer aus Sullust: Gib als ganze Zahl ein, wie viele Figuren einziehen (0 für keine).',
    )
  })
})

describe('the Units tab reads typed move counts as whole numbers', () => {
  // The fields were number fields: Vue read "1e1" as 10 (parseFloat) before any check saw it.
  const t = rebellionTable()
  t.ok(place('sullust', 'empire', { 'star-destroyer': 2, 'at-at': 1 }))
  const options = moveOptions(t.s.forces, 'empire', 'cato-neimoidia')
  const key = (o: { from: string; unit: string }) => `${o.from}|${o.unit}`

  it('refuses "1e1", "1.5", "-2" and "0x1" naming the unit and its system', () => {
    for (const typed of ['1e1', '1.5', '-2', '0x1'])
      expect(typedMoves(options, { 'sullust|star-destroyer': typed }, key)).toEqual({
        reason: `Star Destroyer from Sullust: “${typed}” is not a whole number. Enter how many figures move, from 0 to 2 (empty for none).`,
      })
    expect(typedMoves(options, { 'sullust|at-at': ' 1e1 ' }, key, 'de')).toEqual({
      reason:
        'AT-AT aus Sullust: „1e1“ ist keine ganze Zahl. Gib ein, wie viele Figuren einziehen, von 0 bis 1 (leer für keine).',
    })
  })

  it('an empty field or 0 moves none; digits move that many', () => {
    expect(typedMoves(options, {}, key)).toEqual([])
    expect(typedMoves(options, { 'sullust|star-destroyer': ' 2 ', 'sullust|at-at': '0' }, key)).toEqual([
      { from: 'sullust', unit: 'star-destroyer', count: 2, damage: 0 },
    ])
  })
})

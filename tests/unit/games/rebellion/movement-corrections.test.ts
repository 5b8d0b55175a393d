// Movement reads the player's corrected unit values (Settings › Data corrections) and records them
// in the event, so a replay moves the same figures whatever the settings say later. The rules the
// sources give by unit (which units need transport, which stop a retreat) are facts in units.ts.
import { describe, expect, it } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import { replay } from '../../../../src-shared/core/log'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import {
  fullestRetreat,
  moveOptions,
  reachableIn,
  whyNotRetreat,
} from '../../../../src-shared/games/rebellion/movement'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'
import { poolLimits, unitsIn } from '../../../../src-shared/games/rebellion/units-on-board'
import { hasTrait, transportReading, UNIT_IDS, UNIT_TRAIT_FACTS } from '../../../../src-shared/games/rebellion/units'
import { rebellionLog, rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make
const LIMITS = poolLimits()
const MON_CAL_TRANSPORT = 'rebellion.unit.mon-calamari-cruiser.transport'
/** A game in round 1's Command phase, where systems are activated. */
function table(rote = false) {
  const t = rebellionTable({ riseOfTheEmpire: rote, firstGame: false })
  t.command()
  return t
}

const place = (system: SystemId, faction: 'empire' | 'rebels', units: Record<string, number>) =>
  ev('rebellion.units.placed', { system, faction, units, limits: LIMITS })

/** One Mon Calamari Cruiser in Sullust with `troopers` Rebel Troopers, activated into Bespin. */
function cruiserMove(troopers: number, corrections: Record<string, unknown>) {
  return ev('rebellion.units.moved', {
    faction: 'rebels',
    to: 'bespin',
    leader: 'rieekan',
    moves: [
      { from: 'sullust', unit: 'mon-calamari-cruiser', count: 1 },
      { from: 'sullust', unit: 'rebel-trooper', count: troopers },
    ],
    transport: transportReading(['mon-calamari-cruiser', 'rebel-trooper'], corrections),
  })
}

describe('a corrected transport capacity', () => {
  it('the player’s reading of the Mon Calamari Cruiser (6) carries exactly 6 ground units and refuses a 7th', () => {
    const corrected = { [MON_CAL_TRANSPORT]: 6 }
    expect(transportReading(['mon-calamari-cruiser'], corrected)).toEqual({ 'mon-calamari-cruiser': 6 })
    const t = table()
    t.ok(place('sullust', 'rebels', { 'mon-calamari-cruiser': 1, 'rebel-trooper': 7 }))
    expect(t.play(cruiserMove(7, corrected))).toBe(
      "7 ground units or TIE Fighters from Sullust need a ship's transport capacity to come along, and the ships moving from there carry 6.",
    )
    t.ok(cruiserMove(6, corrected))
    expect(unitsIn(t.s, 'bespin').rebels.units).toEqual({
      'mon-calamari-cruiser': [0],
      'rebel-trooper': [0, 0, 0, 0, 0, 0],
    })
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({ 'rebel-trooper': [0] })
  })

  it('without the correction the built-in 4 applies: 5 troopers are refused', () => {
    const t = table()
    t.ok(place('sullust', 'rebels', { 'mon-calamari-cruiser': 1, 'rebel-trooper': 7 }))
    expect(t.play(cruiserMove(5, {}))).toBe(
      "5 ground units or TIE Fighters from Sullust need a ship's transport capacity to come along, and the ships moving from there carry 4. Mon Calamari Cruiser carries 4 (verify on your copy: one source gives transport 6; correct it in Settings › Data corrections).",
    )
    t.ok(cruiserMove(4, {}))
    expect(unitsIn(t.s, 'bespin').rebels.units['rebel-trooper']).toEqual([0, 0, 0, 0])
  })

  it('a recorded move replays the same with no settings at all (the reading travels in the event)', () => {
    const t = table()
    t.ok(place('sullust', 'rebels', { 'mon-calamari-cruiser': 1, 'rebel-trooper': 7 }))
    t.ok(cruiserMove(6, { [MON_CAL_TRANSPORT]: 6 }))
    const after = replay(t.initial, t.log, (st, e) => rebellionLog.apply(st, e) as FullState<RebellionState>)
    expect(after.game.forces).toEqual(t.s.forces)
    expect(unitsIn(after.game, 'bespin').rebels.units['rebel-trooper']).toHaveLength(6)
    // An old move without a recorded reading still checks against the built-in value.
    const legacy = ev('rebellion.units.moved', {
      faction: 'rebels',
      to: 'bespin',
      leader: 'rieekan',
      moves: [
        { from: 'sullust', unit: 'mon-calamari-cruiser', count: 1 },
        { from: 'sullust', unit: 'rebel-trooper', count: 5 },
      ],
    })
    const u = table()
    u.ok(place('sullust', 'rebels', { 'mon-calamari-cruiser': 1, 'rebel-trooper': 7 }))
    expect(u.play(legacy)).toMatch(/carry 4\. Mon Calamari Cruiser carries 4 \(verify on your copy/)
  })

  it('the move helpers and the retreat use the reading too', () => {
    const t = table()
    t.ok(place('sullust', 'rebels', { 'mon-calamari-cruiser': 1, 'rebel-trooper': 7 }))
    const reading = { transport: transportReading(UNIT_IDS, { [MON_CAL_TRANSPORT]: 6 }) }
    expect(reachableIn(t.s.forces, 'bespin', reading).rebels).toEqual([
      { from: 'sullust', unit: 'mon-calamari-cruiser', count: 1 },
      { from: 'sullust', unit: 'rebel-trooper', count: 6 },
    ])
    expect(reachableIn(t.s.forces, 'bespin').rebels).toContainEqual({
      from: 'sullust',
      unit: 'rebel-trooper',
      count: 4,
    })
    expect(moveOptions(t.s.forces, 'rebels', 'bespin', reading).find((o) => o.unit === 'rebel-trooper')?.note).toBe(
      'ships in Sullust carry 6',
    )
    // Without a correction the uncertain value is flagged where it decides something.
    expect(moveOptions(t.s.forces, 'rebels', 'bespin').find((o) => o.unit === 'rebel-trooper')?.note).toBe(
      'ships in Sullust carry 4; Mon Calamari Cruiser carries 4 (verify on your copy: one source gives transport 6; correct it in Settings › Data corrections)',
    )
    // In German the doubt is said in German too.
    expect(moveOptions(t.s.forces, 'rebels', 'bespin', {}, 'de').find((o) => o.unit === 'rebel-trooper')?.note).toBe(
      'Schiffe in Sullust transportieren 4; Mon-Calamari-Kreuzer transportiert 4 (prüfe es an deinem Exemplar: eine Quelle nennt Transport 6; korrigiere es in Einstellungen › Datenkorrekturen)',
    )
    expect(fullestRetreat(t.s.forces, 'rebels', 'sullust', reading)).toEqual([
      { unit: 'rebel-trooper', count: 6, damage: 0 },
    ])
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1 }))
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'rieekan' }))
    const carried = fullestRetreat(t.s.forces, 'rebels', 'sullust', reading)
    const retreat = (transport?: Record<string, number>) =>
      ev('rebellion.units.retreated', {
        faction: 'rebels',
        from: 'sullust',
        to: 'bespin',
        leader: 'rieekan',
        carried,
        ...(transport ? { transport } : {}),
      })
    expect(t.play(retreat())).toBe(
      "6 ground units or TIE Fighters from Sullust need a ship's transport capacity to come along, and the ships moving from there carry 4. Mon Calamari Cruiser carries 4 (verify on your copy: one source gives transport 6; correct it in Settings › Data corrections).",
    )
    t.ok(retreat(transportReading(['mon-calamari-cruiser'], { [MON_CAL_TRANSPORT]: 6 })))
    expect(unitsIn(t.s, 'bespin').rebels.units['rebel-trooper']).toHaveLength(6)
    expect(unitsIn(t.s, 'sullust').rebels.units['rebel-trooper']).toEqual([0])
  })

  it('refuses a recorded reading that names no Rebellion unit', () => {
    const t = table()
    t.ok(place('sullust', 'rebels', { 'mon-calamari-cruiser': 1 }))
    const bad = ev('rebellion.units.moved', {
      faction: 'rebels',
      to: 'bespin',
      leader: 'rieekan',
      moves: [{ from: 'sullust', unit: 'mon-calamari-cruiser', count: 1 }],
      transport: { 'mon-calamari-cruiser': 4, 'millennium-falcon': 6 },
    })
    expect(t.play(bad)).toMatch(/names a unit Rebellion does not have/)
  })
})

describe('unit rules as facts with their source', () => {
  it('lists which units need transport, never move and stop a retreat, each with source and confidence', () => {
    expect(UNIT_TRAIT_FACTS.map((f) => `${f.value.unit} ${f.value.trait} ${f.confidence}`)).toEqual([
      'tie-fighter carried high',
      'death-star-under-construction immobile medium-high',
      'death-star holds-own-side high',
      'death-star-under-construction holds-own-side high',
      'interdictor stops-enemy-retreat medium',
    ])
    for (const f of UNIT_TRAIT_FACTS) {
      expect(UNIT_IDS).toContain(f.value.unit)
      expect(f.source).toMatch(/rulebooks\/|game-facts\//)
    }
    expect(hasTrait('tie-fighter', 'carried')).toBe(true)
    expect(hasTrait('x-wing', 'carried')).toBe(false)
  })

  it('the Empire cannot retreat with any Death Star; an Interdictor stops the Rebels, shown as a reading', () => {
    const t = table(true)
    t.ok(place('sullust', 'empire', { 'death-star-under-construction': 1, 'star-destroyer': 1 }))
    t.ok(place('sullust', 'rebels', { 'x-wing': 1 }))
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'empire', leader: 'vader' }))
    expect(whyNotRetreat(t.s.forces, 'empire', 'sullust', 'bespin', 'vader', [])).toBe(
      'The Empire cannot retreat from a system with a Death Star Under Construction in it.',
    )
    t.ok(place('naboo', 'empire', { interdictor: 1 }))
    t.ok(place('naboo', 'rebels', { 'y-wing': 1 }))
    t.ok(ev('rebellion.leader.placed', { system: 'naboo', faction: 'rebels', leader: 'rieekan' }))
    expect(whyNotRetreat(t.s.forces, 'rebels', 'naboo', 'alderaan', 'rieekan', [])).toBe(
      'The Rebels cannot retreat while an Interdictor is in the system. (A reading, verify on your copy: rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt "Retreat": the sheet names an "Imperial Interceptor" unit; read as the Interdictor, the only Imperial unit of that kind.)',
    )
  })
})

// Where a retreat may go (RotE sheet, "Retreat": an adjacent system without enemy units, not the
// attacker's original system; base rules, "Moving To And From The Rebel Base": the Rebels move to the
// Rebel Base space while the base is hidden, and nothing goes onto it once it is revealed). The list
// the battle tracker offers and the retreat event's check are the same rule.
import { describe, expect, it } from 'vitest'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { neighboursUnder } from '../../../../src-shared/games/rebellion/movement'
import { retreatDestinations } from '../../../../src-shared/games/rebellion/retreat'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'
import { poolLimits, unitsIn, type Place } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make
const place = (system: Place, faction: 'empire' | 'rebels', units: Record<string, number>) =>
  ev('rebellion.units.placed', { system, faction, units, limits: poolLimits() })
const retreat = (faction: 'empire' | 'rebels', to: Place, leader: string) =>
  ev('rebellion.units.retreated', { faction, from: 'sullust', to, leader, carried: [] })
const noLosses = { destroyed: [], damaged: [] }
const round1 = ev('rebellion.combat-round.recorded', {
  system: 'sullust',
  round: 1,
  empire: noLosses,
  rebels: noLosses,
})

/**
 * Round 1's Command phase: Dodonna and 2 X-wings in Sullust; Vader's Star Destroyer came in from
 * Naboo; a TIE Fighter holds Bespin and a Rebel Y-wing holds Malastare; one round fought.
 */
function sullust() {
  const t = rebellionTable()
  t.command()
  t.ok(place('sullust', 'rebels', { 'x-wing': 2 }))
  t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'dodonna' }))
  t.ok(place('naboo', 'empire', { 'star-destroyer': 1 }))
  t.ok(place('bespin', 'empire', { 'tie-fighter': 1 }))
  t.ok(place('malastare', 'rebels', { 'y-wing': 1 }))
  t.ok(
    ev('rebellion.units.moved', {
      faction: 'empire',
      to: 'sullust',
      leader: 'vader',
      moves: [{ from: 'naboo', unit: 'star-destroyer', count: 1 }],
    }),
  )
  t.ok(round1)
  return t
}
const options = (t: ReturnType<typeof sullust>, faction: 'empire' | 'rebels', leader: string) =>
  retreatDestinations(t.s, faction, 'sullust', leader, [])

describe('retreat destinations', () => {
  it('Sullust’s neighbours, as the map has them', () => {
    expect(neighboursUnder('sullust')).toEqual<SystemId[]>([
      'bespin',
      'cato-neimoidia',
      'corellia',
      'dagobah',
      'malastare',
      'mustafar',
      'naboo',
    ])
  })

  it('the Rebels: enemy-free neighbours but the attacker’s origin, and the Rebel Base space while the base is hidden', () => {
    const t = sullust()
    expect(options(t, 'rebels', 'dodonna')).toEqual<Place[]>([
      'cato-neimoidia',
      'corellia',
      'dagobah',
      'malastare',
      'mustafar',
      'rebel-base',
    ])
  })

  it('the Empire: never the Rebel Base space; not where Rebel units stand nor its own origin', () => {
    const t = sullust()
    expect(options(t, 'empire', 'vader')).toEqual<Place[]>([
      'bespin',
      'cato-neimoidia',
      'corellia',
      'dagobah',
      'mustafar',
    ])
    expect(t.play(retreat('empire', 'rebel-base', 'vader'))).toBe('Only Rebel units stand on the Rebel Base space.')
    expect(unitsIn(t.s, 'sullust').empire.units).toEqual({ 'star-destroyer': [0] })
  })

  it('a Rebel retreat to the Rebel Base space takes the ships and the leader there and ends the battle; undo brings them back', () => {
    const t = sullust()
    t.ok(retreat('rebels', 'rebel-base', 'dodonna'))
    expect(unitsIn(t.s, 'rebel-base').rebels.units).toEqual({ 'x-wing': [0, 0] })
    expect(unitsIn(t.s, 'rebel-base').rebels.leaders).toEqual([{ id: 'dodonna' }])
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({})
    expect(t.s.battles.sullust?.over).toEqual({ winner: 'empire', how: 'retreat' })
    expect(t.text(t.length - 1)).toBe('Rebels retreat from Sullust to the Rebel Base space with Jan Dodonna')
    // Once per combat: a second retreat is refused before anything else.
    expect(t.play(retreat('rebels', 'rebel-base', 'dodonna'))).toBeDefined()
    t.undo()
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({ 'x-wing': [0, 0] })
    expect(unitsIn(t.s, 'rebel-base').rebels.units).toEqual({})
    expect(t.s.battles.sullust?.over).toBeUndefined()
  })

  it('not once the base is revealed: the Rebel Base space is left out and refused', () => {
    const t = sullust()
    t.ok(ev('rebellion.base.revealed', { system: 'hoth' }))
    expect(options(t, 'rebels', 'dodonna')).toEqual<Place[]>([
      'cato-neimoidia',
      'corellia',
      'dagobah',
      'malastare',
      'mustafar',
    ])
    expect(t.play(retreat('rebels', 'rebel-base', 'dodonna'))).toBe(
      'The base is revealed: nothing goes onto the Rebel Base space any more. Units go to Hoth instead.',
    )
  })

  it('not back to the Rebel Base space when the Rebels attacked from it (the attacker’s origin)', () => {
    const t = rebellionTable()
    t.command()
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1 }))
    t.ok(place('rebel-base', 'rebels', { 'x-wing': 2 }))
    t.ok(
      ev('rebellion.units.moved', {
        faction: 'rebels',
        to: 'sullust',
        leader: 'dodonna',
        moves: [{ from: 'rebel-base', unit: 'x-wing', count: 2 }],
      }),
    )
    expect(t.s.battles.sullust).toEqual({
      round: 0,
      retreated: [],
      attacker: { faction: 'rebels', from: [], fromBaseSpace: true },
    })
    t.ok(round1)
    expect(options(t, 'rebels', 'dodonna')).toEqual<Place[]>([
      'bespin',
      'cato-neimoidia',
      'corellia',
      'dagobah',
      'malastare',
      'mustafar',
      'naboo',
    ])
    expect(t.play(retreat('rebels', 'rebel-base', 'dodonna'))).toBe(
      "The Rebels attacked Sullust from the Rebel Base space: a retreat may not go to the attacker's original place (a reading of the RotE sheet, verify on your copy).",
    )
    t.ok(retreat('rebels', 'naboo', 'dodonna'))
  })

  it('no leader there, no retreat anywhere', () => {
    const t = sullust()
    expect(options(t, 'rebels', 'leia')).toEqual([])
  })
})

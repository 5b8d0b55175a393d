import { describe, expect, it } from 'vitest'
import {
  leadersOf,
  makePlayerLeader,
  missionDiceFor,
  rerollAllowance,
  resolveLeader,
} from '../../../../src-shared/games/rebellion/odds/leaders'
import { resolveUnit, UNIT_FACTS, UNIT_IDS, unitsOf } from '../../../../src-shared/games/rebellion/units'

describe('units', () => {
  it('has 17 base units and 9 Rise of the Empire units, with unique ids and keys', () => {
    expect(UNIT_FACTS.filter((f) => f.value.set === 'base')).toHaveLength(17)
    expect(UNIT_FACTS.filter((f) => f.value.set === 'rote')).toHaveLength(9)
    expect(new Set(UNIT_IDS).size).toBe(UNIT_IDS.length)
    for (const f of UNIT_FACTS) expect(f.key).toBe(`rebellion.unit.${f.value.id}`)
  })

  it('gives a Star Destroyer 2 red and 1 black die, 4 red health, room for 6', () => {
    expect(resolveUnit('star-destroyer')!.stats).toMatchObject({
      attack: { red: 2, black: 1, green: 0 },
      health: { colour: 'red', value: 4 },
      transport: 6,
      supply: 8,
    })
  })

  it('the Death Star cannot be damaged; shield generators are structures without dice', () => {
    expect(resolveUnit('death-star')!.stats.health).toBeNull()
    expect(resolveUnit('shield-generator')!.stats).toMatchObject({
      structure: true,
      attack: { red: 0, black: 0, green: 0 },
    })
  })

  it('lists a faction by set: RotE units only with the expansion', () => {
    expect(unitsOf('empire', { rote: false }).map((u) => u.id)).toEqual([
      'tie-fighter',
      'assault-carrier',
      'star-destroyer',
      'super-star-destroyer',
      'death-star',
      'stormtrooper',
      'at-st',
      'at-at',
    ])
    expect(unitsOf('rebels', { rote: true }).map((u) => u.id)).toContain('u-wing')
  })

  it('RotE units (medium-high) need no marker; a valid correction wins, an invalid one is ignored', () => {
    expect(resolveUnit('u-wing')).toMatchObject({ corrected: false, verify: false })
    const corrected = { ...resolveUnit('mon-calamari-cruiser')!.stats, transport: 6 }
    expect(resolveUnit('mon-calamari-cruiser', { 'rebellion.unit.mon-calamari-cruiser': corrected })).toMatchObject({
      corrected: true,
      stats: { transport: 6 },
    })
    expect(
      resolveUnit('mon-calamari-cruiser', {
        'rebellion.unit.mon-calamari-cruiser': { ...corrected, health: { colour: 'green', value: 4 } },
      })!.corrected,
    ).toBe(false)
    expect(resolveUnit('nope')).toBeUndefined()
  })
})

describe('leaders', () => {
  it('has the base leaders with their skills and tactics', () => {
    expect(resolveLeader('palpatine')!.stats).toMatchObject({
      skills: { diplomacy: 3, intel: 2, specOps: 0, logistics: 0 },
      tactics: { space: 3, ground: 2 },
      availability: 'starting',
    })
    expect(resolveLeader('wedge')!.stats.tactics).toEqual({ space: 3, ground: 1 })
    expect(leadersOf('empire', { rote: false })).toHaveLength(12)
    expect(leadersOf('rebels', { rote: false })).toHaveLength(13)
  })

  it('Krennic (RotE) rolls 1 die and 2 green dice on an intel mission and is flagged medium', () => {
    const k = resolveLeader('krennic')!
    expect(missionDiceFor([k.stats], 'intel')).toEqual({ dice: 1, green: 2 })
    expect(k.verify).toBe(true)
    expect(leadersOf('empire', { rote: true })).toHaveLength(13)
  })

  it('sums icons over a group and takes the highest tactic as rerolls', () => {
    const group = [resolveLeader('leia')!.stats, resolveLeader('han')!.stats]
    expect(missionDiceFor(group, 'specOps')).toEqual({ dice: 3, green: 0 })
    expect(rerollAllowance(group, 'space')).toBe(2)
    expect(rerollAllowance([], 'ground')).toBe(0)
  })

  it('players can type in a RotE leader; impossible values are refused', () => {
    const l = makePlayerLeader({
      name: 'Saw Gerrera',
      faction: 'rebels',
      skills: { specOps: 2 },
      minorSkills: { intel: 1 },
      tactics: { ground: 2 },
    })
    expect(l).toMatchObject({
      id: 'player:saw-gerrera',
      enteredByPlayer: true,
      skills: { specOps: 2, intel: 0 },
      minorSkills: { intel: 1 },
      tactics: { space: 0, ground: 2 },
    })
    expect(missionDiceFor([l!], 'intel')).toEqual({ dice: 0, green: 1 })
    expect(makePlayerLeader({ name: '  ', faction: 'rebels' })).toBeNull()
    expect(makePlayerLeader({ name: 'X', faction: 'empire', skills: { intel: -1 } })).toBeNull()
    expect(makePlayerLeader({ name: 'X', faction: 'empire', tactics: { space: 1.5 } })).toBeNull()
  })
})

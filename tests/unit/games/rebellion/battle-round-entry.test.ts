// The battle tracker's form: the groups it shows are the board's figures (unit and damage carried),
// and what the player types becomes exactly the round the event records, or a reason.
import { describe, expect, it } from 'vitest'
import { figureGroups, roundLossesFrom } from '../../../../src-shared/games/rebellion/battle-round-entry'
import { addFigures, type Forces } from '../../../../src-shared/games/rebellion/units-on-board'

let forces: Forces = {}
forces = addFigures(forces, 'sullust', 'empire', 'star-destroyer', [0, 0, 2])
forces = addFigures(forces, 'sullust', 'empire', 'at-at', [0])
forces = addFigures(forces, 'sullust', 'empire', 'death-star', [0])
const groups = figureGroups(forces, 'sullust', 'empire')
const SD = 'empire|star-destroyer|0'

describe('the battle tracker form', () => {
  it('shows one group per unit and damage carried, with its theatre and how much damage it can take', () => {
    expect(groups).toEqual([
      {
        key: SD,
        unit: 'star-destroyer',
        name: '2 Star Destroyers',
        count: 2,
        damage: 0,
        theatre: 'space',
        maxDamage: 3,
      },
      {
        key: 'empire|star-destroyer|2',
        unit: 'star-destroyer',
        name: '1 Star Destroyer (2 dmg)',
        count: 1,
        damage: 2,
        theatre: 'space',
        maxDamage: 3,
      },
      {
        key: 'empire|death-star|0',
        unit: 'death-star',
        name: '1 Death Star',
        count: 1,
        damage: 0,
        theatre: 'space',
        maxDamage: null,
      },
      { key: 'empire|at-at|0', unit: 'at-at', name: '1 AT-AT', count: 1, damage: 0, theatre: 'ground', maxDamage: 2 },
    ])
  })

  it('empty fields are a round where nothing happened', () => {
    expect(roundLossesFrom('empire', groups, {}, {})).toEqual({ destroyed: [], damaged: [] })
    expect(roundLossesFrom('empire', groups, { [SD]: '' }, { [SD]: '  ' })).toEqual({ destroyed: [], damaged: [] })
  })

  it('one number per hit figure: "1 1" is two figures with 1 each, "2, 1" two figures with 2 and 1', () => {
    expect(roundLossesFrom('empire', groups, {}, { [SD]: '1 1' })).toEqual({
      destroyed: [],
      damaged: [{ unit: 'star-destroyer', from: 0, to: 1, count: 2 }],
    })
    expect(roundLossesFrom('empire', groups, {}, { [SD]: '2, 1' })).toEqual({
      destroyed: [],
      damaged: [
        { unit: 'star-destroyer', from: 0, to: 2, count: 1 },
        { unit: 'star-destroyer', from: 0, to: 1, count: 1 },
      ],
    })
  })

  it('losses are taken from the group with the damage it carried in', () => {
    expect(
      roundLossesFrom('empire', groups, { 'empire|star-destroyer|2': 1, 'empire|at-at|0': 1, [SD]: 1 }, { [SD]: '3' }),
    ).toEqual({
      destroyed: [
        { unit: 'star-destroyer', damage: 0, count: 1 },
        { unit: 'star-destroyer', damage: 2, count: 1 },
        { unit: 'at-at', damage: 0, count: 1 },
      ],
      damaged: [{ unit: 'star-destroyer', from: 0, to: 3, count: 1 }],
    })
  })

  it('says what is wrong with an entry that cannot have happened', () => {
    expect(roundLossesFrom('empire', groups, { [SD]: 3 }, {})).toBe(
      'Empire, 2 Star Destroyers: destroyed must be a whole number from 0 to 2.',
    )
    expect(roundLossesFrom('empire', groups, { [SD]: 1 }, { [SD]: '1 1' })).toBe(
      'Empire, 2 Star Destroyers: 2 figures hit but only 1 survived the round.',
    )
    expect(roundLossesFrom('empire', groups, {}, { 'empire|star-destroyer|2': '2' })).toBe(
      'Empire: 4 damage destroys a Star Destroyer (health 4); count it as destroyed instead.',
    )
    expect(roundLossesFrom('empire', groups, {}, { [SD]: 'two' })).toBe(
      'Empire, 2 Star Destroyers: type the damage each hit figure took as whole numbers, like 2 or 1 1.',
    )
    expect(roundLossesFrom('empire', groups, {}, { [SD]: '0' })).toBe(
      'Empire, 2 Star Destroyers: type the damage each hit figure took as whole numbers, like 2 or 1 1.',
    )
    expect(roundLossesFrom('empire', groups, {}, { 'empire|death-star|0': '1' })).toBe(
      'Empire: the Death Star takes no damage.',
    )
  })

  // Typed as text: "1e1" was 10 and "-2" slipped through a number field's parseFloat reading.
  it('reads destroyed and damage as whole numbers as typed, naming the field, in English and German', () => {
    for (const typed of ['1e1', '1.5', '-2', '0x1'])
      expect(roundLossesFrom('empire', groups, { [SD]: typed }, {})).toBe(
        `Empire, 2 Star Destroyers: “${typed}” is not a whole number. Enter how many were destroyed, from 0 to 2 (empty for none).`,
      )
    expect(roundLossesFrom('empire', groups, { [SD]: ' 2 ' }, {})).toEqual({
      destroyed: [{ unit: 'star-destroyer', damage: 0, count: 2 }],
      damaged: [],
    })
    const german = figureGroups(forces, 'sullust', 'empire', {}, 'de')
    expect(roundLossesFrom('empire', german, { [SD]: '1e1' }, {}, 'de')).toBe(
      'Imperium, 2 Sternzerstörer: „1e1“ ist keine ganze Zahl. Gib ein, wie viele zerstört wurden, von 0 bis 2 (leer für keine).',
    )
    for (const typed of ['1e0', '1.0', '0x1'])
      expect(roundLossesFrom('empire', groups, {}, { [SD]: typed })).toBe(
        'Empire, 2 Star Destroyers: type the damage each hit figure took as whole numbers, like 2 or 1 1.',
      )
  })
})

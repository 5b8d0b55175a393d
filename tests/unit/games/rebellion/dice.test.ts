import { describe, expect, it } from 'vitest'
import {
  BLACK_DIE_ALTERNATIVE,
  combatFaceOdds,
  diceTable,
  dieFacesError,
  isDieFaces,
  missionSuccessOdds,
} from '../../../../src-shared/games/rebellion/odds/dice'

describe('dice table', () => {
  it('holds the faces from the game facts', () => {
    const t = diceTable()
    expect(t.faces.red).toEqual({ hit: 2, directHit: 1, special: 1, blank: 2 })
    expect(t.faces.black).toEqual({ hit: 2, directHit: 1, special: 1, blank: 2 })
    expect(t.faces.green).toEqual({ hit: 0, directHit: 2, special: 0, blank: 4 })
    expect(t.combatCap).toEqual({ red: 5, black: 5, green: 3 })
    expect(t.missionCap).toEqual({ dice: 10, green: 3 })
    expect(t.portraitBonus).toBe(2)
  })

  it('flags the black die (medium) and mission counting (low) for verification, not the red die', () => {
    const byKey = new Map(diceTable().facts.map((f) => [f.key, f]))
    expect(byKey.get('rebellion.dice.black')).toMatchObject({ confidence: 'medium', verify: true, corrected: false })
    expect(byKey.get('rebellion.dice.missionSuccesses')).toMatchObject({ confidence: 'low', verify: true })
    expect(byKey.get('rebellion.dice.red')).toMatchObject({ confidence: 'high', verify: false })
  })

  it("a player's correction wins and clears the marker", () => {
    const t = diceTable({ 'rebellion.dice.black': BLACK_DIE_ALTERNATIVE })
    expect(t.faces.black).toEqual({ hit: 3, directHit: 0, special: 1, blank: 2 })
    expect(t.facts.find((f) => f.key === 'rebellion.dice.black')).toMatchObject({ corrected: true, verify: false })
  })

  it('ignores a correction that is not six faces', () => {
    const t = diceTable({ 'rebellion.dice.black': { hit: 3, directHit: 1, special: 1, blank: 2 } })
    expect(t.faces.black.hit).toBe(2)
    expect(t.facts.find((f) => f.key === 'rebellion.dice.black')?.corrected).toBe(false)
  })

  it('explains why a correction is not a die', () => {
    expect(dieFacesError({ hit: 3, directHit: 1, special: 1, blank: 2 })?.message).toBe(
      'a die has 6 faces; these counts add up to 7',
    )
    expect(dieFacesError({ hit: -1, directHit: 3, special: 2, blank: 2 })?.code).toBe('invalidDieFaces')
    expect(dieFacesError({ hit: 2, directHit: 1, special: 1 })?.code).toBe('invalidDieFaces')
    expect(dieFacesError('hit hit')?.code).toBe('invalidDieFaces')
    expect(isDieFaces(BLACK_DIE_ALTERNATIVE)).toBe(true)
  })
})

describe('what a die does', () => {
  it('in combat: red hits 2/6, direct hit 1/6, nothing 3/6', () => {
    expect(combatFaceOdds(diceTable(), 'red')).toEqual({ hit: 2 / 6, direct: 1 / 6, none: 3 / 6 })
  })

  it('a green "hit" after a correction damages nothing (no unit has green health)', () => {
    const t = diceTable({ 'rebellion.dice.green': { hit: 2, directHit: 1, special: 0, blank: 3 } })
    expect(combatFaceOdds(t, 'green')).toEqual({ hit: 0, direct: 1 / 6, none: 5 / 6 })
  })

  it('on a mission: hit and direct hit 1 success, special 2 (low confidence reading)', () => {
    expect(missionSuccessOdds(diceTable(), 'red')).toEqual([2 / 6, 3 / 6, 1 / 6])
    expect(missionSuccessOdds(diceTable(), 'green')).toEqual([4 / 6, 2 / 6])
  })

  it('a corrected success count changes mission odds', () => {
    const t2 = diceTable({ 'rebellion.dice.missionSuccesses': { hit: 0, directHit: 1, special: 1, blank: 0 } })
    expect(missionSuccessOdds(t2, 'red')).toEqual([4 / 6, 2 / 6])
  })
})

describe('corrections typed in Settings as a list [hit, direct hit, special, blank]', () => {
  it('a black-die list changes the faces and clears the marker', () => {
    const t = diceTable({ 'rebellion.dice.black': [1, 1, 1, 3] })
    expect(t.faces.black).toEqual({ hit: 1, directHit: 1, special: 1, blank: 3 })
    expect(t.facts.find((f) => f.key === 'rebellion.dice.black')).toMatchObject({ corrected: true, verify: false })
    expect(combatFaceOdds(t, 'black')).toEqual({ hit: 1 / 6, direct: 1 / 6, none: 4 / 6 })
  })

  it('a list that is not six faces is ignored', () => {
    const t = diceTable({ 'rebellion.dice.black': [3, 1, 1, 2], 'rebellion.dice.red': [2, 1, 1] })
    expect(t.faces.black).toEqual({ hit: 2, directHit: 1, special: 1, blank: 2 })
    expect(t.faces.red).toEqual({ hit: 2, directHit: 1, special: 1, blank: 2 })
  })

  it('a mission-success list changes how faces count', () => {
    const t = diceTable({ 'rebellion.dice.missionSuccesses': [1, 1, 1, 0] })
    expect(t.missionSuccesses).toEqual({ hit: 1, directHit: 1, special: 1, blank: 0 })
    expect(missionSuccessOdds(t, 'red')).toEqual([2 / 6, 4 / 6])
  })
})

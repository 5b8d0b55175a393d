// The Rebel base recorded in private: where it may go, and what the board does once the Empire
// reaches it. Every move goes through the event's check, as the session appends it.
import { describe, expect, it } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import type { NewEvent, Player } from '../../../../src-shared/core/game-record'
import { GAMES } from '../../../../src-shared/games/registry'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'

const players: Player[] = [
  { id: 'p1', name: 'Ann', faction: 'empire' },
  { id: 'p2', name: 'Ben', faction: 'rebels' },
]
const rebellionLog = await GAMES.log('rebellion')
const ev = rebellionEventLog.make

function table(riseOfTheEmpire = false) {
  let state = rebellionLog.initial(players, { riseOfTheEmpire }) as FullState<RebellionState>
  let seq = 1
  const play = (e: NewEvent): string | undefined => {
    const refused = rebellionLog.check(state, e)
    if (refused) return refused
    state = rebellionLog.apply(state, { ...e, gameId: 'g', seq: seq++, at: '' }) as FullState<RebellionState>
    return undefined
  }
  return { play, s: () => state.game }
}
const choose = (system: 'hoth' | 'mustafar' | 'kessel') => ev('rebellion.base.chosen', { system, private: 'rebels' })
const empireAt = ev('rebellion.deployment.recorded', {
  faction: 'empire',
  placement: { mustafar: { stormtrooper: 1 }, coruscant: { stormtrooper: 1 } },
})

describe('the Rebel base recorded in private', () => {
  // Base rules, choose base location: the Rebel player chooses among the probe cards left after
  // "all systems that contain Imperial units have been removed from the probe deck".
  it('may go only where the probe deck still has a card, once the Empire’s units are known', () => {
    const t = table()
    expect(t.play(choose('hoth'))).toBe(
      'Record the Empire’s starting units first: the systems the base may go in depend on them.',
    )
    expect(t.play(empireAt)).toBeUndefined()
    expect(t.play(choose('mustafar'))).toBe('Mustafar holds Imperial units.')
    expect(t.play(choose('hoth'))).toBeUndefined()
    expect(t.s().rebelBase).toEqual({ visibility: 'rebels-private', system: 'hoth' })
    expect(t.s().baseHidden).toBe(true)
    // The shared timeline never names it.
    expect(rebellionLog.describe({ ...choose('hoth'), gameId: 'g', seq: 9, at: '' }, players)).toBe(
      'Rebel base location chosen (private)',
    )
    expect(rebellionLog.privateTo({ ...choose('hoth'), gameId: 'g', seq: 9, at: '' })).toBe('rebels')
  })

  // Base rules, revealing the base: "If the Imperial player ever has loyalty or ground units in the
  // same system as the Rebel base, the Rebel base is immediately revealed."
  it('is revealed when the Empire gains loyalty there', () => {
    const t = table()
    t.play(empireAt)
    t.play(choose('kessel'))
    expect(t.play(ev('rebellion.system.edited', { system: 'naboo', change: { loyalty: 'imperial' } }))).toBeUndefined()
    expect(t.s().baseHidden).toBe(true)
    expect(t.play(ev('rebellion.system.edited', { system: 'kessel', change: { loyalty: 'imperial' } }))).toBeUndefined()
    expect([t.s().baseHidden, t.s().baseSystem]).toEqual([false, 'kessel'])
    expect(t.play(choose('hoth'))).toBe('The base is already revealed.')
  })

  it('is revealed when Imperial ground units enter its system, a remote one too (ships alone do not reveal it)', () => {
    const t = table()
    t.play(empireAt)
    t.play(choose('hoth'))
    const place = (units: Record<string, number>) =>
      ev('rebellion.units.placed', { system: 'hoth', faction: 'empire', units, limits: {} })
    expect(t.play(place({ 'star-destroyer': 1 }))).toBeUndefined()
    expect(t.s().baseHidden).toBe(true)
    expect(t.play(place({ stormtrooper: 1 }))).toBeUndefined()
    expect([t.s().baseHidden, t.s().baseSystem]).toEqual([false, 'hoth'])
  })

  // End of the game: the Empire wins by conquering the base's system, which reveals it first.
  it('a recorded base still hidden cannot be recorded as conquered; once revealed, or never recorded, it can', () => {
    const conquered = ev('rebellion.empire.won', { how: 'base-conquered' })
    const t = table()
    t.play(empireAt)
    t.play(choose('hoth'))
    expect(t.play(conquered)).toBe(
      'The Rebel base is still hidden: it is revealed as soon as Imperial ground units are in its system (record them on the Units tab, or reveal the base on the Systems tab). Only a revealed base can be conquered.',
    )
    expect(t.s().winner).toBeUndefined()
    t.play(ev('rebellion.units.placed', { system: 'hoth', faction: 'empire', units: { 'at-at': 1 }, limits: {} }))
    expect(t.play(conquered)).toBeUndefined()
    expect(t.s().winner).toEqual({ faction: 'empire', how: 'base-conquered' })
    const unrecorded = table()
    expect(unrecorded.play(conquered)).toBeUndefined()
  })

  // Base rules: conquered once "there are no Rebel units" there; Rise of the Empire's sheet, "Win
  // conditions": "no Rebel units (structures OK)". A Shield Generator alone holds the base in the base
  // game only.
  it('with Rise of the Empire a Rebel structure left alone does not hold the base; in the base game it does', () => {
    const conquered = ev('rebellion.empire.won', { how: 'base-conquered' })
    const place = (faction: 'empire' | 'rebels', units: Record<string, number>) =>
      ev('rebellion.units.placed', { system: 'hoth', faction, units, limits: {} })
    for (const rote of [false, true]) {
      const t = table(rote)
      t.play(empireAt)
      t.play(choose('hoth'))
      expect(t.play(place('rebels', { 'shield-generator': 1, 'rebel-trooper': 1 }))).toBeUndefined()
      expect(t.play(place('empire', { 'at-at': 1 }))).toBeUndefined()
      // A trooper still there holds it either way; with the expansion only the trooper is named.
      const held = (units: string) =>
        `Rebel units still stand in Hoth (${units}): the base is conquered once none are left there. Record the combat, or correct the units, on the Units tab.`
      expect(t.play(conquered)).toBe(held(rote ? '1 Rebel Trooper' : '1 Shield Generator, 1 Rebel Trooper'))
      expect(
        t.play(
          ev('rebellion.units.removed', {
            system: 'hoth',
            faction: 'rebels',
            unit: 'rebel-trooper',
            count: 1,
            why: 'destroyed',
          }),
        ),
      ).toBeUndefined()
      if (rote) {
        expect(t.play(conquered)).toBeUndefined()
        expect(t.s().winner).toEqual({ faction: 'empire', how: 'base-conquered' })
      } else {
        expect(t.play(conquered)).toBe(held('1 Shield Generator'))
        expect(t.s().winner).toBeUndefined()
      }
    }
  })

  // Base rules, the Death Star: "If the Death Star destroys the system where the Rebel base is
  // located, the Imperial player immediately wins the game."
  it('ends the game for the Empire when its system is destroyed', () => {
    const t = table()
    t.play(empireAt)
    t.play(choose('hoth'))
    t.play(ev('rebellion.system.edited', { system: 'hoth', change: { destroyed: true } }))
    expect(t.s().winner).toEqual({ faction: 'empire', how: 'base-destroyed' })
    expect(t.s().baseSystem).toBe('hoth')
  })

  // The same rule once the base is revealed (Rise of the Empire's sheet, "Win conditions": the base's
  // system "(hidden or not) is destroyed by a Death Star"): a revealed base's system destroyed later
  // ends the game too; before, only a hidden base's did.
  it('ends the game for the Empire when a revealed base’s system is destroyed', () => {
    const t = table()
    t.play(empireAt)
    t.play(choose('hoth'))
    t.play(ev('rebellion.units.placed', { system: 'hoth', faction: 'empire', units: { 'at-at': 1 }, limits: {} }))
    expect(t.s().baseHidden).toBe(false)
    expect(t.s().winner).toBeUndefined()
    t.play(ev('rebellion.system.edited', { system: 'hoth', change: { destroyed: true } }))
    expect(t.s().winner).toEqual({ faction: 'empire', how: 'base-destroyed' })
    // A base never recorded, revealed in a system the Death Star destroyed before.
    const unrecorded = table()
    unrecorded.play(ev('rebellion.system.edited', { system: 'kessel', change: { destroyed: true } }))
    expect(unrecorded.s().winner).toBeUndefined()
    unrecorded.play(ev('rebellion.base.revealed', { system: 'kessel' }))
    expect(unrecorded.s().winner).toEqual({ faction: 'empire', how: 'base-destroyed' })
  })

  // "Base system destroyed" by hand is the Death Star rule's win: refused while the board records no
  // such destruction (the base's system, when the app knows it, or any system when it does not).
  it('"Base system destroyed" is refused while the board shows the base’s system standing', () => {
    const destroyed = ev('rebellion.empire.won', { how: 'base-destroyed' })
    const unrecorded = table()
    expect(unrecorded.play(destroyed)).toBe(
      'No system is recorded as destroyed: the Empire wins this way once a Death Star destroys the Rebel base’s system. Mark the system destroyed on the Systems tab.',
    )
    unrecorded.play(ev('rebellion.system.edited', { system: 'kessel', change: { destroyed: true } }))
    expect(rebellionLog.check(rebellionLog.initial(players, {}), destroyed, 'de')).toBe(
      'Kein System ist als zerstört eingetragen: Das Imperium gewinnt so, sobald ein Todesstern das System der Rebellenbasis zerstört. Markiere das System auf dem Reiter „Systeme“ als zerstört.',
    )
    expect(unrecorded.play(destroyed)).toBeUndefined()
    expect(unrecorded.s().winner).toEqual({ faction: 'empire', how: 'base-destroyed' })

    const hidden = table()
    hidden.play(empireAt)
    hidden.play(choose('hoth'))
    hidden.play(ev('rebellion.system.edited', { system: 'kessel', change: { destroyed: true } }))
    expect(hidden.play(destroyed)).toBe(
      'The Rebel base’s system is not destroyed: the Empire wins this way once a Death Star destroys it. Mark that system destroyed on the Systems tab.',
    )
    expect(hidden.s().winner).toBeUndefined()

    const revealed = table()
    revealed.play(ev('rebellion.base.revealed', { system: 'hoth' }))
    revealed.play(ev('rebellion.system.edited', { system: 'kessel', change: { destroyed: true } }))
    expect(revealed.play(destroyed)).toBe(
      'Hoth, the revealed Rebel base, is not destroyed: the Empire wins this way once a Death Star destroys it. Mark Hoth destroyed on the Systems tab.',
    )
    expect(revealed.s().winner).toBeUndefined()
  })

  it('cannot be changed once round 1 has begun', () => {
    const t = table()
    t.play(empireAt)
    t.play(choose('hoth'))
    t.play(ev('rebellion.phase.set', { round: 1, phase: 'command' }))
    expect(t.play(ev('rebellion.base.chosen', { system: 'dagobah', private: 'rebels' }))).toBe(
      'Play has begun: the base no longer changes at setup; a new base comes from Rapid Mobilization (Systems tab, New base).',
    )
  })
})

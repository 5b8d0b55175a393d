// The battle tracker: one event per combat round (RotE sheet, "Combat": damage is resolved after
// both sides attack, figures at their health are removed; "Combat end condition": rounds go on
// until no theatre holds both sides' units). Damage carries between rounds, undo takes a round back whole.
import { describe, expect, it } from 'vitest'
import type { CombatRoundPayload, RoundLosses } from '../../../../src-shared/games/rebellion/battle-record'
import {
  afterBattle,
  battleOutcome,
  contestedTheatres,
  nextRound,
  roundEndsSubjugation,
  whyNoContest,
} from '../../../../src-shared/games/rebellion/battle-record'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'
import { battleSideIn, poolLimits, unitsIn } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionTable } from './rebellion-table'

/** A game in round 1's Command phase, where systems are activated and battles fought. */
function table() {
  const t = rebellionTable()
  t.command()
  return t
}

const ev = rebellionEventLog.make
const LIMITS = poolLimits()

const none: RoundLosses = { destroyed: [], damaged: [] }
const place = (system: SystemId, faction: 'empire' | 'rebels', units: Record<string, number>, limits = LIMITS) =>
  ev('rebellion.units.placed', { system, faction, units, limits })
const round = (n: number, empire: Partial<RoundLosses>, rebels: Partial<RoundLosses>, system: SystemId = 'sullust') =>
  ev('rebellion.combat-round.recorded', {
    system,
    round: n,
    empire: { ...none, ...empire },
    rebels: { ...none, ...rebels },
  })

/** Sullust: a Star Destroyer and 2 TIE Fighters against 3 X-wings and a Corellian Corvette. */
function sullust() {
  const t = table()
  t.ok(place('sullust', 'empire', { 'star-destroyer': 1, 'tie-fighter': 2 }))
  t.ok(place('sullust', 'rebels', { 'x-wing': 3, 'corellian-corvette': 1 }))
  t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'dodonna' }))
  return t
}

describe('a combat round recorded', () => {
  it('takes losses off, keeps damage on the survivors into the next round, and says so in one timeline line', () => {
    const t = sullust()
    expect(nextRound(t.s.battles, 'sullust')).toBe(1)
    t.ok(
      round(
        1,
        {
          destroyed: [{ unit: 'tie-fighter', damage: 0, count: 1 }],
          damaged: [{ unit: 'star-destroyer', from: 0, to: 2, count: 1 }],
        },
        { destroyed: [{ unit: 'x-wing', damage: 0, count: 2 }] },
      ),
    )
    expect(unitsIn(t.s, 'sullust').empire.units).toEqual({ 'star-destroyer': [2], 'tie-fighter': [0] })
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({ 'x-wing': [0], 'corellian-corvette': [0] })
    expect(t.text(t.length - 1)).toBe(
      'Combat in Sullust, round 1: Empire lost 1 TIE Fighter, a Star Destroyer took 2 damage; Rebels lost 2 X-wings',
    )
    expect(t.s.battles.sullust).toEqual({ round: 1, retreated: [] })
    expect(nextRound(t.s.battles, 'sullust')).toBe(2)
    // The whole-battle odds start from the damaged board: the Star Destroyer is one group with 2 damage.
    expect(battleSideIn(t.s.forces, 'sullust', 'empire').units).toEqual([
      { unitId: 'tie-fighter', count: 1, damage: 0 },
      { unitId: 'star-destroyer', count: 1, damage: 2 },
    ])

    // Round 2: the damaged Star Destroyer takes 1 more (3 of 4), the Corvette takes 1 (of 2).
    t.ok(
      round(
        2,
        { damaged: [{ unit: 'star-destroyer', from: 2, to: 3, count: 1 }] },
        {
          destroyed: [{ unit: 'x-wing', damage: 0, count: 1 }],
          damaged: [{ unit: 'corellian-corvette', from: 0, to: 1, count: 1 }],
        },
      ),
    )
    expect(unitsIn(t.s, 'sullust').empire.units).toEqual({ 'star-destroyer': [3], 'tie-fighter': [0] })
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({ 'corellian-corvette': [1] })
    expect(t.text(t.length - 1)).toBe(
      'Combat in Sullust, round 2: Empire lost nothing, a Star Destroyer took 1 damage; Rebels lost 1 X-wing, a Corellian Corvette took 1 damage',
    )
    expect(t.s.battles.sullust?.over).toBeUndefined()
  })

  it('a round where every die missed is recorded as no losses', () => {
    const t = sullust()
    t.ok(round(1, {}, {}))
    expect(t.text(t.length - 1)).toBe('Combat in Sullust, round 1: Empire lost nothing; Rebels lost nothing')
    expect(unitsIn(t.s, 'sullust').empire.units).toEqual({ 'star-destroyer': [0], 'tie-fighter': [0, 0] })
  })

  it('refuses a round that cannot have happened on this board, each with its reason', () => {
    const t = sullust()
    expect(t.play(round(1, { destroyed: [{ unit: 'tie-fighter', damage: 0, count: 3 }] }, {}))).toBe(
      'Round not recorded: the Empire cannot lose 3 TIE Fighters: only 2 Imperial TIE Fighter there, not 3.',
    )
    expect(t.play(round(1, {}, { damaged: [{ unit: 'mon-calamari-cruiser', from: 0, to: 1, count: 1 }] }))).toBe(
      'Round not recorded: no Rebel Mon Calamari Cruiser left to damage (after the losses): only 0 Rebel Mon Calamari Cruiser there, not 1.',
    )
    // The figure destroyed this round cannot also take damage.
    expect(
      t.play(
        round(
          1,
          {},
          {
            destroyed: [{ unit: 'corellian-corvette', damage: 0, count: 1 }],
            damaged: [{ unit: 'corellian-corvette', from: 0, to: 1, count: 1 }],
          },
        ),
      ),
    ).toBe(
      'Round not recorded: no Rebel Corellian Corvette left to damage (after the losses): only 0 Rebel Corellian Corvette there, not 1.',
    )
    expect(t.play(round(1, { damaged: [{ unit: 'star-destroyer', from: 0, to: 4, count: 1 }] }, {}))).toBe(
      'Round not recorded: 4 damage destroys a Star Destroyer (health 4): count it as destroyed instead.',
    )
    expect(t.play(round(1, { destroyed: [{ unit: 'x-wing', damage: 0, count: 1 }] }, {}))).toBe(
      'Round not recorded: X-wing is not a unit of the Empire.',
    )
    expect(t.play(round(2, {}, {}))).toBe('Round not recorded: the battle in Sullust is at round 1, not 2.')
    expect(t.play(round(1, {}, {}, 'hoth'))).toBe(
      'Round not recorded: there is no fight in Hoth: the Empire and the Rebels have no units there.',
    )
    t.ok(place('naboo', 'empire', { stormtrooper: 1 }))
    expect(t.play(round(1, {}, {}, 'naboo'))).toBe(
      'Round not recorded: there is no fight in Naboo: the Rebels have no units there.',
    )
    // Nothing refused changed the board.
    expect(unitsIn(t.s, 'sullust').empire.units).toEqual({ 'star-destroyer': [0], 'tie-fighter': [0, 0] })
    expect(t.s.battles).toEqual({})
  })

  it('the same round sent twice (a double press) is refused the second time', () => {
    const t = sullust()
    const r1 = round(1, { destroyed: [{ unit: 'tie-fighter', damage: 0, count: 1 }] }, {})
    t.ok(r1)
    expect(t.play(r1)).toBe(
      'Round not recorded: round 1 of the battle in Sullust is already recorded; the next is round 2.',
    )
    expect(unitsIn(t.s, 'sullust').empire.units['tie-fighter']).toEqual([0])
  })

  it('undo takes the whole round back in one step', () => {
    const t = sullust()
    t.ok(round(1, { destroyed: [{ unit: 'tie-fighter', damage: 0, count: 1 }] }, {}))
    t.ok(
      round(
        2,
        { damaged: [{ unit: 'star-destroyer', from: 0, to: 2, count: 1 }] },
        { destroyed: [{ unit: 'x-wing', damage: 0, count: 2 }] },
      ),
    )
    t.undo()
    expect(unitsIn(t.s, 'sullust').empire.units).toEqual({ 'star-destroyer': [0], 'tie-fighter': [0] })
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({ 'x-wing': [0, 0, 0], 'corellian-corvette': [0] })
    expect(nextRound(t.s.battles, 'sullust')).toBe(2)
  })

  it('destroyed figures go back to the pool: a box of 3 X-wings takes 2 more after 2 are lost', () => {
    const t = table()
    const box = { ...LIMITS, 'x-wing': 3 }
    t.ok(place('sullust', 'rebels', { 'x-wing': 3 }, box))
    t.ok(place('sullust', 'empire', { 'tie-fighter': 1 }))
    expect(t.play(place('hoth', 'rebels', { 'x-wing': 2 }, box))).toMatch(/^The box holds 3 X-wing figures and 3 are/)
    t.ok(round(1, {}, { destroyed: [{ unit: 'x-wing', damage: 0, count: 2 }] }))
    t.ok(place('hoth', 'rebels', { 'x-wing': 2 }, box))
  })
})

describe('the end of a battle', () => {
  it('ends when no theatre holds both sides, though both keep units (RotE sheet, "Combat end condition")', () => {
    // Toydaria: a Star Destroyer and a Stormtrooper against 2 Rebel Troopers; the ground fight
    // takes the Stormtrooper, and the ship cannot reach the troopers: there is no round 2.
    const t = table()
    t.ok(place('toydaria', 'empire', { 'star-destroyer': 1, stormtrooper: 1 }))
    t.ok(place('toydaria', 'rebels', { 'rebel-trooper': 2 }))
    expect(contestedTheatres(t.s.forces, 'toydaria')).toEqual(['ground'])
    t.ok(round(1, { destroyed: [{ unit: 'stormtrooper', damage: 0, count: 1 }] }, {}, 'toydaria'))
    expect(contestedTheatres(t.s.forces, 'toydaria')).toEqual([])
    const over =
      'the combat in Toydaria is over: neither space nor ground holds units of both sides, so both keep their units there'
    expect(whyNoContest(t.s.forces, 'toydaria')).toBe(over)
    expect(t.play(round(2, {}, {}, 'toydaria'))).toBe(`Round not recorded: ${over}.`)
    expect(whyNoContest(t.s.forces, 'toydaria', 'de')).toBe(
      'Der Kampf in Toydaria ist vorbei: Weder im Weltraum noch am Boden stehen Einheiten beider Seiten, beide behalten dort ihre Einheiten',
    )
    // Ships on both sides make space a theatre again.
    t.ok(place('toydaria', 'rebels', { 'x-wing': 1 }))
    expect(contestedTheatres(t.s.forces, 'toydaria')).toEqual(['space'])
    expect(whyNoContest(t.s.forces, 'toydaria')).toBeUndefined()
    t.ok(round(2, {}, { destroyed: [{ unit: 'x-wing', damage: 0, count: 1 }] }, 'toydaria'))
  })

  it('a side with nothing left has lost; the next activation there starts again at round 1', () => {
    const t = sullust()
    t.ok(
      round(
        1,
        {},
        {
          destroyed: [
            { unit: 'x-wing', damage: 0, count: 3 },
            { unit: 'corellian-corvette', damage: 0, count: 1 },
          ],
        },
      ),
    )
    expect(t.s.battles.sullust).toEqual({ round: 1, retreated: [], over: { winner: 'empire', how: 'destroyed' } })
    expect(battleOutcome('sullust', t.s.battles.sullust!.over!)).toBe(
      'Empire won the battle in Sullust (the Rebels have no units left there).',
    )
    expect(t.s.board.sullust.rebelUnits).toBe(false)
    expect(t.play(round(2, {}, {}))).toBe(
      'Round not recorded: there is no fight in Sullust: the Rebels have no units there.',
    )
    // Rebels come back with a new activation: a new combat, round 1.
    t.ok(place('bespin', 'rebels', { 'x-wing': 1 }))
    t.ok(
      ev('rebellion.units.moved', {
        faction: 'rebels',
        to: 'sullust',
        leader: 'leia',
        moves: [{ from: 'bespin', unit: 'x-wing', count: 1 }],
      }),
    )
    expect(t.s.battles.sullust).toEqual({ round: 0, retreated: [], attacker: { faction: 'rebels', from: ['bespin'] } })
    expect(nextRound(t.s.battles, 'sullust')).toBe(1)
    t.ok(round(1, {}, {}))
    expect(t.s.battles.sullust).toEqual({ round: 1, retreated: [], attacker: { faction: 'rebels', from: ['bespin'] } })
  })

  it('both sides destroyed: nobody won', () => {
    const t = table()
    t.ok(place('sullust', 'empire', { 'tie-fighter': 1 }))
    t.ok(place('sullust', 'rebels', { 'x-wing': 1 }))
    t.ok(
      round(
        1,
        { destroyed: [{ unit: 'tie-fighter', damage: 0, count: 1 }] },
        { destroyed: [{ unit: 'x-wing', damage: 0, count: 1 }] },
      ),
    )
    expect(t.s.battles.sullust?.over).toEqual({ winner: null, how: 'destroyed' })
    expect(battleOutcome('sullust', t.s.battles.sullust!.over!)).toBe(
      'Both sides were destroyed in Sullust: nobody won the battle.',
    )
  })

  it('a retreat that takes every unit out ends the battle; once per combat per side', () => {
    const t = sullust()
    t.ok(round(1, {}, { destroyed: [{ unit: 'x-wing', damage: 0, count: 1 }] }))
    t.ok(
      ev('rebellion.units.retreated', {
        faction: 'rebels',
        from: 'sullust',
        to: 'bespin',
        leader: 'dodonna',
        carried: [],
      }),
    )
    expect(unitsIn(t.s, 'bespin').rebels.units).toEqual({ 'x-wing': [0, 0], 'corellian-corvette': [0] })
    expect(t.s.battles.sullust).toEqual({ round: 1, retreated: ['rebels'], over: { winner: 'empire', how: 'retreat' } })
    expect(battleOutcome('sullust', t.s.battles.sullust!.over!)).toBe(
      'Empire won the battle in Sullust (the Rebels retreated).',
    )
  })

  // RotE sheet, "Retreat": not to the attacking player's original system (the app's reading: any
  // system the activation moved units in from, for either side).
  it('a retreat may not go back to where the attacker came from', () => {
    const t = table()
    t.ok(place('sullust', 'rebels', { 'x-wing': 2 }))
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'dodonna' }))
    t.ok(place('naboo', 'empire', { 'star-destroyer': 1 }))
    t.ok(
      ev('rebellion.units.moved', {
        faction: 'empire',
        to: 'sullust',
        leader: 'vader',
        moves: [{ from: 'naboo', unit: 'star-destroyer', count: 1 }],
      }),
    )
    t.ok(round(1, {}, {}))
    const retreat = (faction: 'empire' | 'rebels', to: SystemId, leader: string) =>
      ev('rebellion.units.retreated', { faction, from: 'sullust', to, leader, carried: [] })
    expect(t.play(retreat('rebels', 'naboo', 'dodonna'))).toBe(
      "The Empire attacked Sullust from Naboo: a retreat may not go to the attacker's original system (a reading of the RotE sheet, verify on your copy).",
    )
    expect(t.play(retreat('empire', 'naboo', 'vader'))).toBe(
      "The Empire attacked Sullust from Naboo: a retreat may not go to the attacker's original system (a reading of the RotE sheet, verify on your copy).",
    )
    t.ok(retreat('empire', 'bespin', 'vader'))
    expect(t.s.battles.sullust?.over).toEqual({ winner: 'rebels', how: 'retreat' })
    expect(unitsIn(t.s, 'bespin').empire.units).toEqual({ 'star-destroyer': [0] })
  })

  it('troopers left behind by a retreat fight on, and that side cannot retreat again in the same combat', () => {
    const t = table()
    t.ok(place('sullust', 'rebels', { 'rebel-transport': 1, 'rebel-trooper': 6 }))
    t.ok(place('sullust', 'empire', { 'star-destroyer': 1, stormtrooper: 1 }))
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'dodonna' }))
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'leia' }))
    t.ok(round(1, {}, {}))
    t.ok(
      ev('rebellion.units.retreated', {
        faction: 'rebels',
        from: 'sullust',
        to: 'bespin',
        leader: 'dodonna',
        carried: [{ unit: 'rebel-trooper', count: 4, damage: 0 }],
      }),
    )
    expect(unitsIn(t.s, 'sullust').rebels.units).toEqual({ 'rebel-trooper': [0, 0] })
    expect(t.s.battles.sullust).toEqual({ round: 1, retreated: ['rebels'] })
    expect(
      t.play(
        ev('rebellion.units.retreated', {
          faction: 'rebels',
          from: 'sullust',
          to: 'bespin',
          leader: 'leia',
          carried: [],
        }),
      ),
    ).toBe('The Rebels already retreated once in this combat in Sullust: each side may retreat once per combat.')
    t.ok(round(2, { destroyed: [{ unit: 'stormtrooper', damage: 0, count: 1 }] }, {}))
    expect(nextRound(t.s.battles, 'sullust')).toBe(3)
  })
})

describe('after a battle', () => {
  it('offers to end the subjugation and rescue a captured leader once no Imperial units are left', () => {
    const t = table()
    t.ok(place('sullust', 'empire', { stormtrooper: 1, 'tie-fighter': 1 }))
    t.ok(place('sullust', 'rebels', { 'rebel-trooper': 2 }))
    t.ok(ev('rebellion.system.edited', { system: 'sullust', change: { loyalty: 'rebel', subjugated: true } }))
    t.ok(ev('rebellion.leader.placed', { system: 'sullust', faction: 'rebels', leader: 'leia' }))
    t.ok(ev('rebellion.leader.captured', { leader: 'leia', captured: true }))
    expect(afterBattle(t.s, 'sullust')).toEqual([])
    // The Stormtrooper falls: the TIE Fighter holds no ground, so the subjugation ends; Leia stays captured.
    t.ok(round(1, { destroyed: [{ unit: 'stormtrooper', damage: 0, count: 1 }] }, {}))
    expect(afterBattle(t.s, 'sullust')).toEqual([
      {
        kind: 'end-subjugation',
        text: 'No Imperial ground unit is left in Sullust: the subjugation marker comes off.',
      },
    ])
    // No theatre holds both sides now, so no round 2: the TIE Fighter falls to something else (a mission).
    t.ok(
      ev('rebellion.units.removed', {
        system: 'sullust',
        faction: 'empire',
        unit: 'tie-fighter',
        count: 1,
        why: 'destroyed',
      }),
    )
    expect(afterBattle(t.s, 'sullust').map((a) => a.kind)).toEqual(['end-subjugation', 'rescue'])
    expect(afterBattle(t.s, 'sullust')[1]).toEqual({
      kind: 'rescue',
      leader: 'leia',
      text: 'No Imperial unit is left with the captured Leia Organa: the leader is rescued.',
    })
    // Applied with their own events, nothing more is offered.
    t.ok(ev('rebellion.system.edited', { system: 'sullust', change: { subjugated: false } }))
    t.ok(ev('rebellion.leader.captured', { leader: 'leia', captured: false }))
    expect(afterBattle(t.s, 'sullust')).toEqual([])
  })
})

describe('a round that takes the last Imperial ground unit out of a subjugated system', () => {
  /** Naboo, loyal to the Rebels, subjugated by 1 Stormtrooper and 1 AT-ST; 3 Rebel Troopers land. */
  function naboo() {
    const t = table()
    t.ok(ev('rebellion.system.edited', { system: 'naboo', change: { loyalty: 'rebel' } }))
    t.ok(place('naboo', 'empire', { stormtrooper: 1, 'at-st': 1, 'tie-fighter': 1 }))
    t.ok(place('naboo', 'rebels', { 'rebel-trooper': 3 }))
    expect(t.s.board.naboo).toMatchObject({ loyalty: 'rebel', subjugated: true })
    return t
  }
  /** The record as the tracker writes it when it sees the marker come off. */
  const flagged = (e: ReturnType<typeof round>) => ({ ...e, payload: { ...e.payload, endsSubjugation: true } })
  const bothFall = {
    destroyed: [
      { unit: 'stormtrooper', damage: 0, count: 1 },
      { unit: 'at-st', damage: 0, count: 1 },
    ],
  }

  it('is found from the board: one ground unit left keeps the marker, none left takes it off', () => {
    const t = naboo()
    const oneFalls = round(1, { destroyed: [{ unit: 'stormtrooper', damage: 0, count: 1 }] }, {}, 'naboo')
    expect(roundEndsSubjugation(t.s, oneFalls.payload as CombatRoundPayload)).toBe(false)
    expect(roundEndsSubjugation(t.s, round(1, bothFall, {}, 'naboo').payload as CombatRoundPayload)).toBe(true)
    // A round refused on this board (round 2 before round 1) ends nothing.
    expect(roundEndsSubjugation(t.s, round(2, bothFall, {}, 'naboo').payload as CombatRoundPayload)).toBe(false)
  })

  it('takes the marker off with the round when the record says so, and undo brings both back', () => {
    const t = naboo()
    t.ok(flagged(round(1, bothFall, {}, 'naboo')))
    expect(t.s.board.naboo).toMatchObject({
      loyalty: 'rebel',
      subjugated: false,
      imperialUnits: true,
      rebelUnits: true,
    })
    expect(unitsIn(t.s, 'naboo').empire.units).toEqual({ 'tie-fighter': [0] })
    expect(afterBattle(t.s, 'naboo')).toEqual([])
    expect(t.text(t.length - 1)).toBe(
      'Combat in Naboo, round 1: Empire lost 1 Stormtrooper, 1 AT-ST; Rebels lost nothing; no Imperial ground unit is left there, so the subjugation marker came off',
    )
    t.undo()
    expect(t.s.board.naboo).toMatchObject({ loyalty: 'rebel', subjugated: true })
    expect(unitsIn(t.s, 'naboo').empire.units).toEqual({ stormtrooper: [0], 'at-st': [0], 'tie-fighter': [0] })
  })

  it('replays a record written before the field as it did: the marker stays and the tracker offers it', () => {
    const t = naboo()
    t.ok(round(1, bothFall, {}, 'naboo'))
    expect(t.s.board.naboo).toMatchObject({ loyalty: 'rebel', subjugated: true })
    expect(afterBattle(t.s, 'naboo').map((a) => a.kind)).toEqual(['end-subjugation'])
    expect(t.text(t.length - 1)).toBe(
      'Combat in Naboo, round 1: Empire lost 1 Stormtrooper, 1 AT-ST; Rebels lost nothing',
    )
  })

  it('keeps the marker when a record says so but a ground unit is still there', () => {
    const t = naboo()
    t.ok(flagged(round(1, { destroyed: [{ unit: 'at-st', damage: 0, count: 1 }] }, {}, 'naboo')))
    expect(t.s.board.naboo).toMatchObject({ loyalty: 'rebel', subjugated: true })
  })
})

import { describe, expect, it } from 'vitest'
import { replay } from '../../../../src-shared/core/log'
import { initialPlayLog } from '../../../../src-shared/core/play-log'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { engine } from '../../../../src-shared/games/rftg-rebel-vs-imperium/engine'
import { initialState } from '../../../../src-shared/games/rftg-rebel-vs-imperium/state'
import type { Tableau } from '../../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import {
  ANA_BO_CY,
  anaTakesOutpost,
  anaWithSeat as ana,
  boWithOutpost as bo,
  logOf,
  rftgLog as log,
  saved,
  seated,
  tab,
  takeover,
} from './rftg-table'

const players = ANA_BO_CY
const { reduce, run, check } = seated(players)

describe('Rebel vs Imperium events', () => {
  it('a takeover the tableaux support moves the world; a wrong result or a power the defender is safe from is refused', () => {
    const s = run([saved('p1', ana), saved('p2', bo)])
    const take = anaTakesOutpost
    expect(check(s, take)).toBeUndefined()
    expect(check(s, { ...take, payload: { ...take.payload, success: false } })).toBe(
      'the tableaux give 6 against 6 (success); check the entries',
    )
    expect(check(s, { ...take, payload: { ...take.payload, power: 'rebel-alliance' } })).toBe(
      'The attacker has no Rebel Alliance in their tableau',
    )
    const after = reduce(s, logOf([take])[0]!)
    expect(after.tableaux.p1!.militaryWorlds.map((w) => w.name)).toEqual(['Rebel Outpost'])
    expect(after.tableaux.p2!.militaryWorlds).toEqual([])
    expect([after.tableaux.p1!.cards, after.tableaux.p2!.cards]).toEqual([8, 7])
    expect(log.describe(logOf([take])[0]!, players)).toBe(
      'Ana took over Rebel Outpost from Bo with Imperium Seat (6 against 6)',
    )
    const off = replay(initialState(players, { takeovers: false }), [], reduce)
    expect(check({ ...off, tableaux: s.tableaux }, take)).toContain('Takeovers are off')
  })

  it('counts a tableau’s cards and military worlds in the timeline, one in the singular', () => {
    const say = (t: Partial<Tableau>, locale?: 'de'): string =>
      log.describe(logOf([saved('p1', t)])[0]!, players, locale)
    expect(say({ cards: 1, military: -5 })).toBe('Ana’s tableau: 1 card, Military -5, 0 military worlds')
    expect(say({ cards: 1, military: -5 }, 'de')).toBe('Auslage von Ana: 1 Karte, Militär -5, 0 Militärwelten')
    expect(say({ cards: 2, militaryWorlds: bo.militaryWorlds })).toBe(
      'Ana’s tableau: 2 cards, Military 0, 1 military world',
    )
    expect(say({ cards: 0, militaryWorlds: [...bo.militaryWorlds, ...bo.militaryWorlds] })).toBe(
      'Ana’s tableau: 0 cards, Military 0, 2 military worlds',
    )
  })

  it('keeps only a dealt start world, once per table', () => {
    const s = run([ev.make('rftg.start-worlds.dealt', { seed: 1, worlds: { p1: [0, 1], p2: [2, 3], p3: [4, 5] } })])
    expect(check(s, ev.make('rftg.start-world.kept', { player: 'p1', world: 2 }))).toBe(
      'Ana was not dealt Alpha Centauri',
    )
    const kept = reduce(s, logOf([ev.make('rftg.start-world.kept', { player: 'p1', world: 1 })])[0]!)
    expect(kept.startWorld).toEqual({ p1: 1 })
    expect(
      check(s, ev.make('rftg.start-worlds.dealt', { seed: 1, worlds: { p1: [0, 2], p2: [4, 3], p3: [6, 5] } })),
    ).toBe('each player gets one blue and one red start world')
  })

  it('suggests the score sheet’s totals and winners for Finish game', () => {
    const s = run([
      ev.make('rftg.goals.drawn', {
        seed: null,
        first: ['Uplift Knowledge', 'Galactic Riches', 'Expansion Leader', 'Other'],
        most: ['Research Leader', 'Propaganda Edge'],
      }),
      ev.make('rftg.score.entered', { player: 'p1', line: { chips: 10, cards: 20, sixDev: 4 } }),
      ev.make('rftg.score.entered', { player: 'p2', line: { chips: 8, cards: 25, sixDev: 0 } }),
      ev.make('rftg.goal.claimed', { goal: 'Propaganda Edge', holders: ['p2'], tied: ['p1'] }),
    ])
    expect(engine.suggestedResult!(s, initialPlayLog(players))).toEqual({
      winners: ['p2'],
      scores: { p1: 37, p2: 38, p3: 0 },
    })
    expect(check(s, ev.make('rftg.goal.claimed', { goal: 'Research Leader', holders: ['p1', 'p2'], tied: [] }))).toBe(
      'a “most” goal has one holder; mark the others as tied with it',
    )
  })
})

describe('the score sheet before anything is entered, and goals named twice', () => {
  it('suggests no result while every line is 0 and no goal is held (no shared 0-VP win)', () => {
    expect(engine.suggestedResult!(run([]), initialPlayLog(players))).toBeUndefined()
    const s = run([ev.make('rftg.score.entered', { player: 'p3', line: { chips: 0, cards: 2, sixDev: 0 } })])
    expect(engine.suggestedResult!(s, initialPlayLog(players))).toEqual({
      winners: ['p3'],
      scores: { p1: 0, p2: 0, p3: 2 },
    })
  })

  it('a goal entered twice is refused with its name', () => {
    const twice = ev.make('rftg.goals.drawn', {
      seed: null,
      first: ['Uplift Knowledge', 'Galactic Riches', 'Expansion Leader', 'Overlord Discoveries'],
      most: ['galactic riches', 'Propaganda Edge'],
    })
    expect(check(run([]), twice)).toBe('galactic riches is named twice; each goal can be out only once')
  })
})

describe('goals entered again', () => {
  const goals = (most: string[]) =>
    ev.make('rftg.goals.drawn', {
      seed: null,
      first: ['Uplift Knowledge', 'Galactic Riches', 'Expansion Leader', 'Overlord Discoveries'],
      most,
    })
  const claimed = [
    goals(['Propaganda Edge', 'Greatest Military']),
    ev.make('rftg.goal.claimed', { goal: 'Galactic Riches', holders: ['p1'], tied: [] }),
    ev.make('rftg.goal.claimed', { goal: 'Propaganda Edge', holders: ['p2'], tied: ['p3'] }),
    ev.make('rftg.goal.claimed', { goal: 'Greatest Military', holders: ['p3'], tied: [] }),
  ]

  it('keep the claims of the goals still out (a typo corrected used to clear the whole sheet)', () => {
    const s = run([...claimed, goals(['Propaganda Edge', 'Greatest Military Power'])])
    expect(s.claims).toEqual({
      'Galactic Riches': { kind: 'first', holders: ['p1'], tied: [] },
      'Propaganda Edge': { kind: 'most', holders: ['p2'], tied: ['p3'] },
    })
    expect(engine.suggestedResult!(s, initialPlayLog(players))?.scores).toEqual({ p1: 3, p2: 5, p3: 3 })
  })

  it('as logged before (v1), still drop every claim on replay', () => {
    const again = goals(['Propaganda Edge', 'Greatest Military Power'])
    const s = run([
      ...claimed,
      { ...again, v: 1, payload: { seed: null, first: again.payload.first, most: again.payload.most } },
    ])
    expect(s.claims).toEqual({})
  })
})

describe('game end trigger', () => {
  it('fires at 12 tableau cards, or 14 with the trigger card, and the header says so', () => {
    const at = (cards: number, triggerAt14 = false) => run([saved('p2', { cards, triggerAt14 })])
    expect(engine.progress!(at(11), initialPlayLog(players))).toBe('Playing · takeovers on')
    expect(engine.progress!(at(12), initialPlayLog(players))).toBe('End triggered by Bo · takeovers on')
    expect(engine.progress!(at(13, true), initialPlayLog(players))).toBe('Playing · takeovers on')
    expect(engine.progress!(at(14, true), initialPlayLog(players))).toContain('End triggered by Bo')
    // Once the result is recorded the header shows Finished alone, not a last round still to play.
    const finished = { ...initialPlayLog(players), result: { winners: ['p2'], scores: { p1: 30, p2: 31 } } }
    expect(engine.progress!(at(12), finished)).toBeUndefined()
  })
})

describe('a new Settle phase', () => {
  it('makes last Settle’s worlds targets and frees every player’s Settle action', () => {
    const fresh = tab({
      placedThisSettle: true,
      militaryWorlds: [{ name: 'Rebel Outpost', defence: 4, rebel: true, newThisSettle: true }],
    })
    const s = run([saved('p1', ana), saved('p2', fresh), ev.make('rftg.settle.started', {})])
    expect(s.tableaux.p2!.placedThisSettle).toBe(false)
    expect(s.tableaux.p2!.militaryWorlds[0]!.newThisSettle).toBe(false)
    expect(s.tableaux.p1).toEqual(ana)
  })
})

describe('a takeover uses a Settle action', () => {
  const outpost = (name: string) => ({ name, defence: 1, rebel: true, newThisSettle: false })
  const bo2 = tab({ military: 0, cards: 8, militaryWorlds: [outpost('Rebel Outpost'), outpost('Rebel Base')] })
  const take = (world: number, worldName: string) =>
    takeover({
      attacker: 'p1',
      defender: 'p2',
      power: 'imperium-seat',
      world,
      worldName,
      attack: 6,
      defence: 1,
      success: true,
    })

  it('allows one takeover per Settle; a second is refused with the reason until a New Settle phase', () => {
    const s = run([saved('p1', ana), saved('p2', bo2), take(0, 'Rebel Outpost')])
    // Rebel Base is now Bo's first world.
    expect(check(s, take(0, 'Rebel Base'))).toBe(
      'The attacker already has a takeover this Settle: a takeover uses the one Settle action',
    )
    const next = reduce(s, logOf([ev.make('rftg.settle.started', {})])[0]!)
    expect(check(next, take(0, 'Rebel Base'))).toBeUndefined()
    // Each takeover remembers its Settle (the Takeovers tab matches declarations to it).
    const second = reduce(next, logOf([take(0, 'Rebel Base')])[0]!)
    expect(second.takeovers.map((t) => [t.world, t.settle])).toEqual([
      ['Rebel Outpost', 0],
      ['Rebel Base', 1],
    ])
  })

  it('a failed takeover uses the action too', () => {
    const strong = tab({ ...bo2, military: 9 })
    const fail = ev.make('rftg.takeover.resolved', {
      ...take(0, 'Rebel Outpost').payload,
      defence: 10,
      success: false,
    })
    const s = run([saved('p1', ana), saved('p2', strong), fail])
    expect(s.tableaux.p2!.militaryWorlds).toHaveLength(2)
    expect(check(s, { ...fail, payload: { ...fail.payload, world: 1, worldName: 'Rebel Base' } })).toBe(
      'The attacker already has a takeover this Settle: a takeover uses the one Settle action',
    )
  })

  it('Improved Logistics gives a second action: two takeovers, or a placement and one takeover', () => {
    const bo3 = tab({ ...bo2, militaryWorlds: [...bo2.militaryWorlds, outpost('Rebel Hideout')] })
    const il = tab({ ...ana, improvedLogistics: true })
    const s = run([saved('p1', il), saved('p2', bo3), take(0, 'Rebel Outpost'), take(0, 'Rebel Base')])
    expect(s.tableaux.p1!.militaryWorlds.map((w) => w.name)).toEqual(['Rebel Outpost', 'Rebel Base'])
    expect(check(s, take(0, 'Rebel Hideout'))).toBe(
      'The attacker already has 2 takeovers this Settle: that uses both Settle actions Improved Logistics gives',
    )
    const placed = run([saved('p1', { ...il, placedThisSettle: true }), saved('p2', bo3), take(0, 'Rebel Outpost')])
    expect(check(placed, take(0, 'Rebel Base'))).toBe(
      'The attacker already has a takeover and a placed world this Settle: that uses both Settle actions Improved Logistics gives',
    )
  })

  it('moves the world with its numbers: not a target nor counted for the new owner until the next Settle', () => {
    const before = run([saved('p1', { ...ana, rebelAlliance: true }), saved('p2', bo2)])
    const after = reduce(before, logOf([take(1, 'Rebel Base')])[0]!)
    expect(after.tableaux.p1!.militaryWorlds).toEqual([
      { name: 'Rebel Base', defence: 1, rebel: true, newThisSettle: true },
    ])
    expect(after.tableaux.p2!.militaryWorlds.map((w) => w.name)).toEqual(['Rebel Outpost'])
    expect([after.tableaux.p1!.cards, after.tableaux.p2!.cards]).toEqual([8, 7])
    const settled = reduce(after, logOf([ev.make('rftg.settle.started', {})])[0]!)
    expect(settled.tableaux.p1!.militaryWorlds[0]!.newThisSettle).toBe(false)
    expect(settled.settleTakeovers).toEqual({})
  })
})

describe('bonuses count the worlds of the start of Settle', () => {
  // Rebel Pact: "2 Military for each Rebel military world and 1 Military for each non-Rebel
  // military world in a player’s tableau at the start of Settle, when defending against takeovers."
  it('a defender’s Rebel Pact still counts a world taken from them earlier in the same Settle', () => {
    const world = (name: string) => ({ name, defence: 1, rebel: true, newThisSettle: false })
    const cy = tab({ imperiumSeat: true, military: 9, cards: 7 })
    const pact = tab({
      military: 0,
      cards: 9,
      rebelPact: true,
      militaryWorlds: [world('Rebel Outpost'), world('Rebel Base')],
    })
    // Ana takes Rebel Outpost, 6 against 5.
    const first = takeover({ ...anaTakesOutpost.payload, defence: 5 })
    const s = run([saved('p1', ana), saved('p2', pact), saved('p3', cy), first])
    expect(s.tableaux.p2!.militaryWorlds.map((w) => w.name)).toEqual(['Rebel Base'])
    expect(s.tableaux.p2!.lostThisSettle).toEqual({ rebel: 1, other: 0 })
    // Cy attacks Rebel Base next: Bo's Pact still counts both worlds (2 × 2), plus defence 1.
    const second = ev.make('rftg.takeover.resolved', {
      ...first.payload,
      attacker: 'p3',
      world: 0,
      worldName: 'Rebel Base',
      attack: 9,
      defence: 5,
      success: true,
    })
    expect(check(s, second)).toBeUndefined()
    expect(check(s, { ...second, payload: { ...second.payload, defence: 3 } })).toBe(
      'the tableaux give 9 against 5 (success); check the entries',
    )
    // From the next Settle on, only the worlds Bo still has count.
    const next = reduce(s, logOf([ev.make('rftg.settle.started', {})])[0]!)
    expect(next.tableaux.p2!.lostThisSettle).toBeUndefined()
    expect(check(next, { ...second, payload: { ...second.payload, defence: 3 } })).toBeUndefined()
  })
})

describe('the start-world deal', () => {
  it('happens once: a second deal (a key pressed twice) is refused until the first is undone', () => {
    const deal = ev.make('rftg.start-worlds.dealt', { seed: 1, worlds: { p1: [0, 1], p2: [2, 3], p3: [4, 5] } })
    expect(check(run([]), deal)).toBeUndefined()
    expect(check(run([deal]), { ...deal, payload: { ...deal.payload, seed: 2 } })).toBe(
      'the start worlds are already dealt; undo that deal first',
    )
  })
})

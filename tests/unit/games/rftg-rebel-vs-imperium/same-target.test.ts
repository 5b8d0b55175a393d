import { describe, expect, it } from 'vitest'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import {
  loggedOn,
  startPosition,
  targetNow,
  whyNotAgain,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/same-target'
import type { TakeoverAttempt } from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { ANA_BO_CY, boWithTwoRebelWorlds, cyWithSeat, rebel, saved, seated, takeover } from './rftg-table'

const { run, check } = seated(ANA_BO_CY)

// Ana holds Imperium Seat and Improved Logistics (two Settle actions), Military 1; Bo (Military 1)
// holds Rebel Outpost (defence 2) and Rebel Base (defence 1); Cy holds Imperium Seat.
const ana = { imperiumSeat: true, imperiumCards: 1, military: 1, improvedLogistics: true }
const setup = [saved('p1', ana), saved('p2', boWithTwoRebelWorlds), saved('p3', cyWithSeat)]
const on = (attacker: string, world: number): TakeoverAttempt => ({
  attacker,
  defender: 'p2',
  attack: { power: 'imperium-seat', world, attackerTemporary: 0, defenderTemporary: 0 },
})
const declared = (attacker: string, world: number, worldName: string, defence: number) => ({
  ...on(attacker, world),
  worldName,
  defence,
  rebel: true,
})
// Ana's attempt on Rebel Outpost fails, 1 against 1 + 2.
const anaFails = takeover({
  attacker: 'p1',
  defender: 'p2',
  power: 'imperium-seat',
  world: 0,
  worldName: 'Rebel Outpost',
  attack: 1,
  defence: 3,
  success: false,
})
const declaredTwice =
  'Ana already declared a takeover of Rebel Outpost (Bo) this Settle: the same takeover is not declared twice. A second Settle action (Improved Logistics) can go to another world or a placement.'

describe('one takeover per attacker and target world each Settle', () => {
  it('a declaration waiting for the same world by the same attacker refuses a second; another world or attacker is free', () => {
    const s = run(setup)
    const waiting = [declared('p1', 0, 'Rebel Outpost', 2)]
    expect(whyNotAgain(s, on('p1', 0), waiting)).toEqual({ code: 'again', message: declaredTwice })
    expect(whyNotAgain(s, on('p1', 1), waiting)).toBeUndefined()
    expect(whyNotAgain(s, on('p3', 0), waiting)).toBeUndefined()
    expect(whyNotAgain(s, on('p1', 0), [])).toBeUndefined()
  })

  it('says so in German', () => {
    expect(whyNotAgain(run(setup), on('p1', 0), [declared('p1', 0, 'Rebel Outpost', 2)], 'de')?.message).toBe(
      'Ana hat in diesem Besiedeln schon eine Übernahme von Rebel Outpost (Bo) angesagt: dieselbe Übernahme wird nicht zweimal angesagt. Eine zweite Besiedeln-Aktion (Improved Logistics) kann einer anderen Welt oder einer Auslage gelten.',
    )
  })

  it('finds the declared world where it is now: a world added before it moved it, the one like it is not it', () => {
    // Bo's tableau saved again with a world in front: Rebel Outpost is third now.
    const moved = run([
      ...setup,
      saved('p2', {
        ...boWithTwoRebelWorlds,
        militaryWorlds: [rebel('Rebel Base', 1), ...boWithTwoRebelWorlds.militaryWorlds],
      }),
    ])
    const waiting = [declared('p1', 0, 'Rebel Outpost', 2)]
    expect(targetNow(waiting[0]!, moved.tableaux.p2!.militaryWorlds)).toBe(1)
    expect(whyNotAgain(moved, on('p1', 1), waiting)?.message).toBe(declaredTwice)
    expect(whyNotAgain(moved, on('p1', 0), waiting)).toBeUndefined()
  })

  it('an attempt logged this Settle refuses the same one again; a new Settle phase frees the world', () => {
    const s = run([...setup, anaFails])
    expect(whyNotAgain(s, on('p1', 0), [])?.message).toBe(
      'Ana already attempted a takeover of Rebel Outpost (Bo) this Settle: the same takeover is not declared twice. A second Settle action (Improved Logistics) can go to another world or a placement.',
    )
    expect(whyNotAgain(s, on('p1', 1), [])).toBeUndefined()
    expect(whyNotAgain(run([...setup, anaFails, ev.make('rftg.settle.started', {})]), on('p1', 0), [])).toBeUndefined()
  })

  it('a log that holds the same attempt twice (entered before this check) replays as before', () => {
    const once = run([...setup, anaFails])
    expect(check(once, anaFails)).toBeUndefined()
    const twice = run([...setup, anaFails, anaFails])
    expect(twice.takeovers.map((t) => [t.attacker, t.world, t.success])).toEqual([
      ['p1', 'Rebel Outpost', false],
      ['p1', 'Rebel Outpost', false],
    ])
    expect(twice.settleTakeovers).toEqual({ p1: 2 })
  })
})

// Bo holds two copies of one world: Rebel Outpost (defence 2) twice. Ana attempts the first and fails.
describe('two worlds of one name are two targets', () => {
  const twins = saved('p2', {
    ...boWithTwoRebelWorlds,
    militaryWorlds: [rebel('Rebel Outpost', 2), rebel('Rebel Outpost', 2)],
  })
  const failsOnFirst = takeover({
    attacker: 'p1',
    defender: 'p2',
    power: 'imperium-seat',
    world: 0,
    worldName: 'Rebel Outpost',
    at: 0,
    attack: 1,
    defence: 3,
    success: false,
  })

  it('an attempt logged on the first copy refuses the first again, not the second', () => {
    const s = run([...setup, twins, failsOnFirst])
    expect(whyNotAgain(s, on('p1', 0), [])?.message).toBe(
      'Ana already attempted a takeover of Rebel Outpost (Bo) this Settle: the same takeover is not declared twice. A second Settle action (Improved Logistics) can go to another world or a placement.',
    )
    expect(whyNotAgain(s, on('p1', 1), [])).toBeUndefined()
  })

  it('an attempt logged before positions were kept still holds both copies, as it did', () => {
    const { at: _, ...old } = failsOnFirst.payload
    const s = run([...setup, twins, takeover(old)])
    expect(s.takeovers[0]!.at).toBeUndefined()
    expect(whyNotAgain(s, on('p1', 1), [])?.message).toMatch(
      /^Ana already attempted a takeover of Rebel Outpost \(Bo\)/,
    )
  })

  it('a copy taken moves the other up: it keeps the position it had when the takeovers began', () => {
    // Cy (Military 6) takes the first copy, 6 against 1 + 2; the second is Bo's first military world now.
    const cyTakes = takeover({
      attacker: 'p3',
      defender: 'p2',
      power: 'imperium-seat',
      world: 0,
      worldName: 'Rebel Outpost',
      at: 0,
      attack: 6,
      defence: 3,
      success: true,
    })
    const s = run([...setup, twins, cyTakes])
    expect(s.tableaux.p2!.militaryWorlds.map((w) => w.name)).toEqual(['Rebel Outpost'])
    expect(startPosition(s, 'p2', 0)).toBe(1)
    expect(s.takeovers.map((t) => [t.attacker, t.at, t.success])).toEqual([['p3', 0, true]])
    // Logged on position 0: the copy taken, not the one left (a declaration on it is not yet resolved).
    expect(loggedOn(s.takeovers[0]!, 'p2', 0, 'Rebel Outpost')).toBe(true)
    expect(loggedOn(s.takeovers[0]!, 'p2', 1, 'Rebel Outpost')).toBe(false)
    expect(loggedOn(s.takeovers[0]!, 'p1', 0, 'Rebel Outpost')).toBe(false)
    // Ana has not attempted either copy: the one left is free to her.
    expect(whyNotAgain(s, on('p1', 0), [])).toBeUndefined()
  })

  it('a takeover an earlier one decided keeps the position its declaration named', () => {
    const cyTakes = takeover({
      attacker: 'p3',
      defender: 'p2',
      power: 'imperium-seat',
      world: 0,
      worldName: 'Rebel Outpost',
      at: 0,
      attack: 6,
      defence: 3,
      success: true,
    })
    const decided = ev.make('rftg.takeover.decided', {
      attacker: 'p1',
      defender: 'p2',
      power: 'imperium-seat',
      worldName: 'Rebel Outpost',
      at: 0,
      attackerTemporary: 0,
    })
    const s = run([...setup, twins, cyTakes, decided])
    expect(s.takeovers.map((t) => [t.attacker, t.at, t.decided ?? false])).toEqual([
      ['p3', 0, false],
      ['p1', 0, true],
    ])
  })
})

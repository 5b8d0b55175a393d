// Rebel vs Imperium: temporary Military used in a takeover is no longer there to use, but it still
// counts in that player's Military for every later takeover of the same Settle (a reading of step 5:
// the defender may add only *unused* temporary Military, and nothing has it run out before the phase
// ends). Two attackers against one defender: the second faces the boost the first one drew out.
import { describe, expect, it } from 'vitest'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import {
  resolveInOrder,
  type AttackCheck,
  type TakeoverAttempt,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { boWithTwoRebelWorlds, cyWithSeat, saved, seated, takeover } from './rftg-table'

const { run, check } = seated()

const ORDER = ['p1', 'p2', 'p3']
// Ana (Military 5) and Cy (Military 6) hold Imperium Seat; Bo: Military 1, 3 temporary, two Rebel worlds.
const setup = [
  saved('p1', { imperiumSeat: true, imperiumCards: 1, military: 5 }),
  saved('p2', boWithTwoRebelWorlds),
  saved('p3', cyWithSeat),
]
const on = (attacker: string, world: number, boost: number, declared = 0): TakeoverAttempt => ({
  attacker,
  defender: 'p2',
  attack: { power: 'imperium-seat', world, attackerTemporary: declared, defenderTemporary: boost },
})
const numbers = (r: AttackCheck | undefined) =>
  r?.ok ? [r.value.attack, r.value.defence, r.value.success] : r?.error.message
const resolved = (attacker: string, world: number, worldName: string, boost: number, attack: number, defence: number) =>
  takeover({
    attacker,
    defender: 'p2',
    power: 'imperium-seat',
    world,
    worldName,
    defenderTemporary: boost,
    attack,
    defence,
    success: attack >= defence,
  })

describe('a boost used earlier this Settle still counts for the later takeovers', () => {
  it('two attackers against Bo: Ana’s draws out Bo’s 3, and Cy’s faces them too (5 against 6, then 6 against 5)', () => {
    const steps = resolveInOrder(run(setup), ORDER, [on('p3', 1, 0), on('p1', 0, 3)], 'same-world')
    expect(steps.map((x) => [x.declared.attacker, x.outcome, x.defenderUsedEarlier, numbers(x.check)])).toEqual([
      // Bo: Military 1 + Rebel Outpost 2 + boost 3 = 6 against Ana's 5.
      ['p1', 'failure', 0, [5, 6, false]],
      // Bo: Military 1 + Rebel Base 1 + the 3 used against Ana = 5 against Cy's 6.
      ['p3', 'success', 3, [6, 5, true]],
    ])
    const parts = steps[1]!.check!.ok ? steps[1]!.check!.value.defenceParts : []
    expect(parts).toEqual([
      { label: 'Military', value: 1 },
      { label: 'Defence of Rebel Base', value: 1 },
      { label: 'Temporary Military used earlier this Settle', value: 3 },
    ])
  })

  it('the same 3 cannot be added twice: Cy’s boost box says what is left, in English and German', () => {
    const s = run(setup)
    const [, cy] = resolveInOrder(s, ORDER, [on('p1', 0, 3), on('p3', 1, 3)], 'same-world')
    expect(cy!.outcome).toBe('failure')
    expect(numbers(cy!.check)).toBe(
      'The defender has only 0 temporary Military left to use (the 3 used earlier this Settle still counts).',
    )
    const [, de] = resolveInOrder(s, ORDER, [on('p1', 0, 3), on('p3', 1, 3)], 'same-world', 'de')
    expect(numbers(de!.check)).toBe(
      'Die verteidigende Person hat nur noch 0 vorübergehendes Militär (die 3, früher in diesem Besiedeln eingesetzt, zählen weiter).',
    )
    // Split: 2 against Ana, 1 more against Cy: Cy faces 1 + 1 + 2 + 1 = 5.
    const split = resolveInOrder(s, ORDER, [on('p1', 0, 2), on('p3', 1, 1)], 'same-world')
    expect(split.map((x) => numbers(x.check))).toEqual([
      [5, 5, true],
      [6, 5, true],
    ])
  })

  it('logged, Ana’s failure keeps Bo’s 3 in his Military: Cy’s takeover is checked at 6 against 5', () => {
    const s = run([...setup, resolved('p1', 0, 'Rebel Outpost', 3, 5, 6)])
    expect(s.temporaryUsed).toEqual({ p1: 0, p2: 3 })
    expect(s.tableaux.p2!.temporaryMilitary).toBe(0)
    expect(check(s, resolved('p3', 1, 'Rebel Base', 0, 6, 5))).toBeUndefined()
    // The numbers the old calculation gave (the boost gone after Ana's) are refused now.
    expect(check(s, resolved('p3', 1, 'Rebel Base', 0, 6, 2))).toBe(
      'the tableaux give 6 against 5 (success); check the entries',
    )
    // The list on the logged game says the same as it did before Ana's was logged.
    const [cy] = resolveInOrder(s, ORDER, [on('p3', 1, 0)], 'same-world')
    expect([cy!.defenderUsedEarlier, numbers(cy!.check)]).toEqual([3, [6, 5, true]])
  })

  it('a New Settle phase ends it: the boost no longer counts', () => {
    const s = run([...setup, resolved('p1', 0, 'Rebel Outpost', 3, 5, 6), ev.make('rftg.settle.started', {})])
    expect(s.temporaryUsed).toEqual({})
    const [cy] = resolveInOrder(s, ORDER, [on('p3', 1, 0)], 'same-world')
    expect([cy!.defenderUsedEarlier, numbers(cy!.check)]).toEqual([0, [6, 2, true]])
  })

  it('the attacker’s declared temporary Military counts for their later takeover too (Improved Logistics)', () => {
    const s = run([
      ...setup,
      saved('p1', {
        imperiumSeat: true,
        imperiumCards: 1,
        military: 5,
        temporaryMilitary: 2,
        improvedLogistics: true,
      }),
    ])
    const steps = resolveInOrder(s, ORDER, [on('p1', 0, 0, 2), on('p1', 1, 0)], 'same-world')
    expect(steps.map((x) => numbers(x.check))).toEqual([
      [7, 3, true],
      [7, 2, true],
    ])
  })
})

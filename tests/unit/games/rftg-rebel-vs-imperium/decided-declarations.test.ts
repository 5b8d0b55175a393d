// Rebel vs Imperium: what becomes of a declaration once resolving has begun. A declaration an earlier
// takeover decided is recorded in its turn (rftg.takeover.decided) and spends what was declared with
// it; no takeover is declared once this Settle's resolution has begun; Cloaking Technology, discarded
// by the takeover it is declared for, cannot be declared for a second; and the calculator works a
// takeover out after the declarations waiting before it.
import { describe, expect, it } from 'vitest'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import {
  resolveDeclared,
  resolveInOrder,
  whyNotDeclared,
  type AttackCheck,
  type TakeoverAttempt,
  type TakeoverPower,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { ANA_BO_CY, boWithTwoRebelWorlds, cyWithSeat, logOf, rftgLog, saved, seated, tab, takeover } from './rftg-table'

const players = ANA_BO_CY
const { run, check } = seated(players)

// Resolution order: Bo, Cy, Ana. Ana holds Cloaking Technology (Military 3, 2 temporary, 6 cards,
// Improved Logistics); Cy holds Imperium Seat (Military 6); Bo: Military 1, 3 temporary, two Rebel worlds.
const ORDER = ['p2', 'p3', 'p1']
const ana = tab({
  cloakingTechnology: true,
  imperiumCards: 1,
  military: 3,
  temporaryMilitary: 2,
  cards: 6,
  improvedLogistics: true,
})
const setup = [saved('p1', ana), saved('p2', boWithTwoRebelWorlds), saved('p3', cyWithSeat)]
const on = (attacker: string, power: TakeoverPower, world: number, boost = 0, declared = 0): TakeoverAttempt => ({
  attacker,
  defender: 'p2',
  attack: { power, world, attackerTemporary: declared, defenderTemporary: boost },
})
const numbers = (r: AttackCheck | undefined) =>
  r?.ok ? [r.value.attack, r.value.defence, r.value.success, r.value.defenderCanAdd] : r?.error.message
// Cy takes Rebel Outpost: 6 against Bo's 1 + 2.
const cyTakes = takeover({
  attacker: 'p3',
  defender: 'p2',
  power: 'imperium-seat',
  world: 0,
  worldName: 'Rebel Outpost',
  attack: 6,
  defence: 3,
  success: true,
})
// Ana's on the same world, Cloaking Technology and her 2 temporary Military declared with it.
const anaDecided = ev.make('rftg.takeover.decided', {
  attacker: 'p1',
  defender: 'p2',
  power: 'cloaking-technology',
  worldName: 'Rebel Outpost',
  attackerTemporary: 2,
})

describe('a declaration an earlier takeover decided is recorded, and spends what was declared with it', () => {
  it('the list decides Ana’s after Cy’s success, and counts her 2 temporary Military as used', () => {
    const steps = resolveInOrder(
      run(setup),
      ORDER,
      [on('p1', 'cloaking-technology', 0, 0, 2), on('p3', 'imperium-seat', 0)],
      'same-world',
    )
    expect(steps.map((x) => [x.declared.attacker, x.outcome, numbers(x.check)])).toEqual([
      ['p3', 'success', [6, 3, true, 3]],
      ['p1', 'blocked', undefined],
    ])
  })

  it('refused before a takeover succeeded this Settle; recorded after Cy’s, once', () => {
    expect(check(run(setup), anaDecided)).toBe(
      'No takeover has succeeded this Settle, so nothing decides this one: resolve it instead',
    )
    const before = run([...setup, cyTakes])
    expect(check(before, anaDecided)).toBeUndefined()
    const s = run([...setup, cyTakes, anaDecided])
    // Cloaking Technology discarded (an Imperium card, a card), her 2 temporary Military spent and still counted.
    expect(s.tableaux.p1).toEqual({
      ...ana,
      cloakingTechnology: false,
      imperiumCards: 0,
      cards: 5,
      temporaryMilitary: 0,
    })
    expect(s.temporaryUsed).toEqual({ p1: 2, p2: 0, p3: 0 })
    expect(s.settleTakeovers).toEqual({ p1: 1, p3: 1 })
    expect(s.takeovers[1]).toEqual({
      attacker: 'p1',
      defender: 'p2',
      world: 'Rebel Outpost',
      power: 'cloaking-technology',
      attack: 0,
      defence: 0,
      success: false,
      settle: 0,
      decided: true,
    })
    // Bo's tableau is untouched by it.
    expect(s.tableaux.p2).toEqual(before.tableaux.p2)
    // Recorded twice: the card is gone.
    expect(check(s, anaDecided)).toBe('The attacker has no Imperium Cloaking Technology in their tableau')
    // More temporary Military than she has is refused.
    expect(check(before, { ...anaDecided, payload: { ...anaDecided.payload, attackerTemporary: 3 } })).toBe(
      'The attacker has only 2 temporary Military to use',
    )
  })

  it('the timeline says it in English and German; a takeover logged before keeps no “decided” mark', () => {
    const [, e] = logOf([cyTakes, anaDecided])
    expect(rftgLog.describe(e!, players)).toBe(
      'Ana’s takeover of Rebel Outpost from Bo with Imperium Cloaking Technology did not take place: an earlier takeover decided it; Imperium Cloaking Technology discarded; 2 temporary Military spent',
    )
    expect(rftgLog.describe(e!, players, 'de')).toBe(
      'Die Übernahme von Rebel Outpost (Bo) durch Ana mit Imperium Cloaking Technology fand nicht statt: eine frühere Übernahme hat darüber entschieden; Imperium Cloaking Technology abgeworfen; 2 vorübergehendes Militär verbraucht',
    )
    expect(run([...setup, cyTakes]).takeovers[0]).not.toHaveProperty('decided')
  })
})

describe('declaring once resolving has begun, and Cloaking Technology declared twice', () => {
  it('no takeover is declared once one of this Settle is logged; New Settle phase allows it again', () => {
    const x = on('p1', 'cloaking-technology', 1)
    expect(whyNotDeclared(run(setup), x, [])).toBeUndefined()
    const late = whyNotDeclared(run([...setup, cyTakes]), x, [])
    expect(late).toEqual({
      code: 'late',
      message:
        'This Settle’s takeovers are being resolved, and takeovers are declared before that, while Settle powers are used (rule steps 1 and 4). To add one left out, first undo the takeovers resolved this Settle (Ctrl+Z).',
    })
    expect(whyNotDeclared(run([...setup, cyTakes]), x, [], 'de')?.message).toBe(
      'Die Übernahmen dieses Besiedelns werden gerade abgewickelt, und Übernahmen werden davor angesagt, während die Besiedeln-Fähigkeiten genutzt werden (Regelschritte 1 und 4). Um eine vergessene nachzutragen, macht zuerst die in diesem Besiedeln abgewickelten Übernahmen rückgängig (Strg+Z).',
    )
    expect(whyNotDeclared(run([...setup, cyTakes, ev.make('rftg.settle.started', {})]), x, [])).toBeUndefined()
  })

  it('Ana’s second Cloaking Technology declaration is refused; her Improved Logistics action is not the reason', () => {
    const s = run(setup)
    const first = on('p1', 'cloaking-technology', 0)
    const second = on('p1', 'cloaking-technology', 1)
    // Her second Settle action is free (Improved Logistics): only the card stops it.
    expect(resolveDeclared(s, second, undefined, 1).ok).toBe(true)
    expect(whyNotDeclared(s, second, [first])).toEqual({
      code: 'cloaking',
      message:
        'Ana already declared a takeover with Imperium Cloaking Technology this Settle, and that takeover discards the card: it cannot be used for a second.',
    })
    expect(whyNotDeclared(s, second, [first], 'de')?.message).toBe(
      'Ana hat in diesem Besiedeln schon eine Übernahme mit Imperium Cloaking Technology angesagt, und diese Übernahme wirft die Karte ab: sie kann nicht für eine zweite genutzt werden.',
    )
    // Another player's Cloaking Technology declaration, or Ana's with another power, is no reason.
    expect(whyNotDeclared(s, second, [on('p3', 'cloaking-technology', 0)])).toBeUndefined()
    expect(whyNotDeclared(s, on('p1', 'imperium-seat', 1), [first])).toBeUndefined()
    // Two kept from before this check: the list has the second fail, the card being discarded by the first.
    const steps = resolveInOrder(s, ORDER, [first, second], 'same-world')
    expect(steps.map((x) => numbers(x.check))).toEqual([
      [3, 3, true, 3],
      'The attacker has no Imperium Cloaking Technology in their tableau.',
    ])
  })
})

describe('the calculator counts the boosts set on declarations waiting before it', () => {
  it('Bo’s 3 set against Cy’s waiting declaration stand against Ana’s: 3 against 5, nothing left to add', () => {
    const s = run(setup)
    const anaOn = on('p1', 'cloaking-technology', 1)
    // On the game as logged: 3 against Bo's 1 + 1, and Bo could add 3.
    expect(numbers(resolveDeclared(s, anaOn))).toEqual([3, 2, true, 3])
    const steps = resolveInOrder(s, ORDER, [on('p3', 'imperium-seat', 0, 3), anaOn], 'same-world')
    const before = steps[1]!.before
    expect(before.temporaryUsed).toEqual({ p1: 0, p2: 3, p3: 0 })
    expect(before.tableaux.p2!.temporaryMilitary).toBe(0)
    expect(numbers(resolveDeclared(before, anaOn))).toEqual([3, 5, false, 0])
    // A declaration waiting after Ana's in resolution order changes nothing for her.
    const after = resolveInOrder(s, ['p1', 'p2', 'p3'], [on('p3', 'imperium-seat', 0, 3), anaOn], 'same-world')
    expect(numbers(resolveDeclared(after[0]!.before, anaOn))).toEqual([3, 2, true, 3])
  })
})

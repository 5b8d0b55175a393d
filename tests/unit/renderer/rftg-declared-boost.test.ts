// Rebel vs Imperium: the defender's boost (rule step 5) is set in the list of declarations right
// before a declared takeover resolves. A declaration stored before that could be set resolves with
// the boost typed when it was declared; one set in the list wins; a box holding no whole number is
// refused by the takeover calculation, with the same words as the calculator's boost box.
import { describe, expect, it } from 'vitest'
import { boostOf, type Declared } from '../../../src-renderer/games/rftg-rebel-vs-imperium/declared'
import { asTyped } from '../../../src-renderer/games/rftg-rebel-vs-imperium/number-box'
import { emptyTableau, type Tableau } from '../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import { resolveAttack } from '../../../src-shared/games/rftg-rebel-vs-imperium/takeover'

const tab = (t: Partial<Tableau>): Tableau => ({ ...emptyTableau(), ...t })
const ana = tab({ military: 5, imperiumCards: 1, imperiumSeat: true })
const bo = tab({
  military: 1,
  temporaryMilitary: 3,
  militaryWorlds: [{ name: 'Rebel Outpost', defence: 2, rebel: true, newThisSettle: false }],
})
// As kept in localStorage before the boost could be set in the list (no `boost`).
const stored: Declared = {
  id: 1,
  settle: 0,
  attacker: 'ana',
  defender: 'bo',
  attack: { power: 'imperium-seat', world: 0, attackerTemporary: 0, defenderTemporary: 0 },
  worldName: 'Rebel Outpost',
  defence: 2,
  rebel: true,
}
const resolveWith = (d: Declared) =>
  resolveAttack(ana, bo, { ...d.attack, defenderTemporary: asTyped(boostOf(d)) }, true, 0)

describe('the defender’s boost set at resolution', () => {
  it('is the one typed when declared for a declaration stored without one', () => {
    expect(boostOf(stored)).toBe(0)
    const r = resolveWith(stored)
    expect(r.ok && [r.value.attack, r.value.defence, r.value.success]).toEqual([5, 3, true])
  })

  it('set in the list, turns the takeover into a failure', () => {
    const r = resolveWith({ ...stored, boost: 3 })
    expect(r.ok && [r.value.attack, r.value.defence, r.value.success]).toEqual([5, 6, false])
  })

  it('is refused when the defender has not that much, is below 0, or is no whole number', () => {
    const why = (boost: number | string) => {
      const r = resolveWith({ ...stored, boost })
      return r.ok ? undefined : r.error.message
    }
    expect(why(4)).toBe('The defender has only 3 temporary Military to use.')
    expect(why(-1)).toBe('The defender’s temporary Military must be 0 or more.')
    expect(why('1e1')).toBe('The defender’s temporary Military must be a whole number.')
    expect(why('')).toBe('The defender’s temporary Military must be a whole number.')
  })
})

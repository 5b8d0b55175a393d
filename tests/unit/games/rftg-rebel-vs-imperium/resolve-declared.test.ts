// Rebel vs Imperium: resolveDeclared works a takeover out on the game as it stands, for the list of
// declarations, Resolve and the calculator alike: the players' tableaux, takeovers on or off, and the
// Settle actions the attacker already spent (logged this Settle, plus declarations still waiting).
import { describe, expect, it } from 'vitest'
import { initialState, type RftgState } from '../../../../src-shared/games/rftg-rebel-vs-imperium/state'
import {
  resolveAttack,
  resolveDeclared,
  type TakeoverAttempt,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { TAKEOVER_BOOST } from '../../../../src-shared/games/rftg-rebel-vs-imperium/entry-ranges'
import { rftgEventLog } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { rebel, tab } from './rftg-table'

function game(over: Partial<RftgState> = {}): RftgState {
  const s = initialState(
    [
      { id: 'ana', name: 'Ana' },
      { id: 'bo', name: 'Bo' },
    ] as never,
    { takeovers: true },
  )
  s.tableaux.ana = tab({ military: 5, imperiumCards: 1, imperiumSeat: true, temporaryMilitary: 2 })
  s.tableaux.bo = tab({
    military: 1,
    temporaryMilitary: 3,
    militaryWorlds: [rebel('Rebel Outpost', 2)],
  })
  return { ...s, ...over }
}
const on = (boost: number, declaredTemp = 0): TakeoverAttempt => ({
  attacker: 'ana',
  defender: 'bo',
  attack: { power: 'imperium-seat', world: 0, attackerTemporary: declaredTemp, defenderTemporary: boost },
})
const numbers = (r: ReturnType<typeof resolveDeclared>) =>
  r.ok ? [r.value.attack, r.value.defence, r.value.success] : r.error.code

describe('resolveDeclared', () => {
  it('works out attack against defence with both boosts: 5 against 3, 5 against 6, 7 against 6', () => {
    // Ana: Military 5 (+1 vs Rebel only with the slide's cube); Bo: Military 1 + defence 2 (+ boost).
    expect(numbers(resolveDeclared(game(), on(0)))).toEqual([5, 3, true])
    expect(numbers(resolveDeclared(game(), on(3)))).toEqual([5, 6, false])
    expect(numbers(resolveDeclared(game(), on(3, 2)))).toEqual([7, 6, true])
  })

  it('asks exactly what resolveAttack asks with the state’s six arguments', () => {
    const s = game({ settleTakeovers: { ana: 0 } })
    const x = on(1, 1)
    expect(resolveDeclared(s, x, 'de')).toEqual(
      resolveAttack(s.tableaux.ana!, s.tableaux.bo!, x.attack, s.takeoversOn, 0, 'de'),
    )
  })

  it('counts takeovers logged this Settle and, for the calculator, those declared besides', () => {
    expect(numbers(resolveDeclared(game({ settleTakeovers: { ana: 1 } }), on(0)))).toBe('no-action')
    expect(numbers(resolveDeclared(game(), on(0), undefined, 1))).toBe('no-action')
    expect(numbers(resolveDeclared(game({ settleTakeovers: { bo: 1 } }), on(0)))).toEqual([5, 3, true])
  })

  it('refuses with takeovers off, and names a player not in the game instead of failing', () => {
    expect(numbers(resolveDeclared(game({ takeoversOn: false }), on(0)))).toBe('off')
    const r = resolveDeclared(game(), { ...on(0), defender: 'cy' })
    expect(r).toEqual({ ok: false, error: { code: 'not-seated', message: 'That player is not in this game.' } })
  })

  it('is what the logged takeover is checked with: a boost beyond the range is refused by the event', () => {
    expect(TAKEOVER_BOOST).toEqual({ min: 0, max: 99 })
    const payload = {
      attacker: 'ana',
      defender: 'bo',
      power: 'imperium-seat',
      world: 0,
      worldName: 'Rebel Outpost',
      attackerTemporary: 0,
      attack: 5,
      defence: 3,
      success: true,
    }
    const schema = rftgEventLog.specs['rftg.takeover.resolved'].schema
    expect(schema.safeParse({ ...payload, defenderTemporary: TAKEOVER_BOOST.max }).success).toBe(true)
    expect(schema.safeParse({ ...payload, defenderTemporary: TAKEOVER_BOOST.max + 1 }).success).toBe(false)
    expect(schema.safeParse({ ...payload, defenderTemporary: TAKEOVER_BOOST.min - 1 }).success).toBe(false)
  })
})

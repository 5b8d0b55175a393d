import { describe, expect, it } from 'vitest'
import type { MilitaryWorld } from '../../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import {
  isVulnerable,
  resolveAttack,
  resolutionOrder,
  resolveDeclarations,
  vulnerabilityTable,
  TAKEOVER_POWERS,
  type Attack,
  type Declaration,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { tab } from './rftg-table'

const world = (name: string, defence: number, rebel: boolean, newThisSettle = false): MilitaryWorld => ({
  name,
  defence,
  rebel,
  newThisSettle,
})
const attack = (a: Partial<Attack>): Attack => ({
  power: 'imperium-seat',
  world: 0,
  attackerTemporary: 0,
  defenderTemporary: 0,
  ...a,
})

describe('vulnerability', () => {
  it('follows the rulebook list for every combination of Rebel military world, Imperium card and Military', () => {
    for (const rebelWorld of [false, true])
      for (const imperium of [0, 1, 2])
        for (const military of [-1, 0, 1, 3]) {
          const d = tab({
            military,
            imperiumCards: imperium,
            militaryWorlds: rebelWorld ? [world('Rebel Base', 4, true)] : [world('Outpost', 2, false)],
          })
          expect(isVulnerable(d, 'imperium-seat')).toBe(rebelWorld)
          expect(isVulnerable(d, 'rebel-alliance')).toBe(imperium >= 1)
          expect(isVulnerable(d, 'cloaking-technology')).toBe(military >= 1)
        }
  })

  it('Imperium Seat and Imperium Cloaking Technology are Imperium cards: ticked, either opens the tableau to Rebel Alliance', () => {
    expect(isVulnerable(tab({ imperiumSeat: true, imperiumCards: 0 }), 'rebel-alliance')).toBe(true)
    expect(isVulnerable(tab({ cloakingTechnology: true, imperiumCards: 0 }), 'rebel-alliance')).toBe(true)
    expect(isVulnerable(tab({ imperiumCards: 0 }), 'rebel-alliance')).toBe(false)
  })

  it('a neutral tableau (no Rebel military world, no Imperium card, only temporary Military) is out of reach', () => {
    const d = tab({ military: 0, temporaryMilitary: 5, militaryWorlds: [world('Outpost', 2, false)] })
    for (const p of TAKEOVER_POWERS) expect(isVulnerable(d, p)).toBe(false)
  })

  it('a Rebel military world placed this Settle does not make its owner vulnerable (reading)', () => {
    expect(isVulnerable(tab({ militaryWorlds: [world('New Rebels', 3, true, true)] }), 'imperium-seat')).toBe(false)
  })

  it('lists, for every pair, the attacker’s powers the defender is open to and the valid targets', () => {
    const tableaux = {
      ana: tab({ imperiumSeat: true, cloakingTechnology: true, military: 2 }),
      bo: tab({
        militaryWorlds: [world('Rebel Outpost', 3, true), world('Pirate World', 2, false), world('New', 5, true, true)],
      }),
      cy: tab({ rebelAlliance: true, imperiumCards: 0, military: 1 }),
    }
    const t = vulnerabilityTable(['ana', 'bo', 'cy'], tableaux)
    const pair = (a: string, d: string) => t.find((x) => x.attacker === a && x.defender === d)!
    expect(pair('ana', 'bo').powers.map((p) => [p.power, p.targets.map((w) => w.name)])).toEqual([
      ['imperium-seat', ['Rebel Outpost']],
    ])
    expect(pair('ana', 'cy').powers.map((p) => p.power)).toEqual(['cloaking-technology'])
    // Ana's Imperium Seat and Cloaking Technology are Imperium cards, though her count says 0.
    expect(pair('cy', 'ana').powers.map((p) => p.power)).toEqual(['rebel-alliance'])
    expect(pair('bo', 'ana').powers).toEqual([])
    expect(t).toHaveLength(6)
  })

  it('tells no targets because of worlds placed this Settle from no military worlds at all', () => {
    const tableaux = {
      ana: tab({ cloakingTechnology: true }),
      bo: tab({ military: 2 }),
      cy: tab({ military: 1, militaryWorlds: [world('Fresh', 2, false, true)] }),
    }
    const t = vulnerabilityTable(['ana', 'bo', 'cy'], tableaux)
    const open = (d: string) => t.find((x) => x.attacker === 'ana' && x.defender === d)!.powers
    expect(open('bo')).toEqual([{ power: 'cloaking-technology', targets: [], placedThisSettle: 0 }])
    expect(open('cy')).toEqual([{ power: 'cloaking-technology', targets: [], placedThisSettle: 1 }])
  })
})

describe('one takeover', () => {
  const defender = tab({ military: 5, militaryWorlds: [world('Rebel Fort', 3, true), world('Mining World', 2, false)] })

  it('succeeds on a tie and fails one below (ties go to the attacker)', () => {
    const tie = resolveAttack(tab({ imperiumSeat: true, military: 8 }), defender, attack({}))
    expect(tie.ok && [tie.value.attack, tie.value.defence, tie.value.success, tie.value.margin]).toEqual([
      8,
      8,
      true,
      0,
    ])
    const short = resolveAttack(tab({ imperiumSeat: true, military: 7 }), defender, attack({}))
    expect(short.ok && [short.value.attack, short.value.defence, short.value.success, short.value.margin]).toEqual([
      7,
      8,
      false,
      -1,
    ])
  })

  it('Rebel Alliance adds 2 per own settled Rebel military world only when its owner attacks', () => {
    const rebels = tab({
      rebelAlliance: true,
      military: 1,
      militaryWorlds: [world('A', 1, true), world('B', 1, true), world('C', 1, true, true)],
    })
    const target = tab({ imperiumCards: 1, military: 0, militaryWorlds: [world('Imperial Base', 4, false)] })
    const r = resolveAttack(rebels, target, attack({ power: 'rebel-alliance' }))
    expect(r.ok && r.value.attack).toBe(1 + 2 * 2)
    // Defending, Rebel Alliance adds nothing: defence is Military 1 + world 1 only.
    const back = resolveAttack(tab({ imperiumSeat: true, military: 0 }), rebels, attack({ world: 0 }))
    expect(back.ok && back.value.defence).toBe(1 + 1)
  })

  it('Rebel Pact and takeover defence add 2 per Rebel and 1 per other settled military world, once, only when defending', () => {
    const worlds = [world('R1', 2, true), world('R2', 2, true), world('O1', 1, false), world('new', 1, false, true)]
    const pact = tab({ rebelPact: true, military: 0, militaryWorlds: worlds })
    const r = resolveAttack(tab({ imperiumSeat: true }), pact, attack({ world: 0 }))
    expect(r.ok && r.value.defence).toBe(0 + 2 + (2 * 2 + 1))
    const both = tab({ rebelPact: true, takeoverDefence: true, military: 0, militaryWorlds: worlds })
    const r2 = resolveAttack(tab({ imperiumSeat: true }), both, attack({ world: 0 }))
    // Rebel Pact's power is the takeover-defence symbol: ticked with it, the bonus counts once.
    expect(r2.ok && r2.value.defence).toBe(2 + 5)
    expect(r2.ok && r2.value.defenceParts.map((p) => `${p.label}: ${p.value}`)).toEqual([
      'Military: 0',
      'Defence of R1: 2',
      'Rebel Pact: 2 × 2 Rebel + 1 other military worlds: 5',
    ])
    expect(r2.ok && r2.value.rules.map((x) => x.text)).toContain(
      'Rebel Pact’s power is the takeover-defence symbol: its 2 per Rebel and 1 per other military world at the start of Settle count once, when defending.',
    )
    const defenceOnly = tab({ takeoverDefence: true, military: 0, militaryWorlds: worlds })
    const r4 = resolveAttack(tab({ imperiumSeat: true }), defenceOnly, attack({ world: 0 }))
    expect(r4.ok && r4.value.defence).toBe(2 + 5)
    // Attacking, Rebel Pact adds nothing.
    const pactAttacks = tab({ rebelPact: true, cloakingTechnology: true, military: 3, militaryWorlds: worlds })
    const r3 = resolveAttack(
      pactAttacks,
      tab({ military: 1, militaryWorlds: [world('X', 1, false)] }),
      attack({ power: 'cloaking-technology' }),
    )
    expect(r3.ok && r3.value.attack).toBe(3)
  })

  it('temporary Military must be a whole number, and 0 or more', () => {
    const a = tab({ imperiumSeat: true, military: 6, temporaryMilitary: 3 })
    const d = tab({ ...defender, temporaryMilitary: 3 })
    const message = (x: Partial<Attack>, locale?: 'de') => {
      const r = resolveAttack(a, d, attack(x), true, 0, locale)
      return r.ok ? 'ok' : r.error.message
    }
    expect(message({ attackerTemporary: 2.5 })).toBe('The attacker’s temporary Military must be a whole number.')
    expect(message({ defenderTemporary: 0.5 })).toBe('The defender’s temporary Military must be a whole number.')
    expect(message({ attackerTemporary: 2.5 }, 'de')).toBe(
      'Das vorübergehende Militär der angreifenden Person muss eine ganze Zahl sein.',
    )
    expect(message({ attackerTemporary: -1 })).toBe('The attacker’s temporary Military must be 0 or more.')
    expect(message({ attackerTemporary: 2 })).toBe('ok')
  })

  it('extra Military against Rebel worlds counts only against a Rebel world', () => {
    const a = tab({ imperiumSeat: true, cloakingTechnology: true, military: 4, extraVsRebel: 2 })
    const r = resolveAttack(a, defender, attack({ world: 0 }))
    const o = resolveAttack(a, defender, attack({ power: 'cloaking-technology', world: 1 }))
    expect(r.ok && r.value.attack).toBe(6)
    expect(o.ok && o.value.attack).toBe(4)
  })

  it('counts declared and boosted temporary Military and says what each side could still add', () => {
    const a = tab({ imperiumSeat: true, military: 6, temporaryMilitary: 3 })
    const d = tab({ ...defender, temporaryMilitary: 2 })
    const r = resolveAttack(a, d, attack({ attackerTemporary: 2, defenderTemporary: 0 }))
    if (!r.ok) throw new Error(r.error.message)
    expect([r.value.attack, r.value.defence, r.value.margin, r.value.attackerCanAdd, r.value.defenderCanAdd]).toEqual([
      8, 8, 0, 1, 2,
    ])
    expect(r.value.defenderCanHold).toBe(true)
    const boosted = resolveAttack(a, d, attack({ attackerTemporary: 2, defenderTemporary: 1 }))
    expect(boosted.ok && [boosted.value.success, boosted.value.defenderCanHold]).toEqual([false, false])
  })

  it('refuses what the rules do not allow, saying why', () => {
    const a = tab({ imperiumSeat: true, military: 9 })
    const codes = [
      resolveAttack(a, defender, attack({}), false),
      resolveAttack(tab({ military: 9 }), defender, attack({})),
      resolveAttack(a, tab({ militaryWorlds: [world('O', 1, false)] }), attack({})),
      resolveAttack(tab({ ...a, placedThisSettle: true }), defender, attack({})),
      resolveAttack(a, defender, attack({ world: 1 })),
      resolveAttack(a, tab({ militaryWorlds: [world('R', 1, true), world('N', 1, true, true)] }), attack({ world: 1 })),
      resolveAttack(a, defender, attack({ attackerTemporary: 1 })),
    ].map((r) => (r.ok ? 'ok' : r.error.code))
    expect(codes).toEqual([
      'off',
      'no-power',
      'not-vulnerable',
      'no-action',
      'not-rebel',
      'new-world',
      'too-much-temporary',
    ])
    // Improved Logistics gives the second placement.
    expect(resolveAttack(tab({ ...a, placedThisSettle: true, improvedLogistics: true }), defender, attack({})).ok).toBe(
      true,
    )
  })

  it('counts Settle actions: one per Settle, two with Improved Logistics, less a placed world and earlier takeovers', () => {
    const a = tab({ imperiumSeat: true, military: 9 })
    // [placed a world, Improved Logistics] → how many takeovers are allowed this Settle.
    const table: [boolean, boolean, number][] = [
      [false, false, 1],
      [true, false, 0],
      [false, true, 2],
      [true, true, 1],
    ]
    for (const [placedThisSettle, improvedLogistics, allowed] of table)
      for (let attempted = 0; attempted <= 3; attempted++) {
        const r = resolveAttack(
          tab({ ...a, placedThisSettle, improvedLogistics }),
          defender,
          attack({}),
          true,
          attempted,
        )
        expect(r.ok ? 'ok' : r.error.code).toBe(attempted < allowed ? 'ok' : 'no-action')
      }
  })

  it('matches an independent reading of the rule text over every small tableau (brute force)', () => {
    let checked = 0
    for (const alliance of [false, true])
      for (const pact of [false, true])
        for (const tdef of [false, true])
          for (const aRebel of [0, 1, 2])
            for (const dRebel of [1, 2])
              for (const dOther of [0, 1])
                for (const aMil of [0, 3, 7])
                  for (const dMil of [0, 2])
                    for (const extra of [0, 1])
                      for (const target of [0, dRebel]) {
                        const a = tab({
                          imperiumSeat: true,
                          cloakingTechnology: true,
                          rebelAlliance: alliance,
                          military: aMil,
                          extraVsRebel: extra,
                          militaryWorlds: Array.from({ length: aRebel }, (_, i) => world(`a${i}`, 1, true)),
                        })
                        const worlds = [
                          ...Array.from({ length: dRebel }, (_, i) => world(`r${i}`, 2 + i, true)),
                          ...Array.from({ length: dOther }, (_, i) => world(`o${i}`, 1, false)),
                        ]
                        if (target >= worlds.length) continue
                        const d = tab({
                          rebelPact: pact,
                          takeoverDefence: tdef,
                          military: dMil,
                          militaryWorlds: worlds,
                        })
                        const power = worlds[target]!.rebel ? 'imperium-seat' : 'cloaking-technology'
                        if (power === 'cloaking-technology' && dMil < 1) continue
                        const r = resolveAttack(a, d, attack({ power, world: target }))
                        if (!r.ok) throw new Error(r.error.message)
                        // The rule text, read independently.
                        let att = aMil + (worlds[target]!.rebel ? extra : 0)
                        if (alliance) att += 2 * aRebel
                        let def = dMil + worlds[target]!.defence
                        for (const w of worlds) def += pact || tdef ? (w.rebel ? 2 : 1) : 0
                        expect([r.value.attack, r.value.defence, r.value.success]).toEqual([att, def, att >= def])
                        checked++
                      }
    expect(checked).toBeGreaterThan(500)
  })
})

describe('several declared takeovers', () => {
  it('resolve clockwise from the lowest start-world number, for every assignment of start worlds (brute force)', () => {
    const seats = ['a', 'b', 'c', 'd']
    const nums = [0, 3, 7, 11]
    const perms = (xs: number[]): number[][] =>
      xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]))
    for (const p of perms(nums)) {
      const sw = Object.fromEntries(seats.map((s, i) => [s, p[i]!]))
      const order = resolutionOrder(seats, sw)!
      const low = seats[p.indexOf(0)]!
      expect(order[0]).toBe(low)
      // Clockwise: each next seat follows the previous one round the table.
      for (let i = 1; i < 4; i++) expect(seats.indexOf(order[i]!)).toBe((seats.indexOf(order[i - 1]!) + 1) % 4)
    }
    expect(resolutionOrder(seats, { a: 1, b: 2, c: 3 })).toBeUndefined()
  })

  it('a later declaration against a world already taken is blocked; the other reading blocks every later one', () => {
    const order = ['c', 'a', 'b']
    const decl: Declaration[] = [
      { attacker: 'a', defender: 'b', world: 0, succeeds: true },
      { attacker: 'b', defender: 'c', world: 1, succeeds: true },
      { attacker: 'c', defender: 'b', world: 0, succeeds: true },
    ]
    const same = resolveDeclarations(order, decl, 'same-world')
    expect(same.map((s) => [s.declaration.attacker, s.outcome])).toEqual([
      ['c', 'success'],
      ['a', 'blocked'],
      ['b', 'success'],
    ])
    const any = resolveDeclarations(order, decl, 'any-success')
    expect(any.map((s) => s.outcome)).toEqual(['success', 'blocked', 'blocked'])
    const failedFirst = resolveDeclarations(order, [{ ...decl[2]!, succeeds: false }, decl[0]!], 'any-success')
    expect(failedFirst.map((s) => s.outcome)).toEqual(['failure', 'success'])
  })
})

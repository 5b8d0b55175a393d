// Imperium Seat and Imperium Cloaking Technology are Imperium cards: the Imperium count a tableau
// is saved with includes them, and discarding Cloaking Technology for a takeover lowers it by one
// (from payload v2; a takeover stored as v1 replays as it did). Rebel Alliance reaches a tableau
// only while it holds an Imperium card.
import { describe, expect, it } from 'vitest'
import type { RftgState } from '../../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { vulnerabilityTable } from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { ANA_BO, logOf, rftgLog, saved, seated, takeover } from './rftg-table'

const { run, check } = seated(ANA_BO)

describe('the Imperium count includes Imperium Seat and Cloaking Technology', () => {
  it('refuses a tableau counting fewer Imperium cards than it has ticked, saying what to enter', () => {
    const s = run([])
    expect(check(s, saved('p1', { imperiumSeat: true, imperiumCards: 0 }))).toBe(
      'Ana’s Imperium cards (0) must include Imperium Seat, which is ticked and is an Imperium card itself: set Imperium cards to at least 1',
    )
    expect(check(s, saved('p1', { imperiumSeat: true, cloakingTechnology: true, imperiumCards: 1 }))).toBe(
      'Ana’s Imperium cards (1) must include Imperium Seat and Imperium Cloaking Technology, which are ticked and are Imperium cards themselves: set Imperium cards to at least 2',
    )
    expect(check(s, saved('p1', { cloakingTechnology: true, imperiumCards: 0 }), 'de')).toBe(
      'die Imperium-Karten von Ana (0) müssen Imperium Cloaking Technology mitzählen – angekreuzt und selbst eine Imperium-Karte: tragt bei Imperium-Karten mindestens 1 ein',
    )
    expect(
      check(s, saved('p1', { imperiumSeat: true, cloakingTechnology: true, imperiumCards: 2, cards: 2 })),
    ).toBeUndefined()
    expect(check(s, saved('p1', { imperiumCards: 3, cards: 3 }))).toBeUndefined()
  })

  it('refuses a tableau with fewer cards than its military worlds or Imperium cards, saying what to enter', () => {
    const s = run([])
    const world = (name: string) => ({ name, defence: 2, rebel: false, newThisSettle: false })
    const three = [world('A'), world('B'), world('C')]
    expect(check(s, saved('p1', { militaryWorlds: three, cards: 0 }))).toBe(
      'Ana’s cards in tableau (0) must include the 3 military worlds listed, each a card in the tableau: set Cards in tableau to at least 3',
    )
    expect(check(s, saved('p1', { militaryWorlds: [world('A')], imperiumCards: 2, cards: 1 }))).toBe(
      'Ana’s cards in tableau (1) must include the 2 Imperium cards counted, each a card in the tableau: set Cards in tableau to at least 2',
    )
    expect(check(s, saved('p1', { militaryWorlds: three, cards: 2 }), 'de')).toBe(
      'die Karten in der Auslage von Ana (2) müssen die 3 eingetragenen Militärwelten mitzählen – jede ist eine Karte in der Auslage: tragt bei Karten in der Auslage mindestens 3 ein',
    )
    expect(check(s, saved('p1', { militaryWorlds: three, imperiumCards: 2, cards: 3 }))).toBeUndefined()
  })

  // Ana's only Imperium card is Cloaking Technology; Bo holds Rebel Alliance.
  const before = [
    saved('p1', { cloakingTechnology: true, imperiumCards: 1, military: 3, cards: 4 }),
    saved('p2', {
      rebelAlliance: true,
      military: 1,
      militaryWorlds: [{ name: 'Outpost', defence: 1, rebel: false, newThisSettle: false }],
    }),
  ]
  const cloak = takeover({
    attacker: 'p1',
    defender: 'p2',
    power: 'cloaking-technology',
    world: 0,
    worldName: 'Outpost',
    attack: 3,
    defence: 2,
    success: true,
  })
  const reaches = (s: RftgState) =>
    vulnerabilityTable(s.seats, s.tableaux)
      .filter((p) => p.powers.length)
      .map((p) => `${p.attacker} → ${p.defender}: ${p.powers.map((x) => x.power).join(', ')}`)

  it('discarding Cloaking Technology in a takeover lowers the count: Rebel Alliance no longer reaches its owner', () => {
    const s0 = run(before)
    expect(reaches(s0)).toEqual(['p1 → p2: cloaking-technology', 'p2 → p1: rebel-alliance'])
    expect(check(s0, cloak)).toBeUndefined()
    const s = run([...before, cloak])
    const a = s.tableaux.p1!
    expect([a.cloakingTechnology, a.imperiumCards, a.cards]).toEqual([false, 0, 4])
    expect(reaches(s)).toEqual([])
  })

  it('a takeover stored as payload v1 replays as it did (the count kept as entered)', () => {
    const v1 = { ...cloak, v: 1 }
    expect(rftgLog.read(logOf([v1])[0]!).ok).toBe(true)
    const s = run([...before, v1])
    expect([s.tableaux.p1!.cloakingTechnology, s.tableaux.p1!.imperiumCards]).toEqual([false, 1])
    expect(cloak.v).toBe(2)
  })

  // The game has two copies of Imperium Cloaking Technology (game-facts: "cost 1, 1 VP, 2 copies"):
  // two players may each hold one, and a takeover discards only the attacker's own.
  it('two players may each hold a Cloaking Technology copy; a takeover discards only its attacker’s', () => {
    const both = [
      saved('p1', {
        cloakingTechnology: true,
        imperiumCards: 1,
        military: 3,
        cards: 4,
        militaryWorlds: [{ name: 'Fort', defence: 1, rebel: false, newThisSettle: false }],
      }),
      saved('p2', {
        cloakingTechnology: true,
        imperiumCards: 1,
        military: 1,
        cards: 3,
        militaryWorlds: [{ name: 'Outpost', defence: 1, rebel: false, newThisSettle: false }],
      }),
    ]
    expect(check(run([]), both[0]!)).toBeUndefined()
    expect(check(run([both[0]!]), both[1]!)).toBeUndefined()
    const s0 = run(both)
    expect(reaches(s0)).toEqual(['p1 → p2: cloaking-technology', 'p2 → p1: cloaking-technology'])
    const s = run([...both, cloak])
    expect([s.tableaux.p1!.cloakingTechnology, s.tableaux.p1!.imperiumCards]).toEqual([false, 0])
    expect([s.tableaux.p2!.cloakingTechnology, s.tableaux.p2!.imperiumCards]).toEqual([true, 1])
    // Bo's copy still works this Settle (Bo has not used a Settle action): Bo attacks Ana's Fort.
    const back = takeover({
      attacker: 'p2',
      defender: 'p1',
      power: 'cloaking-technology',
      world: 0,
      worldName: 'Fort',
      attack: 1,
      defence: 4,
      success: false,
    })
    expect(check(s, back)).toBeUndefined()
    expect(run([...both, cloak, back]).tableaux.p2!.cloakingTechnology).toBe(false)
  })
})

// Imperium Seat and Imperium Cloaking Technology are Imperium cards: the Imperium count a tableau
// is saved with includes them, and discarding Cloaking Technology for a takeover lowers it by one
// (from payload v2; a takeover stored as v1 replays as it did). Rebel Alliance reaches a tableau
// only while it holds an Imperium card.
import { describe, expect, it } from 'vitest'
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { replay } from '../../../../src-shared/core/log'
import { initialPlayLog } from '../../../../src-shared/core/play-log'
import { GAMES } from '../../../../src-shared/games/registry'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { initialState, type RftgState } from '../../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { emptyTableau, type Tableau } from '../../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import { vulnerabilityTable } from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { gameReducer } from '../game-reducer'

const players: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
]
const log = await GAMES.log('rftg-rebel-vs-imperium')
const reduce = gameReducer(log, players) as (s: RftgState, e: LogEvent) => RftgState
const asLog = (events: NewEvent[]): LogEvent[] =>
  events.map((e, i) => ({ ...e, gameId: 'g', seq: i + 1, at: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z` }))
const run = (events: NewEvent[]): RftgState => replay(initialState(players, { takeovers: true }), asLog(events), reduce)
const check = (s: RftgState, e: NewEvent, locale?: 'de'): string | undefined =>
  log.check({ play: initialPlayLog(players), game: s, unreadable: {} }, e, locale)
const tab = (t: Partial<Tableau>): Tableau => ({ ...emptyTableau(), ...t })
const save = (player: string, t: Partial<Tableau>) => ev.make('rftg.tableau.updated', { player, tableau: tab(t) })

describe('the Imperium count includes Imperium Seat and Cloaking Technology', () => {
  it('refuses a tableau counting fewer Imperium cards than it has ticked, saying what to enter', () => {
    const s = run([])
    expect(check(s, save('p1', { imperiumSeat: true, imperiumCards: 0 }))).toBe(
      'Ana’s Imperium cards (0) must include Imperium Seat, which is ticked and is an Imperium card itself: set Imperium cards to at least 1',
    )
    expect(check(s, save('p1', { imperiumSeat: true, cloakingTechnology: true, imperiumCards: 1 }))).toBe(
      'Ana’s Imperium cards (1) must include Imperium Seat and Imperium Cloaking Technology, which are ticked and are Imperium cards themselves: set Imperium cards to at least 2',
    )
    expect(check(s, save('p1', { cloakingTechnology: true, imperiumCards: 0 }), 'de')).toBe(
      'die Imperium-Karten von Ana (0) müssen Imperium Cloaking Technology mitzählen – angekreuzt und selbst eine Imperium-Karte: tragt bei Imperium-Karten mindestens 1 ein',
    )
    expect(check(s, save('p1', { imperiumSeat: true, cloakingTechnology: true, imperiumCards: 2 }))).toBeUndefined()
    expect(check(s, save('p1', { imperiumCards: 3 }))).toBeUndefined()
  })

  // Ana's only Imperium card is Cloaking Technology; Bo holds Rebel Alliance.
  const before = [
    save('p1', { cloakingTechnology: true, imperiumCards: 1, military: 3, cards: 4 }),
    save('p2', {
      rebelAlliance: true,
      military: 1,
      militaryWorlds: [{ name: 'Outpost', defence: 1, rebel: false, newThisSettle: false }],
    }),
  ]
  const cloak = ev.make('rftg.takeover.resolved', {
    attacker: 'p1',
    defender: 'p2',
    power: 'cloaking-technology',
    world: 0,
    worldName: 'Outpost',
    attackerTemporary: 0,
    defenderTemporary: 0,
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
    expect(log.read(asLog([v1])[0]!).ok).toBe(true)
    const s = run([...before, v1])
    expect([s.tableaux.p1!.cloakingTechnology, s.tableaux.p1!.imperiumCards]).toEqual([false, 1])
    expect(cloak.v).toBe(2)
  })

  // The game has two copies of Imperium Cloaking Technology (game-facts: "cost 1, 1 VP, 2 copies"):
  // two players may each hold one, and a takeover discards only the attacker's own.
  it('two players may each hold a Cloaking Technology copy; a takeover discards only its attacker’s', () => {
    const both = [
      save('p1', {
        cloakingTechnology: true,
        imperiumCards: 1,
        military: 3,
        cards: 4,
        militaryWorlds: [{ name: 'Fort', defence: 1, rebel: false, newThisSettle: false }],
      }),
      save('p2', {
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
    const back = ev.make('rftg.takeover.resolved', {
      attacker: 'p2',
      defender: 'p1',
      power: 'cloaking-technology',
      world: 0,
      worldName: 'Fort',
      attackerTemporary: 0,
      defenderTemporary: 0,
      attack: 1,
      defence: 4,
      success: false,
    })
    expect(check(s, back)).toBeUndefined()
    expect(run([...both, cloak, back]).tableaux.p2!.cloakingTechnology).toBe(false)
  })
})

// Rebel vs Imperium: a declared takeover is binding once this Settle's takeovers are being resolved
// (rule steps 2 and 4): it is resolved in its turn and keeps its Settle action, so the list's Remove
// is refused from the first takeover of the Settle logged until New Settle phase (or an undo).
import { describe, expect, it } from 'vitest'
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { replay } from '../../../../src-shared/core/log'
import { GAMES } from '../../../../src-shared/games/registry'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { initialState, type RftgState } from '../../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { emptyTableau, type Tableau } from '../../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import { whyDeclarationStays } from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { gameReducer } from '../game-reducer'

const players: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
  { id: 'p3', name: 'Cy' },
]
const log = await GAMES.log('rftg-rebel-vs-imperium')
const reduce = gameReducer(log, players) as (s: RftgState, e: LogEvent) => RftgState
const asLog = (events: NewEvent[]): LogEvent[] =>
  events.map((e, i) => ({ ...e, gameId: 'g', seq: i + 1, at: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z` }))
const run = (events: NewEvent[]): RftgState =>
  replay(initialState(players, { takeovers: true, goals: true }), asLog(events), reduce)
const tab = (t: Partial<Tableau>): Tableau => ({ ...emptyTableau(), ...t })

const setup = [
  ev.make('rftg.tableau.updated', {
    player: 'p1',
    tableau: tab({ imperiumSeat: true, imperiumCards: 1, military: 2 }),
  }),
  ev.make('rftg.tableau.updated', {
    player: 'p2',
    tableau: tab({
      military: 1,
      militaryWorlds: [{ name: 'Rebel Outpost', defence: 2, rebel: true, newThisSettle: false }],
    }),
  }),
]
// Ana's takeover of Bo's Rebel Outpost, 2 against 3: it fails.
const failed = ev.make('rftg.takeover.resolved', {
  attacker: 'p1',
  defender: 'p2',
  power: 'imperium-seat',
  world: 0,
  worldName: 'Rebel Outpost',
  attackerTemporary: 0,
  defenderTemporary: 0,
  attack: 2,
  defence: 3,
  success: false,
})

describe('declared takeovers are binding once resolving has begun', () => {
  it('a declaration may go (an entry corrected) until the first takeover of this Settle is logged', () => {
    expect(whyDeclarationStays(run(setup), 'p3')).toBeUndefined()
    // A takeover of an earlier Settle does not start this Settle's resolution.
    expect(whyDeclarationStays(run([...setup, failed, ev.make('rftg.settle.started', {})]), 'p3')).toBeUndefined()
  })

  it('after a failed takeover is logged, every declaration stays, in English and German', () => {
    const s = run([...setup, failed])
    expect(s.settleTakeovers).toEqual({ p1: 1 })
    expect(whyDeclarationStays(s, 'p3')).toBe(
      'Not removed: declared takeovers are binding. This Settle’s takeovers are being resolved, so each one declared is resolved in its turn, and one that fails, or that an earlier takeover decides, still used Cy’s Settle action. To correct a declaration entered by mistake, first undo the takeovers resolved this Settle (Ctrl+Z).',
    )
    expect(whyDeclarationStays(s, 'p1', 'de')).toBe(
      'Nicht entfernt: angesagte Übernahmen sind verbindlich. Die Übernahmen dieses Besiedelns werden gerade abgewickelt, also wird jede angesagte in ihrer Reihenfolge abgewickelt, und eine, die scheitert oder über die eine frühere entschieden hat, hat die Besiedeln-Aktion von Ana trotzdem verbraucht. Um eine falsch eingetragene Ansage zu berichtigen, macht zuerst die in diesem Besiedeln abgewickelten Übernahmen rückgängig (Strg+Z).',
    )
  })

  it('a New Settle phase ends it: declarations of the new Settle may go again', () => {
    expect(whyDeclarationStays(run([...setup, failed, ev.make('rftg.settle.started', {})]), 'p1')).toBeUndefined()
  })
})

// Rebel vs Imperium: a declared takeover is binding once this Settle's takeovers are being resolved
// (rule steps 2 and 4): it is resolved in its turn and keeps its Settle action, so the list's Remove
// is refused from the first takeover of the Settle logged until New Settle phase (or an undo).
import { describe, expect, it } from 'vitest'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { whyDeclarationStays } from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { rebel, saved, seated, takeover } from './rftg-table'

const { run } = seated()

const setup = [
  saved('p1', { imperiumSeat: true, imperiumCards: 1, military: 2 }),
  saved('p2', { military: 1, militaryWorlds: [rebel('Rebel Outpost', 2)] }),
]
// Ana's takeover of Bo's Rebel Outpost, 2 against 3: it fails.
const failed = takeover({
  attacker: 'p1',
  defender: 'p2',
  power: 'imperium-seat',
  world: 0,
  worldName: 'Rebel Outpost',
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

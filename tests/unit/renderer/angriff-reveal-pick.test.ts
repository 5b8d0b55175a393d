// The tile tapped to reveal on Angriff's Space tab, kept per game until the reveal is written
// (reveal-pick.ts): brought back for the same reveal, never for another one or one the game moved past.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, shallowRef } from 'vue'
import type { LogEvent, NewEvent, Player } from '../../../src-shared/core/game-record'
import { GAMES } from '../../../src-shared/games/registry'
import { initialPlayLog } from '../../../src-shared/core/play-log'
import { arEventLog as ev } from '../../../src-shared/games/angriff-der-rebellen/events'
import { initialState, type ArState } from '../../../src-shared/games/angriff-der-rebellen/state'
import { useRevealPick } from '../../../src-renderer/games/angriff-der-rebellen/reveal-pick'
import { memoryStorage } from './db/fixtures'

const players: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
]
const log = await GAMES.log('angriff-der-rebellen')
/** The state after one stored event, as the session folds it. */
function reduce(s: ArState, e: LogEvent): ArState {
  const r = log.read(e)
  if (!r.ok) throw new Error(`unreadable ${e.type}`)
  return log.apply({ play: initialPlayLog([...players]), game: s, unreadable: {} }, r.event).game as ArState
}
const play = (s: ArState, ...events: NewEvent[]): ArState =>
  events.reduce((at, e) => reduce(at, { ...e, gameId: 'g1', seq: 1, at: '2026-01-01T00:00:00Z' }), s)
const started = play(
  initialState(players, {}),
  ev.make('ar.game.set-up', {
    seats: [
      { player: 'p1', ship: 'millennium-falcon', corner: 0 },
      { player: 'p2', ship: 'x-wing', corner: 3 },
    ],
    first: 'p1',
  }),
)
// Ana's ship on space 1: she may reveal 0, 2 or 5.
const movedTo1 = play(started, ev.make('ar.ship.moved', { player: 'p1', to: 1 }))
const KEY = 'holotable.angriff-der-rebellen.reveal.g1'

let store: ReturnType<typeof memoryStorage>
const scopes: ReturnType<typeof effectScope>[] = []
beforeEach(() => {
  store = memoryStorage()
  vi.stubGlobal('localStorage', store)
})
afterEach(() => {
  scopes.splice(0).forEach((s) => s.stop())
  vi.unstubAllGlobals()
})
/** The Space tab shown (again) on `s`. */
function shown(s: ArState) {
  const state = shallowRef<ArState | undefined>(s)
  const scope = effectScope()
  scopes.push(scope)
  return { state, ...scope.run(() => useRevealPick(state, 'g1'))! }
}

describe('the tile tapped to reveal', () => {
  it('comes back for the same reveal, and goes once the reveal is written', async () => {
    const first = shown(movedTo1)
    first.pick(2)
    expect(first.selected.value).toBe(2)
    const again = shown(movedTo1)
    expect(again.selected.value).toBe(2)
    // The reveal is shown at once, its write lands later: the pick is kept until it has.
    const written = await again.whileRevealing(async () => {
      again.state.value = play(movedTo1, ev.make('ar.tile.revealed', { player: 'p1', space: 2, tile: 'ally' }))
      await nextTick()
      expect(store.map.has(KEY)).toBe(true)
      return true
    })
    expect(written).toBe(true)
    expect(again.selected.value).toBeUndefined()
    expect(store.map.has(KEY)).toBe(false)
  })

  it('stays picked when the reveal is refused, to be written again', async () => {
    const tab = shown(movedTo1)
    tab.pick(5)
    expect(await tab.whileRevealing(async () => false)).toBe(false)
    expect(tab.selected.value).toBe(5)
    expect(shown(movedTo1).selected.value).toBe(5)
  })

  it('is not shown for another reveal: the move undone and made to another space, or the move step', async () => {
    shown(movedTo1).pick(2)
    const elsewhere = play(started, ev.make('ar.ship.moved', { player: 'p1', to: 4 }))
    expect(shown(elsewhere).selected.value).toBeUndefined()
    expect(store.map.has(KEY)).toBe(false)
    shown(movedTo1).pick(0)
    const tab = shown(movedTo1)
    tab.state.value = started // the move undone
    await nextTick()
    expect(tab.selected.value).toBeUndefined()
    tab.state.value = movedTo1 // and made again
    await nextTick()
    expect(tab.selected.value).toBeUndefined()
  })

  it('is not used when kept damaged, or not a tile Ana may reveal now', () => {
    const basis = '["p1",1,false,1,0]'
    for (const draft of [99, '2', 1.5, 6]) {
      store.map.set(KEY, JSON.stringify({ basis, draft }))
      expect(shown(movedTo1).selected.value).toBeUndefined()
    }
    store.map.set(KEY, '{"basis": [not json')
    expect(shown(movedTo1).selected.value).toBeUndefined()
    store.map.set(KEY, JSON.stringify({ basis, draft: 5 }))
    expect(shown(movedTo1).selected.value).toBe(5)
  })
})

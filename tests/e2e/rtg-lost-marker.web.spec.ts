import { expect, test } from '@playwright/test'
import type { NewEvent, Player } from '../../src-shared/core/game-record'
import { rtgEvents as ev } from '../../src-shared/games/rule-the-galaxy/events'
import { currentPlayer } from '../../src-shared/games/rule-the-galaxy/state'
import { HAND_CARDS, emptyHand } from '../../src-shared/games/rule-the-galaxy/data'
import { createGame } from './support'
import { appendEvents, checkedRtgLog } from './rtg-support'

// The regroup that loses the game can also walk a unit onto a fire marker. The game is over: no
// marker can be turned up any more (the log refuses it), so the Play tab must not ask for one.

const players: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Ben' },
  { id: 'p3', name: 'Cid' },
]

/**
 * 3 players on a 4 × 7 board with the red frames known; nobody destroys anything but lane 1's first
 * unit (Ana, round 1), so lane 1's next unit reaches the red frame on its last row in the very
 * regroup that lets the setup's units in lanes 2–4 through.
 */
async function eventsToALossOnAMarker(): Promise<NewEvent[]> {
  const { add, g, out } = await checkedRtgLog(players)
  const frames = [
    { lane: 0, row: 6 },
    { lane: 1, row: 2 },
    { lane: 2, row: 4 },
    { lane: 3, row: 3 },
  ]
  add(ev.setup({ seed: 1, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: frames, anyMix: true }))
  add(ev.deal('p1', 'chewbacca'))
  add(ev.deal('p2', 'finn'))
  add(ev.deal('p3', 'rey'))
  const values = [0, 1, 1]
  const cards = ['rey', 'poe', 'finn', 'chewbacca', 'bb8'] as const
  let k = 0
  for (let guard = 0; g().phase === 'play'; guard++) {
    if (guard > 200) throw new Error('the generated game does not end')
    const b = g().board
    if (b.entryDue > 0) {
      const free = [...Array(b.lanes).keys()].filter((l) => !b.units.some((u) => u.lane === l && u.row === 0))
      // Strength 2 first (lane 1's first unit is one), then whatever is left but Kylo Ren (multicolour).
      const strength = ([2, 3, 5, 6, 1, 8] as const).find((st) => b.stack[st] > 0)!
      add(ev.unitsEnter([{ lane: free[0]!, strength, colour: strength === 8 ? 'multi' : 'rey' }]))
      continue
    }
    const pending = b.fireMarkers.pending[0]
    if (pending) {
      add(ev.fireMarker(pending, values.shift()!))
      continue
    }
    const owing = g().order.find((id) => (g().discardsDue[id] ?? 0) > 0)
    if (owing) {
      const hand = g().hands[owing]!
      const c = HAND_CARDS.find((x) => hand[x] > 0)!
      add(ev.discard(owing, { ...emptyHand(), [c]: 1 }))
      continue
    }
    const me = currentPlayer(g())!
    add(ev.draw(cards[k++ % cards.length]!))
    if (g().round === 1 && me === 'p1') {
      // Ana's Chewbacca and BB-8 would not do: she draws a second card and takes lane 1's unit (strength 2).
      add(ev.draw('bb8'))
      const unit = g().board.units.find((u) => u.lane === 0)!
      add(ev.destroy({ player: 'p1', unitId: unit.id, spend: { ...emptyHand(), rey: 1, bb8: 1 }, points: 1 }))
    } else add(ev.stop())
    add(ev.turnEnd())
  }
  return out
}

test('the regroup that loses the game while a unit steps on a fire marker asks for no marker', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Lost on a marker', players: ['Ana', 'Ben', 'Cid'] })
  const events = await eventsToALossOnAMarker()
  await appendEvents(page, page.url(), events)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('game-over')).toContainText('everyone loses')
  await expect(page.getByTestId('fire-marker-form')).toHaveCount(0)
  await page.getByTestId('finish-rtg').click()
  await expect(page.getByTestId('game-finished')).toBeVisible()
  await expect(page.getByTestId('fire-marker-form')).toHaveCount(0)
})

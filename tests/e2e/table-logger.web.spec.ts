import { expect, test } from '@playwright/test'
import { createGame, modKey, snap } from './support'

// The play logger through an evening, as players use it: +/− bursts, notes fixed and removed, the
// finish that freezes the sheet, and Rule the Galaxy's own scores offered at the finish.

test('a burst of +/− is one event and one undo step; a typed score says where it came from', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Score bursts', players: ['Anna', 'Ben'] })
  const events = page.getByTestId('timeline-event')
  await expect(page.getByTestId('timeline')).toContainText('1 event')

  // Three quick clicks: the field follows at once, the log gets one event after the pause.
  for (let i = 0; i < 3; i++) await page.getByTestId('score-plus-p1').click()
  await expect(page.getByTestId('score-p1')).toHaveValue('3')
  await expect(events.first()).toHaveText(/Anna 0 → 3/)
  await expect(events).toHaveCount(2)
  await expect(page.getByTestId('timeline')).toContainText('2 events')

  // Down one, then Ben's + ends Anna's burst at once (one event each, in the order clicked).
  await page.getByTestId('score-minus-p1').click()
  await page.getByTestId('score-plus-p2').click()
  await page.getByTestId('score-plus-p2').click()
  await expect(events.nth(1)).toHaveText(/Anna 3 → 2/)
  await expect(events.first()).toHaveText(/Ben 0 → 2/)
  await expect(events).toHaveCount(4)

  // Undo takes back Ben's whole burst, then Anna's −1.
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('score-p2')).toHaveValue('0')
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('score-p1')).toHaveValue('3')

  // Undo pressed in the middle of a burst writes the burst first, then undoes it: nothing is lost or half-undone.
  await page.getByTestId('score-plus-p1').click()
  await page.getByTestId('score-plus-p1').click()
  await page.getByTestId('undo').click()
  await expect(events.first()).toHaveText(/Undid: Anna 3 → 5/)
  await expect(page.getByTestId('score-p1')).toHaveValue('3')

  // A typed score is one event too, and reload finds the same sheet.
  await page.getByTestId('score-p2').fill('12')
  await page.getByTestId('score-p2').press('Enter')
  await expect(events.first()).toHaveText(/Ben 0 → 12/)
  await page.reload()
  await expect(page.getByTestId('score-p1')).toHaveValue('3')
  await expect(page.getByTestId('score-p2')).toHaveValue('12')
})

test('a burst still pending when the player leaves the game is written, not lost', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Leave mid-burst', players: ['Anna', 'Ben'] })
  await page.getByTestId('score-plus-p2').click()
  await page.getByTestId('score-plus-p2').click()
  await page.goto('./#/')
  await page
    .getByTestId('recent-game')
    .filter({ hasText: 'Leave mid-burst' })
    .getByRole('link', { name: 'Resume' })
    .click()
  await expect(page.getByTestId('score-p2')).toHaveValue('2')
  await expect(page.getByTestId('timeline-event').first()).toHaveText(/Ben 0 → 2/)
})

test('notes are edited and deleted as events; after the finish scores and notes are read-only', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Notes night', players: ['Anna', 'Ben'] })
  const events = page.getByTestId('timeline-event')
  await page.getByTestId('note-input').fill('Ben owes a rematch')
  await page.getByTestId('add-note').click()
  await page.getByTestId('note-input').fill('House rule: first fire card is free')
  await page.getByTestId('add-note').click()
  await expect(page.getByTestId('note')).toHaveCount(2)

  // Edit the older note: it keeps its place; the timeline quotes the new words.
  const older = page.getByTestId('note').filter({ hasText: 'Ben owes a rematch' })
  await older.getByTestId('note-edit').click()
  await page.getByTestId('note-edit-input').fill('Ben owes two rematches')
  await page.getByTestId('note-save').click()
  await expect(page.getByTestId('note')).toHaveText([/House rule/, /Ben owes two rematches/])
  await expect(events.first()).toHaveText(/Note changed to “Ben owes two rematches”/)

  // Delete the house rule, then undo the deletion: it comes back where it was.
  await page.getByTestId('note').filter({ hasText: 'House rule' }).getByTestId('note-delete').click()
  await expect(page.getByTestId('note')).toHaveText([/Ben owes two rematches/])
  await expect(events.first()).toHaveText(/Note deleted: “House rule: first fire card is free”/)
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('note')).toHaveText([/House rule/, /Ben owes two rematches/])
  await snap(page, 'notes-edit-delete')

  // Finish: scores and notes stand as recorded.
  await page.getByTestId('finish-game').click()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toBeVisible()
  await expect(page.getByTestId('scores-locked')).toBeVisible()
  await expect(page.getByTestId('notes-locked')).toBeVisible()
  await expect(page.getByTestId('score-plus-p1')).toBeDisabled()
  await expect(page.getByTestId('score-p1')).toHaveAttribute('readonly', '')
  await expect(page.getByTestId('note-input')).toHaveCount(0)
  await expect(page.getByTestId('note-edit')).toHaveCount(0)
  await expect(page.getByTestId('note-delete')).toHaveCount(0)
  await snap(page, 'play-log-finished-read-only')

  // Undo the finish: everything can be changed again.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('finish-game')).toBeVisible()
  await expect(page.getByTestId('score-plus-p1')).toBeEnabled()
  await expect(page.getByTestId('note-input')).toBeVisible()
})

test('Rule the Galaxy: Finish game offers the Score tab’s points and its winner', async ({ page }) => {
  // A short game seeded through the e2e build's repository hook: Anna takes a tile worth 10, Ben one worth 1.
  await page.goto('./?perf=1#/')
  await page.waitForFunction(() => 'holotablePerf' in window)
  const id = await page.evaluate(async () => {
    type Repo = {
      createGame(g: unknown, e: unknown): Promise<{ game: { id: string } }>
      appendEvent(id: string, e: unknown): Promise<unknown>
    }
    const repo = (window as unknown as { holotablePerf: { repository: Repo } }).holotablePerf.repository
    const players = [
      { id: 'p1', name: 'Anna' },
      { id: 'p2', name: 'Ben' },
    ]
    const { game } = await repo.createGame(
      { module: 'rule-the-galaxy', title: 'Galaxy scores', players, options: {} },
      { type: 'game.started', v: 1, payload: { players, options: {} } },
    )
    const none = { rey: 0, poe: 0, finn: 0, chewbacca: 0, bb8: 0 }
    const log: [string, number, unknown][] = [
      ['rtg.game.set-up', 1, { seed: 1, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: false }],
      ['rtg.card.dealt', 1, { player: 'p1', card: 'rey' }],
      ['rtg.card.dealt', 1, { player: 'p2', card: 'finn' }],
      [
        'rtg.units.entered',
        1,
        {
          units: [
            { lane: 0, strength: 3, colour: 'chewbacca' },
            { lane: 1, strength: 2, colour: 'rey' },
            { lane: 2, strength: 1, colour: 'finn' },
            { lane: 3, strength: 8, colour: 'multi' },
          ],
        },
      ],
      ['rtg.card.drawn', 1, { card: 'chewbacca' }],
      ['rtg.card.drawn', 1, { card: 'chewbacca' }],
      ['rtg.card.drawn', 1, { card: 'bb8' }],
      ['rtg.drawing.stopped', 1, {}],
      [
        'rtg.unit.destroyed',
        2,
        {
          player: 'p1',
          unitId: 'u1',
          spend: { ...none, chewbacca: 2, bb8: 1 },
          points: 10,
          unit: { strength: 3, colour: 'chewbacca', lane: 0 },
        },
      ],
      ['rtg.turn.ended', 1, {}],
      ['rtg.card.drawn', 1, { card: 'finn' }],
      ['rtg.drawing.stopped', 1, {}],
      [
        'rtg.unit.destroyed',
        2,
        {
          player: 'p2',
          unitId: 'u3',
          spend: { ...none, finn: 2 },
          points: 1,
          unit: { strength: 1, colour: 'finn', lane: 2 },
        },
      ],
    ]
    for (const [type, v, payload] of log) await repo.appendEvent(game.id, { type, v, payload })
    return game.id
  })
  await page.goto(`./#/game/${id}/score`)
  await expect(page.getByTestId('standing-p1').locator('td.big').first()).toHaveText('10')
  await expect(page.getByTestId('standing-p2').locator('td.big').first()).toHaveText('1')
  await expect(page.getByTestId('timeline')).toContainText('Anna destroyed the strength-3 unit (Chewbacca’s colour)')

  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()
  // The score sheet was never touched: the finish still offers the game's own points.
  await expect(page.getByTestId('score-p1')).toHaveValue('0')
  await page.getByTestId('finish-game').click()
  await expect(page.getByLabel('Anna final score')).toHaveValue('10')
  await expect(page.getByLabel('Ben final score')).toHaveValue('1')
  await expect(page.getByTestId('winner-p1')).toBeChecked()
  await expect(page.getByTestId('winner-p2')).not.toBeChecked()
  await snap(page, 'rtg-finish-prefilled')
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Anna')
  await expect(page.getByTestId('result')).toContainText('10')
})

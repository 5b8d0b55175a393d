import { expect, test, type Page } from '@playwright/test'
import { createGame, snap } from './support'

// Issue #11: one game open in two windows (two tabs of one browser profile). What one writes
// appears in the other; undo is worked out from the stored log, and a window that has not seen the
// latest moves never writes an undo aimed from its old view (it was ignored yet shown as "Undid").

async function addNote(page: Page, text: string): Promise<void> {
  await page.getByTestId('note-input').fill(text)
  await page.getByTestId('add-note').click()
}

test('a note added in one window appears in the other, and undo there undoes it', async ({ context, page }) => {
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Two windows', players: ['Ana', 'Ben'] })
  const url = page.url()
  const other = await context.newPage()
  await other.goto(url)
  await expect(other.getByTestId('game-view')).toBeVisible()

  await addNote(page, 'Written in the first window')
  await expect(other.getByTestId('note')).toHaveCount(1)
  await expect(other.getByTestId('note').first()).toContainText('Written in the first window')

  await other.getByTestId('undo').click()
  await expect(other.getByTestId('note')).toHaveCount(0)
  await expect(page.getByTestId('note')).toHaveCount(0)
  await expect(page.getByTestId('timeline-event').first()).toContainText('Undid: Note: “Written in the first window”')
  await snap(other, 'two-windows-undo')
})

test('a window that missed the other one’s writes catches up instead of undoing from its old view', async ({
  context,
  page,
}) => {
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Stale window', players: ['Ana', 'Ben'] })
  const url = page.url()
  await addNote(page, 'First note')
  await expect(page.getByTestId('note')).toHaveCount(1)

  // This window hears nothing from the other (as in a browser without BroadcastChannel).
  const stale = await context.newPage()
  await stale.addInitScript(() => {
    Object.defineProperty(window, 'BroadcastChannel', { value: undefined })
  })
  await stale.goto(url)
  await expect(stale.getByTestId('note')).toHaveCount(1)

  await addNote(page, 'Second note, unseen')
  await expect(page.getByTestId('note')).toHaveCount(2)
  await expect(stale.getByTestId('note')).toHaveCount(1) // it really is stale

  // Its undo would aim at "First note": refused, the game read again, nothing undone.
  await stale.getByTestId('undo').click()
  await expect(stale.getByRole('alert').filter({ hasText: 'Not undone' })).toContainText(
    'Not undone: this game changed in another window. It now shows the latest moves; undo or redo again if you still want to.',
  )
  await expect(stale.getByTestId('note')).toHaveCount(2)
  await expect(stale.getByTestId('timeline-event')).toHaveCount(3)
  await expect(stale.getByTestId('timeline-event').filter({ hasText: 'Undid' })).toHaveCount(0)

  // A note typed in the stale window is not lost: it goes on top of the stored log.
  await stale.getByTestId('note-input').fill('Third note, from the stale window')
  await stale.getByTestId('add-note').click()
  await expect(stale.getByTestId('note')).toHaveCount(3)
  await page.reload()
  await expect(page.getByTestId('note')).toHaveCount(3)
  await expect(page.getByTestId('note').first()).toContainText('Third note, from the stale window')

  // Undo now aims at the newest stored event.
  await stale.getByTestId('undo').click()
  await expect(stale.getByTestId('note')).toHaveCount(2)
  await expect(stale.getByTestId('timeline-event').first()).toContainText(
    'Undid: Note: “Third note, from the stale window”',
  )
  await snap(stale, 'two-windows-stale-caught-up')
})

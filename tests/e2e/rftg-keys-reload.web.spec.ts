import { expect, test } from '@playwright/test'
import { newGame, takeoverTable } from './rftg-support'
import { holdableDisk, holdWrites, writesSettled } from './support'

// The Takeovers and Setup tabs' keys go to the session at once, which shows each change and writes
// them in order. They used to wait on the screen for the write before them, unseen: a reload right
// after quick typing lost every key still waiting (a page that goes keeps only the changes it showed).

test.beforeEach(async ({ page }) => {
  await holdableDisk(page)
})

/**
 * Presses these one-key shortcuts in one moment and reloads the page at once, the first write held
 * (stored, but not heard of), so the page goes before anything after it is written, on any machine.
 */
async function keysThenReload(page: import('@playwright/test').Page, keys: string[]): Promise<void> {
  await writesSettled(page)
  await holdWrites(page, true)
  const reloaded = page.waitForEvent('load')
  await page.evaluate((keys) => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key }))
    location.reload()
  }, keys)
  await reloaded
}

test('Takeovers: D, N and S typed in one moment and the page reloaded at once: the takeover and the new Settle are kept', async ({
  page,
}) => {
  const tabs = await takeoverTable(page, {
    p1: [{ military: 5, imperiumCards: 1, cards: 6 }, ['imperiumSeat']],
    p2: [{ cards: 5 }, [], [{ name: 'Rebel Outpost', defence: 2, rebel: true }]],
  })
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover succeeds (5 against 2, margin +3)')

  // Declare Ana's takeover, resolve it (N), start a new Settle phase (S): then reload at once.
  await keysThenReload(page, ['d', 'n', 's'])
  // The new Settle waited behind the takeover's write: the next start writes it and says so.
  await expect(page.getByTestId('notice')).toContainText(
    'A new Settle phase: every world placed so far can be targeted, and everyone has a Settle action again).',
  )
  await expect(page.getByTestId('notice')).toContainText(
    'Saved now: changes the page could not write before it was left (',
  )
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Ana took Rebel Outpost from Bo (Imperium Seat, 5 against 2)',
  ])
  await expect(page.getByTestId('declaration')).toHaveCount(0)
  // The new Settle: the world Ana took is no longer new this Settle.
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await expect(page.getByTestId('summary-p1')).toContainText('1 Rebel military · 0 other military')
  await expect(page.getByTestId('summary-p1')).not.toContainText('new this Settle')
  // Each once in the log (a change kept on leaving and written after all is not written again).
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await expect(page.getByText(/^Ana took over Rebel Outpost from Bo/)).toHaveCount(1)
  await expect(page.getByText(/^A new Settle phase:/)).toHaveCount(1)
})

test('Setup: G and D typed in one moment and the page reloaded at once: the goals and the deal are kept', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], true)
  // The other goal tiles are known (a draw remembers them), and the start worlds in play.
  await page.getByTestId('other-first').fill('Galactic Standard of Living, Overlord Discoveries')
  await page.getByTestId('other-most').fill('Greatest Military')
  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await page.getByTestId('pick-all').click()
  await page.getByTestId('remember-in-play').click()
  await expect(page.getByTestId('deal-start-worlds')).toBeVisible()

  await keysThenReload(page, ['g', 'd'])
  await expect(page.getByTestId('notice')).toContainText(
    'Saved now: changes the page could not write before it was left (',
  )
  await expect(page.getByTestId('notice')).toContainText('Start worlds dealt: Ana ')
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect(page.getByTestId('deal-start-worlds')).toHaveCount(0)
  for (const p of ['p1', 'p2']) await expect(page.getByTestId(`keep-${p}`).locator('option')).toHaveCount(3)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()
  // Each once (the draw undone before the keys is the other one).
  await expect(page.getByText(/^Goals drawn: most/)).toHaveCount(2)
  await expect(page.getByText('(undone)')).toHaveCount(1)
  await expect(page.getByText(/^Start worlds dealt:/)).toHaveCount(1)
})

import { expect, test } from '@playwright/test'
import { createGame } from './support'

// Home's "Last played" follows the clock while Home stays open: a game played "just now" reads
// "5 min ago" five minutes later, without a reload (the page's clock is Playwright's, moved on).
test('Home keeps "Last played" up to date while it stays open', async ({ page }) => {
  await page.clock.install()
  await createGame(page, { module: 'rebellion', title: 'Friday night', players: ['Ana', 'Ben'] })
  await page.goto('./#/')
  const row = page.getByTestId('recent-game')
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: 'just now' })).toBeVisible()
  await page.clock.fastForward('05:00')
  await expect(row.getByRole('cell', { name: '5 min ago' })).toBeVisible()
  await page.clock.fastForward('02:00:00')
  await expect(row.getByRole('cell', { name: '2 h ago' })).toBeVisible()
})

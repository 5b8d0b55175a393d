import { expect, test } from '@playwright/test'
import { createGame, modKey } from './support'

// Start logs who goes first (the table's choice, or the app's suggestion). Undone after a reload,
// the Setup tab showed the suggestion again, so Start pressed at once logged another first player
// than the one the table had chosen.

test('Start undone after a reload: the Setup tab keeps the first player the start logged', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Undo the start', players: ['Ana', 'Ben'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  // The table picks the player the app did not suggest.
  const suggested = await page.getByTestId('first-player').inputValue()
  const [chosen, name] = suggested === 'p1' ? ['p2', 'Ben'] : ['p1', 'Ana']
  await page.getByTestId('first-player').selectOption(chosen)
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toContainText(`${name} starts`)

  await page.reload()
  await expect(page.getByTestId('rtg-started')).toContainText(`${name} starts`)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('first-player')).toHaveValue(chosen)
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toContainText(`${name} starts`)

  // Undone and reloaded while back in setup: still the logged choice.
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('first-player')).toHaveValue(chosen)
  await page.reload()
  await expect(page.getByTestId('first-player')).toHaveValue(chosen)
})

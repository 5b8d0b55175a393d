import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap } from './support'

// Loyalty from the real cards: the systems chosen in the form were lost to another tab (a look at the
// rules, the Round tab) or a reload, with the form closed again. Now they stay until the draw is
// recorded.

const chosen = (page: Page) =>
  page
    .getByTestId('loyalty-draw')
    .locator('select')
    .evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value))

test('Loyalty from the real cards: the systems chosen stay through another tab and a reload, until recorded', async ({
  page,
}) => {
  await createGame(page, { module: 'rebellion', title: 'Cards night', players: ['Ana', 'Ben'] })
  await page.getByTestId('record-options').click()
  await page.getByTestId('loyalty-cards').click()
  const selects = page.getByTestId('loyalty-draw').locator('select')
  const n = await selects.count()
  // Three Rebel systems, then five Imperial ones: each select but the last gets the next system of its
  // list, so none is chosen twice.
  expect(n).toBe(8)
  for (let i = 0; i < n - 1; i++) await selects.nth(i).selectOption({ index: i < 3 ? 1 + i : i - 2 })
  const picked = await chosen(page)
  expect(picked.slice(0, -1).every((v) => v !== '')).toBe(true)
  expect(picked.at(-1)).toBe('')

  await openTool(page, 'Round')
  await openTool(page, 'Setup')
  await expect(page.getByTestId('loyalty-cards')).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => chosen(page)).toEqual(picked)
  await page.reload()
  await expect.poll(() => chosen(page)).toEqual(picked)
  await snap(page, 'rebellion-loyalty-cards-kept')

  // The last system chosen and recorded: the outcome is the cards', and the form is gone for good.
  await selects.nth(n - 1).selectOption({ index: 5 })
  await page.getByTestId('loyalty-record-cards').click()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Drawn with real cards')
  await page.reload()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Drawn with real cards')
  await expect(page.getByTestId('loyalty-cards')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'
import { placeFirstUnits, startAtDeal } from './rtg-support'

// The trade form's swap as set and not yet made stays with the game: another tab (which unmounts the
// form) or a reload used to set it back to Rey for Rey with no partner.

test('a swap set up and not made survives another tab and a reload, then swaps the cards set', async ({ page }) => {
  await startAtDeal(page, 'Swap kept', ['Ana', 'Ben', 'Cleo'])
  await page.keyboard.press('r')
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
  await page.keyboard.press('f')
  await expect(page.getByTestId('deal')).toContainText('Enter Cleo’s first card')
  await page.keyboard.press('b')
  await placeFirstUnits(page)
  await page.getByTestId('trade-gives').selectOption('rey')
  await page.getByTestId('trade-with').selectOption({ label: 'Cleo' })
  await page.getByTestId('trade-gets').selectOption('bb8')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  const stillSet = async (): Promise<void> => {
    await expect(page.getByTestId('trade-gives')).toHaveValue('rey')
    await expect(page.getByTestId('trade-with').locator('option:checked')).toHaveText('Cleo')
    await expect(page.getByTestId('trade-gets')).toHaveValue('bb8')
  }
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await stillSet()
  await page.reload()
  await stillSet()
  await page.getByTestId('trade-go').click()
  // Ana now holds Cleo's BB-8 (column 5) and Cleo Ana's Rey (column 1).
  await expect(page.getByTestId('hand-row-p1').locator('td').nth(4)).toHaveText('1')
  await expect(page.getByTestId('hand-row-p1').locator('td').nth(0)).toHaveText('0')
  await expect(page.getByTestId('hand-row-p3').locator('td').nth(0)).toHaveText('1')
  await expect(page.getByTestId('hand-row-p3').locator('td').nth(4)).toHaveText('0')
})

import { expect, test } from '@playwright/test'
import { placeUnit, startAtDeal } from './rtg-support'

// The entry form's picks (lane, strength, colour) not yet placed stay with the game: another tab
// (which unmounts the form) or a reload used to drop them, and Place then said "lane 1".

test('a tile half picked on the entry row survives another tab and a reload, and is placed where it was picked', async ({
  page,
}) => {
  await startAtDeal(page, 'Picks kept', ['Ana', 'Ben'])
  await page.keyboard.press('r')
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
  await page.keyboard.press('f')
  await placeUnit(page, 3, 'chewbacca')
  await page.getByTestId('entry-lane-4').click()
  await page.getByTestId('entry-strength-6').click()
  await page.getByTestId('entry-colour-rey').click()
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  const picked = async (): Promise<void> => {
    await expect(page.getByTestId('entry-lane-4')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('entry-strength-6')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('entry-colour-rey')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('entry-place')).toHaveText('Place unit in lane 4')
  }
  await picked()
  await page.reload()
  await picked()
  await page.getByTestId('entry-place').click()
  await expect(page.getByTestId('unit-entry')).toContainText('Put 2 new units on the entry row')
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await expect(page.getByTestId('space-4-1')).toContainText('6')
  await expect(page.getByTestId('space-4-1')).toContainText('purple (Rey)')
  await tabs.getByRole('tab', { name: 'Play' }).click()
  // Placed, nothing is picked for the next tile; the next free lane is offered.
  await expect(page.getByTestId('entry-strength-6')).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('entry-place')).toHaveText('Place unit in lane 2')
})

test('the colour typed for Poe’s cards survives another tab and a reload, then is remembered', async ({ page }) => {
  await startAtDeal(page, 'Poe colour kept', ['Ana', 'Ben'])
  await page.keyboard.press('r')
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
  await page.keyboard.press('f')
  await page.getByTestId('entry-strength-3').click()
  await page.getByTestId('entry-colour-poe').click()
  await page.getByTestId('colour-name').fill('orange')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('colour-name')).toHaveValue('orange')
  await page.reload()
  await expect(page.getByTestId('colour-name')).toHaveValue('orange')
  await page.getByTestId('colour-name').press('Enter')
  await expect(page.getByTestId('ask-colour')).toHaveCount(0)
  await expect(page.getByTestId('entry-colour-poe')).toHaveText('orange (Poe)')
})

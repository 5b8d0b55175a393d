import { expect, test } from '@playwright/test'
import { startedOnSpace, turn } from './angriff-support'

// A ship's values typed but not yet remembered stay as typed across the game's own tabs and a reload
// (they were emptied, so the player read the tile and typed them again).

test('ship values typed before Remember come back after another tab and after a reload', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo', 'Cy'])
  await turn(page, 1, 2, 'tie-bomber')
  await page.getByTestId('ar-strength-input').fill('2')
  await page.getByTestId('ar-points-input').fill('x3')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await tabs.getByRole('tab', { name: 'Space' }).click()
  await expect(page.getByTestId('ar-strength-input')).toHaveValue('2')
  await expect(page.getByTestId('ar-points-input')).toHaveValue('x3')

  await page.getByTestId('ar-points-input').fill('3')
  await page.reload()
  await expect(page.getByTestId('ar-strength-input')).toHaveValue('2')
  await expect(page.getByTestId('ar-points-input')).toHaveValue('3')
  await page.screenshot({ path: '/tmp/adr-values-kept.png' })

  await page.getByTestId('ar-ship-values-save').click()
  await expect(page.getByTestId('ar-duel')).toContainText('Strength +2, 3 victory points')
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.values.')).length))
    .toBe(0)
})

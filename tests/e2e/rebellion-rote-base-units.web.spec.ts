import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'

// Rise of the Empire without the new starter units: the Empire's step says the base game's units are
// used, the Death Star on the board and nothing on the build queue (a reading of the setup card's
// section 8 Deployment), and the Build tab's queue is empty.
test('RotE without the new starter units: the setup step says where the Death Star starts', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Old units', players: ['Ana', 'Ben'] })
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Setup', exact: true }).click()
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('options-summary')).toHaveText('Rise of the Empire · standard setup')
  const step = page.locator('li[data-step="empire-units"]')
  await expect(step).toContainText(
    'Without the new starter units, these are the base game’s units: the Death Star starts on the board and nothing goes on the build queue',
  )
  await expect(step).toContainText('1 Death Star')
  await step.scrollIntoViewIfNeeded()
  await snap(page, 'rebellion-rote-base-units')
})

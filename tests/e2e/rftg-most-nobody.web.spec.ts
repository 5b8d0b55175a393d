import { expect, test } from '@playwright/test'
import { enterGoals, newGame } from './rftg-support'

test.use({ viewport: { width: 1280, height: 800 } })

test('a most goal’s holder ticked by mistake is taken back with “nobody holds it”, later entries kept', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], false)
  await enterGoals(page, 'Propaganda Edge, Greatest Military')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  // A new game: nobody holds either most goal yet.
  await expect(page.getByTestId('nobody-Greatest Military')).toBeChecked()
  await page.getByTestId('goal-Greatest Military-p2').check()
  await expect(page.getByTestId('total-p2')).toHaveText('5')
  // Entered after it: Ana claims a first goal (an Undo of Bo's claim would take this back first).
  await page.getByTestId('goal-Galactic Riches-p1').check()
  await expect(page.getByTestId('total-p1')).toHaveText('3')
  // Nobody reached Greatest Military's minimum: the claim goes, Ana's stays.
  await page.getByTestId('nobody-Greatest Military').check()
  await expect(page.getByTestId('goal-Greatest Military-p2')).not.toBeChecked()
  await expect(page.getByTestId('total-p2')).toHaveText('0')
  await expect(page.getByTestId('total-p1')).toHaveText('3')
  await expect(page.getByText('Greatest Military: nobody holds it', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('nobody-Greatest Military')).toBeChecked()
  await expect(page.getByTestId('total-p2')).toHaveText('0')
})

test('a most goal’s “tied” box stands apart from “holder” in the same cell', async ({ page }) => {
  await newGame(page, ['Ana', 'Bo', 'Cy'], false)
  await enterGoals(page, 'Propaganda Edge, Research Leader')
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Score sheet' }).click()
  await page.getByTestId('goal-Propaganda Edge-p1').check()
  const holder = page.getByTestId('goal-Propaganda Edge-p2').locator('xpath=..')
  const tied = page.getByTestId('tied-Propaganda Edge-p2').locator('xpath=..')
  await expect(tied).toBeVisible()
  const [h, t] = [(await holder.boundingBox())!, (await tied.boundingBox())!]
  // Side by side at this width, 12 px apart at least (a word space, 4 px, before).
  expect(Math.abs(t.y - h.y)).toBeLessThan(4)
  expect(t.x - (h.x + h.width)).toBeGreaterThanOrEqual(12)
})

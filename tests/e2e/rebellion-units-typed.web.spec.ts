import { expect, test } from '@playwright/test'
import { createGame, openTool } from './support'

// Units typed on the Units tab and not yet placed stay typed through another tab and a reload (both
// unmounted the Units tab, and the text was gone); placed, the field empties as before.

test('Units: text typed and not yet placed stays through another tab and a reload', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Units night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('sullust')
  await page.getByTestId('forces-text-empire').fill('2 sd, 3 tie')
  await page.getByTestId('forces-text-rebels').fill('1 x-wing')
  await openTool(page, 'Round')
  await openTool(page, 'Units')
  await expect(page.getByTestId('forces-text-empire')).toHaveValue('2 sd, 3 tie')
  await expect(page.getByTestId('forces-text-rebels')).toHaveValue('1 x-wing')
  await page.reload()
  await expect(page.getByTestId('forces-text-empire')).toHaveValue('2 sd, 3 tie')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('2')
  await expect(page.getByTestId('forces-empire').getByTestId('count-tie-fighter')).toHaveText('3')
  await expect(page.getByTestId('forces-text-empire')).toHaveValue('')
  await expect(page.getByTestId('forces-text-rebels')).toHaveValue('1 x-wing')
  await page.reload()
  await expect(page.getByTestId('forces-text-empire')).toHaveValue('')
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('2')
})

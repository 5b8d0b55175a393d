import { expect, test } from '@playwright/test'
import { enterGoals, newGame } from './rftg-support'

test.use({ viewport: { width: 1280, height: 800 } })

test('goals entered with one typed twice in a list: said so, and nothing entered', async ({ page }) => {
  await newGame(page, ['Ana', 'Bo'], true)
  // Four "first" goals typed, one of them twice: not "you entered 3", but which one is named twice.
  await enterGoals(
    page,
    'Propaganda Edge, Greatest Military',
    'Or enter the goals you drew',
    'Galactic Riches, Uplift Knowledge, Expansion Leader, galactic riches',
  )
  await expect(page.getByTestId('rftg-error')).toHaveText(
    'Not entered: galactic riches is named twice; each goal can be out only once.',
  )
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  // What was typed stays, to be corrected.
  await expect(page.getByTestId('entered-first')).toHaveValue(
    'Galactic Riches, Uplift Knowledge, Expansion Leader, galactic riches',
  )
  await page
    .getByTestId('entered-first')
    .fill('Galactic Riches, Uplift Knowledge, Expansion Leader, Overlord Discoveries')
  await page.getByTestId('enter-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Most: Propaganda Edge, Greatest Military')
  await expect(page.getByTestId('rftg-error')).toHaveCount(0)
})

test('goal names typed without a comma between them: said in the players’ words, for the draw and for the entry', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], true)
  // Three other "first" goals typed with no comma: one name of 63 characters.
  const run = 'Galactic Standard of Living Overlord Discoveries Budget Surplus'
  await page.getByTestId('other-first').fill(`${run}, Pan-Galactic Hegemony`)
  await page.getByTestId('other-most').fill('Greatest Military')
  await page.getByTestId('draw-goals').click()
  const why = `“${run}” is longer than 60 characters, more than a goal’s name: put a comma between two goals, or type the name as printed on the tile.`
  await expect(page.getByTestId('rftg-error')).toHaveText(why)
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await enterGoals(
    page,
    'Propaganda Edge, Greatest Military',
    'Or enter the goals you drew',
    `Galactic Riches, Uplift Knowledge, Expansion Leader, ${run}`,
  )
  await expect(page.getByTestId('rftg-error')).toHaveText(why)
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
})

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

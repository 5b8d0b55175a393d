import { expect, test } from '@playwright/test'
import { startedOnSpace, turn } from './angriff-support'

// A ship's values typed wrong in both fields: both are said at once, each field marked, so the player
// mends both in one go instead of meeting the second message only after mending the first.

test('both ship values typed wrong are both said, each beside its field; mended, the fight is offered', async ({
  page,
}) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  await turn(page, 1, 2, 'tie-bomber')
  const form = page.getByTestId('ar-ship-values')
  await page.getByTestId('ar-strength-input').fill('x')
  await page.getByTestId('ar-points-input').fill('-3')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(form.getByRole('alert')).toHaveText(
    'Strength: enter the whole number printed on the tile, 0 to 15 (you typed “x”).' +
      'Victory points: enter the whole number printed on the tile, 0 to 20 (you typed “-3”).',
  )
  await expect(page.getByTestId('ar-strength-input')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('ar-points-input')).toHaveAccessibleDescription(
    'Victory points: enter the whole number printed on the tile, 0 to 20 (you typed “-3”).',
  )

  // The strength mended: only the points are still said.
  await page.getByTestId('ar-strength-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(form.getByRole('alert')).toHaveText(
    'Victory points: enter the whole number printed on the tile, 0 to 20 (you typed “-3”).',
  )
  await expect(page.getByTestId('ar-strength-input')).not.toHaveAttribute('aria-invalid')
  await page.getByTestId('ar-points-input').fill('3')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(page.getByTestId('ar-duel')).toContainText('Strength +2, 3 victory points')
  await expect(page.getByTestId('ar-fight')).toBeVisible()
})

// An empty field (Remember pressed before typing) is said to be empty, not as “you typed “””.
test('a ship value left empty is said to be empty', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  await turn(page, 1, 2, 'tie-bomber')
  await page.getByTestId('ar-strength-input').fill('')
  await page.getByTestId('ar-points-input').fill(' ')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(page.getByTestId('ar-ship-values').getByRole('alert')).toHaveText(
    'Strength: enter the whole number printed on the tile, 0 to 15 (the field is empty).' +
      'Victory points: enter the whole number printed on the tile, 0 to 20 (the field is empty).',
  )
})

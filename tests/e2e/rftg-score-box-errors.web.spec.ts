import { expect, test } from '@playwright/test'
import { newGame } from './rftg-support'

test.use({ viewport: { width: 1280, height: 800 } })

// A refused score line says what is wrong with the box, its range and what to do (as a tableau
// card does), and puts the cursor in the first bad box, marked invalid.
test('score sheet Save refuses an empty or out-of-range box with its range, and focuses the first bad one', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], false)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  const error = page.getByTestId('rftg-error')
  await page.getByTestId('p1-chips').fill('12')
  await page.getByTestId('p1-cards').fill('')
  await page.getByTestId('p1-sixDev').fill('1000')
  await page.getByTestId('p1-save-score').click()
  await expect(error).toHaveText('Ana: Card VP is empty. Enter a whole number from -99 to 999, then save again.')
  await expect(page.getByTestId('p1-cards')).toBeFocused()
  await expect(page.getByTestId('p1-cards')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('p1-chips')).toHaveAttribute('aria-invalid', 'false')
  await page.screenshot({ path: '/tmp/rftg2/score-empty.png' })

  // Card VP typed: the next bad box is said and focused.
  await page.getByTestId('p1-cards').fill('20')
  await page.getByTestId('p1-save-score').click()
  await expect(error).toHaveText(
    'Ana: 6-cost development bonuses must be a whole number from 0 to 999 (you entered 1000). Correct it, then save again.',
  )
  await expect(page.getByTestId('p1-sixDev')).toBeFocused()
  await expect(page.getByTestId('p1-cards')).toHaveAttribute('aria-invalid', 'false')
  await expect(page.getByTestId('total-p1')).toHaveText('0')

  await page.getByTestId('p1-sixDev').fill('3')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('total-p1')).toHaveText('35')
  await expect(error).toHaveCount(0)
  await expect(page.getByTestId('p1-sixDev')).toHaveAttribute('aria-invalid', 'false')
})

test('score lines typed and not saved are named under the sheet: Finish game counts only saved lines', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], false)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Score sheet' }).click()
  await expect(page.getByTestId('score-unsaved')).toHaveCount(0)
  await page.getByTestId('p1-chips').fill('9')
  await page.getByTestId('p2-cards').fill('20')
  await expect(page.getByTestId('score-unsaved')).toHaveText(
    'Not saved yet: Ana and Bo. “Finish game” counts only saved lines: press Save on each.',
  )
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('score-unsaved')).toHaveText(
    'Not saved yet: Bo. “Finish game” counts only saved lines: press Save on each.',
  )
  await expect(page.getByTestId('total-p2')).toHaveText('0')
  await page.getByTestId('p2-save-score').click()
  await expect(page.getByTestId('score-unsaved')).toHaveCount(0)
  await expect(page.getByTestId('total-p2')).toHaveText('20')
})

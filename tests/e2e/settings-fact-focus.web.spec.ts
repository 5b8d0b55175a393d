import { expect, test } from '@playwright/test'

const BLACK = 'rebellion.dice.black'

test('a game value corrected by keyboard: Correct puts the focus in its box, Save, Esc and Use built-in give it back', async ({
  page,
}) => {
  await page.goto('./#/settings')
  const correct = page.getByTestId(`fact-edit-${BLACK}`)
  const box = page.getByTestId(`fact-input-${BLACK}`)
  await correct.focus()
  await page.keyboard.press('Enter')
  await expect(box).toBeFocused()

  // A refused value keeps the focus in the box, to mend it.
  await page.keyboard.press('Control+a')
  await page.keyboard.type('abc')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId(`fact-${BLACK}`).getByRole('alert')).toHaveText(
    'Black die faces: enter whole numbers separated by commas (you typed “abc”).',
  )
  await expect(box).toBeFocused()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('1,1,1,3')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId(`fact-value-${BLACK}`)).toHaveText('1, 1, 1, 3')
  await expect(correct).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(box).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(box).toHaveCount(0)
  await expect(correct).toBeFocused()

  // Use built-in goes once used: the focus goes back to Correct.
  await page.keyboard.press('Tab')
  await expect(page.getByTestId(`fact-${BLACK}`).getByRole('button', { name: 'Use built-in' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId(`fact-value-${BLACK}`)).toHaveText('2, 1, 1, 2')
  await expect(correct).toBeFocused()
})

import { expect, test } from '@playwright/test'
import { modKey } from './support'
import { placeFirstUnits, startAtDeal } from './rtg-support'

// The red-framed spaces typed on the Play tab and not yet saved stay with the game: another tab (which
// unmounts the form) or a reload used to empty the field.

test('red-framed spaces typed and not saved survive another tab and a reload; saving or an undo starts afresh', async ({
  page,
}) => {
  await startAtDeal(page, 'Frames half typed', ['Ana', 'Ben', 'Cid'])
  await page.keyboard.press('r')
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
  await page.keyboard.press('f')
  await expect(page.getByTestId('deal')).toContainText('Enter Cid’s first card')
  await page.keyboard.press('b')
  await placeFirstUnits(page)
  const input = page.getByTestId('red-frames-input')
  await input.fill('1,3, 2,5, 3,')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(input).toHaveCount(0)
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await expect(input).toHaveValue('1,3, 2,5, 3,')
  await page.reload()
  await expect(input).toHaveValue('1,3, 2,5, 3,')

  // Saved, the form goes; undone, it is back with nothing typed (the draft went with the save).
  await input.fill('1,3, 2,5, 3,3, 4,5')
  await page.getByTestId('red-frames-save').click()
  await expect(page.getByTestId('red-frames')).toHaveCount(0)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(input).toHaveValue('')
})

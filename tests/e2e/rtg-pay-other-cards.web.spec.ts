import { expect, test } from '@playwright/test'
import { snap } from './support'
import { kyloRenToDestroy, placeUnit, pressKeys as press, startAtDeal } from './rtg-support'

// The destroy helper suggests which cards pay for a unit; a player who put down other cards at the
// table enters them, so the hands stay right. Kylo Ren (multicolour, strength 8) is paid here with
// 3 Rey, 3 Poe and 2 BB-8 where the helper suggested 4 Rey, 3 Poe and 1 BB-8 (keeping a Rey for the
// Rey unit next turn).

test('a unit paid with other cards than the helper suggests: the cards entered leave the hand', async ({ page }) => {
  await kyloRenToDestroy(page, 'Other cards')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await page.keyboard.press('d')
  await expect(page.getByTestId('destroy-best')).toHaveText('Best: 5 points, 1 unit, spending 8 cards')
  await expect(page.getByTestId('destroy-action')).toHaveText(/spend 4 Rey \+ 3 Poe \+ 1 BB-8/)

  // The table paid otherwise: the cards entered, first one short (refused with the reason), then right.
  const pay = page.getByTestId('pay-other-u1')
  await pay.locator('summary').click()
  await expect(page.getByTestId('pay-u1-rey')).toHaveValue('4')
  await expect(page.getByTestId('pay-u1-finn')).toHaveCount(0)
  // A count is a whole number from 0 to the cards held: anything else is said, not read as 0.
  for (const typed of ['2.5', '-1', 'abc', '5']) {
    await page.getByTestId('pay-u1-rey').fill(typed)
    await expect(page.getByTestId('pay-count-u1')).toHaveText('4 of 8 cards')
    await page.getByTestId('pay-go-u1').click()
    await expect(page.getByTestId('pay-bad-u1')).toHaveText(
      `Rey: enter how many went on the discard pile, a whole number from 0 to 4 (you typed “${typed}”).`,
    )
  }
  await expect(page.getByTestId('drawn-card')).toHaveCount(8)
  await snap(page, 'rtg-pay-other-bad-count')
  await page.getByTestId('pay-u1-rey').fill('3')
  await expect(page.getByTestId('pay-count-u1')).toHaveText('7 of 8 cards')
  await expect(page.getByTestId('pay-bad-u1')).toHaveCount(0)
  // Typing digits in the boxes is typing, not the Play tab's card keys.
  await expect(page.getByTestId('drawn-card')).toHaveCount(8)
  await page.getByTestId('pay-go-u1').click()
  await expect(page.getByTestId('destroy-helper').getByRole('alert')).toHaveText(
    'Not entered: this unit takes exactly 8 cards.',
  )
  await expect(page.getByTestId('hand-row-p1')).toContainText('9')
  await page.getByTestId('pay-u1-bb8').fill('2')
  await expect(page.getByTestId('pay-count-u1')).toHaveText('8 of 8 cards')
  // The refusal was about the cards entered before: changing them takes it away.
  await expect(page.getByTestId('destroy-helper').getByRole('alert')).toHaveCount(0)
  await snap(page, 'rtg-pay-other-cards')
  await page.getByTestId('pay-go-u1').click()

  // The hand lost exactly the cards entered: 1 Rey is left.
  await expect(page.getByTestId('current-hand')).toHaveText(/Rey 1\s*Poe 0\s*Finn 0\s*Chewbacca 0\s*BB-8 0/)
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(page.getByTestId('standing-p1').locator('td.big')).toHaveText(['5', '1'])
  // The timeline names the cards the table spent.
  await expect(page.getByText('with 3 Rey, 3 Poe, 2 BB-8 (joker)')).toBeVisible()
})

test('an infiltrator paying the whole strength leaves no cards to choose: no "Paid with other cards?"', async ({
  page,
}) => {
  await startAtDeal(page, 'Tile only', ['Ana', 'Ben'])
  await press(page, 'rf')
  await placeUnit(page, 1, 'rey')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 3, 'chewbacca')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  // A free first fire card, then Ana takes the strength-1 Rey Stormtrooper with her 1 Rey: she holds its tile.
  await press(page, 'xs')
  await page.keyboard.press('d')
  await page.getByTestId('destroy-u1').click()
  await expect(page.getByTestId('hand-row-p1').locator('td').last()).toHaveText('purple (Rey)')
  await page.getByTestId('points-2').fill('1')
  await page.getByTestId('points-save').click()
  // The tile (2 cards) pays the whole strength-2 unit behind nothing: no cards to choose.
  await expect(page.getByTestId('destroy-action')).toHaveText(/spend no cards \+ infiltrator \(purple \(Rey\)\)/)
  await expect(page.getByTestId('destroy-u2')).toBeVisible()
  await expect(page.getByTestId('pay-other-u2')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'
import { placeUnit, pressKeys as press, startAtDeal } from './rtg-support'

// The trade form's partner: Swap with none chosen went to the first other player while the list
// still said "choose". At a bigger table the player is asked to choose; at a table of two the only
// partner is shown chosen.

test('Swap with no partner chosen at a table of three asks who; with two, the only partner is chosen', async ({
  page,
}) => {
  await startAtDeal(page, 'Trade partner', ['Ana', 'Ben', 'Cleo'])
  await press(page, 'rfc')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 1, 'finn')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'p')
  const form = page.getByTestId('trade-form')
  await expect(page.getByTestId('trade-with')).toHaveValue('')
  await page.getByTestId('trade-gives').selectOption('rey')
  await page.getByTestId('trade-gets').selectOption('finn')
  await page.getByTestId('trade-go').click()
  await expect(form.getByRole('alert')).toHaveText('Choose who Ana swaps cards with.')
  // Nobody's hand changed: Ben still holds his Finn.
  await expect(page.getByTestId('hand-row-p2').locator('td').nth(2)).toHaveText('1')
  await expect(page.getByTestId('hand-row-p1').locator('td').nth(0)).toHaveText('1')
  // Choosing takes the question away; the swap then goes to the one chosen.
  await page.getByTestId('trade-with').selectOption({ label: 'Ben' })
  await expect(form.getByRole('alert')).toHaveCount(0)
  await page.getByTestId('trade-go').click()
  await expect(page.getByTestId('hand-row-p1').locator('td').nth(2)).toHaveText('1')
  await expect(page.getByTestId('hand-row-p2').locator('td').nth(0)).toHaveText('1')

  // Ben's turn: Ana's choice of Ben does not stand as Ben's partner.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'ss')
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await expect(page.getByTestId('trade-with')).toHaveValue('')
})

test('at a table of two the partner is the other player, shown chosen', async ({ page }) => {
  await startAtDeal(page, 'Trade of two', ['Ana', 'Ben'])
  await press(page, 'rf')
  await expect(page.getByTestId('trade-with')).toHaveValue('p2')
})

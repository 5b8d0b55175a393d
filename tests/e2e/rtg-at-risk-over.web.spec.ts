import { expect, test } from '@playwright/test'
import { placeUnit, pressKeys as press, startAtDeal } from './rtg-support'

// "At risk" is what a fire card would take: the cards drawn this turn, but only while the player is
// still drawing (rulebook, Drawing cards). Once they stop, or destroy a unit, no fire card can come
// this turn. It used to go on counting the turn's cards: 8 beside a hand of 1 after Kylo Ren.

test('At risk drops to 0 once the player stops drawing, and stays 0 after a destroy', async ({ page }) => {
  await startAtDeal(page, 'Nothing at risk', ['Ana', 'Ben'])
  await press(page, 'rf')
  await placeUnit(page, 8, 'multi')
  await placeUnit(page, 3, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 3, 'chewbacca')
  await expect(page.getByTestId('unit-entry')).toHaveCount(0)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'rrrpppbb')
  await expect(page.getByTestId('drawn-card')).toHaveCount(8)
  await expect(page.getByTestId('at-risk')).toHaveText('At risk: 8')

  await press(page, 's')
  await expect(page.getByTestId('stop-or-end')).toContainText('End turn')
  await expect(page.getByTestId('at-risk')).toHaveText('At risk: 0')
  // The turn's cards are still listed: they were drawn, they are just no longer at risk.
  await expect(page.getByTestId('drawn-card')).toHaveCount(8)
  // The heading's "?" opens Drawing cards, whose tip says the same.
  await page.locator('.draw-card').getByTestId('rule-help').click()
  const entry = page.getByTestId('rule-panel').getByTestId('rule-entry')
  await expect(entry).toHaveAttribute('data-rule', 'rule-the-galaxy.draw-cards')
  await expect(entry).toContainText('Once the heading says “Drawing is over for this turn”, it shows 0')
  await page.keyboard.press('Escape')

  // Kylo Ren takes 8 of Ana's 9 cards; nothing is at risk still.
  await page.keyboard.press('d')
  await expect(page.getByTestId('destroy-best')).toHaveText('Best: 5 points, 1 unit, spending 8 cards')
  await page.getByTestId('destroy-u1').click()
  await expect(page.getByTestId('hand-row-p1').locator('td').nth(5)).toHaveText('1')
  await expect(page.getByTestId('at-risk')).toHaveText('At risk: 0')

  // Undo the stop and the destroy: drawing again, the 8 cards are at risk again.
  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('stop-or-end')).toContainText('Stop')
  await expect(page.getByTestId('at-risk')).toHaveText('At risk: 8')
})

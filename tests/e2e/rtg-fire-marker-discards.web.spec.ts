import { expect, test } from '@playwright/test'
import { snap } from './support'
import { placeUnit, pressKeys as press, startAtDeal } from './rtg-support'

// Fire markers with small hands: a player owes the marker's value but holds fewer cards, so the
// app (its reading: the rulebook does not say) takes the whole hand and the prompt says so instead
// of "discards 2 more cards" beside a marker of value 3.

test('fire markers: a player with fewer cards than the value is told they discard their whole hand', async ({
  page,
}) => {
  await startAtDeal(page, 'Small hands', ['Ana', 'Ben', 'Cleo'])
  await press(page, 'rfc')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 1, 'finn')
  // Red frames in lanes 1 and 2 of row 2: both units step on one at the first regroup.
  await page.getByTestId('red-frames-input').fill('1,2, 2,2, 3,3, 4,5')
  await page.getByTestId('red-frames-save').click()
  await expect(page.getByTestId('red-frames')).toHaveCount(0)

  // Round 1: Ana ends with 2 cards, Ben with 2, Cleo with 3.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'rss')
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await press(page, 'bss')
  await expect(page.getByTestId('current-player')).toHaveText('Cleo’s turn')
  await press(page, 'cpss')
  await expect(page.getByTestId('fire-marker-form')).toContainText('lane 1, row 2')

  // Value 1: everyone holds more, so each discards 1 more card.
  await page.getByTestId('marker-value-1').click()
  await expect(page.getByTestId('discard-p1').locator('.owes')).toHaveText('Ana discards 1 more card — click each one:')
  await expect(page.getByTestId('discard-p3').locator('.owes')).toHaveText(
    'Cleo discards 1 more card — click each one:',
  )
  // Value 3 on the second marker: 4 owed, but Ana and Ben hold 2 and Cleo 3.
  await expect(page.getByTestId('fire-marker-form')).toContainText('lane 2, row 2')
  await page.getByTestId('marker-value-3').click()
  await expect(page.getByTestId('discard-p1').locator('.owes')).toHaveText(
    'Ana discards all 2 cards in their hand — click each one:',
  )
  await expect(page.getByTestId('discard-p2').locator('.owes')).toHaveText(
    'Ben discards all 2 cards in their hand — click each one:',
  )
  await expect(page.getByTestId('discard-p3').locator('.owes')).toHaveText(
    'Cleo discards all 3 cards in their hand — click each one:',
  )
  await snap(page, 'rtg-fire-marker-discards')
  await page.getByTestId('discard-p1-rey').click()
  await expect(page.getByTestId('discard-p1').locator('.owes')).toHaveText(
    'Ana discards their only card — click each one:',
  )
  await page.getByTestId('discard-p1-rey').click()
  await expect(page.getByTestId('discard-p1')).toHaveCount(0)
  await expect(page.getByTestId('hand-row-p1')).toContainText('Ana')
  await expect(page.getByTestId('hand-row-p1').locator('td').nth(5)).toHaveText('0')
})

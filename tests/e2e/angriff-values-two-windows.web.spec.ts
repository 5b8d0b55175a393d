import { expect, test } from '@playwright/test'
import { writesSettled } from './support'
import { startedOnSpace } from './angriff-support'

// A game open in two windows shows the same log in both; the ship values typed in one window (data
// corrections) are known in the other too, so a fight recorded there uses them instead of asking
// again or counting with values since corrected.

test('ship values typed in one window are known in the other, and a change in Settings follows', async ({
  page,
  context,
}) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  const other = await context.newPage()
  await other.goto(page.url())
  await page.getByTestId('ar-space-1').click()
  await writesSettled(page)
  await page.getByTestId('ar-space-2').click()
  await page.getByTestId('ar-tile-tie-bomber').click()
  await expect(other.getByTestId('ar-ship-values')).toBeVisible()
  await page.getByTestId('ar-strength-input').fill('2')
  await page.getByTestId('ar-points-input').fill('3')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(other.getByTestId('ar-ship-values')).toHaveCount(0)
  await expect(other.getByTestId('ar-duel')).toContainText('Strength +2, 3 victory points')

  // The points corrected in Settings in the first window: the fight in the other counts them.
  await page.goto('./#/settings')
  await page.getByTestId('fact-edit-angriff-der-rebellen.points.tie-bomber').click()
  await page.getByTestId('fact-input-angriff-der-rebellen.points.tie-bomber').fill('4')
  await page.getByTestId('fact-save-angriff-der-rebellen.points.tie-bomber').click()
  await expect(page.getByTestId('fact-value-angriff-der-rebellen.points.tie-bomber')).toHaveText('4')
  await expect(other.getByTestId('ar-duel')).toContainText('Strength +2, 4 victory points')
  await other.getByTestId('ar-fight').click()
  await other.getByTestId('ar-ship-roll-1').click()
  await other.getByTestId('ar-roll-6').click()
  await other.getByTestId('ar-record-fight').click()
  await expect(other.getByTestId('ar-player-p1')).toContainText('TIE Bomber (4)')
})

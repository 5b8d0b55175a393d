import { expect, test } from '@playwright/test'
import { startedOnSpace, turn } from './angriff-support'

// The same game open in two windows: a fight rolled in one is followed in the other, so the chip is
// not taken there for a ship whose fight is already rolled (it was offered and taken, without a word).

test('a roll entered in one window shows in the other, whose chip button is then refused', async ({
  page,
  context,
}) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  const other = await context.newPage()
  await other.goto(page.url())
  await other.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Space' }).click()
  await turn(page, 1, 5, 'tie-interceptor')
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(other.getByTestId('ar-take-chip')).toBeEnabled()

  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-5').click()
  await expect(other.getByTestId('ar-ship-roll-5')).toHaveAttribute('aria-pressed', 'true')
  await expect(other.getByTestId('ar-duel')).toContainText('Ship: 5 + 3 = 8')
  await other.getByRole('button', { name: 'Back' }).click()
  await expect(other.getByTestId('ar-take-chip')).toBeDisabled()
  await other.screenshot({ path: '/tmp/adr-fight-two-windows.png' })

  // Back in one window is Back in the other; cleared there, the chip is offered again here.
  await expect(page.getByTestId('ar-take-chip')).toBeDisabled()
  await page.getByRole('button', { name: 'Clear the rolls' }).click()
  await expect(other.getByTestId('ar-take-chip')).toBeEnabled()
})

import { expect, test } from '@playwright/test'
import { countWrites, createGame, doubleClickAfterWrite } from './support'

// A double-clicked Start starts the game once and stays on the Setup tab: its second click lands on
// the "Play on" link that took the button's place, and that is no press of the link.

test('a double-clicked Start starts once and shows who starts; Play on then leads to Space', async ({ page }) => {
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo', 'Cy', 'Dee'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('ar-first').selectOption({ label: 'Cy' })
  const committed = await countWrites(page)
  await doubleClickAfterWrite(page, page.getByTestId('ar-start'), committed)
  await expect(page.getByTestId('ar-started')).toHaveText('Cy starts.')
  await expect(tabs.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true')
  expect(await committed()).toBe(1)
  await page.getByRole('link', { name: 'Play on the Space tab' }).click()
  await expect(page.getByTestId('ar-status')).toContainText('Cy (B-Wing): move your ship')
})

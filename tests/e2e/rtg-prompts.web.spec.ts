import { expect, test } from '@playwright/test'
import { createGame } from './support'
import { placeFirstUnits } from './rtg-support'

// A prompt caused by a click far from where it appears scrolls into view and takes the focus.

test('new units due after a click on End turn at the bottom: the entry prompt scrolls into view and has the focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 })
  await createGame(page, { module: 'rule-the-galaxy', title: 'Prompts', players: ['Ana', 'Ben', 'Cleo'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  // The Play tab's code loads on first use: its keys work once it asks for the first card.
  await expect(page.getByRole('heading', { name: 'Enter Ana’s first card' })).toBeVisible()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  for (const k of 'rfc') await page.keyboard.press(k)
  const entry = page.getByTestId('unit-entry')
  await placeFirstUnits(page)
  await expect(entry).toHaveCount(0)
  // 3 players: the units move after every round, so 4 new units are due once Cleo ends her turn.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  for (const k of 'pssbssp') await page.keyboard.press(k)
  await page.keyboard.press('s')
  await expect(page.getByTestId('stop-or-end')).toContainText('End turn')
  // The player scrolls down to the hands, then ends the turn with the mouse.
  await page.getByTestId('stop-or-end').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.getByTestId('current-player')).not.toBeInViewport()
  await page.getByTestId('stop-or-end').click()
  await expect(entry).toBeVisible()
  await expect(entry).toBeInViewport()
  await expect(entry).toBeFocused()
  // The focus sits on the prompt, not in a field: the one-key shortcuts still work.
  await page.keyboard.press('s')
  await expect(page.getByTestId('play-error')).toContainText('put 4 new units on the entry row')
})

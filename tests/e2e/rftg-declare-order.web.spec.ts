import { expect, test } from '@playwright/test'
import { newGame, press, tableau } from './rftg-support'

test.use({ viewport: { width: 1280, height: 800 } })

test('D before every start world is entered declares nothing, says why and what to do; R still resolves', async ({
  page,
}) => {
  // Setup skipped: no start world kept, so there is no resolution order (and no list to show).
  await newGame(page, ['Ana', 'Bo'], true)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await tableau(page, 'p1', { military: 1, imperiumCards: 1 }, ['imperiumSeat'], [])
  await tableau(page, 'p2', { military: 1 }, [], [{ name: 'Rebel Outpost', defence: 5, rebel: true }])
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover fails (1 against 6, margin -5)')
  await press(page, 'd')
  await expect(page.getByTestId('press-refusal')).toHaveText(
    'Not declared: declared takeovers resolve in order, starting with the lowest-numbered start world, and not every player’s start world is entered yet. Enter them on the Setup tab first, or resolve this takeover now (R).',
  )
  // Nothing was declared: Ana's one Settle action is still free, and R uses it.
  await expect(page.getByTestId('vulnerability')).toHaveText('Ana → Bo: Imperium Seat (targets: Rebel Outpost)')
  await press(page, 'r')
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Ana failed to take Rebel Outpost from Bo (Imperium Seat, 1 against 6)',
  ])
  // The start worlds entered afterwards bring no declaration to light.
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('keep-p1').selectOption({ label: '5 Separatist Colony' })
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await expect(page.getByTestId('keep-p2')).toHaveValue('2')
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await expect(page.getByTestId('declaration')).toHaveCount(0)
  await expect(page.getByText('No declarations yet.')).toBeVisible()
})

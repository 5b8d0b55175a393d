import { expect, test } from '@playwright/test'
import { newGame, press, tableau } from './rftg-support'
import { snap } from './support'

test.use({ viewport: { width: 1280, height: 900 } })

// A declaration waits on this computer; an Undo that takes back a start world leaves no resolution
// order. The declaration still holds New Settle phase back, so it stays in the list, says why it
// cannot be resolved now, and may be removed (it was hidden, and the player stuck).
test('a declaration left without a resolution order by an Undo is shown, named by New Settle, and removable', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], true)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await tableau(page, 'p1', { military: 1, imperiumCards: 1 }, ['imperiumSeat'], [])
  await tableau(page, 'p2', { military: 1 }, [], [{ name: 'Rebel Outpost', defence: 5, rebel: true }])
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('keep-p1').selectOption({ label: '5 Separatist Colony' })
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await expect(page.getByTestId('keep-p2')).toHaveValue('2')
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await press(page, 'd')
  await expect(page.getByTestId('declaration')).toHaveCount(1)

  // Bo's start world undone: no resolution order, the declaration still waits and is shown.
  await page.getByRole('button', { name: 'Undo' }).click()
  const row = page.getByTestId('declaration')
  await expect(row).toHaveCount(1)
  await expect(row.locator('span').first()).toHaveText('Ana → Rebel Outpost (Bo)')
  // Why it waits is said once, above it, in place of the shorter line asking for start worlds.
  await expect(page.getByTestId('order-missing')).toHaveCount(0)
  await expect(page.getByText('Waiting, cannot be resolved now', { exact: false })).toHaveCount(1)
  await expect(page.getByTestId('declarations-held')).toHaveText(
    'Waiting, cannot be resolved now: no start world is entered for Bo, and declared takeovers resolve in order from the lowest-numbered start world. Enter it on the Setup tab to resolve this declaration, or remove it.',
  )
  await page.getByTestId('new-settle').click()
  await expect(page.getByTestId('settle-refusal')).toHaveText(
    'Not started: 1 declared takeover of this Settle still waits: Ana → Rebel Outpost (Bo). It cannot be resolved until a start world is entered for Bo (Setup tab). Enter it, or remove the declaration in “Declared this Settle” on the Takeovers tab.',
  )
  await snap(page, 'rftg-held-declarations')

  // Bo's start world entered again: the declaration resolves from the list as before.
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await expect(page.getByTestId('keep-p2')).toHaveValue('2')
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await expect(page.getByTestId('declarations-held')).toHaveCount(0)
  await expect(page.getByTestId('resolve-1')).toBeVisible()

  // Undone once more, Remove clears it: nothing waits, and New Settle phase starts.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('declarations-held')).toBeVisible()
  await page.getByTestId('remove-1').click()
  await expect(page.getByTestId('declaration')).toHaveCount(0)
  // Nothing held any more: the short line asks for the start world again.
  await expect(page.getByTestId('order-missing')).toBeVisible()
  await expect(page.getByTestId('settle-refusal')).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('holotable.rftg.declared.'))?.[1]),
    )
    .toBe('[]')
  // Ana's Settle action is free again (the declaration had taken it).
  await expect(page.getByTestId('vulnerability')).toHaveText('Ana → Bo: Imperium Seat (targets: Rebel Outpost)')
  await page.getByTestId('new-settle').click()
  await expect(
    page.getByText(
      'A new Settle phase: every world placed so far can be targeted, and everyone has a Settle action again',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('settle-refusal')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'
import { createGame, modKey, snap } from './support'

// The seats chosen on the Setup tab before the game starts (angriff-der-rebellen/seats-draft.ts) survive
// a reload: ships, corners and who starts come back as chosen, and Start logs them. A damaged kept
// value is passed over in silence (the defaults show); once started, nothing of it is kept.

const SEATS = (gameId: string): string => `holotable.angriff-der-rebellen.seats.${gameId}`

test('ships, corners and the starting player chosen in setup come back after a reload; Start uses them', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo', 'Cy'] })
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()

  // A damaged value kept for this game: the screen shows the defaults, with no error.
  await page.evaluate((key) => localStorage.setItem(key, '{"players":["p1","p2","p3"],"seats":{"p1":'), SEATS(gameId))
  await page.reload()
  await expect(page.getByTestId('ar-ship-p1')).toHaveValue('millennium-falcon')
  await expect(page.getByTestId('ar-corner-p2')).toHaveValue('1')
  await expect(page.getByTestId('ar-first')).toHaveValue('p1')
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Ana flies the Y-Wing, Bo sits bottom right, Cy the Falcon top left... and Bo starts.
  await page.getByTestId('ar-ship-p1').selectOption({ label: 'Y-Wing' })
  await page.getByTestId('ar-ship-p3').selectOption({ label: 'Millennium Falcon' })
  await page.getByTestId('ar-corner-p2').selectOption({ label: 'bottom right' })
  await page.getByTestId('ar-corner-p1').selectOption({ label: 'bottom left' })
  await page.getByTestId('ar-corner-p3').selectOption({ label: 'top left' })
  await page.getByTestId('ar-first').selectOption({ label: 'Bo' })
  await page.reload()
  await expect(page.getByTestId('ar-ship-p1')).toHaveValue('y-wing')
  await expect(page.getByTestId('ar-ship-p2')).toHaveValue('x-wing')
  await expect(page.getByTestId('ar-ship-p3')).toHaveValue('millennium-falcon')
  await expect(page.getByTestId('ar-corner-p1')).toHaveValue('2')
  await expect(page.getByTestId('ar-corner-p2')).toHaveValue('3')
  await expect(page.getByTestId('ar-corner-p3')).toHaveValue('0')
  await expect(page.getByTestId('ar-first')).toHaveValue('p2')
  await snap(page, 'ar-setup-after-reload')
  // Another tab and back: still there.
  await tabs.getByRole('tab', { name: 'Space' }).click()
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(page.getByTestId('ar-corner-p2')).toHaveValue('3')

  // Start logs the seats as chosen; nothing is kept afterwards.
  await page.getByTestId('ar-start').click()
  await expect(page.getByTestId('ar-started')).toContainText('Bo starts')
  await expect(page.getByTestId('ar-setup')).toContainText('Ana: Y-Wing')
  await expect(page.getByTestId('ar-setup')).toContainText('Cy: Millennium Falcon')
  expect(await page.evaluate((key) => localStorage.getItem(key), SEATS(gameId))).toBeNull()
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await expect(page.getByText('Bo flies the X-Wing from the bottom right corner')).toBeVisible()
  await page.reload()
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(page.getByTestId('ar-started')).toContainText('Bo starts')

  // The start undone (after that reload): the seats it logged are back to change, not the defaults.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-start')).toBeVisible()
  await expect(page.getByTestId('ar-ship-p1')).toHaveValue('y-wing')
  await expect(page.getByTestId('ar-ship-p3')).toHaveValue('millennium-falcon')
  await expect(page.getByTestId('ar-corner-p1')).toHaveValue('2')
  await expect(page.getByTestId('ar-corner-p2')).toHaveValue('3')
  await expect(page.getByTestId('ar-corner-p3')).toHaveValue('0')
  await expect(page.getByTestId('ar-first')).toHaveValue('p2')
  await snap(page, 'ar-setup-after-undo')
  await page.getByTestId('ar-start').click()
  await expect(page.getByTestId('ar-started')).toContainText('Bo starts')
})

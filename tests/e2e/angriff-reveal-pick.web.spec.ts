import { expect, test, type Page } from '@playwright/test'
import { modKey, snap, writesSettled } from './support'
import { startedOnSpace } from './angriff-support'

// The tile a player tapped to reveal, before saying what is on it, is kept until the reveal is
// written (angriff-der-rebellen/reveal-pick.ts): another tab, the Table log or a reload brings it back
// picked. A pick the game has moved past (the reveal written, the move undone) is never shown again.

const PICK = (gameId: string): string => `holotable.angriff-der-rebellen.reveal.${gameId}`

/** Space `i` is the one picked: marked on the grid (the only one), and the tile kinds asked for. */
async function picked(page: Page, i: number): Promise<void> {
  await expect(page.getByTestId(`ar-space-${i}`)).toHaveClass(/\bselected\b/)
  await expect(page.locator('[data-testid^="ar-space-"].selected')).toHaveCount(1)
  await expect(page.getByTestId('ar-reveal')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What is on the tile?' })).toBeVisible()
}
async function nonePicked(page: Page): Promise<void> {
  await expect(page.locator('[data-testid^="ar-space-"].selected')).toHaveCount(0)
  await expect(page.getByTestId('ar-reveal')).toHaveCount(0)
}
async function undo(page: Page): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
}

test('a tile tapped to reveal stays picked across tabs and a reload; revealed, it is not picked again', async ({
  page,
}) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  const status = page.getByTestId('ar-status')
  // Ana moves next to space 2 and taps it to reveal it.
  await page.getByTestId('ar-space-1').click()
  await expect(status).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  await writesSettled(page)
  await page.getByTestId('ar-space-2').click()
  await picked(page, 2)
  await snap(page, 'ar-reveal-picked')

  // To the Score tab and the Table log, and back: still picked, nothing to tap again.
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(page.getByTestId('ar-space')).toHaveCount(0)
  await tabs.getByRole('tab', { name: 'Space' }).click()
  await picked(page, 2)
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await expect(page.getByTestId('ar-space')).toHaveCount(0)
  await tabs.getByRole('tab', { name: 'Space' }).click()
  await picked(page, 2)
  await page.reload()
  await picked(page, 2)
  await snap(page, 'ar-reveal-picked-after-reload')

  // Revealed: the pick goes, kept nowhere; the reveal undone, Ana taps again.
  await page.getByTestId('ar-tile-asteroid-field').click()
  await expect(status).toContainText('Bo (X-Wing): move your ship')
  await nonePicked(page)
  await writesSettled(page)
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PICK(gameId))).toBeNull()
  await undo(page)
  await expect(status).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  await nonePicked(page)
  await page.reload()
  await expect(status).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  await nonePicked(page)
})

test('a pick whose move was undone on another tab is not shown, back on the Space tab or after a reload', async ({
  page,
}) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  const status = page.getByTestId('ar-status')
  await page.getByTestId('ar-space-1').click()
  await expect(status).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  await writesSettled(page)
  await page.getByTestId('ar-space-2').click()
  await picked(page, 2)

  // On the Table log, Ana's move is undone: back on the Space tab she moves again; nothing is picked.
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await undo(page)
  await writesSettled(page)
  await tabs.getByRole('tab', { name: 'Space' }).click()
  await expect(status).toContainText('Ana (Millennium Falcon): move your ship')
  await nonePicked(page)
  await page.getByTestId('ar-space-1').click()
  await expect(status).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  await nonePicked(page)

  // The same with a reload between: picked, the move undone on the Table log, the page reloaded.
  await writesSettled(page)
  await page.getByTestId('ar-space-2').click()
  await picked(page, 2)
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await undo(page)
  await writesSettled(page)
  await page.reload()
  await tabs.getByRole('tab', { name: 'Space' }).click()
  await expect(status).toContainText('Ana (Millennium Falcon): move your ship')
  await page.getByTestId('ar-space-1').click()
  await expect(status).toContainText('Ana (Millennium Falcon): reveal a face-down tile')
  await nonePicked(page)
})

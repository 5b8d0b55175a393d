import { expect, test, type BrowserContext } from '@playwright/test'
import { createGame, snap } from './support'

// Windows of an engine without BroadcastChannel (src-renderer/db/window-channel.ts): nothing tells a
// window what another one stored, yet nothing is lost or written on top of what it has not seen. A
// write on top of moves made elsewhere is refused by the library, the window catches up and makes it
// after them; a write to a game deleted elsewhere is refused with the reason, and what was typed stays.

async function withoutChannel(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as unknown as { BroadcastChannel?: unknown }).BroadcastChannel
  })
}
const hasChannel = () => typeof (window as unknown as { BroadcastChannel?: unknown }).BroadcastChannel === 'function'
const noteTexts = (page: import('@playwright/test').Page) => page.getByTestId('note').locator('p')

test("a note added in a window behind another comes after the other window's note, in both", async ({
  page,
  context,
}) => {
  await withoutChannel(context)
  await createGame(page, { module: 'rule-the-galaxy', title: 'Two windows', players: ['Ana', 'Bo'] })
  const behind = await context.newPage()
  await behind.goto(page.url())
  await expect(behind.getByTestId('game-heading')).toHaveText('Two windows')
  expect(await behind.evaluate(hasChannel)).toBe(false)

  await page.getByTestId('note-input').fill('From the first window')
  await page.getByTestId('add-note').click()
  await expect(page.getByTestId('note')).toHaveCount(1)
  // Nothing tells the other window.
  await behind.waitForTimeout(500)
  await expect(behind.getByTestId('note')).toHaveCount(0)

  await behind.getByTestId('note-input').fill('From the second window')
  await behind.getByTestId('add-note').click()
  await expect(noteTexts(behind)).toHaveText(['From the second window', 'From the first window'])
  await expect(behind.getByTestId('note-input')).toHaveValue('')
  await expect(behind.getByRole('alert')).toHaveCount(0)
  await page.reload()
  await expect(noteTexts(page)).toHaveText(['From the second window', 'From the first window'])
})

test('a note added to a game deleted in another window is refused with the reason, and stays typed', async ({
  page,
  context,
}) => {
  await withoutChannel(context)
  await createGame(page, { module: 'rule-the-galaxy', title: 'Gone soon', players: ['Ana', 'Bo'] })
  const home = await context.newPage()
  await home.goto(page.url().replace(/#.*$/, '#/'))
  await home.getByTestId('recent-game').filter({ hasText: 'Gone soon' }).getByTestId('delete-game').click()
  await home.getByTestId('confirm-delete').click()
  await expect(home.getByTestId('recent-game')).toHaveCount(0)

  // The window showing the game has not heard of it.
  await expect(page.getByTestId('game-heading')).toHaveText('Gone soon')
  await page.getByTestId('note-input').fill('Into a deleted game')
  await page.getByTestId('add-note').click()
  await expect(page.getByRole('alert')).toHaveText(
    'This game is not in your library any more. It may have been deleted or replaced by an import.',
  )
  await expect(page.getByTestId('note')).toHaveCount(0)
  await expect(page.getByTestId('note-input')).toHaveValue('Into a deleted game')
  await snap(page, 'no-broadcast-channel-deleted')
  await home.reload()
  await expect(home.getByTestId('recent')).toHaveAttribute('data-loaded', 'true')
  await expect(home.getByTestId('recent-game')).toHaveCount(0)
})

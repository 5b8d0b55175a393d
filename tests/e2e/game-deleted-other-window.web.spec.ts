import { expect, test, type Page } from '@playwright/test'
import { createGame, snap } from './support'

// Two windows on one library: a game deleted in one is gone at once in the others, with nothing
// pressed there. Home drops its row; a window showing the game says so and offers the way back.

const gameId = (page: Page): string => new URL(page.url()).hash.replace('#/game/', '')
const keysOf = (page: Page, id: string) =>
  page.evaluate((id) => Object.keys(localStorage).filter((k) => k.includes(id)), id)

async function deleteFromHome(page: Page, title: string): Promise<void> {
  await page.getByTestId('recent-game').filter({ hasText: title }).getByTestId('delete-game').click()
  await page.getByTestId('confirm-delete').click()
  await expect(page.getByTestId('recent-game').filter({ hasText: title })).toHaveCount(0)
}

test('a game deleted in one window leaves Home in another, and the window showing it says so', async ({
  page,
  context,
}) => {
  const crashes: string[] = []
  page.on('pageerror', (e) => crashes.push(e.message))
  await createGame(page, { module: 'rule-the-galaxy', title: 'Stays', players: ['Ana', 'Bo'] })
  await createGame(page, { module: 'rule-the-galaxy', title: 'Gone soon', players: ['Ana', 'Bo'] })
  const id = gameId(page)
  // A note typed and not added: kept as the game's draft.
  await page.getByTestId('note-input').fill('half a note')
  await expect.poll(() => keysOf(page, id)).toEqual([`holotable.table-log.note.${id}`])

  const home = await context.newPage()
  await home.goto(page.url().replace(/#.*$/, '#/'))
  await expect(home.getByTestId('recent-game')).toHaveCount(2)
  const deleter = await context.newPage()
  await deleter.goto(page.url().replace(/#.*$/, '#/'))
  await deleteFromHome(deleter, 'Gone soon')

  // Home in the other window lists only the game left, without a reload.
  await expect(home.getByTestId('recent-game')).toHaveCount(1)
  await expect(home.getByTestId('recent-game')).toContainText('Stays')
  await snap(home, 'game-deleted-other-window-home')

  // The window showing it closes the game and says why, with the way back to Home.
  await expect(page.getByTestId('game-view')).toHaveCount(0)
  await expect(page.getByRole('alert').locator('p')).toHaveText(
    'This game was deleted in another window. Anything typed for it here and not yet saved went with it.',
  )
  await expect(page.getByTestId('note-input')).toHaveCount(0)
  await expect.poll(() => keysOf(page, id)).toEqual([])
  await snap(page, 'game-deleted-other-window')
  await page.getByRole('link', { name: 'Back to your games' }).click()
  await expect(page.getByTestId('recent-game')).toHaveCount(1)
  await expect(page.getByTestId('recent-game')).toContainText('Stays')
  expect(crashes).toEqual([])
})

test('in German, the window showing a game deleted elsewhere says so in German', async ({ page, context }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Weg damit', players: ['Ana', 'Bo'] })
  const gameUrl = page.url()
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-heading')).toHaveText('Weg damit')

  const deleter = await context.newPage()
  await deleter.goto(gameUrl.replace(/#.*$/, '#/'))
  await deleteFromHome(deleter, 'Weg damit')

  await expect(page.getByRole('alert').locator('p')).toHaveText(
    'Dieses Spiel wurde in einem anderen Fenster gelöscht. Was du hier dafür eingegeben und noch nicht gespeichert hattest, wurde mit ihm verworfen.',
  )
  await expect(page.getByRole('link', { name: 'Zurück zu deinen Spielen' })).toBeVisible()
  await snap(page, 'game-deleted-other-window-de')
})

import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'

// Issue #11, input shown to people: long unbroken text wraps or ends in … without pushing controls
// off screen; names are NFC with no zero-width or bidi characters before they are compared or kept.

const LONG_TITLE = 'X'.repeat(120)

async function noSideways(page: import('@playwright/test').Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }))
  expect(scroll).toBeLessThanOrEqual(width)
}

test('a 120-character unbroken title keeps Rename on screen, and the library wraps it', async ({ page }) => {
  await createGame(page, { module: 'angriff-der-rebellen', title: LONG_TITLE, players: ['Ana', 'Ben'] })
  const rename = page.getByTestId('rename-game')
  await expect(rename).toBeVisible()
  const box = await rename.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280)
  await expect(rename).toBeInViewport({ ratio: 1 })
  await noSideways(page)
  await snap(page, 'person-text-long-title')

  const long = 'Y'.repeat(600)
  await page.getByTestId('note-input').fill(long)
  await page.getByTestId('add-note').click()
  const note = page.getByTestId('note').first()
  await expect(note).toContainText(long)
  const noteBox = await note.boundingBox()
  expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(1280)
  await noSideways(page)

  await page.goto('./#/')
  const title = page.getByTestId('recent-game').first().locator('.game-title')
  await expect(title).toHaveText(LONG_TITLE)
  const titleBox = await title.boundingBox()
  expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(1280)
  await noSideways(page)
  await snap(page, 'person-text-library-long-title')
})

test('names that differ only by zero-width characters, case or composition are the same player', async ({ page }) => {
  await page.goto('./#/new/angriff-der-rebellen')
  await page.getByTestId('game-title').fill('Same names')
  await page.getByLabel('Player 1 name').fill('Ren\u00e9')
  await page.getByLabel('Player 2 name').fill('RE\u200bNE\u0301')
  await page.getByTestId('start-game').click()
  await expect(page.getByText('Two players are both called “René”. Give each player a different name.')).toBeVisible()
  await expect(page.getByTestId('game-view')).toHaveCount(0)
})

test('a right-to-left override in a name is removed, so it cannot reverse the sentence around it', async ({ page }) => {
  await createGame(page, {
    module: 'angriff-der-rebellen',
    title: '\u202eNight\u202c game',
    players: ['\u202eAna', 'Ben\u200f'],
  })
  await expect(page.getByTestId('game-heading')).toHaveText('Night game')
  await expect(page.getByText('Game started with Ana, Ben', { exact: true })).toBeVisible()
  const stored = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('holotable')
        open.onsuccess = () => {
          const all = open.result.transaction('games').objectStore('games').getAll()
          all.onsuccess = () => {
            resolve(JSON.stringify((all.result as Array<{ players: unknown }>)[0]?.players))
            open.result.close()
          }
        }
      }),
  )
  expect(stored).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/)
  expect(JSON.parse(stored).map((p: { name: string }) => p.name)).toEqual(['Ana', 'Ben'])
})

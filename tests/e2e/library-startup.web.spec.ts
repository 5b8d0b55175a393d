import { expect, test, type Page } from '@playwright/test'
import { countWrites, createGame, snap } from './support'

// The library starts opening before the first screen mounts (#12, start-up). What it says when it
// cannot be opened must still reach the player, in the language of the screen, and the library a
// newer Holotable wrote must stay exactly as it was.

/** Raises the stored library to what Holotable schema 3 (IndexedDB version 30) would leave, from a page without the app. */
async function writtenByNewerHolotable(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByTestId('new-game')).toBeVisible()
  // The library is created once the first screen is drawn (its code loads after Home's list is read).
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).find((d) => d.name === 'holotable')?.version))
    .toBe(10)
  await page.goto('/no-app-here.txt')
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const request = indexedDB.open('holotable', 30)
        request.onupgradeneeded = () => request.result.createObjectStore('prefs')
        request.onsuccess = () => {
          request.result.close()
          done()
        }
        request.onerror = () => fail(new Error(String(request.error)))
        request.onblocked = () => fail(new Error('blocked'))
      }),
  )
}

function storedShape(page: Page): Promise<{ version: number; stores: string[] }> {
  return page.evaluate(
    () =>
      new Promise((done) => {
        const request = indexedDB.open('holotable')
        request.onsuccess = () => {
          const db = request.result
          const shape = { version: db.version, stores: [...db.objectStoreNames].sort() }
          db.close()
          done(shape)
        }
      }),
  )
}

test('a library a newer Holotable wrote is refused at start with the reason, in English and German, and left as it was', async ({
  page,
}) => {
  await writtenByNewerHolotable(page)

  await page.goto('/')
  await expect(page.getByTestId('new-game')).toBeVisible()
  await expect(page.getByTestId('notice').filter({ hasText: /^\s*This library/ })).toHaveText(
    /^\s*This library was written by a newer Holotable \(version 3\); update to open it\./,
  )
  // Said once: Home says its list cannot be shown (no second notice about a failed screen).
  await expect(page.getByTestId('library-unreadable')).toHaveText(
    'Your games cannot be listed: the library could not be opened (the notice says why). Nothing in it was changed.',
  )
  await expect(page.getByTestId('notice')).toHaveCount(1)
  await snap(page, 'library-newer-refused')

  // German chosen before: the refusal is in German although the opening began before the language was set.
  await page.evaluate(() => localStorage.setItem('holotable.locale', 'de'))
  await page.reload()
  await expect(page.getByTestId('notice').filter({ hasText: /^\s*Diese Bibliothek/ })).toHaveText(
    /^\s*Diese Bibliothek wurde von einem neueren Holotable geschrieben \(Version 3\); aktualisiere die App, um sie zu öffnen\./,
  )
  await expect(page.getByTestId('library-unreadable')).toContainText('Deine Spiele können nicht angezeigt werden')
  await expect(page.getByTestId('notice')).toHaveCount(1)

  await page.goto('/no-app-here.txt')
  expect(await storedShape(page)).toEqual({ version: 30, stores: ['events', 'games', 'prefs', 'settings'] })
})

// The first screen no longer starts the game session (nothing to keep there); the close warning
// still knows about a score burst not yet written once a game screen started it.
test('closing right after start asks nothing; closing during a score burst asks, writes the burst and keeps it', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('dialog', (d) => {
    asked.push(d.type())
    void d.dismiss()
  })
  await page.goto('/')
  await expect(page.getByTestId('new-game')).toBeVisible()
  // A click first: without one the browser never shows the question, whatever the page asks.
  await page.getByRole('heading', { level: 1 }).click()
  await page.close({ runBeforeUnload: true })
  expect(asked).toEqual([])

  const next = await page.context().newPage()
  next.on('dialog', (d) => {
    asked.push(d.type())
    void d.dismiss()
  })
  await createGame(next, { module: 'angriff-der-rebellen', title: 'Burst', players: ['Ana', 'Ben'] })
  // Counts the writes the app announces from here on (the burst's), to reload only once it is stored:
  // a reload while it is still being written is asked about again, and that question is dismissed.
  const committed = await countWrites(next)
  await next.getByTestId('score-plus-p1').click()
  await next.getByTestId('score-plus-p1').click()
  await expect(next.getByTestId('score-p1')).toHaveValue('2')
  await next.close({ runBeforeUnload: true })
  await expect.poll(() => asked).toEqual(['beforeunload'])
  expect(next.isClosed()).toBe(false)

  // The warning wrote the burst at once (1.2 s had not passed): a reload finds both points.
  await expect.poll(committed).toBe(1)
  await next.reload()
  await expect(next.getByTestId('score-p1')).toHaveValue('2')
})

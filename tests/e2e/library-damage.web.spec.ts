import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'

// Issue #11: a browser that finds its IndexedDB corrupt deletes the whole database; the app then
// opened an empty library without a word. The record kept in localStorage names what vanished.
test('a library deleted under the running app is named on the next start, not shown empty in silence', async ({
  page,
}) => {
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Lost duel night', players: ['Ana', 'Ben'] })
  await page.getByTestId('note-input').fill('Round 1 done')
  await page.getByTestId('add-note').click()
  await expect(page.getByTestId('note')).toHaveCount(1)
  // The record follows the writes at an idle moment: the game, with its note.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const record = JSON.parse(localStorage.getItem('holotable.library-record') ?? '{}') as Record<
          string,
          { title: string; events: number }
        >
        return Object.values(record).map((g) => g.title)
      }),
    )
    .toEqual(['Lost duel night'])

  // What Chromium does to a corrupt database: delete it. The open page keeps its connection, so
  // the deletion completes when the page goes away.
  await page.evaluate(() => {
    indexedDB.deleteDatabase('holotable')
  })
  await page.goto('about:blank')
  await page.goto('/')
  await expect(
    page.getByText(/Your library was damaged: 1 game is missing or shorter than when last saved \(“Lost duel night”\)/),
  ).toBeVisible()
  await snap(page, 'library-damaged')
})

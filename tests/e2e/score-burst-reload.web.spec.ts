import { expect, test } from '@playwright/test'
import { createGame, pageCannotWrite } from './support'

// A burst of +/− not yet written when the player reloads or closes the page and answers "Leave":
// the browser runs nothing more of the page once it leaves, so the burst is kept in localStorage by
// the close warning itself and written when the game is next opened.

test('a score burst left behind by a reload is written when the game opens again', async ({ page }) => {
  const asked: string[] = []
  page.on('dialog', (d) => {
    asked.push(d.type())
    void d.accept() // "Leave"
  })
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Burst and leave', players: ['Ana', 'Ben'] })
  await page.getByTestId('score-plus-p1').click()
  await page.getByTestId('score-plus-p1').click()
  await page.getByTestId('score-plus-p1').click()
  await expect(page.getByTestId('score-p1')).toHaveValue('3')
  await page.reload()
  expect(asked).toEqual(['beforeunload'])
  await expect(page.getByTestId('score-p1')).toHaveValue('3')
  await expect(page.getByTestId('timeline-event').first()).toHaveText(/Ana 0 → 3/)
  await expect(page.getByTestId('timeline-event')).toHaveCount(2)
  // When the page could not write it before leaving, the next start wrote it and said so; when it
  // could, nothing more was written. Either way the three clicks are there once.
  // Once written, it is not written again on the next start.
  await page.reload()
  await expect(page.getByTestId('score-p1')).toHaveValue('3')
  await expect(page.getByTestId('timeline-event')).toHaveCount(2)
})

test('when the page could not write the burst before it was left, the next start writes it and says so', async ({
  page,
}) => {
  page.on('dialog', (d) => void d.accept())
  // The page's clock runs only when told (nothing of the test waits for it): the notice stays put
  // however slow the machine is.
  await page.clock.install()
  await createGame(page, { module: 'rule-the-galaxy', title: 'Locked disk', players: ['Ana', 'Ben'] })
  // From now on this page cannot write (its disk is full, as storage-faults.web.spec.ts makes it): the
  // burst's write is retried and never lands, and the player leaves. The next page can write.
  await pageCannotWrite(page)
  await page.getByTestId('score-plus-p2').click()
  await page.getByTestId('score-plus-p2').click()
  await expect(page.getByTestId('score-p2')).toHaveValue('2')
  await page.clock.runFor(1500) // the pause that ends the burst: its write is tried, and fails
  await expect(page.getByTestId('pending-writes')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('notice')).toHaveText(/Saved now: changes .*\(Ben 0 → 2\)/)
  await expect(page.getByTestId('score-p2')).toHaveValue('2')
  await expect(page.getByTestId('timeline-event').first()).toHaveText(/Ben 0 → 2/)
  // Undo takes it back like any score.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('score-p2')).toHaveValue('0')
})

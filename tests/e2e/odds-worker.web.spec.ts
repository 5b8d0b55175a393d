import { expect, test } from '@playwright/test'
import { snap } from './support'

// The exact combat engine runs in a Web Worker (#12). Here the worker's script is held back 1.5 s
// on its way to the page, as a slow calculation would be: the screen must stay usable, show its
// spinner (after 100 ms), and — when the input changes while the worker is still busy — end that
// worker and show only the answer to the latest input.

test('combat odds in a worker: spinner while it works, a change cancels it, only the latest answer shows', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  let held = 0
  await page.route(/combat\.worker[^/]*\.js/, async (route) => {
    held++
    await new Promise((r) => setTimeout(r, 1_500))
    await route.continue()
  })

  await page.goto('./#/odds/rebellion')
  await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion odds' })).toBeVisible()
  // Every answer the summary ever showed, in order.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { shownAnswers: string[] }).shownAnswers = seen
    new MutationObserver(() => {
      const big = document.querySelector('[data-testid="combat-big"]')?.textContent?.trim()
      if (big && seen.at(-1) !== big) seen.push(big)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })

  // 1 TIE Fighter against 1 X-wing: the worker is still on its way, so the spinner shows.
  await page.getByTestId('attacker-plus-tie-fighter').click()
  await page.getByTestId('defender-plus-x-wing').click()
  const working = page.getByTestId('combat-working')
  await expect(working).toBeVisible()
  await expect(working).toHaveText('Working out the exact odds…')
  await expect(page.getByTestId('combat-big')).toHaveCount(0)
  // No empty box where the answer will be: nothing is left to choose.
  await expect(page.getByTestId('combat-hint')).toHaveCount(0)
  await snap(page, 'odds-worker-spinner')

  // A second TIE Fighter while it still works: the busy worker is ended and a fresh one is started
  // (its script asked for again).
  const before = held
  expect(before).toBeGreaterThanOrEqual(1)
  await page.getByTestId('attacker-plus-tie-fighter').click()
  await expect.poll(() => held).toBe(before + 1)
  await expect(working).toBeVisible()
  // 2 TIE Fighters (2 black dice) against 1 X-wing: destroyed with 1 − 1/4 = 0.75.
  await expect(page.getByTestId('combat-big')).toHaveText('0.75')
  await expect(working).toHaveCount(0)
  // The cancelled question (1 TIE: 0.50) never reached the screen.
  expect(await page.evaluate(() => (window as unknown as { shownAnswers: string[] }).shownAnswers)).toEqual(['0.75'])

  // The worker now loaded stays: the next answer comes without a new one or a spinner.
  const workers = held
  await page.getByTestId('defender-plus-x-wing').click()
  // 2 black dice against 2 X-wings: 0 × 1/4 + 1 × 1/2 + 2 × 1/4 = 1.00.
  await expect(page.getByTestId('combat-big')).toHaveText('1.00')
  await expect(working).toHaveCount(0)
  expect(held).toBe(workers)
  expect(errors).toEqual([])
})

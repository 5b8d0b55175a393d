import { expect, test } from '@playwright/test'
import { placeUnit, pressKeys as press, startAtDeal } from './rtg-support'

// The Play tab's card keys go to the session at once, which shows each change and writes them in
// order. They used to wait on the screen for the write before them, unseen: a reload right after
// quick typing lost every key still waiting (a page that goes keeps only the changes it showed).

test('card keys typed in one moment and the page reloaded at once: every card and the Stop are kept', async ({
  page,
}) => {
  await startAtDeal(page, 'Quick keys', ['Ana', 'Ben'])
  await press(page, 'rf')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 1, 'finn')
  await expect(page.getByTestId('unit-entry')).toHaveCount(0)

  // R R P P C S typed in one moment, and the page reloaded before anything is written.
  const reloaded = page.waitForEvent('load')
  await page.evaluate(() => {
    for (const key of ['r', 'r', 'p', 'p', 'c', 's']) window.dispatchEvent(new KeyboardEvent('keydown', { key }))
    location.reload()
  })
  await reloaded
  await expect(page.getByTestId('drawn-card')).toHaveText(['Rey', 'Rey', 'Poe', 'Poe', 'Chewbacca'])
  await expect(page.getByTestId('stop-or-end')).toContainText('End turn')
  await expect(page.getByTestId('current-hand')).toContainText('Rey 3')
})

import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap, writesSettled } from './support'

// The units picked for a build stay picked until the build is written: a look at the other faction's
// build, another tab or a reload unmounted the build screen and lost every pick (a Rise of the Empire
// Empire has up to eight systems to choose for).

const picks = (page: Page, faction: string) => page.locator(`[data-testid^="pick-${faction}-"]`)
const values = (page: Page, faction: string) =>
  picks(page, faction).evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value))

test('Build: the picks stay through the other faction, another tab and a reload, until built', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Picks night', players: ['Ana', 'Ben'] })
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('record-options').click()
  await page.getByTestId('loyalty-app-draw').click()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Drawn by the app (seed')
  await openTool(page, 'Round')
  for (const k of ['n', 'n', 't']) {
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press(k)
  }
  await expect(page.getByTestId('time-space')).toHaveText('2')

  await openTool(page, 'Build')
  await page.getByTestId('faction-empire').click()
  const empire = picks(page, 'empire')
  await expect(empire.first()).toBeVisible()
  const n = await empire.count()
  expect(n).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) await empire.nth(i).selectOption({ index: 1 })
  const picked = await values(page, 'empire')
  expect(picked.every((v) => v !== '')).toBe(true)

  // A look at the Rebels' build, then back: the Empire's picks are as left.
  await page.getByTestId('faction-rebels').click()
  await expect(page.getByTestId('record-build-rebels')).toBeVisible()
  await page.getByTestId('faction-empire').click()
  await expect.poll(() => values(page, 'empire')).toEqual(picked)
  // Another tab, then back; and a reload.
  await openTool(page, 'Round')
  await openTool(page, 'Build')
  await page.getByTestId('faction-empire').click()
  await expect.poll(() => values(page, 'empire')).toEqual(picked)
  await page.reload()
  await page.getByTestId('faction-empire').click()
  await expect.poll(() => values(page, 'empire')).toEqual(picked)
  await snap(page, 'rebellion-build-picks-kept')

  // Written, they go: the build is on the queue, and undone the fields start again.
  await page.getByTestId('record-build-empire').click()
  await expect(page.getByTestId('built-empire')).toBeVisible()
  await writesSettled(page)
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('built-empire')).toHaveCount(0)
  await expect.poll(() => values(page, 'empire')).not.toEqual(picked)
})

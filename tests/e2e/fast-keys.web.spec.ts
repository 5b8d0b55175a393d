import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, openTool, snap } from './support'

// Keys pressed faster than the disk writes (issue #12): the screen shows each change at once, none
// is dropped while an earlier one is still being written, and a reload finds every one of them.

const timeline = (page: Page) => page.getByTestId('timeline-event')

test('a setup tick pressed three times at once, then Ctrl+Z three times at once: all six land, in order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 }) // the timeline open beside the game
  await createGame(page, { module: 'rebellion', title: 'Fast keys', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('record-options').click()
  const tick = page.getByTestId('tick-factions')
  await tick.focus()
  // Three presses with no wait between them: tick, untick, tick.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="tick-factions"]')!
    for (let i = 0; i < 3; i++) button.click()
  })
  await expect(tick).toHaveAttribute('aria-checked', 'true')
  await expect(timeline(page).nth(0)).toContainText('#5')
  await expect(page.getByTestId('timeline')).toContainText('5 events')
  const words = await timeline(page).locator('.words').allTextContents()
  // newest first
  expect(words.slice(0, 3)).toEqual(['Setup: “Factions” done', 'Setup: “Factions” reopened', 'Setup: “Factions” done'])

  // Ctrl+Z three times with no wait: the three ticks undone, newest first.
  await page.getByTestId('game-view').click({ position: { x: 5, y: 5 } })
  for (let i = 0; i < 3; i++) await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('timeline')).toContainText('8 events')
  await expect(tick).toHaveAttribute('aria-checked', 'false')
  await expect(timeline(page).nth(0)).toContainText('#8')
  await snap(page, 'fast-keys-rebellion-setup')

  await page.reload()
  await openTool(page, 'Setup')
  await expect(page.getByTestId('timeline')).toContainText('8 events')
  await expect(page.getByTestId('tick-factions')).toHaveAttribute('aria-checked', 'false')
  const after = await timeline(page).locator('.words').allTextContents()
  expect(after.slice(0, 3)).toEqual([
    'Undid: Setup: “Factions” done',
    'Undid: Setup: “Factions” reopened',
    'Undid: Setup: “Factions” done',
  ])
  // Redo brings back the last tick undone (the first one pressed).
  await page.getByTestId('redo').click()
  await expect(page.getByTestId('tick-factions')).toHaveAttribute('aria-checked', 'true')
})

test('a Refresh tick pressed three times at once: tick, untick, tick, all written', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Fast refresh keys', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Command phase')
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  // Three presses with no wait between them (as Space on the focused box is): none is held back.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="rtick-launch-probes"]')!
    for (let i = 0; i < 3; i++) button.click()
  })
  await expect(page.getByTestId('rtick-launch-probes')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('timeline')).toContainText('6 events')
  const words = await timeline(page).locator('.words').allTextContents()
  expect(words.slice(0, 3)).toEqual([
    'Refresh: “Launch probe droids” done',
    'Refresh: “Launch probe droids” reopened',
    'Refresh: “Launch probe droids” done',
  ])
  await page.reload()
  await expect(page.getByTestId('rtick-launch-probes')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('timeline')).toContainText('6 events')
})

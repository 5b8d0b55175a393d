import { expect, test } from '@playwright/test'
import { createGame, openTool, snap } from './support'

// The objective typed on the Round tab and not yet played stays typed through another tab and a
// reload (both unmounted the Round tab, and it was gone); played, it goes.

test('Rebel objective: what is typed stays through another tab and a reload until played', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Objective night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Command phase')
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
  await page.getByTestId('rep-value').fill('2')
  await page.getByTestId('rep-name').fill('Rescue the Prince')

  await openTool(page, 'Units')
  await openTool(page, 'Round')
  await expect(page.getByTestId('rep-value')).toHaveValue('2')
  await expect(page.getByTestId('rep-name')).toHaveValue('Rescue the Prince')
  await page.reload()
  await expect(page.getByTestId('rep-value')).toHaveValue('2')
  await expect(page.getByTestId('rep-name')).toHaveValue('Rescue the Prince')
  await snap(page, 'rebellion-objective-typed-kept')

  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('reputation-space')).toHaveText('12')
  await expect(page.getByTestId('timeline-event').first()).toContainText('Rescue the Prince')
  await expect(page.getByTestId('rep-value')).toHaveValue('')
  await expect(page.getByTestId('rep-name')).toHaveValue('')
  await page.reload()
  await expect(page.getByTestId('rep-value')).toHaveValue('')
  await expect(page.getByTestId('rep-name')).toHaveValue('')
  await expect(page.getByTestId('reputation-space')).toHaveText('12')
})

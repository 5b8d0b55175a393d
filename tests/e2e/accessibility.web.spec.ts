import { expect, test } from '@playwright/test'
import { createGame } from './support'
import { seriousViolations } from './axe'

test('main screens have no serious accessibility violations, in both themes', async ({ page }) => {
  await page.goto('./')
  await expect(page.getByTestId('home')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('./#/new/rebellion')
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Ben'] })
  await page.getByTestId('note-input').fill('A note')
  await page.getByTestId('add-note').click()
  await expect(page.getByTestId('note')).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('./#/settings')
  await expect(page.getByTestId('settings')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('theme-light').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('./')
  expect(await seriousViolations(page)).toEqual([])
})

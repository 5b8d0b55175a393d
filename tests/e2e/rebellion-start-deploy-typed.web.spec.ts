import { expect, test } from '@playwright/test'
import { createGame, openTool, snap } from './support'

// The Empire's starting deployment typed into its grid and not yet recorded stays typed through
// another tab and a reload (both unmounted the Setup tab and lost every count, and the rows added).

test('Starting deployment: counts typed and rows added stay through another tab and a reload', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Deploy night', players: ['Ana', 'Ben'] })
  await page.getByTestId('record-options').click()
  await page.getByTestId('loyalty-app-draw').click()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Drawn by the app (seed')
  const empire = page.getByTestId('start-deploy-empire')
  const rowsShown = () =>
    empire
      .locator('[data-testid^="deploy-row-"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('deploy-row-', '')))
  const imperialRows = await rowsShown()
  expect(imperialRows).toContain('coruscant')
  await page.getByTestId('n-coruscant-star-destroyer').fill('2')
  await page.getByTestId('n-coruscant-stormtrooper').fill('7')
  await page.getByTestId('add-target-empire').selectOption('kessel')
  await page.getByTestId('n-kessel-tie-fighter').fill('3')
  await expect(page.getByTestId('total-stormtrooper')).toContainText('7/')

  for (const away of ['tab', 'reload']) {
    if (away === 'tab') {
      await openTool(page, 'Units')
      await openTool(page, 'Setup')
    } else await page.reload()
    await expect(page.getByTestId('n-coruscant-star-destroyer')).toHaveValue('2')
    await expect(page.getByTestId('n-coruscant-stormtrooper')).toHaveValue('7')
    await expect(page.getByTestId('n-kessel-tie-fighter')).toHaveValue('3')
    await expect.poll(rowsShown).toEqual([...imperialRows, 'kessel'])
    await expect(page.getByTestId('total-stormtrooper')).toContainText('7/')
  }
  await empire.scrollIntoViewIfNeeded()
  await snap(page, 'rebellion-start-deploy-typed-kept')
})

import { expect, test } from '@playwright/test'
import { createGame, openTool, recordUnits, snap } from './support'

// Base rules, "Choose Base Location": the probe cards of every system holding Imperial units are
// taken out before the base is chosen. The Probe tab's deduction keeps them out for the whole game:
// before, Corellia (Imperial units at the first game's setup) came back among the systems the base
// could be in as soon as a mission made it neutral.

test('a system that held Imperial units at setup never comes back as a possible base', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Probe night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('opt-first-game').check()
  await page.getByTestId('record-options').click()
  await page.getByTestId('first-game-record').click()
  await expect(page.getByTestId('first-game-recorded')).toBeVisible()
  await openTool(page, 'Probe')
  await page.getByTestId('empire-private-show').click()
  const count = page.getByTestId('probe-candidate-count')
  // 32 systems less Coruscant (no probe card) and the five Imperial systems of the first game.
  await expect(count).toHaveText('26')

  // The Empire's units leave Corellia and a mission turns it neutral: the base still cannot be there.
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('corellia')
  const rows = page.getByTestId('forces-empire').locator('tbody tr')
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i)
    for (let n = Number(await row.locator('td.count').textContent()); n > 0; n--) {
      await row.getByRole('button', { name: /^Remove one / }).click()
      await expect(row.locator('td.count')).toHaveText(String(n - 1))
    }
  }
  await openTool(page, 'Systems')
  await page.getByTestId('systems-view-table').click()
  await page.getByTestId('loyalty-corellia-neutral').click()
  await expect(page.getByTestId('loyalty-corellia-neutral')).toHaveAttribute('aria-pressed', 'true')
  await openTool(page, 'Probe')
  await page.getByTestId('empire-private-show').click()
  await expect(count).toHaveText('26')
  await expect(page.getByTestId('probe-region-7')).not.toContainText('Corellia')
  await page.getByTestId('empire-private').locator('summary').click()
  await expect(page.getByTestId('empire-private').getByText('Corellia —')).toHaveText(
    'Corellia — Imperial units at setup (its probe card was taken out)',
  )
  await snap(page, 'rebellion-probe-setup')

  // Base rules, "Finding The Rebel Base": a Stormtrooper lands on Dagobah and no base is revealed, so
  // Dagobah is out at once, before anyone records the visit; a Star Destroyer over Endor proves nothing.
  await openTool(page, 'Units')
  await recordUnits(page, 'dagobah', 'empire', '1 stormtrooper')
  await recordUnits(page, 'endor', 'empire', '1 star destroyer')
  await openTool(page, 'Probe')
  await page.getByTestId('empire-private-show').click()
  await expect(count).toHaveText('25')
  await expect(page.getByTestId('probe-region-8')).toHaveText(/^\s*Region 8\s*Naboo, Utapau\s*$/)
  await expect(page.getByTestId('probe-region-4')).toContainText('Endor')
  await expect(page.getByTestId('probe-visited')).toHaveText('none yet')
})

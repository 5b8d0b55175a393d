import { expect, test } from '@playwright/test'
import { correctFact, snap, toCommandPhase } from './support'

// Issue #16: the move checks read the player's corrected unit values. With the Mon Calamari
// Cruiser's transport corrected to 6 in Settings › Data corrections, an activation brings exactly 6
// Rebel Troopers along with it and refuses a 7th, with the reason.

const KEY = 'rebellion.unit.mon-calamari-cruiser.transport'

test('a corrected Mon Calamari Cruiser carries what the player set', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('./#/settings')
  await correctFact(page, KEY, '6')

  await page.goto('./#/new/rebellion')
  await page.getByLabel('Player 1 name').fill('Mon')
  await page.getByLabel('Player 2 name').fill('Tarkin')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Units', exact: true }).click()
  await page.getByTestId('forces-system').selectOption('sullust')
  await page.getByTestId('forces-text-rebels').fill('1 mc, 7 troopers')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('7')
  await toCommandPhase(page)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Units', exact: true }).click()

  await page.getByTestId('forces-system').selectOption('bespin')
  await page.getByLabel('Side that activates').selectOption('rebels')
  await page.getByTestId('activate-leader').selectOption('rieekan')
  await expect(page.getByTestId('forces-activate')).toContainText('needs transport: ships in Sullust carry 6')
  await page.getByTestId('move-sullust-mon-calamari-cruiser').fill('1')
  await page.getByTestId('move-sullust-rebel-trooper').fill('7')
  await expect(page.getByTestId('move-problem')).toHaveText(
    "7 ground units or TIE Fighters from Sullust need a ship's transport capacity to come along, and the ships moving from there carry 6.",
  )
  await expect(page.getByTestId('activate')).toBeDisabled()
  await page.getByTestId('move-sullust-rebel-trooper').fill('6')
  await snap(page, 'rebellion-transport-correction')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('6')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-mon-calamari-cruiser')).toHaveText('1')
  expect(errors).toEqual([])
})

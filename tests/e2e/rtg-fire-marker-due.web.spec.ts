import { expect, test, type Page } from '@playwright/test'
import { openTool } from './support'
import { placeUnit, pressKeys as press, startAtDeal } from './rtg-support'

// A fire marker is turned up when a unit enters its space (rulebook, Fire). With the red frames
// unknown the app cannot see which space that is, so the players enter the value themselves; but
// the setup's units go down before the markers (Setup D, then E) and step on none, so before the
// units first move on no marker can be due. The form offered its value buttons from the first
// turn, and a value pressed then made every player discard for a marker the game did not have.

const NOT_YET =
  'Nothing to turn up yet: no unit has entered a space since setup, so none has stepped on a fire marker: a marker is turned up when a unit enters its space, at the earliest when the units first move on.'

async function expectNoValues(page: Page): Promise<void> {
  const form = page.getByTestId('fire-marker-form')
  await expect(form.getByRole('heading')).toHaveText(/^Fire markers\s*\?$/)
  await expect(page.getByTestId('marker-not-due')).toHaveText(NOT_YET)
  await expect(form.getByRole('button', { name: /^Value/ })).toHaveCount(0)
  // The red frames can still be entered meanwhile.
  await expect(page.getByTestId('red-frames-input')).toBeVisible()
}

test('red frames unknown: no fire marker value is offered until the units have moved', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await startAtDeal(page, 'Markers due', ['Ana', 'Ben'])
  await press(page, 'rf')
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 3, 'finn')
  await placeUnit(page, 8, 'multi')
  await expectNoValues(page)
  // Round 1 and round 2 (two players: the units stay put after round 1, move after round 2).
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'rss')
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await press(page, 'fss')
  await expect(page.getByTestId('current-player')).toHaveText('Ana’s turn')
  await expectNoValues(page)
  await openTool(page, 'Board')
  await expectNoValues(page)
  await openTool(page, 'Play')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await press(page, 'pss')
  await expect(page.getByTestId('current-player')).toHaveText('Ben’s turn')
  await press(page, 'css')
  // The units moved on: a marker may have been stepped on, and its value can be entered.
  await expect(page.getByTestId('unit-entry')).toContainText('Put 4 new units on the entry row')
  const form = page.getByTestId('fire-marker-form')
  await expect(form.getByRole('heading')).toHaveText(
    /^A unit stepped on a fire marker\? Turn it up and enter its value\s*\?$/,
  )
  await expect(page.getByTestId('marker-not-due')).toHaveCount(0)
  await expect(form.getByRole('button', { name: /^Value/ })).toHaveText(['Value 0', 'Value 1', 'Value 2', 'Value 3'])
  await placeUnit(page, 3, 'rey')
  await page.getByTestId('marker-value-2').click()
  await expect(form).toContainText('Turned up so far: 2')
  await expect(page.getByTestId('discard-p1').locator('.owes')).toHaveText(
    'Ana discards 2 more cards — click each one:',
  )
  await page.reload()
  await expect(page.getByTestId('fire-marker-form')).toContainText('Turned up so far: 2')
  await expect(page.getByTestId('discard-p2').locator('.owes')).toHaveText(
    'Ben discards 2 more cards — click each one:',
  )
  expect(errors).toEqual([])
})

import { expect, test } from '@playwright/test'
import { createGame, openTool, snap } from './support'
import { seriousViolations } from './axe'

// The Rebellion galaxy map (issue #19): a system changed on the map is changed in the table and the
// other way round (the same events), the Map / Table choice is remembered, arrow keys and Enter
// work, and the Imperial private view rings the probe-deduction candidates.

for (const theme of ['dark', 'light'] as const) {
  test(`the galaxy map edits the same board as the table (${theme} theme, 1366×768)`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto('./#/settings')
    await page.getByTestId(`theme-${theme}`).click()
    await createGame(page, { module: 'rebellion', title: 'Map night', players: ['Leia', 'Vader'] })
    // Units placed on the Units tab show on the map: a count per faction and the full list.
    await openTool(page, 'Units')
    await page.getByTestId('forces-system').selectOption('sullust')
    await page.getByTestId('forces-text-empire').fill('2 sd, 1 at-at')
    await page.getByTestId('forces-text-empire').press('Enter')
    await page.getByTestId('forces-empire').getByTestId('damage-star-destroyer').click()
    await page.getByTestId('forces-text-rebels').fill('3 troops')
    await page.getByTestId('forces-text-rebels').press('Enter')
    await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('3')
    await openTool(page, 'Systems')
    await expect(page.getByTestId('rebellion-systems')).toBeVisible()

    // The table first (the default); the map on request.
    await expect(page.getByTestId('system-bespin')).toBeVisible()
    await page.getByTestId('systems-view-map').click()
    const map = page.getByTestId('galaxy-map')
    await expect(map.locator('[data-system]')).toHaveCount(32)
    await expect(map.locator('line[data-edge]')).toHaveCount(69)

    // Click Bespin on the map: its controls; sabotage it there.
    await expect(page.getByTestId('map-count-empire-sullust')).toHaveText('3')
    await expect(page.getByTestId('map-count-rebels-sullust')).toHaveText('3')
    await expect(page.getByTestId('map-count-empire-corellia')).toHaveCount(0)
    await expect(page.getByTestId('map-system-sullust')).toHaveAttribute(
      'aria-label',
      /Imperial units, Rebel units\. Empire: 2 Star Destroyers \(1 damaged, 1 damage\), 1 AT-AT; Rebels: 3 Rebel Troopers$/,
    )
    await snap(page, `rebellion-map-units-${theme}`)
    const bespin = page.getByTestId('map-system-bespin')
    await expect(bespin).toHaveAttribute('aria-label', /^Bespin, region \d: neutral loyalty$/)
    await bespin.click()
    await expect(page.getByTestId('map-controls-name')).toHaveText('Bespin')
    await page.getByTestId('map-sabotaged').click()
    await expect(bespin).toHaveAttribute('aria-label', /sabotaged/)
    await page.getByTestId('map-loyalty-rebel').click()
    await expect(bespin).toHaveAttribute('aria-label', /rebel loyalty, sabotaged/)
    await expect(page.getByTestId('timeline-drawer').or(page.locator('body'))).toContainText('Bespin')

    // The table shows the same change.
    await page.getByTestId('systems-view-table').click()
    await expect(page.getByTestId('sabotaged-bespin')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('loyalty-bespin-rebel')).toHaveAttribute('aria-pressed', 'true')
    // And a change in the table shows on the map.
    await page.getByTestId('rebelUnits-bespin').click()
    await expect(page.getByTestId('rebelUnits-bespin')).toHaveAttribute('aria-pressed', 'true')
    await page.getByTestId('systems-view-map').click()
    await expect(bespin).toHaveAttribute('aria-label', /sabotaged, Rebel units/)

    // A refused change says why, as in the table: a remote system has no loyalty to subjugate.
    // Keyboard: Tab onto a system, arrows move, Enter opens its controls.
    await bespin.focus()
    await page.keyboard.press('ArrowRight')
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-system'))
    expect(focused).toBeTruthy()
    expect(focused).not.toBe('bespin')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('map-controls-name')).not.toHaveText('Bespin')
    await snap(page, `rebellion-map-${theme}`)
    expect(await seriousViolations(page)).toEqual([])

    // Undo (an event like any other) takes the Rebel units off the map too.
    await page.getByRole('button', { name: /Undo/ }).first().click()
    await expect(bespin).not.toHaveAttribute('aria-label', /Rebel units/)

    // The choice is remembered after a reload.
    await page.reload()
    await openTool(page, 'Systems')
    await expect(page.getByTestId('galaxy-map')).toBeVisible()
    await expect(page.getByTestId('map-system-bespin')).toHaveAttribute('aria-label', /rebel loyalty, sabotaged/)

    // Imperial private view: probe-deduction candidates ringed; none on the shared map.
    await expect(page.getByTestId('galaxy-map').locator('.candidate-ring')).toHaveCount(0)
    await openTool(page, 'Probe')
    await page.getByTestId('empire-private-show').click()
    await page.getByTestId('probe-card-system').selectOption({ label: 'Hoth' })
    const before = await page.getByTestId('probe-candidate-count').textContent()
    await page.getByTestId('probe-card-add').click()
    // Read the count once the added card has been taken into account (it was read too early).
    await expect(page.getByTestId('probe-candidate-count')).not.toHaveText(before!)
    const count = Number(await page.getByTestId('probe-candidate-count').textContent())
    const priv = page.getByTestId('empire-private-map')
    await expect(priv.locator('.candidate-ring')).toHaveCount(count)
    await expect(priv.getByTestId('map-system-hoth')).not.toHaveAttribute('aria-label', /base may be here/)
    await snap(page, `rebellion-map-probe-${theme}`)
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
}

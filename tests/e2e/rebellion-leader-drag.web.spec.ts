import { expect, test, type Page } from '@playwright/test'
import { modKey, snap } from './support'
import { seriousViolations } from './axe'

// Issue #16, "leader chips drag or pick": the leader pool on the Units tab. A leader is dragged
// onto a system, or picked (click / Enter) and then placed with a system button; both record the
// same "leader placed" event, undo takes it back, a second press places nothing more.

async function add(page: Page, faction: 'empire' | 'rebels', text: string): Promise<void> {
  await page.getByTestId(`forces-text-${faction}`).fill(text)
  await page.getByTestId(`forces-text-${faction}`).press('Enter')
}

for (const theme of ['dark', 'light'] as const) {
  test(`leaders are dragged or picked from the pool onto a system (${theme} theme)`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('./#/settings')
    await page.getByTestId(`theme-${theme}`).click()
    await page.goto('./#/new/rebellion')
    await page.getByLabel('Player 1 name').fill('Jyn')
    await page.getByLabel('Player 2 name').fill('Vader')
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('game-view')).toBeVisible()
    await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Units', exact: true }).click()

    await page.getByTestId('forces-system').selectOption('hoth')
    await add(page, 'rebels', '2 troopers')
    await page.getByTestId('forces-system').selectOption('sullust')
    await add(page, 'empire', '1 sd')
    const pool = page.getByTestId('leader-pool')
    await expect(pool.getByTestId('leader-target-sullust')).toBeVisible()
    await expect(pool.getByTestId('leader-target-hoth')).toBeVisible()

    // Drag Vader onto Sullust (the system shown).
    await pool.getByTestId('pool-leader-vader').dragTo(pool.getByTestId('leader-target-sullust'))
    await expect(page.getByTestId('forces-empire').getByTestId('leader-vader')).toBeVisible()
    await expect(pool.getByTestId('pool-leader-vader')).toHaveCount(0)

    // Drag Leia onto Hoth (another system with figures): she stands there, not in Sullust.
    await pool.getByTestId('pool-leader-leia').dragTo(pool.getByTestId('leader-target-hoth'))
    await expect(pool.getByTestId('pool-leader-leia')).toHaveCount(0)
    await expect(page.getByTestId('forces-rebels').getByTestId('leader-leia')).toHaveCount(0)
    await page.getByTestId('forces-system').selectOption('hoth')
    await expect(page.getByTestId('forces-rebels').getByTestId('leader-leia')).toBeVisible()
    await page.getByTestId('forces-system').selectOption('sullust')

    // Pick with the keyboard: Enter on Tarkin's chip, then Enter on Sullust; pressing it again adds nothing.
    await pool.getByTestId('pool-leader-tarkin').focus()
    await page.keyboard.press('Enter')
    await expect(pool.getByTestId('pool-leader-tarkin')).toHaveAttribute('aria-pressed', 'true')
    const target = pool.getByTestId('leader-target-sullust')
    await expect(target).toHaveAccessibleName('Place Grand Moff Tarkin in Sullust')
    await snap(page, `rebellion-leader-pool-${theme}`)
    expect(await seriousViolations(page)).toEqual([])
    await target.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('forces-empire').getByTestId('leader-tarkin')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('forces-empire').locator('[data-testid^="leader-"]')).toHaveCount(2)
    await expect(target).toHaveAccessibleName('Drop a leader on Sullust')

    // Undo takes the last placement back: Tarkin is in the pool again.
    await page.locator('body').press(`${modKey()}+z`)
    await expect(pool.getByTestId('pool-leader-tarkin')).toBeVisible()
    await expect(page.getByTestId('forces-empire').getByTestId('leader-tarkin')).toHaveCount(0)
    // A reload keeps the board: Vader in Sullust, Leia in Hoth.
    await page.reload()
    await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Units', exact: true }).click()
    await page.getByTestId('forces-system').selectOption('sullust')
    await expect(page.getByTestId('forces-empire').getByTestId('leader-vader')).toBeVisible()
    await expect(page.getByTestId('leader-pool').getByTestId('pool-leader-leia')).toHaveCount(0)

    // A double click on the system places the picked leader once, and says nothing more (the second
    // click said 'Grand Moff Tarkin is already in Sullust').
    await page.getByTestId('leader-pool').getByTestId('pool-leader-tarkin').click()
    await page.getByTestId('leader-pool').getByTestId('leader-target-sullust').dblclick()
    await expect(page.getByTestId('forces-empire').getByTestId('leader-tarkin')).toBeVisible()
    await expect(
      page.getByTestId('timeline-event').filter({ hasText: /#\d+\s*Grand Moff Tarkin placed in Sullust/ }),
    ).toHaveCount(2)
    await expect(page.getByRole('alert')).toHaveCount(0)
    // The same with the faction card's Place button, clicked twice in one instant.
    const empire = page.getByTestId('forces-empire')
    await empire.locator('select').selectOption({ label: 'General Tagge' })
    await empire.getByRole('button', { name: 'Place', exact: true }).evaluate((b: HTMLButtonElement) => {
      b.click()
      b.click()
    })
    await expect(empire.getByTestId('leader-tagge')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(errors).toEqual([])
  })
}

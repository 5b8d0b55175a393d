import { expect, test, type Page } from '@playwright/test'
import { snap } from './support'

// New game in a narrow window: each player's name box keeps room to type in, and the faction's
// choice is read whole (at 420 px the faction used to squeeze the name box to a sliver).

const widths = (page: Page) =>
  page.getByTestId('player-row').evaluateAll((rows) =>
    rows.map((row) => {
      const box = (sel: string) => row.querySelector(sel)!.getBoundingClientRect()
      const card = row.closest('.card')!.getBoundingClientRect()
      const select = row.querySelector('select')!
      return {
        name: Math.round(box('input').width),
        factionWhole: select.scrollWidth <= select.clientWidth,
        inCard: [box('input'), box('select'), box('button')].every((b) => b.right <= card.right && b.left >= card.left),
      }
    }),
  )

for (const [locale, remove] of [
  ['en', 'Remove'],
  ['de', 'Entfernen'],
] as const)
  test(`${locale} at 420 px: the name boxes keep room beside a faction, each choice read whole`, async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 900 })
    if (locale === 'de') {
      await page.goto('./#/settings')
      await page.getByTestId('language-de').click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    }
    await page.goto('./#/new/rebellion')
    await expect(page.getByTestId('player-row')).toHaveCount(2)
    await expect(page.getByTestId('player-row').first().getByRole('button')).toHaveText(remove)
    const rows = await widths(page)
    for (const r of rows) {
      expect(r.name).toBeGreaterThanOrEqual(140)
      expect(r).toMatchObject({ factionWhole: true, inCard: true })
    }
    await snap(page, `new-game-narrow-${locale}`)
  })

test('at 1280 px the name, the faction and Remove stay on one line', async ({ page }) => {
  await page.goto('./#/new/rebellion')
  const middles = await page
    .getByTestId('player-row')
    .first()
    .evaluate((row) =>
      [...row.children].map((c) => {
        const b = c.getBoundingClientRect()
        return Math.round(b.top + b.height / 2)
      }),
    )
  expect(new Set(middles).size).toBe(1)
})

import { expect, test } from '@playwright/test'

// The first screen's stylesheet is written into index.html (vite.web.config.ts, inlineStartupStylesheet):
// a start asks for no stylesheet, the shell is styled by it, and a screen whose code lists it (the
// odds charts) neither fetches it nor links it a second time after its own rules.
test('the start-up stylesheet comes with the page, and lazy screens do not load it again', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('.css')) asked.push(new URL(r.url()).pathname)
  })
  await page.goto('./#/')
  await expect(page.getByTestId('new-game')).toBeEnabled()
  const startSheet = page.locator('link[rel="stylesheet"][href*="/startup-"]')
  await expect(startSheet).toHaveCount(1)
  await expect(startSheet).toHaveAttribute('disabled', '')
  // The top bar is laid out by the inline rules (a flex row, kept at the top).
  const bar = await page
    .locator('header.topbar')
    .evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).position])
  expect(bar).toEqual(['flex', 'sticky'])
  expect(asked).toEqual([])

  await page.goto('./#/odds/rebellion')
  await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion odds' })).toBeVisible()
  await page.getByTestId('attacker-plus-tie-fighter').click()
  await page.getByTestId('defender-plus-x-wing').click()
  await expect(page.getByTestId('combat-destroyed-chart').locator('svg').first()).toBeVisible()
  // The chart's own stylesheet loaded; the start-up one neither fetched nor linked again.
  expect(asked.some((p) => /\/assets\/PlotFigure-[^/]+\.css$/.test(p))).toBe(true)
  expect(asked.filter((p) => p.includes('/startup-'))).toEqual([])
  await expect(startSheet).toHaveCount(1)
  // Its rules still come before the chart's in the page, as they did when it was linked.
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('head style, head link[rel="stylesheet"]')].map((e) =>
      e.tagName === 'STYLE' ? 'inline' : (e.getAttribute('href') ?? '').replace(/^.*\/([A-Za-z]+)-[^/]+$/, '$1'),
    ),
  )
  expect(order.slice(0, 2)).toEqual(['inline', 'startup'])
  expect(order).toContain('PlotFigure')
})

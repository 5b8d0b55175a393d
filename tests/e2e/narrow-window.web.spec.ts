import { expect, test, type Page } from '@playwright/test'
import { createGame, seedLibrary, snap } from './support'
import { linesOf, wordsBrokenIn } from './german-support'

// The desktop window can be made as narrow as 800 px (src-main's minimum width). At that width and
// at 900 px nothing runs out sideways: the game header's buttons move under the title, and Home's
// table of games fits the window.

const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const width of [800, 900]) {
  test(`at ${width} px the game screen and Home fit the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 })
    await seedLibrary(page, 3)
    await createGame(page, { module: 'rebellion', title: 'Narrow night', players: ['Ana', 'Ben'] })
    await expect(page.getByTestId('toggle-timeline')).toBeInViewport({ ratio: 1 })
    expect(await sideways(page)).toBe(0)
    if (width === 800) await snap(page, 'narrow-800-game')
    await page.goto('./#/')
    await expect(page.getByTestId('recent-game').first()).toBeVisible()
    expect(await sideways(page)).toBe(0)
    const remove = page
      .getByTestId('recent-game')
      .first()
      .getByRole('button', { name: /^Delete/ })
    await remove.scrollIntoViewIfNeeded()
    await expect(remove).toBeInViewport({ ratio: 1 })
    if (width === 800) await snap(page, 'narrow-800-home')
  })
}

test('below 1200 px the timeline drawer closes with Escape or ✕, and the focus goes back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Drawer night', players: ['Ana', 'Ben'] })
  const toggle = page.getByTestId('toggle-timeline')
  const drawer = page.getByTestId('timeline-slot')
  await expect(drawer).toHaveCount(0)
  await toggle.click()
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(toggle).toBeFocused()
  await toggle.click()
  await drawer.getByRole('button', { name: 'Close timeline' }).click()
  await expect(drawer).toHaveCount(0)
  await expect(toggle).toBeFocused()
})

test('a window made narrower closes the timeline beside the tabs instead of laying it over them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await createGame(page, { module: 'rule-the-galaxy', title: 'Resized night', players: ['Ana', 'Ben'] })
  const drawer = page.getByTestId('timeline-slot')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await expect(drawer).toBeVisible()
  // Narrower than 1200 px: the timeline would be a drawer over the tabs; it closes, the tabs work.
  await page.setViewportSize({ width: 1000, height: 700 })
  await expect(drawer).toHaveCount(0)
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await expect(page.getByTestId('rtg-setup')).toBeVisible()
  // Wide again: back beside the tabs, as it was.
  await page.setViewportSize({ width: 1280, height: 700 })
  await expect(drawer).toBeVisible()
  // Closed beside the tabs, it stays closed through a narrow window and back.
  await page.getByTestId('toggle-timeline').click()
  await expect(drawer).toHaveCount(0)
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.setViewportSize({ width: 1280, height: 700 })
  await expect(drawer).toHaveCount(0)
  // A drawer opened in a narrow window stays open when the window is made wide.
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.getByTestId('toggle-timeline').click()
  await expect(drawer).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 700 })
  await expect(drawer).toBeVisible()
})

/** The game's tabs not wholly inside the box of their row and the window (scrolled or cut off out of sight). */
const tabsOutOfView = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const list = document.querySelector('[role="tablist"]')!
    const row = list.closest('nav')!.getBoundingClientRect()
    const left = Math.max(row.left, 0)
    const right = Math.min(row.right, document.documentElement.clientWidth)
    return [...list.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const r = tab.getBoundingClientRect()
        return r.left < left - 0.5 || r.right > right + 0.5 || r.top < row.top - 0.5 || r.bottom > row.bottom + 0.5
      })
      .map((tab) => tab.textContent!.trim())
  })

// German labels are longer: at 1280 px with the timeline beside the work area, Rebellion's tabs did
// not fit their row, which scrolled sideways with nothing showing that more tabs were there.
test('every game shows all its tabs, in English and German, at 1280 and 800 px, timeline open or closed', async ({
  page,
}) => {
  const games = ['rebellion', 'rule-the-galaxy', 'angriff-der-rebellen', 'rftg-rebel-vs-imperium']
  const urls: string[] = []
  for (const module of games) {
    await createGame(page, { module, title: `Tabs ${module}`, players: ['Ana', 'Ben'] })
    urls.push(page.url())
  }
  for (const language of ['en', 'de'] as const) {
    await page.goto('./#/settings')
    await page.getByTestId(`language-${language}`).click()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    for (const [i, url] of urls.entries()) {
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(url)
        await expect(page.getByRole('tab').first()).toBeVisible()
        for (const timeline of [width >= 1200, width < 1200]) {
          const slot = page.getByTestId('timeline-slot')
          if ((await slot.count()) !== (timeline ? 1 : 0)) await page.getByTestId('toggle-timeline').click()
          await expect(slot).toHaveCount(timeline ? 1 : 0)
          const where = `${games[i]}, ${language}, ${width} px, timeline ${timeline ? 'open' : 'closed'}`
          await snap(page, `tabs-${games[i]}-${language}-${width}-${timeline ? 'timeline' : 'no-timeline'}`)
          expect(await tabsOutOfView(page), where).toEqual([])
          expect(await sideways(page), where).toBe(0)
          if (width === 1280) {
            // One row of tabs, even in German beside the timeline ("Chancen" went alone onto a second).
            const rows = await page
              .getByRole('tab')
              .evaluateAll((tabs) => new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top))).size)
            expect(rows, where).toBe(1)
          }
          if (games[i] === 'rebellion' && width === 1280 && timeline) {
            // The Table log's scores: the factions' words stay whole ("Rebellenallian" / "z" before).
            await page.locator('#tool-tab-log').click()
            const factions = page.getByTestId('score-row').locator('.faction')
            await expect(factions).toHaveText(
              language === 'de' ? ['Galaktisches Imperium', 'Rebellenallianz'] : ['Galactic Empire', 'Rebel Alliance'],
            )
            expect(await wordsBrokenIn(factions.first()), where).toEqual([])
            expect(await linesOf(factions.last()), where).toBe(1)
          }
          // The top bar's search stays inside the bar (its German label wrapped and stood out at 800 px).
          const bar = (await page.locator('.topbar').boundingBox())!
          const search = (await page.getByTestId('open-rule-search').boundingBox())!
          expect(search.y >= bar.y && search.y + search.height <= bar.y + bar.height, where).toBe(true)
        }
      }
    }
  }
})

test('Rebellion’s Units tab in German fits 800 px: the two sides stack instead of spilling over', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 })
  await createGame(page, { module: 'rebellion', title: 'Schmal', players: ['Ana', 'Ben'] })
  const url = page.url()
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(url)
  await page.locator('#tool-tab-forces').click()
  await page.getByTestId('forces-system').selectOption('tatooine')
  // Before, the Empire's "+1 Schaden" buttons ran over the Rebels' table and out of the window.
  expect(await sideways(page)).toBe(0)
  const empire = (await page.getByTestId('forces-empire').boundingBox())!
  const rebels = (await page.getByTestId('forces-rebels').boundingBox())!
  expect(rebels.y).toBeGreaterThanOrEqual(empire.y + empire.height)
  const last = page.getByTestId('forces-empire').getByTestId('damage-at-at')
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport({ ratio: 1 })
  await snap(page, 'narrow-800-units-de')
})

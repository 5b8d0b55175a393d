import { expect, test, type Page } from '@playwright/test'
import { createGame, seedLibrary, snap } from './support'
import { overflows } from './german-support'
import { seriousViolations } from './axe'

// `npm run web` in a browser window narrower than the desktop's 800 px minimum: beside another
// window (half of a laptop's screen, ~680 px), or a third of it. No screen scrolls sideways there:
// the top bar keeps the brand's mark only, Rules puts its contents above the entry, New game's and
// Settings' rows give way, and a wide table scrolls inside its own card.

/** The shared screens, each checked once its main content is in the page. */
const SHARED: readonly { name: string; hash: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', hash: '#/', ready: (p) => expect(p.getByTestId('new-game').first()).toBeVisible() },
  { name: 'rules', hash: '#/rules', ready: (p) => expect(p.getByTestId('rules-view')).toBeVisible() },
  {
    name: 'rules-entry',
    hash: '#/rules/rebellion.combat',
    ready: (p) => expect(p.locator('.rule-title')).toBeVisible(),
  },
  { name: 'settings', hash: '#/settings', ready: (p) => expect(p.getByTestId('settings')).toBeVisible() },
  { name: 'new-game', hash: '#/new/rebellion', ready: (p) => expect(p.getByTestId('new-game-view')).toBeVisible() },
]

async function sharedScreensFit(page: Page, width: number, label: string): Promise<string[]> {
  const sideways: string[] = []
  for (const screen of SHARED) {
    await page.goto(`./${screen.hash}`)
    await screen.ready(page)
    if (await overflows(page)) sideways.push(screen.name)
    if (width === 420) await snap(page, `narrow-${label}-${width}-${screen.name}`)
  }
  return sideways
}

test.describe('English', () => {
  for (const width of [560, 420]) {
    test(`at ${width} px the shared screens and every tab of each game fit the window`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 800 })
      await seedLibrary(page, 3)
      expect(await sharedScreensFit(page, width, 'en')).toEqual([])
      // The brand keeps its name for a screen reader when only its mark is shown.
      await expect(page.getByRole('link', { name: 'Holotable home' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Holotable home' })).toHaveText('', { useInnerText: true })
      const sideways: string[] = []
      for (const module of ['rebellion', 'rule-the-galaxy', 'angriff-der-rebellen', 'rftg-rebel-vs-imperium']) {
        await createGame(page, { module, title: 'Narrow night', players: ['Ana', 'Ben'] })
        const tabs = page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab')
        for (const name of await tabs.allTextContents()) {
          await tabs.filter({ hasText: name }).click()
          await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true')
          if (await overflows(page)) sideways.push(`${module} › ${name}`)
        }
      }
      expect(sideways).toEqual([])
      await page.goto('./#/rules/rebellion.combat')
      await expect(page.locator('.rule-title')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})

test.describe('German', () => {
  test.use({ locale: 'de-DE' })
  for (const width of [480, 420]) {
    test(`at ${width} px the shared screens fit the window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('./#/')
      await expect(page.getByRole('link', { name: 'Spiele', exact: true })).toBeVisible()
      expect(await sharedScreensFit(page, width, 'de')).toEqual([])
    })
  }
})

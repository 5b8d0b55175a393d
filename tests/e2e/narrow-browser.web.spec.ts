import { expect, test, type Page } from '@playwright/test'
import { createGame, importFixture, openTool, seedLibrary, snap } from './support'
import { toBosInterceptor } from './angriff-support'
import { overflows } from './german-support'
import {
  clippedParts,
  partsOutsideTheirCard,
  squashedTickBoxes,
  unreachableScrollers,
  wordsBrokenMidWord,
} from './narrow-support'
import { seriousViolations } from './axe'

// `npm run web` in a browser window narrower than the desktop's 800 px minimum: beside another
// window (half of a laptop's screen, ~680 px), or a third of it. No screen scrolls sideways there:
// the top bar keeps the brand's mark only, Rules puts its contents above the entry, New game's and
// Settings' rows give way, and a wide table scrolls inside its own card. A game in play (imported from
// the legacy fixtures: Rebellion won by the Empire, Rule the Galaxy in its third round, the others
// finished) fits as well: the board's lanes tighten, tables wrap or scroll inside their cards.

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
    const cut = await clippedParts(page)
    if (cut.length) sideways.push(`${screen.name}: ${cut.slice(0, 3).join(', ')} cut off`)
    const broken = await wordsBrokenMidWord(page)
    if (broken.length) sideways.push(`${screen.name}: ${broken.slice(0, 3).join(', ')} broken mid-word`)
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
      for (const module of GAMES) {
        await createGame(page, { module, title: 'Narrow night', players: ['Ana', 'Ben'] })
        sideways.push(...(await tabsThatDoNotFit(page, module, width)))
      }
      expect(sideways).toEqual([])
      await page.goto('./#/rules/rebellion.combat')
      await expect(page.locator('.rule-title')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})

test('at 360 px Home lists each saved game as a block of its own, every button in the window, also after a Delete', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await seedLibrary(page, 3)
  await page.goto('./#/')
  const rows = page.getByTestId('recent-game')
  await expect(rows).toHaveCount(3)
  const inWindow = async () => {
    // The list does not scroll sideways inside its card, and each game's title and buttons are in the window.
    const scroller = page.locator('.home .table-scroll')
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
    for (const row of await rows.all()) {
      for (const part of [
        row.locator('.game-title'),
        ...(await row.getByRole('button').all()),
        row.getByRole('link').last(),
      ]) {
        await part.scrollIntoViewIfNeeded()
        const box = (await part.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(360)
      }
    }
  }
  await inWindow()
  // The column names are still there for a screen reader.
  await expect(page.getByRole('columnheader', { name: 'Last played' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Delete Friday night (copy)', exact: true }).click()
  await page.getByTestId('confirm-delete').click()
  await expect(rows).toHaveCount(2)
  await inWindow()
  await snap(page, 'narrow-en-360-home-after-delete')
})

test('the game’s progress follows its name after a dot, and a progress on a line of its own starts without one', async ({
  page,
}) => {
  await importFixture(page, 'rule-the-galaxy')
  const progress = page.getByTestId('game-progress')
  await expect(progress).toHaveText('Round 3 · Ana’s turn')
  // Where the progress stands against the game's name, and whether the dot before it is inside the line.
  const layout = () =>
    progress.evaluate((el) => {
      const sub = el.parentElement!
      const range = document.createRange()
      range.selectNodeContents(sub.firstChild!)
      const name = range.getBoundingClientRect()
      const box = el.getBoundingClientRect()
      const dotLeft = box.left - parseFloat(getComputedStyle(el, '::before').width)
      return {
        sameLine: Math.abs(box.top - name.top) < 4,
        dotShown: dotLeft >= sub.getBoundingClientRect().left,
        clipped: getComputedStyle(sub).overflowX === 'hidden',
      }
    })
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await layout()).toEqual({ sameLine: true, dotShown: true, clipped: true })
  await page.setViewportSize({ width: 420, height: 800 })
  expect(await layout()).toEqual({ sameLine: false, dotShown: false, clipped: true })
  await snap(page, 'narrow-en-420-game-progress')
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

const GAMES = ['rebellion', 'rule-the-galaxy', 'angriff-der-rebellen', 'rftg-rebel-vs-imperium']

/**
 * Opens every tab of the open game (English or German) and names those that scroll sideways or cut a
 * part off; `onTab` runs on each (a screenshot).
 */
async function tabsThatDoNotFit(
  page: Page,
  module: string,
  width: number,
  onTab?: (name: string) => Promise<void>,
): Promise<string[]> {
  const sideways: string[] = []
  const tabs = page.getByRole('navigation', { name: /^(Game tools|Spielwerkzeuge)$/ }).getByRole('tab')
  for (const name of await tabs.allTextContents()) {
    await tabs.filter({ hasText: name }).click()
    await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true')
    if (await overflows(page)) sideways.push(`${module} › ${name}`)
    const cut = await clippedParts(page)
    if (cut.length) sideways.push(`${module} › ${name}: ${cut.slice(0, 3).join(', ')} cut off`)
    const broken = await wordsBrokenMidWord(page)
    if (broken.length) sideways.push(`${module} › ${name}: ${broken.slice(0, 3).join(', ')} broken mid-word`)
    sideways.push(...(await unreachableScrollers(page)).map((u) => `${module} › ${name}: ${u}`))
    sideways.push(...(await partsOutsideTheirCard(page)).map((u) => `${module} › ${name}: ${u} outside its card`))
    sideways.push(...(await squashedTickBoxes(page)).map((u) => `${module} › ${name}: ${u}`))
    await onTab?.(name)
  }
  return sideways
}

/** Every tab of each game imported in play, at `width`; those that scroll sideways or cut a part off. */
async function gamesInPlayFit(page: Page, width: number, label: string): Promise<string[]> {
  const sideways: string[] = []
  for (const module of GAMES) {
    await importFixture(page, module)
    const shotBoard = async (name: string) => {
      if (module === 'rule-the-galaxy' && /Board|Spielplan/.test(name))
        await snap(page, `narrow-${label}-${width}-rtg-board`)
    }
    sideways.push(...(await tabsThatDoNotFit(page, module, width, shotBoard)))
  }
  return sideways
}

test.describe('a game in play', () => {
  for (const [locale, width] of [
    ['en-GB', 420],
    ['en-GB', 360],
    ['de-DE', 420],
    ['de-DE', 360],
  ] as const) {
    test(`${locale} at ${width} px: every tab of each game fits the window`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript((l) => localStorage.setItem('holotable.locale', l), locale.slice(0, 2))
      expect(await gamesInPlayFit(page, width, locale.slice(0, 2))).toEqual([])
    })
  }

  for (const [locale, width] of [
    ['en', 420],
    ['de', 420],
    ['en', 360],
    ['de', 360],
  ] as const) {
    test(`${locale} at ${width} px: Rule the Galaxy’s four lanes fit without scrolling, and no word on a unit breaks mid-word`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript((l) => localStorage.setItem('holotable.locale', l), locale)
      await importFixture(page, 'rule-the-galaxy')
      await page.locator('#tool-tab-board').click()
      const box = page.getByTestId('board-scroll')
      await expect(box).toBeVisible()
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
      await expect(page.getByTestId('board-unit')).toHaveCount(6)
      // A unit shows its card's name alone ("rot (Chewbacca)" broke as "(Chewbac / ca)"): a word that
      // cannot break but at its hyphen, so it fits inside its unit or overflows, never breaks mid-word.
      const shorts = await page.locator('[data-testid="board-unit"] .colour-short').evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect()
          const unit = el.closest('.unit')!.getBoundingClientRect()
          const fits = el.scrollWidth <= el.clientWidth && box.left >= unit.left && box.right <= unit.right
          return `${getComputedStyle(el, '::before').content}${fits ? '' : ` does not fit ${el.scrollWidth} ${el.clientWidth} ${box.left} ${box.right} ${unit.left} ${unit.right}`}`
        }),
      )
      const [multi, chewie] =
        locale === 'en' ? ['multi\u00adcolour', 'Chew\u00adbacca'] : ['mehr\u00adfarbig', 'Chew\u00adbacca']
      expect(shorts.sort()).toEqual([`"${chewie}"`, '"Finn"', '"Poe"', '"Rey"', '"Rey"', `"${multi}"`].sort())
      // The whole label stays in the page for a screen reader.
      await expect(page.getByTestId('space-2-1').getByTestId('board-unit')).toHaveText(
        locale === 'en' ? '3red (Chewbacca)' : '3rot (Chewbacca)',
      )
      await box.scrollIntoViewIfNeeded()
      await snap(page, `narrow-${locale}-${width}-rtg-board-lanes`)
    })
  }

  test('at 420 px Rebellion’s time track stands in two rows of eight, each number and marker inside its space', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 420, height: 800 })
    await importFixture(page, 'rebellion')
    await openTool(page, 'Round')
    const track = page.getByTestId('time-track')
    await expect(track.locator('li')).toHaveCount(16)
    const layout = await track.locator('li').evaluateAll((spaces) =>
      spaces.map((li) => {
        const box = li.getBoundingClientRect()
        const parts = Array.from(li.querySelectorAll('.n, .icon, .m')).map((p) => p.getBoundingClientRect())
        return {
          top: Math.round(box.top),
          inside: parts.every((p) => p.left >= box.left && p.right <= box.right)
            ? true
            : `${li.textContent} ${box.left}-${box.right} ${parts.map((p) => `${p.left}-${p.right}`).join(',')}`,
        }
      }),
    )
    expect(new Set(layout.map((l) => l.top)).size).toBe(2)
    expect(layout.filter((l) => l.inside !== true)).toEqual([])
    await track.scrollIntoViewIfNeeded()
    await snap(page, 'narrow-en-420-rebellion-time-track')
  })

  test('at 420 px Angriff’s Space tab mid-game, Rebellion’s Rise of the Empire setup and its odds fit, nothing cut off', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 420, height: 800 })
    await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo', 'Cy'] })
    await openTool(page, 'Setup')
    await page.getByTestId('ar-start').click()
    await openTool(page, 'Space')
    // Ships won and chips in the Players table (it widened the page to 440 px).
    await toBosInterceptor(page)
    await page.getByTestId('ar-fight').click()
    await expect(page.getByTestId('ar-duel')).toBeVisible()
    expect([await overflows(page), await clippedParts(page)]).toEqual([false, []])
    await snap(page, 'narrow-en-420-angriff-duel')

    // The deployment grid scrolls inside its card; its visually hidden "remove" words widened the page.
    await createGame(page, { module: 'rebellion', title: 'Narrow RotE', players: ['Ana', 'Ben'] })
    await openTool(page, 'Setup')
    await page.getByTestId('opt-rote').check()
    await page.getByTestId('opt-new-starter').check()
    await page.getByTestId('record-options').click()
    await expect(page.getByTestId('start-deploy-empire')).toBeVisible()
    expect([await overflows(page), await clippedParts(page)]).toEqual([false, []])

    // The odds' answers: a combat's per-unit table and the face table, then a mission's table.
    await openTool(page, 'Odds')
    await page.getByTestId('attacker-plus-star-destroyer').click()
    await page.getByTestId('defender-plus-x-wing').click()
    await page.getByTestId('defender-plus-corellian-corvette').click()
    await expect(page.getByTestId('combat-per-unit')).toBeVisible()
    expect([await overflows(page), await clippedParts(page)]).toEqual([false, []])
    await page.getByTestId('odds-mission').click()
    await page.getByTestId('mission-attempt-leader-leia').click()
    await page.getByTestId('mission-opposition-leader-palpatine').click()
    await expect(page.getByTestId('mission-vs-table')).toBeVisible()
    expect([await overflows(page), await clippedParts(page)]).toEqual([false, []])
    await snap(page, 'narrow-en-420-rebellion-mission-odds')
    // The face table is wider than its card here: a named region the keyboard reaches and scrolls.
    const faces = page.getByTestId('face-table').locator('.table-scroll')
    await expect(faces).toHaveAttribute('role', 'region')
    await expect(faces).toHaveAccessibleName('Face table used')
    expect(await unreachableScrollers(page)).toEqual([])
    await faces.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => faces.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    expect(await seriousViolations(page)).toEqual([])
    // A window wide enough for it: no region, no extra tab stop.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(faces).not.toHaveAttribute('tabindex')
    await expect(faces).not.toHaveAttribute('role')
  })
})

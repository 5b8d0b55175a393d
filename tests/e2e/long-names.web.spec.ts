import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap } from './support'
import { placeFirstUnits } from './rtg-support'

// Names typed without spaces, as long as the forms take them (a title of 120 characters, player
// names of 40), stay inside their screens: Home keeps a readable title column and at most three
// lines of title, the timeline breaks them inside its drawer, and no game tool is pushed sideways.
const TITLE = 'Galactic'.repeat(15)
const name = (letter: string): string => letter.repeat(40)

const GAMES = [
  { module: 'rebellion', players: [name('L'), name('V')] },
  { module: 'rule-the-galaxy', players: [name('A'), name('B'), name('C')] },
  { module: 'angriff-der-rebellen', players: [name('M'), name('N')] },
  { module: 'rftg-rebel-vs-imperium', players: [name('R'), name('S')] },
]

/**
 * What sticks out on the right of its card, dialog or work area: a control pushed out by a long
 * name, or the name itself running on.
 */
const outOfTheirCard = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, input, select, textarea, a, th, td, li, span, strong, h2, h3')].flatMap(
      (el) => {
        const card = el.parentElement?.closest('.card, [role="dialog"], .game-content')
        const r = el.getBoundingClientRect()
        if (!card || r.width === 0) return []
        const out = r.right > card.getBoundingClientRect().right + 1
        return out ? [`${el.tagName} "${el.textContent?.trim().slice(0, 24)}"`] : []
      },
    ),
  )

/** Whether the game header's progress line (it names whose turn it is) runs under Undo, Redo… */
async function progressUnderTheButtons(page: Page): Promise<boolean> {
  const progress = (await page.getByTestId('game-progress').boundingBox())!
  const buttons = (await page.getByTestId('undo').boundingBox())!
  const across = progress.x + progress.width > buttons.x && buttons.x + buttons.width > progress.x
  const down = progress.y + progress.height > buttons.y && buttons.y + buttons.height > progress.y
  return across && down
}

async function keys(page: Page, seq: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  for (const k of seq) await page.keyboard.press(k)
}

/** How far the page reaches past the window's right edge (0: nothing runs out sideways). */
const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.use({ viewport: { width: 1366, height: 768 } })

test('a 120-character title and 40-character names without spaces stay inside Home, the timeline and every tool', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const g of GAMES) {
    await createGame(page, { module: g.module, title: TITLE, players: g.players })
    await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE)
    const tabs = page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab')
    const labels = await tabs.allInnerTexts()
    for (const label of labels) {
      await tabs.filter({ hasText: label }).first().click()
      await page.waitForTimeout(100)
      expect(await sideways(page), `${g.module} › ${label} runs out sideways`).toBe(0)
      expect(await outOfTheirCard(page), `${g.module} › ${label}`).toEqual([])
    }
    await snap(page, `long-names-${g.module}`)
  }

  // The timeline (open beside the game on a wide window): the started event names every player.
  await expect(page.getByTestId('toggle-timeline')).toHaveAttribute('aria-pressed', 'true')
  const first = page.getByTestId('timeline-event').first()
  await expect(first).toContainText(name('R'))
  const drawer = await page.locator('aside').filter({ has: first }).boundingBox()
  const words = await first.locator('.words').boundingBox()
  expect(words!.x + words!.width).toBeLessThanOrEqual(drawer!.x + drawer!.width)
  await snap(page, 'long-names-timeline')

  await page.goto('./#/')
  await expect(page.getByTestId('recent-game')).toHaveCount(4)
  expect(await sideways(page)).toBe(0)
  const title = page.getByTestId('recent-game').first().getByRole('link', { name: TITLE })
  const box = await title.boundingBox()
  const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
  // At most three lines, in a column at least 14rem wide (not eight letters a line).
  expect(box!.height).toBeLessThanOrEqual(3 * lineHeight + 1)
  expect(box!.height).toBeGreaterThanOrEqual(2 * lineHeight)
  expect(box!.width).toBeGreaterThan(150)
  await snap(page, 'long-names-home')
})

test('long names through a Rule the Galaxy turn and the end of the game: turn heading, hands, score and result', async ({
  page,
}) => {
  const players = [name('A'), name('B'), name('C')]
  await createGame(page, { module: 'rule-the-galaxy', title: TITLE, players })
  await openTool(page, 'Setup')
  await keys(page, '12')
  await page.getByTestId('first-player').selectOption({ label: players[0]! })
  await page.getByTestId('rtg-start').click()
  await openTool(page, 'Play')
  await keys(page, 'rfc')
  await placeFirstUnits(page)
  await keys(page, 'pcb')
  await expect(page.getByTestId('drawn-card')).toHaveCount(3)
  await expect(page.getByTestId('current-player')).toContainText(players[0]!)
  expect(await outOfTheirCard(page), 'Play').toEqual([])
  await expect.poll(() => progressUnderTheButtons(page), 'Play').toBe(false)
  await snap(page, 'long-names-rtg-play')
  await openTool(page, 'Score')
  expect(await outOfTheirCard(page), 'Score').toEqual([])

  // The result: the finish dialog's score inputs, then the recorded result's names and scores.
  await openTool(page, 'Table log')
  await page.getByTestId('finish-game').click()
  const dialog = page.getByTestId('finish-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByTestId(`winner-${'p1'}`).check()
  expect(await outOfTheirCard(page), 'finish dialog').toEqual([])
  await dialog.getByRole('button', { name: 'Record result' }).click()
  await expect(page.getByTestId('result')).toContainText(players[0]!)
  expect(await outOfTheirCard(page), 'result').toEqual([])
  // Finished before the game's own end: the header shows Finished, and no turn line to run long.
  await expect(page.getByTestId('game-progress')).toHaveCount(0)
  await snap(page, 'long-names-result')
})

test('a game’s own title shows whole in its header beside the buttons, the timeline open', async ({ page }) => {
  // The title a new game gets ("Rule the Galaxy — <date>") was cut to "Rule the…" here.
  await createGame(page, { module: 'rule-the-galaxy', players: ['Ana', 'Ben'] })
  await expect(page.getByTestId('toggle-timeline')).toHaveAttribute('aria-pressed', 'true')
  const heading = page.getByTestId('game-heading')
  await expect(heading).toHaveText(/^Rule the Galaxy — /)
  const drawn = await heading.evaluate((el) => ({
    cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
  }))
  expect(drawn).toEqual({ cut: false, lines: 1 })
  // The buttons have moved under the title, whole.
  const [title, undo] = await Promise.all([heading.boundingBox(), page.getByTestId('undo').boundingBox()])
  expect(undo!.y).toBeGreaterThan(title!.y + title!.height)
  await expect.poll(() => progressUnderTheButtons(page)).toBe(false)
  await snap(page, 'game-header-title-beside-timeline')
})

import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { createGame, openTool, snap } from './support'
import { placeFirstUnits } from './rtg-support'

// Done-when of issue #17: a scripted evening — a Rule the Galaxy game played to its end and a
// Rebellion game to round 3 — at the three window sizes players use. On every screen: the top bar,
// game header, tabs, work area and timeline never overlap and nothing runs off the side; no
// internal id shows in the visible text; axe finds no serious or critical violation; and the whole
// evening logs no console error. 1920×1080 plays in the light theme, the others in the dark one.

// axe's findings do not depend on the window size, and each scan costs seconds: every screen is
// scanned once per theme (1366 dark, 1920 light); 1024 checks the layout and the words.
const SIZES = [
  { width: 1366, height: 768, theme: 'dark', axe: true },
  { width: 1920, height: 1080, theme: 'light', axe: true },
  { width: 1024, height: 640, theme: 'dark', axe: false },
] as const
let axeOn = true

/** Text that is an internal id, not words: unit ids (u12), player ids (p2), event types, kebab-case ids. */
const ID_PATTERNS: RegExp[] = [
  /\b[up]\d+\b/,
  /\b[a-z]+(?:-[a-z]+)*\.[a-z]+(?:[.-][a-z]+)+\b/,
  /\b[a-z]+(?:-[a-z0-9]+){2,}\b/,
]

interface Box {
  name: string
  x: number
  y: number
  width: number
  height: number
}

async function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    // From the top, where sticky bars sit at their own place in the page.
    window.scrollTo(0, 0)
    const pick: [string, string][] = [
      ['top bar', '.topbar'],
      ['game header', '.game-header'],
      ['tabs', 'nav.tabs'],
      ['work area', '.game-content'],
      ['timeline', '[data-testid="timeline-slot"]'],
    ]
    const out: Box[] = []
    for (const [name, sel] of pick) {
      const el = document.querySelector(sel)
      if (!el) continue
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.height > 0) out.push({ name, x: r.x, y: r.y, width: r.width, height: r.height })
    }
    return out
  })
}

function overlaps(list: Box[]): string[] {
  const found: string[] = []
  for (const [i, a] of list.entries())
    for (const b of list.slice(i + 1)) {
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      if (w > 1 && h > 1) found.push(`${a.name} overlaps ${b.name} (${Math.round(w)}×${Math.round(h)} px)`)
    }
  return found
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')})`,
    )
}

/** Every check of the evening on the screen as it is now; `where` names it in a failure. */
async function inspect(page: Page, where: string): Promise<void> {
  const t0 = Date.now()
  const overlap = overlaps(await boxes(page))
  expect.soft(overlap, `${where}: overlap`).toEqual([])
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect.soft(wide, `${where}: page wider than the window`).toBeLessThanOrEqual(1)
  // Badges ("In progress", "Finished", "verify on your copy") stay on one line.
  const tall = await page
    .locator('.badge:visible')
    .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height > 30).map((e) => e.textContent?.trim()))
  expect.soft(tall, `${where}: badges wrapped onto two lines`).toEqual([])
  // Source notes name rulebook files and public repositories (owner/name): citations, not ids.
  const text = (await page.locator('body').innerText())
    .replace(/\S+\.txt\b/g, '')
    .replace(/\b[\w.-]+\/[a-z0-9][a-z0-9-]*\b/g, '')
  const ids = ID_PATTERNS.flatMap((re) => text.match(new RegExp(re.source, 'g')) ?? [])
  expect.soft(ids, `${where}: internal ids in the visible text`).toEqual([])
  if (axeOn) expect.soft(await seriousViolations(page), `${where}: axe`).toEqual([])
  if (process.env.EVENING_TIMES) console.log(`${where}: ${Date.now() - t0} ms (at ${Date.now() - started} ms)`)
}
let started = Date.now()

async function keys(page: Page, seq: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  for (const k of seq) await page.keyboard.press(k)
}

async function ruleTheGalaxyToTheEnd(page: Page, size: string): Promise<void> {
  // A one-row board (a data correction) makes the first regroup push the units off it: the game ends.
  await page.goto('./#/settings')
  await page.getByTestId('fact-edit-rule-the-galaxy.board.size').click()
  await page.getByTestId('fact-input-rule-the-galaxy.board.size').fill('4, 1')
  await page.getByTestId('fact-save-rule-the-galaxy.board.size').click()
  await inspect(page, `${size} settings`)

  await createGame(page, { module: 'rule-the-galaxy', title: 'Evening galaxy', players: ['Ana', 'Ben', 'Cleo'] })
  await inspect(page, `${size} RtG table log`)
  await openTool(page, 'Setup')
  await keys(page, '12')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await inspect(page, `${size} RtG setup`)
  await page.getByTestId('rtg-start').click()
  await openTool(page, 'Play')
  await expect(page.getByTestId('deal')).toContainText('Enter Ana’s first card')
  await keys(page, 'rfc')
  await expect(page.getByTestId('unit-entry')).toBeVisible()
  await placeFirstUnits(page)
  await keys(page, 'pcb')
  await expect(page.getByTestId('drawn-card')).toHaveCount(3)
  await inspect(page, `${size} RtG play`)
  await keys(page, 'd')
  await expect(page.getByTestId('points-dialog')).toBeVisible()
  await inspect(page, `${size} RtG points dialog`)
  await page.getByTestId('points-dialog').getByRole('button', { name: 'Not now' }).click()
  await keys(page, 'ss')
  await keys(page, 'bssfss')
  await expect(page.getByTestId('game-over')).toContainText('everyone loses')
  await openTool(page, 'Board')
  await inspect(page, `${size} RtG board`)
  await openTool(page, 'Score')
  await inspect(page, `${size} RtG score`)
  await openTool(page, 'Play')
  await page.getByTestId('finish-rtg').click()
  await expect(page.getByTestId('game-finished')).toBeVisible()
  await openTool(page, 'Table log')
  await inspect(page, `${size} RtG finished`)
  await snap(page, `evening-rtg-${size}`)
  await page.goto('./#/settings')
  await page.getByTestId('fact-value-rule-the-galaxy.board.size').waitFor()
  await page.getByTestId('fact-rule-the-galaxy.board.size').getByRole('button', { name: 'Use built-in' }).click()
}

async function rebellionToRoundThree(page: Page, size: string): Promise<void> {
  await createGame(page, { module: 'rebellion', title: 'Evening rebellion', players: ['Leia', 'Vader'] })
  await expect(page.getByTestId('rebellion-setup')).toBeVisible()
  await page.getByTestId('record-options').click()
  await page.getByTestId('loyalty-app-draw').click()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Drawn by the app')
  await inspect(page, `${size} Rebellion setup`)
  for (const round of [2, 3]) {
    await openTool(page, 'Round')
    await keys(page, 'nnt')
    await expect(page.getByTestId('time-space')).toHaveText(String(round))
    if (round === 2) await inspect(page, `${size} Rebellion round`)
    await keys(page, 'n')
    await page.getByTestId('next-round-anyway').click()
    await expect(page.getByTestId('round-number')).toHaveText(String(round))
  }
  // Every other tab the game has (new tabs join the evening by themselves).
  const names = await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab').allInnerTexts()
  const rest = names.map((n) => n.trim()).filter((n) => !['Table log', 'Setup', 'Round'].includes(n))
  expect(rest).toEqual(expect.arrayContaining(['Systems', 'Build', 'Probe', 'Odds']))
  for (const tab of rest) {
    await openTool(page, tab)
    await page.waitForTimeout(200)
    await inspect(page, `${size} Rebellion ${tab}`)
  }
  await snap(page, `evening-rebellion-${size}`)
}

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`
  test(`an evening at ${name} (${size.theme} theme): Rule the Galaxy to the end, Rebellion to round 3`, async ({
    page,
  }) => {
    // About 40 s on an idle machine; generous for a loaded one.
    test.setTimeout(300_000)
    started = Date.now()
    axeOn = size.axe
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto('./#/settings')
    await page.getByTestId(`theme-${size.theme}`).click()
    await page.goto('./')
    await expect(page.getByTestId('home')).toBeVisible()
    await inspect(page, `${name} home`)
    await ruleTheGalaxyToTheEnd(page, name)
    await rebellionToRoundThree(page, name)
    await page.goto('./#/rules')
    await inspect(page, `${name} rules`)
    await page.goto('./')
    await inspect(page, `${name} home with two games`)
    expect(errors).toEqual([])
  })
}

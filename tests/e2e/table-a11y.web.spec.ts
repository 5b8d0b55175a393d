import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { createGame, openTool } from './support'

// Issue #17's accessibility points, measured: touch targets of "?" buttons, radios and checkboxes
// (44 × 44 px, the clickable area: the button, or the label a box is clicked through), colour
// contrast in both themes on the screens named in the issue, tabs with aria-selected and arrow keys,
// and the timeline list reachable by keyboard.

const MIN = 44

/** Every visible "?" button, checkbox and radio smaller than 44 × 44 px to click, by its name. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = []
    const visible = (r: DOMRect): boolean => r.width > 0 && r.height > 0
    for (const b of document.querySelectorAll<HTMLElement>('button')) {
      if (b.textContent?.trim() !== '?') continue
      const r = b.getBoundingClientRect()
      if (visible(r) && (r.width < min - 0.5 || r.height < min - 0.5))
        out.push(`"?" ${b.getAttribute('aria-label')}: ${Math.round(r.width)}×${Math.round(r.height)}`)
    }
    for (const i of document.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
      const own = i.getBoundingClientRect()
      const label = i.closest('label') ?? (i.id ? document.querySelector(`label[for="${i.id}"]`) : null)
      // A visually hidden radio (a card to pick) is clicked through its label alone.
      const area = label?.getBoundingClientRect() ?? own
      if (!visible(area)) continue
      const w = Math.max(area.width, own.width)
      const h = Math.max(area.height, own.height)
      if (w < min - 0.5 || h < min - 0.5)
        out.push(
          `${i.type} ${i.getAttribute('aria-label') ?? label?.textContent?.trim().slice(0, 40) ?? i.name}: ${Math.round(w)}×${Math.round(h)}`,
        )
    }
    return out
  }, MIN)
}

async function contrastProblems(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  return r.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`))
}

async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.goto('./#/settings')
  await page.getByTestId(`theme-${theme}`).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

test('"?" buttons, checkboxes and radios are at least 44 × 44 px to click on every screen that has them', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('./#/settings')
  await expect(page.getByTestId('settings')).toBeVisible()
  expect(await smallTargets(page), 'settings').toEqual([])
  await page.goto('./#/new/rebellion')
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  expect(await smallTargets(page), 'new game').toEqual([])

  await createGame(page, { module: 'rule-the-galaxy', players: ['Ana', 'Ben'] })
  expect(await smallTargets(page), 'table log').toEqual([])
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('finish-dialog')).toBeVisible()
  expect(await smallTargets(page), 'finish panel').toEqual([])
  await page.getByTestId('finish-dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('finish-dialog')).toHaveCount(0)
  await openTool(page, 'Setup')
  await expect(page.getByTestId('rtg-setup')).toBeVisible()
  expect(await smallTargets(page), 'RtG setup').toEqual([])
  // The big click area is real: a click at the edge of a "?" target opens its rule.
  const help = page.getByTestId('setup-step-deck').getByTestId('rule-help')
  const box = (await help.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(MIN)
  await page.mouse.click(box.x + 3, box.y + box.height / 2)
  await expect(page.getByTestId('rule-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await openTool(page, 'Play')
  await expect(page.getByTestId('deal')).toBeVisible()
  expect(await smallTargets(page), 'RtG play').toEqual([])

  await createGame(page, { module: 'rebellion', players: ['Leia', 'Vader'] })
  await expect(page.getByTestId('rebellion-setup')).toBeVisible()
  expect(await smallTargets(page), 'Rebellion setup').toEqual([])
  await openTool(page, 'Round')
  expect(await smallTargets(page), 'Rebellion round').toEqual([])
})

test('contrast ≥ 4.5:1 in both themes: key hints, the TIME badge, the Imperial loyalty button', async ({ page }) => {
  test.setTimeout(150_000)
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme)
    await createGame(page, { module: 'rule-the-galaxy', title: `Keys ${theme}`, players: ['Ana', 'Ben'] })
    await openTool(page, 'Setup')
    await page.getByTestId('rtg-start').click()
    await openTool(page, 'Play')
    await expect(page.getByTestId('deal').locator('kbd').first()).toBeVisible()
    expect(await contrastProblems(page), `${theme}: RtG play (key hints)`).toEqual([])

    await createGame(page, { module: 'rebellion', title: `Time ${theme}`, players: ['Leia', 'Vader'] })
    await page.getByTestId('record-options').click()
    await openTool(page, 'Round')
    await expect(page.getByText('TIME', { exact: true })).toBeVisible()
    expect(await contrastProblems(page), `${theme}: Rebellion round (TIME badge)`).toEqual([])
    await openTool(page, 'Systems')
    const table = page.getByTestId('systems-view-table')
    if (await table.count()) await table.click()
    const imperial = page.locator('[data-testid$="-imperial"][data-testid^="loyalty-"]').first()
    await imperial.click()
    await expect(imperial).toHaveAttribute('aria-pressed', 'true')
    expect(await contrastProblems(page), `${theme}: Rebellion systems (Imperial loyalty)`).toEqual([])
  }
})

test('tabs expose aria-selected and move with the arrow keys; the timeline list is reached with Tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await createGame(page, { module: 'rule-the-galaxy', players: ['Ana', 'Ben'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab')
  await expect(tabs).toHaveText(['Table log', 'Play', 'Setup', 'Board', 'Score'])
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'false')
  await tabs.nth(0).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Play' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Score' })).toBeVisible()
  await page.keyboard.press('Home')
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')

  // Tab from the page top reaches the timeline's list (it scrolls by keyboard).
  const list = page.getByTestId('timeline-list')
  await expect(list).toBeVisible()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  let reached = false
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await list.evaluate((el) => el === document.activeElement)
  }
  expect(reached).toBe(true)
})

test('every screen: the trade controls share one size, the objective positions are in order, icons have a legend', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'rule-the-galaxy', players: ['Ana', 'Ben'] })
  await openTool(page, 'Setup')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await openTool(page, 'Play')
  const trade = page.getByTestId('trade-form')
  await expect(trade).toBeVisible()
  const sizes = await trade
    .locator('select, button.btn')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          [
            e.tagName,
            Math.round(e.getBoundingClientRect().width),
            Math.round(e.getBoundingClientRect().height),
          ] as const,
      ),
    )
  expect(sizes).toHaveLength(4)
  expect(new Set(sizes.map(([, , h]) => h)).size).toBe(1)
  expect(new Set(sizes.filter(([t]) => t === 'SELECT').map(([, w]) => w)).size).toBe(1)

  await createGame(page, { module: 'rebellion', players: ['Leia', 'Vader'] })
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('record-options').click()
  for (const [stage, n] of [
    ['I', '10'],
    ['II', '8'],
    ['III', '8'],
  ] as const)
    await page.getByTestId(`pile-${stage}`).fill(n)
  await page.getByTestId('objectives-app-draw').click()
  const picks = page.getByTestId('objective-outcome').locator('li')
  await expect(picks).toHaveCount(3)
  for (const li of await picks.all()) {
    const nums = ((await li.innerText()).match(/:\s*([\d, ]+)\s+of/)?.[1] ?? '').split(',').map(Number)
    expect(nums.length).toBeGreaterThanOrEqual(4)
    expect(nums).toEqual([...nums].sort((a, b) => a - b))
  }
  await openTool(page, 'Build')
  await expect(page.getByTestId('icon-legend').first()).toContainText('blue = space units')
  await expect(page.getByTestId('icon-legend').first()).toContainText('green = ground units')
  await openTool(page, 'Systems')
  const table = page.getByTestId('systems-view-table')
  if (await table.count()) await table.click()
  await expect(page.getByTestId('icon-legend')).toContainText('blue = space units')
})

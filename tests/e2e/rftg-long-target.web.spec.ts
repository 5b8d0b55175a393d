import { expect, test, type Locator, type Page } from '@playwright/test'
import { snap } from './support'
import { overflows } from './german-support'
import { pickTarget, takeoverTable } from './rftg-support'

// Rebel vs Imperium's takeover calculator names each target world with its defence. World names are
// typed by the players (up to 60 letters): a long one must be read whole, in German at 800 px (half
// a wide screen) as in English at 1280 px. A select showed only its first 20-odd letters there.

const LONG = 'Rebellen-Widerstandsstützpunkt der äußeren Randwelten'

/**
 * The texts of `part` that do not show whole: a select's chosen option wider than the box, or a text
 * that reaches past its own box or past `part`. [] when everything can be read.
 */
function cutIn(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const cut: string[] = []
    const pen = document.createElement('canvas').getContext('2d')!
    for (const select of [root, ...root.querySelectorAll('*')].filter((e) => e instanceof HTMLSelectElement)) {
      const style = getComputedStyle(select)
      pen.font = style.font
      const text = select.selectedOptions[0]?.text ?? ''
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      if (pen.measureText(text).width > room) cut.push(text)
    }
    const edge = root.getBoundingClientRect().right
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!
      if (!node.textContent!.trim() || box.closest('select')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const past = [...range.getClientRects()].some((r) => r.right > edge + 1)
      if (past || box.scrollWidth > box.clientWidth + 1) cut.push(node.textContent!.trim())
    }
    return cut
  })
}

/** Ana (Imperium Seat) against Bo, who holds the long-named Rebel world and a short one. */
async function table(page: Page): Promise<void> {
  await takeoverTable(page, {
    p1: [{ military: 5, imperiumCards: 1 }, ['imperiumSeat']],
    p2: [
      { military: 1 },
      [],
      [
        { name: LONG, defence: 4, rebel: true },
        { name: 'Rebel Outpost', defence: 2, rebel: true },
      ],
    ],
  })
}

test('a long target world name reads whole in German at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 })
  await table(page)
  const game = page.url()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(game)
  const target = page.getByTestId('target')
  await expect(page.getByTestId('verdict-text')).toHaveText('Übernahme gelingt (5 gegen 5, Abstand +0)')
  expect(await cutIn(target)).toEqual([])
  await expect(target.locator('label')).toHaveText([
    `${LONG} (Verteidigung 4, Rebellen)`,
    'Rebel Outpost (Verteidigung 2, Rebellen)',
  ])
  expect(await overflows(page)).toBe(false)
  await target.scrollIntoViewIfNeeded()
  await snap(page, 'rftg-long-target-de-800')
  // The other world is chosen as before, and the calculator follows it.
  await pickTarget(page, 'Rebel Outpost (Verteidigung 2, Rebellen)')
  await expect(page.getByTestId('verdict-text')).toHaveText('Übernahme gelingt (5 gegen 3, Abstand +2)')
})

test('a long target world name reads whole in English at 1280 px', async ({ page }) => {
  await table(page)
  const target = page.getByTestId('target')
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover succeeds (5 against 5, margin +0)')
  expect(await cutIn(target)).toEqual([])
  await expect(target.locator('label')).toHaveText([`${LONG} (defence 4, Rebel)`, 'Rebel Outpost (defence 2, Rebel)'])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'rftg-long-target-en-1280')
})

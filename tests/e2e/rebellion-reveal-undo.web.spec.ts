import { expect, test, type Page } from '@playwright/test'
import { modKey, openTool, rebellionWithBase, snap } from './support'

// The base the board revealed on its own (an AT-AT placed in the recorded base's system): the
// change's timeline line says so, and undo hides the base again with a notice, redo reveals it again
// with another, in English and in German. Before, undo hid the base without a word.

const notice = (page: Page, text: string) => page.getByTestId('notice').filter({ hasText: text })
async function key(page: Page, k: string): Promise<void> {
  await page.getByRole('heading', { level: 2 }).first().click()
  await page.keyboard.press(k)
}

test('an automatic reveal: its timeline line names it; undo and redo say what they do to the base', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await rebellionWithBase(page, 'Hidden base')

  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('bothawui')
  await page.getByTestId('forces-text-empire').fill('1 at-at')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(
    notice(page, 'The Rebel base is revealed in Bothawui: the units and leaders on the Rebel Base space moved there.'),
  ).toBeVisible()
  const line = page.getByTestId('timeline-event').first()
  await expect(line).toContainText('Empire: 1 AT-AT placed in Bothawui — Rebel base revealed in Bothawui')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('6')

  await key(page, `${modKey()}+z`)
  await expect(
    notice(
      page,
      'Undid: the Rebel base in Bothawui is hidden again, and the units and leaders the reveal moved there are back on the Rebel Base space.',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('3')
  // The undone line keeps its own words, struck through; the note went with the reveal.
  await expect(page.locator('[data-testid="timeline-event"][data-undone="true"]')).toContainText(
    'Empire: 1 AT-AT placed in Bothawui',
  )
  await expect(page.locator('[data-testid="timeline-event"][data-undone="true"]')).not.toContainText('revealed')
  await snap(page, 'rebellion-reveal-undone')

  await key(page, `${modKey()}+Shift+z`)
  await expect(
    notice(
      page,
      'Redid: the Rebel base is revealed in Bothawui again: the units and leaders on the Rebel Base space moved there.',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('6')

  // The game opened afresh on the shared Table log tab (no Rebellion tab shown yet): undo and redo
  // still say it.
  const gameUrl = page.url()
  await page.goto(gameUrl.replace(/(#\/game\/[^/]+)\/.*$/, '$1'))
  await page.reload()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await expect(page.getByTestId('timeline')).toContainText('— Rebel base revealed in Bothawui')
  await key(page, `${modKey()}+z`)
  await expect(notice(page, 'Undid: the Rebel base in Bothawui is hidden again')).toBeVisible()
  await key(page, `${modKey()}+Shift+z`)
  await expect(notice(page, 'Redid: the Rebel base is revealed in Bothawui again')).toBeVisible()

  // In German: the same undo says it in German, and the redone line's note too.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
  await expect(page.getByTestId('timeline')).toContainText(
    'Imperium: 1 AT-AT in Bothawui aufgestellt — Rebellenbasis in Bothawui aufgedeckt',
  )
  await key(page, `${modKey()}+z`)
  await expect(
    notice(
      page,
      'Rückgängig gemacht: Die Rebellenbasis in Bothawui ist wieder verborgen, und die Einheiten und Anführer, die beim Aufdecken dorthin zogen, stehen wieder auf dem Feld der Rebellenbasis.',
    ),
  ).toBeVisible()
  await key(page, `${modKey()}+Shift+z`)
  await expect(
    notice(
      page,
      'Wiederhergestellt: Die Rebellenbasis ist wieder in Bothawui aufgedeckt: Die Einheiten und Anführer vom Feld der Rebellenbasis sind dorthin gezogen.',
    ),
  ).toBeVisible()
  await snap(page, 'rebellion-reveal-redone-de')
  expect(errors).toEqual([])
})

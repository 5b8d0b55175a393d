import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap, writesSettled } from './support'

// The Systems table's loyalty buttons in German at 800 px: the longer labels put them on three lines
// in a row of the table. Each line is the picker's whole width, so the chosen loyalty's colour fills
// its line and no separator stands loose at a line's end (before, each button kept its own width:
// „Neutral“ coloured only part of its line, with a stray line beside „Imperial“).

/** Each loyalty button of Mon Calamari's picker: its top and how far it falls short of the picker's width. */
async function buttons(page: Page): Promise<{ top: number; short: number }[]> {
  return page
    .getByTestId('system-mon-calamari')
    .getByRole('group')
    .evaluate((group) => {
      const box = group.getBoundingClientRect()
      const inner = box.width - 2 // the picker's 1px border on each side
      return [...group.querySelectorAll('button')].map((b) => {
        const r = b.getBoundingClientRect()
        return { top: Math.round(r.top - box.top), short: Math.round(inner - r.width) }
      })
    })
}

test('loyalty buttons on three lines fill the picker’s width; on one line they sit side by side', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await createGame(page, { module: 'rebellion', title: 'Schmale Tafel', players: ['Ana', 'Ben'] })
  const url = page.url()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(url)
  await openTool(page, 'Aufbau')
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('record-options').click()
  await writesSettled(page)
  await openTool(page, 'Systeme')
  await page.getByTestId('loyalty-mon-calamari-neutral').click()
  await expect(page.getByTestId('loyalty-mon-calamari-neutral')).toHaveAttribute('aria-pressed', 'true')

  const narrow = await buttons(page)
  // Three lines, each as wide as the picker.
  expect(new Set(narrow.map((b) => b.top)).size).toBe(3)
  expect(narrow.map((b) => b.short)).toEqual([0, 0, 0])
  await snap(page, 'de-rebellion-loyalty-wrapped')

  // Wide enough: one line, the three buttons side by side.
  await page.setViewportSize({ width: 1400, height: 900 })
  await expect.poll(async () => new Set((await buttons(page)).map((b) => b.top)).size).toBe(1)
})

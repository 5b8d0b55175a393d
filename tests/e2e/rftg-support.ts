import { expect, type Page } from '@playwright/test'

/** A one-key shortcut, pressed with the focus off any field (a key typed in a field is the field's). */
export async function press(page: Page, key: string, times = 1): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  for (let i = 0; i < times; i++) await page.keyboard.press(key)
}

/** Fills one player's tableau card: numbers, ticked flags, then each world, and saves it. */
export async function tableau(
  page: Page,
  player: string,
  numbers: Record<string, number>,
  flags: string[],
  worlds: { name: string; defence: number; rebel: boolean }[],
): Promise<void> {
  for (const [k, v] of Object.entries(numbers)) await page.getByTestId(`${player}-${k}`).fill(String(v))
  for (const f of flags) await page.getByTestId(`${player}-${f}`).check()
  for (const w of worlds) {
    await page.getByTestId(`${player}-world-name`).fill(w.name)
    await page.getByTestId(`${player}-world-defence`).fill(String(w.defence))
    if (w.rebel) await page.getByTestId(`${player}-world-rebel`).check()
    await page.getByTestId(`${player}-add-world`).click()
  }
  await page.getByTestId(`${player}-save`).click()
  await expect(page.getByTestId(`${player}-save`)).toBeDisabled()
}

/** The drafts kept in localStorage, as "<screen>.<player>" (drafts.ts keys without game), sorted. */
export function keptDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('holotable.rftg.draft.'))
      .map((k) => k.split('.').slice(4).join('.'))
      .sort(),
  )
}

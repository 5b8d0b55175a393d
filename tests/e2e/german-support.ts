import type { Locator, Page } from '@playwright/test'

// What the German screens' specs share: finding English left on a German screen, and a screen that
// scrolls sideways (a German word too long for its place).

/** A finder of the given English words (whole words only) in the text of one or more parts of the page. */
export function englishInWith(words: readonly string[]): (parts: Locator | Locator[]) => Promise<string[]> {
  return async (parts) => {
    const text = (await Promise.all([parts].flat().map((p) => p.innerText()))).join('\n')
    return words.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'u').test(text))
  }
}

/** Whether the page is wider than the window. */
export function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
}

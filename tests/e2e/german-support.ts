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

/**
 * The words of one part of the page that break across lines (a long German word squeezed into a
 * narrow card: "Rebellenallian" / "z"); [] when every word keeps to one line.
 */
export function wordsBrokenIn(part: Locator): Promise<string[]> {
  return part.evaluate((el) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, m.index)
        range.setEnd(node, m.index + m[0].length)
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (tops.size > 1) broken.push(m[0])
      }
    }
    return broken
  })
}

/** How many lines the text of one part of the page takes. */
export function linesOf(part: Locator): Promise<number> {
  return part.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
  })
}

import { expect, type Page } from '@playwright/test'
import { overflows } from './german-support'

// Checks of a screen in a narrow browser window (narrow-browser and narrow-dialogs specs).

/**
 * Parts of the main area (or `root`) that run past the box that clips them (a card, a segmented control, a list
 * that scrolls): the third phase button or a note's "Delete" cut off. A table or board inside its
 * own sideways scroller (.table-scroll, .board-wrap) is meant to scroll; visually hidden text is
 * clipped on purpose.
 */
export function clippedParts(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((root) => {
    const cut: string[] = []
    for (const el of Array.from(document.querySelectorAll(`${root} *`))) {
      const right = el.getBoundingClientRect().right
      let box = el.parentElement
      while (box && box !== document.body && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
      if (!box || box === document.body) continue
      const clip = box.getBoundingClientRect()
      if (box.matches('.table-scroll, .board-wrap') || clip.width < 4) continue
      if (right > clip.right + 1) cut.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
    }
    return cut
  }, root)
}

/**
 * Parts of the main area drawn outside their card without anything clipping them (a chart's row
 * label running out past the card's left edge): visually hidden text and what scrolls inside a
 * table's own scroller are left out.
 */
export function partsOutsideTheirCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const el of Array.from(document.querySelectorAll('main .card *'))) {
      if (el.closest('.visually-hidden, .table-scroll, .board-wrap, .table-wrap')) continue
      const style = getComputedStyle(el)
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.position === 'fixed') continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const card = el.closest('.card')!.getBoundingClientRect()
      if (box.left < card.left - 1 || box.right > card.right + 1) {
        const text = el.textContent?.trim().slice(0, 24)
        out.push(
          `${el.tagName.toLowerCase()}${text ? ` “${text}”` : ''} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(card.left)}–${Math.round(card.right)})`,
        )
      }
    }
    return out
  })
}

/** Tick boxes of the main area squeezed out of square by a long title beside them (a thin line at 360 px). */
export function squashedTickBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main [role="checkbox"] .box, main input[type="checkbox"]')).flatMap((el) => {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || Math.abs(box.width - box.height) <= 2) return []
      return [
        `the tick box of “${el.closest('li, label, button')?.textContent?.trim().slice(0, 24)}” is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
      ]
    }),
  )
}

/**
 * Words of the main area (or `root`) broken between two letters ("Re / d", "Sturmtr / uppler"), as "word (tag)".
 * A break after a hyphen, slash, dot or soft hyphen is the word's own; visually hidden text is clipped on purpose.
 */
export function wordsBrokenMidWord(page: Page, root = 'main'): Promise<string[]> {
  return page.locator(root).evaluate((main) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const part = node.parentElement!
      if (part.closest('.visually-hidden, option') || getComputedStyle(part).clip === 'rect(0px, 0px, 0px, 0px)')
        continue
      for (const word of node.textContent!.matchAll(/\S+/g)) {
        let lastTop: number | null = null
        for (let i = 0; i < word[0].length; i++) {
          const range = document.createRange()
          range.setStart(node, word.index + i)
          range.setEnd(node, word.index + i + 1)
          // (the last box: a letter after a soft hyphen that broke also boxes the hyphen drawn before it)
          const box = [...range.getClientRects()].filter((r) => r.width > 0).at(-1)
          if (!box) continue
          const after = word[0][i - 1] ?? ''
          if (lastTop !== null && box.top > lastTop + 2 && !/[-/–.\u00ad]/.test(after)) {
            broken.push(`${word[0]} (${part.tagName.toLowerCase()})`)
            break
          }
          lastTop = box.top
        }
      }
    }
    return broken
  })
}

/**
 * Sideways scrollers of the main area that overflow yet cannot be reached by keyboard: each must be a
 * named region in the tab order while its content is wider than it (and not one while it fits).
 */
export function unreachableScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .table-scroll, main .table-wrap, main .board-wrap')].flatMap(
      (el) => {
        if (el.getClientRects().length === 0) return []
        const overflows = el.scrollWidth > el.clientWidth + 1
        const reachable = el.tabIndex === 0 && el.getAttribute('role') === 'region' && !!el.getAttribute('aria-label')
        if (overflows === reachable) return []
        const what = el.querySelector('caption, th, td')?.textContent?.trim().slice(0, 20) ?? el.className
        return [`${overflows ? 'not reachable' : 'a tab stop though it fits'}: “${what}”`]
      },
    ),
  )
}

/**
 * What does not fit when the window is made `width` px wide at this point of a game (420: a third of
 * a laptop's screen; 360: phone-narrow): a page that scrolls sideways, a part cut off, a word broken
 * mid-word. The window gets its size back after.
 */
export async function unfitAt(page: Page, width: number): Promise<string[]> {
  const size = page.viewportSize()!
  await page.setViewportSize({ width, height: size.height })
  const problems: string[] = []
  // (the layout settles over a frame or two: a container query, a ResizeObserver)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  if (wide > 0) problems.push(`the page scrolls ${wide} px sideways`)
  problems.push(...(await clippedParts(page)).map((c) => `${c} cut off`))
  problems.push(...(await wordsBrokenMidWord(page)).map((w) => `${w} broken mid-word`))
  problems.push(...(await partsOutsideTheirCard(page)).map((w) => `${w} outside its card`))
  problems.push(...(await squashedTickBoxes(page)))
  await page.setViewportSize(size)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  return problems
}

/** What is wrong with the open dialog `testid` in a window `width` px wide (nothing: []). */
export async function dialogDoesNotFit(page: Page, testid: string, width: number): Promise<string[]> {
  const root = `[data-testid="${testid}"]`
  const dialog = page.locator(root)
  await expect(dialog).toBeVisible()
  const problems: string[] = []
  const box = (await dialog.boundingBox())!
  if (box.x < 0 || box.x + box.width > width + 0.5) problems.push(`${testid}: ${box.x}–${box.x + box.width} px`)
  if (await overflows(page)) problems.push(`${testid}: the page scrolls sideways`)
  const cut = await clippedParts(page, root)
  if (cut.length) problems.push(`${testid}: ${cut.slice(0, 3).join(', ')} cut off`)
  const broken = await wordsBrokenMidWord(page, root)
  if (broken.length) problems.push(`${testid}: ${broken.slice(0, 3).join(', ')} broken mid-word`)
  for (const button of await dialog.getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded()
    const b = await button.boundingBox()
    const name = (await button.textContent())?.trim()
    if (b && (b.x < 0 || b.x + b.width > width + 0.5)) problems.push(`${testid}: “${name}” past the window's edge`)
    // Nothing painted over it (a notice over the dialog's buttons). The open dialog turns pointer
    // events off outside it, which hides what lies over it from hit-testing: on again for the test.
    const onTop = await button.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const before = document.body.style.pointerEvents
      document.body.style.pointerEvents = 'auto'
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      document.body.style.pointerEvents = before
      return !!hit && el.contains(hit)
    })
    if (!onTop) problems.push(`${testid}: “${name}” is covered`)
  }
  return problems
}

// A table scrolling sideways inside its card (composables/scroll-region.ts) is a named region in the
// tab order while it overflows, so the keyboard can reach its hidden columns, and a plain box again
// once it fits (no extra tab stop in a wide window).
// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { markScrollRegion } from '../../../src-renderer/composables/scroll-region'

/** A scroller `content` px wide inside a box `box` px wide, in a card with the given heading. */
function scroller(box: number, content: number, inner = '<table><tr><td>1</td></tr></table>'): HTMLElement {
  document.body.innerHTML = `<section class="card"><h3>  Face table
    used <span class="badge warn">Verify</span> <button type="button">?</button></h3><div class="table-scroll">${inner}</div></section>`
  const el = document.querySelector<HTMLElement>('.table-scroll')!
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => box })
  Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => content })
  return el
}

const attributes = (el: HTMLElement) => ({
  tabindex: el.getAttribute('tabindex'),
  role: el.getAttribute('role'),
  label: el.getAttribute('aria-label'),
})

describe('a table that scrolls inside its card', () => {
  it('is a focusable region named after its card’s heading (its own words, without a badge or the rule button) while it is wider than its box', () => {
    const el = scroller(300, 420)
    markScrollRegion(el)
    expect(attributes(el)).toEqual({ tabindex: '0', role: 'region', label: 'Face table used' })
  })

  it('takes its table’s caption or label, or the label it is given, before the heading', () => {
    const captioned = scroller(300, 420, '<table><caption>Unit values</caption><tr><td>1</td></tr></table>')
    markScrollRegion(captioned)
    expect(captioned.getAttribute('aria-label')).toBe('Unit values')
    const board = scroller(300, 420, '<div role="table" aria-label="Board, lanes by rows"></div>')
    markScrollRegion(board)
    expect(board.getAttribute('aria-label')).toBe('Board, lanes by rows')
    const labelled = scroller(300, 420)
    markScrollRegion(labelled, 'Standings')
    expect(labelled.getAttribute('aria-label')).toBe('Standings')
  })

  it('is a plain box when everything fits, and again once the window is wide enough', () => {
    const el = scroller(300, 301) // a pixel of rounding is not overflow
    markScrollRegion(el)
    expect(attributes(el)).toEqual({ tabindex: null, role: null, label: null })
    Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => 500 })
    markScrollRegion(el)
    expect(attributes(el).tabindex).toBe('0')
    Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => 500 })
    markScrollRegion(el)
    expect(attributes(el)).toEqual({ tabindex: null, role: null, label: null })
  })
})

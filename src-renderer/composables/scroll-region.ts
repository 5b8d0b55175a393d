// A table wider than its card scrolls sideways inside it (.table-scroll). Someone without a mouse
// then needs to reach the hidden columns: while it overflows, the scroller is a named region in the
// tab order (arrow keys scroll it), as axe's scrollable-region-focusable asks. While everything fits
// it is neither, so a wide window gets no extra tab stop.
import type { Directive } from 'vue'

/**
 * The name a scroller takes while it overflows: its own label, its table's name (a labelled table, a
 * caption), else its card's heading.
 */
function regionName(el: HTMLElement, label: string | undefined): string {
  if (label) return label
  const tableLabel = el.querySelector('table[aria-label], [role="table"][aria-label]')?.getAttribute('aria-label')
  if (tableLabel) return tableLabel
  const named =
    el.querySelector('caption') ?? el.closest('section, details, .card')?.querySelector('h2, h3, h4, summary')
  if (!named) return ''
  // the heading's own words, without its "?" rule button or a "Verify" badge beside them
  const words = named.cloneNode(true) as HTMLElement
  for (const extra of words.querySelectorAll('button, a, .badge')) extra.remove()
  return words.textContent?.trim().replace(/\s+/g, ' ') ?? ''
}

/**
 * Makes `el` a focusable, named region while its content is wider than it, and a plain box again
 * once it fits (a name it cannot find leaves it unnamed but still focusable).
 */
export function markScrollRegion(el: HTMLElement, label?: string): void {
  const overflows = el.scrollWidth > el.clientWidth + 1
  if (overflows) {
    el.tabIndex = 0
    el.setAttribute('role', 'region')
    const name = regionName(el, label)
    if (name) el.setAttribute('aria-label', name)
    else el.removeAttribute('aria-label')
  } else if (el.hasAttribute('tabindex')) {
    el.removeAttribute('tabindex')
    el.removeAttribute('role')
    el.removeAttribute('aria-label')
  }
}

/** Each scroller's observer and its label as now bound (a label in the player's language follows it). */
const watching = new WeakMap<HTMLElement, { observer: ResizeObserver; label: string | undefined }>()

/**
 * `v-scroll-region` (optionally `="label"`) on a `.table-scroll`: checked again whenever the box or
 * its content changes size (a window resized, a column added, another language).
 */
export const vScrollRegion: Directive<HTMLElement, string | undefined> = {
  mounted(el, binding) {
    if (typeof ResizeObserver === 'undefined') return markScrollRegion(el, binding.value)
    const observer = new ResizeObserver(() => markScrollRegion(el, watching.get(el)?.label))
    watching.set(el, { observer, label: binding.value })
    observer.observe(el)
    if (el.firstElementChild) observer.observe(el.firstElementChild)
  },
  updated(el, binding) {
    if (binding.value === binding.oldValue) return
    const watched = watching.get(el)
    if (watched) watched.label = binding.value
    markScrollRegion(el, binding.value)
  },
  unmounted(el) {
    watching.get(el)?.observer.disconnect()
    watching.delete(el)
  },
}

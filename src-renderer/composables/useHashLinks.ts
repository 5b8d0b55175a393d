// Links the router follows without a RouterLink each. A list of many links (Home's cards and rows)
// draws them as plain <a href="#/…">: a RouterLink is a component with its own resolved route and
// computeds, and Home's thirty of them cost the first screen several milliseconds.
import type { Router } from 'vue-router'

/** The link to a game's screen in the app's hash history. */
export function gameHref(id: string): string {
  return `#/game/${encodeURIComponent(id)}`
}

/**
 * A click handler for such links: a plain click is followed through the router (its guards run as
 * for any navigation); a click with a modifier key or another button is left to the browser, as
 * RouterLink leaves it.
 */
export function followLink(router: Router): (e: MouseEvent) => void {
  return (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const href = (e.currentTarget as HTMLAnchorElement | null)?.getAttribute('href')
    if (!href?.startsWith('#/')) return
    e.preventDefault()
    void router.push(href.slice(1))
  }
}

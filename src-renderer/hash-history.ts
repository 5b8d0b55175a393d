// vue-router's hash history, minus one write to the browser's history at a start. Made on a page
// whose history entry has no state yet (a start, not a reload), vue-router writes its state there
// at once; its first navigation then writes the very same URL and state again. Each write is a
// message to the browser (about 1 ms of the first screen here), so that second one is left out
// when it would change nothing. Every other write goes through (tests/unit/renderer/hash-history).
import { createWebHashHistory, type RouterHistory } from 'vue-router'

export function hashHistory(): RouterHistory {
  const fresh = window.history.state === null
  const history = createWebHashHistory()
  const replace = history.replace.bind(history)
  let first = true
  history.replace = (to, data) => {
    const unchanged = first && fresh && to === history.location && sameAsNow(data)
    first = false
    if (!unchanged) replace(to, data)
  }
  return history
}

/** Whether the history entry's state already holds each of these values. */
function sameAsNow(data: Record<string, unknown> | undefined): boolean {
  const now = window.history.state as Record<string, unknown> | null
  return now !== null && Object.entries(data ?? {}).every(([key, value]) => now[key] === value)
}

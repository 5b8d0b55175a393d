// vue-router's hash history, with two writes to the browser's history taken off the first screen.
// Made on a page whose history entry has no state yet (a start, not a reload), vue-router writes
// its state there at once, and its first navigation writes the very same URL and state again. Each
// write is a message to the browser (1–2 ms of a start here). The first is made once the first
// screen is painted instead (first-paint.ts; only if nothing was written meanwhile and the address
// is still the start's), and the second is left out when it would change nothing. vue-router keeps
// its own copy of the state, so its navigations read the same either way; every other write goes
// through at once (tests/unit/renderer/hash-history).
import { createWebHashHistory, type RouterHistory } from 'vue-router'
import { afterFirstPaint } from './first-paint'

type Write = Parameters<History['replaceState']>

export function hashHistory(): RouterHistory {
  const browser = window.history
  const fresh = browser.state === null
  let held: Write | undefined
  const history = fresh ? holdingFirstWrite(browser, (write) => (held = write)) : createWebHashHistory()
  const replace = history.replace.bind(history)
  let first = true
  history.replace = (to, data) => {
    // The start's state: still held, or written already (a start that waited, for German messages).
    const unchanged = first && fresh && to === history.location && holds(held?.[0] ?? browser.state, data)
    first = false
    if (!unchanged) replace(to, data)
  }
  if (held !== undefined) {
    const startAddress = window.location.href
    afterFirstPaint(() => {
      if (held !== undefined && browser.state === null && window.location.href === startAddress)
        browser.replaceState(...held)
      held = undefined
    })
  }
  return history
}

/** vue-router's hash history, made with its first write to the browser's history handed to `hold`. */
function holdingFirstWrite(browser: History, hold: (write: Write) => void): RouterHistory {
  const own = Object.getOwnPropertyDescriptor(browser, 'replaceState')
  // (Were there ever two writes here, the last is what the entry would end up holding.)
  browser.replaceState = (...write: Write) => hold(write)
  try {
    return createWebHashHistory()
  } finally {
    if (own) Object.defineProperty(browser, 'replaceState', own)
    else delete (browser as { replaceState?: unknown }).replaceState
  }
}

/** Whether a state written holds each of these values. */
function holds(state: unknown, data: Record<string, unknown> | undefined): boolean {
  if (state === null || typeof state !== 'object') return false
  return Object.entries(data ?? {}).every(([key, value]) => (state as Record<string, unknown>)[key] === value)
}

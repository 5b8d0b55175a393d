// A prompt the app raises because of what the player did (new units due after "End turn", a fire
// marker to turn up, the reshuffle, the end of the game) often appears at the top of a long tab while
// the click was at the bottom. When it appears it scrolls into view and takes the focus, so neither
// the eye nor the keyboard has to hunt for it. A player typing in a field keeps the focus.
import { nextTick, watch, type WatchSource } from 'vue'
import { isTypingTarget } from './useShortcut'

/** Several prompts appearing together: the first one in the page takes the focus. */
let claimed = false

export function usePromptFocus(target: WatchSource<HTMLElement | null>): void {
  watch(target, async (el, before) => {
    if (!el || before) return
    await nextTick()
    if (claimed || !el.isConnected) return
    if (isTypingTarget(document.activeElement) || document.querySelector('[role="dialog"]')) return
    claimed = true
    setTimeout(() => (claimed = false), 0)
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
    el.scrollIntoView({ block: 'nearest' })
    el.focus({ preventScroll: true })
  })
}

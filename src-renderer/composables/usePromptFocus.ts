// A prompt the app raises because of what the player did (new units due after "End turn", a fire
// marker to turn up, the reshuffle, the end of the game) often appears at the top of a long tab while
// the click was at the bottom. When it appears it scrolls into view and takes the focus, so neither
// the eye nor the keyboard has to hunt for it. A player typing in a field keeps the focus.
import { nextTick, watch, type WatchSource } from 'vue'
import { isTypingTarget } from './useShortcut'

/**
 * Prompts that appeared with one change (one render), gathered until the render is done: the first
 * of them in the page takes the focus. Gathered per render, not held for a while after: a timeout
 * runs late in a browser busy with input, and a prompt raised by the player's next keypress was then
 * refused the focus as if it had come with the first (seen in an e2e under load).
 */
let appeared: HTMLElement[] | null = null

function focusFirstOf(prompts: readonly HTMLElement[]): void {
  const shown = prompts.filter((el) => el.isConnected)
  if (shown.length === 0) return
  if (isTypingTarget(document.activeElement) || document.querySelector('[role="dialog"]')) return
  const first = shown.reduce((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? b : a))
  if (!first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1')
  first.scrollIntoView({ block: 'nearest' })
  first.focus({ preventScroll: true })
}

export function usePromptFocus(target: WatchSource<HTMLElement | null>): void {
  watch(target, (el, before) => {
    if (!el || before) return
    if (appeared) {
      appeared.push(el)
      return
    }
    appeared = [el]
    void nextTick().then(() => {
      const prompts = appeared ?? []
      appeared = null
      focusFirstOf(prompts)
    })
  })
}

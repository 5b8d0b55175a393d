// Keys pressed while a tab's code is still loading (opened before the idle warm-up reached it) would
// reach no screen: the tab's own shortcuts are not listening yet. A loading screen keeps them and
// presses them again, in order, once the screen is there; not if the player left it meanwhile.
import { isTypingTarget, modalOpen } from '../composables/useShortcut'

/**
 * Whether a loading screen keeps this key: a one-key shortcut (one character, no Ctrl/⌘/Alt, not a
 * held key's repeat, not Space, which presses the focused button), not typed into a field, not
 * under a dialog, and not taken already by the app or the game screen.
 */
function keeps(e: KeyboardEvent): boolean {
  return (
    !e.defaultPrevented &&
    e.key.length === 1 &&
    e.key !== ' ' &&
    !e.ctrlKey &&
    !e.metaKey &&
    !e.altKey &&
    !e.repeat &&
    !isTypingTarget(e.target) &&
    !modalOpen()
  )
}

export interface KeysWhileLoading {
  /** The screen is there: its keys are pressed again for it (in the next task, once it is mounted). */
  pressAgain(): void
  /** The screen was left before it came: its keys are forgotten. */
  forget(): void
}

/** Starts keeping the keys pressed from now on (call it where the loading screen is set up). */
export function keepKeysWhileLoading(): KeysWhileLoading {
  const keys: KeyboardEventInit[] = []
  // Listened to last, after the app's and the game screen's own listeners (set up before it).
  const listener = (e: KeyboardEvent): void => {
    if (keeps(e)) keys.push({ key: e.key, code: e.code, shiftKey: e.shiftKey, bubbles: true, cancelable: true })
  }
  window.addEventListener('keydown', listener)
  const stop = (): void => window.removeEventListener('keydown', listener)
  return {
    pressAgain() {
      stop()
      if (keys.length === 0) return
      setTimeout(() => {
        // Where a key pressed now would go: the element with the focus.
        for (const init of keys.splice(0))
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', init))
      }, 0)
    },
    forget() {
      stop()
      keys.length = 0
    },
  }
}

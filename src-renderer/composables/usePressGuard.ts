// One press of a button, one change. A button whose change is built from the state when it is
// written (Next phase, Deploy) would act twice on a double click or on two presses in one instant:
// the second press reads the state the first one already changed (the next phase, the next unit
// waiting at the same row). A guarded press is no press while the one before it is still being
// written, and the second click of a mouse double click (`detail` 2) is no press at all. A press
// after the write has landed acts as usual, so a person who means to press twice still can.
// Presses that do not go through `press` (a screen's own keys) are never held back by it.
import { ref } from 'vue'

export function usePressGuard() {
  /** A guarded press is being written. */
  const writing = ref(false)

  /**
   * Runs `write` for this press unless it is the second click of a double click or a guarded press
   * is still being written; resolves with what `write` gave, or undefined for no press.
   */
  async function press<T>(e: Pick<MouseEvent, 'detail'>, write: () => Promise<T>): Promise<T | undefined> {
    if (e.detail >= 2 || writing.value) return undefined
    writing.value = true
    try {
      return await write()
    } finally {
      writing.value = false
    }
  }

  return { writing, press }
}

import { isMac } from '../platform/bridge'
import { modalOpen, useShortcut } from './useShortcut'

/**
 * Ctrl+Z / Ctrl+Shift+Z (Cmd on macOS; Ctrl+Y too elsewhere) undo and redo the game log.
 * Inside a field the keys keep their usual meaning (undo typing). Held down, they repeat. While a
 * modal dialog is open they do nothing: the dialog shows values an undo behind it would change
 * (Finish game's scores), so the game waits until it is closed.
 */
export function useUndoShortcuts(undo: () => unknown, redo: () => unknown): void {
  useShortcut((e) => {
    const mod = isMac() ? e.metaKey : e.ctrlKey
    if (!mod || e.altKey || modalOpen()) return
    const key = e.key.toLowerCase()
    if (key === 'z' && !e.shiftKey) {
      e.preventDefault()
      void undo()
    } else if ((key === 'z' && e.shiftKey) || (key === 'y' && !isMac())) {
      e.preventDefault()
      void redo()
    }
  })
}

/** The modifier key as the keyboard prints it: ⌘ on macOS, else `ctrl` (Strg on German keyboards). */
export function modKeyLabel(ctrl: string): string {
  return isMac() ? '⌘' : ctrl
}

import { isMac } from '../platform/bridge'
import { useShortcut } from './useShortcut'

/**
 * Ctrl+Z / Ctrl+Shift+Z (Cmd on macOS; Ctrl+Y too elsewhere) undo and redo the game log.
 * Inside a field the keys keep their usual meaning (undo typing). Held down, they repeat.
 */
export function useUndoShortcuts(undo: () => unknown, redo: () => unknown): void {
  useShortcut((e) => {
    const mod = isMac() ? e.metaKey : e.ctrlKey
    if (!mod || e.altKey) return
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

import { onBeforeUnmount, onMounted } from 'vue'
import { isMac } from '../platform/bridge'

export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type)
}

/**
 * Ctrl+Z / Ctrl+Shift+Z (Cmd on macOS; Ctrl+Y too elsewhere) undo and redo the game log.
 * Inside a text field the keys keep their usual meaning (undo typing).
 */
export function useUndoShortcuts(undo: () => unknown, redo: () => unknown): void {
  const onKey = (e: KeyboardEvent): void => {
    const mod = isMac() ? e.metaKey : e.ctrlKey
    if (!mod || e.altKey || isTextField(e.target)) return
    const key = e.key.toLowerCase()
    if (key === 'z' && !e.shiftKey) {
      e.preventDefault()
      void undo()
    } else if ((key === 'z' && e.shiftKey) || (key === 'y' && !isMac())) {
      e.preventDefault()
      void redo()
    }
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}

export function modKeyLabel(): string {
  return isMac() ? '⌘' : 'Ctrl'
}

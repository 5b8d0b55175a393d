// Every page-wide keyboard shortcut goes through useShortcut, so one rule decides when a key is the
// user typing (and belongs to the field) rather than a command for the app.
import { getCurrentScope, onScopeDispose, type Ref } from 'vue'

/** Input types that take no typed text: keys pressed on them may be shortcuts. */
const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'])

/**
 * The one rule: a key goes to a field (and is no shortcut) when the focus is in a text area, an
 * editable element, a select (typing picks an option), or an input that takes text or numbers.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true
  return target instanceof HTMLInputElement && !NOT_TYPED_INTO.has(target.type)
}

/** A modal dialog (rules search, a confirmation) covers the page: the page's one-key shortcuts wait. */
/** A modal dialog is open: what is behind it waits (a one-key shortcut, undo and redo). */
export function modalOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null
}

export interface ShortcutOptions {
  /**
   * A one-key shortcut (a letter, digit, `/` or Enter on its own): it does not fire with Ctrl/⌘/Alt
   * held, on auto-repeat of a held key, or while a modal dialog is open. A capital letter typed
   * without Shift (Caps Lock on) reaches the handler as its small letter: T is T either way.
   */
  oneKey?: boolean
  /** Fires while the user types in a field too: only for keys no field uses (Ctrl+K, Esc). */
  inFields?: boolean
}

/** Whether a keydown may trigger a shortcut registered with these options. */
function shortcutApplies(e: KeyboardEvent, options: ShortcutOptions = {}): boolean {
  if (!options.inFields && isTypingTarget(e.target)) return false
  if (options.oneKey && (e.ctrlKey || e.metaKey || e.altKey || e.repeat || modalOpen())) return false
  return true
}

/**
 * The key as pressed without Caps Lock: a capital letter with no Shift held (only Caps Lock gives
 * one) is given as its small letter, the rest of the event as it is.
 */
function withoutCapsLock(e: KeyboardEvent): KeyboardEvent {
  const key = e.key.toLowerCase()
  if (e.shiftKey || e.key.length !== 1 || key === e.key) return e
  return new Proxy(e, {
    get(target, name) {
      if (name === 'key') return key
      const value: unknown = Reflect.get(target, name)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/**
 * Calls `handler` for each keydown on the window that may be a shortcut (see ShortcutOptions), while
 * the calling component is mounted. The handler decides which keys it takes and calls preventDefault.
 */
export function useShortcut(handler: (e: KeyboardEvent) => void, options: ShortcutOptions = {}): void {
  // A plain listener (no @vueuse/core on the first screen: it loads with the screens that use it).
  const listener = (e: KeyboardEvent): void => {
    if (shortcutApplies(e, options)) handler(options.oneKey ? withoutCapsLock(e) : e)
  }
  window.addEventListener('keydown', listener)
  if (getCurrentScope()) onScopeDispose(() => window.removeEventListener('keydown', listener))
}

/**
 * A @keydown handler for a list of buttons (a checklist): j/k or ↓/↑ move the focus to the next or
 * previous `selector` button inside `list`, from the one that has it.
 */
export function useListKeys(list: Ref<HTMLElement | null>, selector = 'button.tick'): (e: KeyboardEvent) => void {
  return (e) => {
    const buttons = [...(list.value?.querySelectorAll<HTMLElement>(selector) ?? [])]
    const at = e.target instanceof HTMLElement ? buttons.indexOf(e.target) : -1
    const move = e.key === 'j' || e.key === 'ArrowDown' ? 1 : e.key === 'k' || e.key === 'ArrowUp' ? -1 : 0
    if (at < 0 || !move) return
    e.preventDefault()
    buttons[Math.min(buttons.length - 1, Math.max(0, at + move))]?.focus()
  }
}

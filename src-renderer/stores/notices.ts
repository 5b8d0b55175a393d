import { defineStore } from 'pinia'
import { ref } from 'vue'

export type NoticeKind = 'info' | 'success' | 'error' | 'warning'
export interface Notice {
  id: number
  kind: NoticeKind
  text: string
  /** The screen (route path) a bug notice is about: it closes when the user leaves that screen. */
  screen?: string
}

/** How long a notice that is not an error stays (while the pointer or the focus is not on the tray). */
export const NOTICE_MS = 5000

// Non-blocking messages (saved, exported, a backup failed…). Errors stay until dismissed; the others
// go after NOTICE_MS, a wait that stops while the player points at or tabs into the tray (held).
export const useNotices = defineStore('notices', () => {
  const items = ref<Notice[]>([])
  let next = 1
  /** Each passing notice's time left, and its timer while it runs. */
  const clocks = new Map<number, { left: number; since: number; timer?: ReturnType<typeof setTimeout> }>()
  let held = false

  function dismiss(id: number): void {
    clearTimeout(clocks.get(id)?.timer)
    clocks.delete(id)
    items.value = items.value.filter((n) => n.id !== id)
  }
  function run(id: number): void {
    const clock = clocks.get(id)
    if (!clock || held) return
    clock.since = Date.now()
    clock.timer = setTimeout(() => dismiss(id), clock.left)
  }
  function push(kind: NoticeKind, text: string): number {
    const id = next++
    const dropped = items.value.slice(0, -3)
    dropped.forEach((n) => dismiss(n.id))
    items.value = [...items.value, { id, kind, text }]
    if (kind !== 'error') {
      clocks.set(id, { left: NOTICE_MS, since: Date.now() })
      run(id)
    }
    return id
  }
  /** The pointer or the focus is on the tray: no notice goes until it leaves. */
  function hold(): void {
    if (held) return
    held = true
    for (const clock of clocks.values()) {
      clearTimeout(clock.timer)
      clock.timer = undefined
      clock.left = Math.max(0, clock.left - (Date.now() - clock.since))
    }
  }
  /** It left: each notice gets the rest of its time, at least a second and a half to be read again. */
  function release(): void {
    if (!held) return
    held = false
    for (const [id, clock] of clocks) {
      clock.left = Math.max(1500, clock.left)
      run(id)
    }
  }
  /** A bug on a screen: says which, offers to reload just that screen, closes when the user leaves it. */
  function pushScreenError(text: string, screen: string): number {
    const id = next++
    items.value = [...items.value.filter((n) => n.screen !== screen).slice(-3), { id, kind: 'error', text, screen }]
    return id
  }
  /** Bumped to build the current screen again from scratch (its saved data is read anew). */
  const screenEpoch = ref(0)
  function reloadScreen(id: number): void {
    dismiss(id)
    screenEpoch.value++
  }
  function leftScreen(path: string): void {
    items.value = items.value.filter((n) => n.screen === undefined || n.screen === path)
  }
  return { items, push, dismiss, hold, release, pushScreenError, screenEpoch, reloadScreen, leftScreen }
})

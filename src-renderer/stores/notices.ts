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

// Non-blocking messages (saved, exported, a backup failed…). Errors stay until dismissed.
export const useNotices = defineStore('notices', () => {
  const items = ref<Notice[]>([])
  let next = 1

  function dismiss(id: number): void {
    items.value = items.value.filter((n) => n.id !== id)
  }
  function push(kind: NoticeKind, text: string): number {
    const id = next++
    items.value = [...items.value.slice(-3), { id, kind, text }]
    if (kind !== 'error') setTimeout(() => dismiss(id), 5000)
    return id
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
  return { items, push, dismiss, pushScreenError, screenEpoch, reloadScreen, leftScreen }
})

import { defineStore } from 'pinia'
import { ref } from 'vue'

export type NoticeKind = 'info' | 'success' | 'error' | 'warning'
export interface Notice {
  id: number
  kind: NoticeKind
  text: string
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
  return { items, push, dismiss }
})

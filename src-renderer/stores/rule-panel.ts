import { defineStore } from 'pinia'
import { ref } from 'vue'

// Which rules entry the side panel shows (null = closed). "?" buttons open it without leaving the screen.
export const useRulePanel = defineStore('rule-panel', () => {
  const openId = ref<string | null>(null)
  const history = ref<string[]>([])
  /** The rules search dialog (Ctrl+K or /). */
  const searchOpen = ref(false)

  function open(id: string): void {
    if (openId.value && openId.value !== id) history.value = [...history.value, openId.value]
    openId.value = id
  }
  function back(): void {
    const prev = history.value[history.value.length - 1]
    history.value = history.value.slice(0, -1)
    openId.value = prev ?? null
  }
  function close(): void {
    openId.value = null
    history.value = []
  }
  return { openId, history, searchOpen, open, back, close }
})

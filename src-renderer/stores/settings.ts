import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { holotableRepository } from '../db'
import type { Corrections } from '../../src-shared/core/facts'

export type Theme = 'dark' | 'light'

export const useSettings = defineStore('settings', () => {
  const theme = ref<Theme>('dark')
  const corrections = ref<Corrections>({})
  const loaded = ref(false)

  async function load(): Promise<void> {
    theme.value = await holotableRepository().getSetting<Theme>('theme', 'dark')
    corrections.value = await holotableRepository().listCorrections()
    loaded.value = true
  }

  async function setTheme(t: Theme): Promise<void> {
    theme.value = t
    await holotableRepository().setSetting('theme', t)
  }

  async function correct(key: string, value: unknown): Promise<void> {
    await holotableRepository().setCorrection(key, value)
    corrections.value = await holotableRepository().listCorrections()
  }

  async function removeCorrection(key: string): Promise<void> {
    await holotableRepository().removeCorrection(key)
    corrections.value = await holotableRepository().listCorrections()
  }

  watch(theme, (t) => document.documentElement.setAttribute('data-theme', t), { immediate: true })

  return { theme, corrections, loaded, load, setTheme, correct, removeCorrection }
})

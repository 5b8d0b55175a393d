// Map or table for the system board: the players' last choice, remembered on this computer.
import { useStorage } from '@vueuse/core'
import type { Ref } from 'vue'

export type SystemsView = 'map' | 'table'
const KEY = 'holotable.rebellion.systems-view'

export function useSystemsView(): Ref<SystemsView> {
  const view = useStorage<SystemsView>(KEY, 'table')
  // A damaged stored value falls back to the table.
  if (view.value !== 'map' && view.value !== 'table') view.value = 'table'
  return view
}

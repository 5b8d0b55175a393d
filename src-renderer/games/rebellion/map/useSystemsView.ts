// Map or table for the system board: the players' last choice, remembered on this computer.
import { ref, watch, type Ref } from 'vue'

export type SystemsView = 'map' | 'table'
const KEY = 'holotable.rebellion.systems-view'

function read(): SystemsView {
  try {
    // A missing or damaged stored value means the table.
    return localStorage.getItem(KEY) === 'map' ? 'map' : 'table'
  } catch {
    return 'table'
  }
}

export function useSystemsView(): Ref<SystemsView> {
  const view = ref<SystemsView>(read())
  watch(view, (v) => {
    try {
      localStorage.setItem(KEY, v)
    } catch {
      // Storage full or blocked: the choice lasts for this visit only.
    }
  })
  return view
}

// A list that grows with the library (Home's games) is drawn in two steps: the first screen gets the
// rows any window can show at once, the rest follow right after that screen is painted. The first
// screen then costs the same at 12 saved games and at 500, and every row is still in the page a frame
// later (find, tab order and screen readers see the whole list), unlike a virtual list. One step, not
// small batches: 200 rows drawn in batches of 40 took twice as long in all as drawn at once (each
// batch lays the whole table out again), and doubling batches still 1.7 times as long.
import { computed, ref, watch, type ComputedRef } from 'vue'

/** Rows drawn with the first screen: more than a full-height window shows (rows are ~65 px). */
export const FIRST_ROWS = 20

export function useRowsAfterPaint<T>(items: () => readonly T[]): ComputedRef<readonly T[]> {
  const all = ref(false)
  let asked = false
  watch(
    () => items().length > FIRST_ROWS,
    (long) => {
      if (!long || asked) return
      asked = true
      // After the next frame is painted: requestAnimationFrame runs before it, the timeout after it.
      requestAnimationFrame(() => setTimeout(() => (all.value = true), 0))
    },
    { immediate: true },
  )
  return computed(() => {
    const list = items()
    return all.value || list.length <= FIRST_ROWS ? list : list.slice(0, FIRST_ROWS)
  })
}

// A list that grows with the library (Home's games) is drawn in two steps: the first screen gets the
// rows any window can show at once, the rest follow right after that screen is painted. The first
// screen then costs the same at 12 saved games and at 500, and every row is still in the page a frame
// later (find, tab order and screen readers see the whole list), unlike a virtual list. One step, not
// small batches: 200 rows drawn in batches of 40 took twice as long in all as drawn at once (each
// batch lays the whole table out again), and doubling batches still 1.7 times as long.
import { computed, ref, watch, type ComputedRef } from 'vue'

/** Rows drawn with the first screen: more than a full-height window shows (rows are ~65 px). */
export const FIRST_ROWS = 20

/**
 * How many rows a window `height` px tall can show of a list whose first row starts at least `top`
 * px down the page and whose rows are each at least `rowHeight` px tall, with the page at its top:
 * at least one, at most FIRST_ROWS.
 */
export function rowsThatFit(height: number, top: number, rowHeight: number): number {
  return Math.min(FIRST_ROWS, Math.max(1, Math.ceil((height - top) / rowHeight)))
}

/** `firstRows`: how many rows the first screen draws (FIRST_ROWS unless the caller knows fewer can show). */
export function useRowsAfterPaint<T>(
  items: () => readonly T[],
  firstRows: number = FIRST_ROWS,
): ComputedRef<readonly T[]> {
  const all = ref(false)
  let asked = false
  watch(
    () => items().length > firstRows,
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
    return all.value || list.length <= firstRows ? list : list.slice(0, firstRows)
  })
}

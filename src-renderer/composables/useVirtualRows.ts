// Lists that grow with the game (timeline, notes) render only the rows in view, newest first, so a
// game of 10,000 events costs the screen what one of 10 does. Rows may wrap to any height: each is
// measured once shown, and its measurement follows it (keyed by the item, not its position) when
// newer rows arrive above it. The list element stays an <ol>/<ul> of <li>: the rows above and below
// the view are padding, not wrapper elements.
// The list reaches back `REACH` rows at first and another `REACH` each time its last row comes into
// view: the virtualizer works out every row's place whenever the list changes, so a list as long as
// the game would make each change cost in proportion to the game (a 10,000-event timeline: ~1.6 ms
// and ~1.5 MB of garbage per change, measured), while a reach of a few hundred costs the same at any
// length. Scrolling on past the last row reached simply finds more.
import { useVirtualizer } from '@tanstack/vue-virtual'
import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'

/** How many rows back, newest first, the list reaches at first and grows by. */
const REACH = 200

export interface VirtualRow<T> {
  item: T
  /** 0 = newest. */
  index: number
  key: number
}

export interface VirtualRows<T> {
  rows: ComputedRef<VirtualRow<T>[]>
  /** Padding for the list element: the height of the rows not rendered above and below. */
  padding: ComputedRef<{ paddingTop: string; paddingBottom: string }>
  /** Bind as `:ref="measure"` on each row (with `:data-index="row.index"`). */
  measure: (el: unknown) => void
}

export function useVirtualRows<T>(
  scroller: Ref<HTMLElement | null>,
  /** Oldest first, as the log keeps them; the list shows them reversed. */
  items: () => readonly T[],
  key: (item: T) => number,
  options: { estimate: number; gap?: number },
): VirtualRows<T> {
  // The list is read once per change: the virtualizer asks every row's key whenever the count
  // changes, and a reactive read per row would cost more than the rest of an append.
  // A list that grows in place (the log) changes its length; one rebuilt on change (the notes)
  // changes its identity; a change elsewhere in the game touches neither, and renders no row.
  const source = computed(() => items())
  const count = computed(() => items().length)
  const reach = ref(REACH)
  const list = computed(() => ({ all: source.value, n: count.value }))
  const estimateSize = (): number => options.estimate
  const virtualizer = useVirtualizer(
    computed(() => {
      const { all, n } = list.value
      return {
        count: Math.min(n, reach.value),
        getScrollElement: () => scroller.value,
        estimateSize,
        getItemKey: (i: number) => key(all[n - 1 - i]!),
        gap: options.gap ?? 0,
        overscan: 6,
        // Before the first layout (and in a test page with no layout) show a screenful, not nothing.
        initialRect: { width: 340, height: 800 },
      }
    }),
  )
  const rows = computed(() => {
    const { all, n } = list.value
    return virtualizer.value
      .getVirtualItems()
      .map((v) => ({ item: all[n - 1 - v.index]!, index: v.index, key: v.key as number }))
  })
  const padding = computed(() => {
    const shown = virtualizer.value.getVirtualItems()
    const total = virtualizer.value.getTotalSize()
    const first = shown[0]
    const last = shown[shown.length - 1]
    // With no row in view (a scroller that sizes to its content and has measured 0 so far), the
    // whole list is padding, so the scroller gets a height and shows rows.
    return {
      paddingTop: `${first ? first.start : 0}px`,
      paddingBottom: `${last ? Math.max(0, total - last.end) : total}px`,
    }
  })
  // Vue calls a function ref on every render, in the middle of patching the page; measuring there
  // would force a layout of the whole page per new row. New rows are measured together at the next
  // frame instead (the layout the frame does anyway), and after that each row's ResizeObserver (set
  // up by that first measure) keeps its height. Rows are in the normal flow, so until then only the
  // padding below them is off by the estimate.
  const measured = new WeakSet<Element>()
  let pending: Element[] = []
  const measurePending = (): void => {
    const els = pending
    pending = []
    for (const el of els) if (el.isConnected) virtualizer.value.measureElement(el)
  }
  // The last row reached is in view (or within the overscan): reach further back.
  watch(rows, (shown) => {
    const last = shown[shown.length - 1]
    if (last && last.index >= reach.value - 1 && count.value > reach.value) reach.value += REACH
  })
  return {
    rows,
    padding,
    measure: (el) => {
      if (!(el instanceof Element) || measured.has(el)) return
      measured.add(el)
      if (pending.push(el) === 1) requestAnimationFrame(measurePending)
    },
  }
}

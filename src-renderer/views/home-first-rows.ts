// How many of Home's game rows its first drawing needs. On the first screen of a fresh start the page
// is at its top, so only the rows the window can show are drawn with it, and the others come in the
// frame after (composables/useRowsAfterPaint.ts): at the default 1280 × 800 window Home's first row
// starts below the window's edge, and each of a dozen rows cost the first screen ~0.2 ms. A reload, or
// Back and Forward, may bring back a scroll position, and a later visit keeps the last screen's: those
// draw the usual first rows.
import { FIRST_ROWS, rowsThatFit } from '../composables/useRowsAfterPaint'
import { startsAtHome } from '../first-read'
import { ROW_MIN_PX, ROWS_TOP_MIN_PX } from './home-row-bounds'

let firstScreen = startsAtHome && freshStart()
/**
 * How tall the window can be: the screen's height (in CSS pixels at the default zoom), which a window
 * on it does not exceed unless it spans two screens or the page is zoomed out; the rows such a window
 * shows beyond it come a frame later. The window's own height is not asked: the browser lays the page
 * out first to answer it (about a millisecond at a start here, most of what drawing fewer rows saves).
 */
const heightAtStart = firstScreen ? screen.availHeight : 0

/** A start that loaded the page anew (not a reload, not Back or Forward). */
function freshStart(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'navigate'
}

/** The rows Home draws first: those a window can show on a fresh start's first screen, else FIRST_ROWS. */
export function firstRowsToDraw(): number {
  const rows = firstScreen ? rowsThatFit(heightAtStart, ROWS_TOP_MIN_PX, ROW_MIN_PX) : FIRST_ROWS
  firstScreen = false
  return rows
}

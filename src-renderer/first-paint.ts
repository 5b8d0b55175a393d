// What a start at Home does besides drawing Home (loading and opening the library, the read that
// confirms Home's kept list, the first writes to the browser's history, the window title) waits
// until Home has been painted. Run in the task after the mount, as it was, that work came before the
// frame and put the first paint off by about 6 ms (traces of a start here); after the frame's own
// work it costs the screen nothing. A page hidden at that moment does not wait (it may paint no
// frame); a frame that never comes for another reason is stood in for by a timeout. A start on any
// other screen needs the library to show anything (a game, the settings), so there it goes on in
// the task after the mount, as before.

/** How long to wait for the frame before the rest of the start goes on anyway (no frame is coming). */
export const NO_FRAME_MS = 200

let painted!: () => void
/** Settles once the first screen has been painted (or NO_FRAME_MS after it was drawn without a frame). */
export const firstScreenPainted = new Promise<void>((done) => (painted = done))

/**
 * Says the first screen is in the page. With `paintFirst`, `firstScreenPainted` settles in the task
 * after its frame (requestAnimationFrame runs just before the frame's own work, a task queued there
 * runs after it); without, in the next task.
 */
export function firstScreenDrawn(paintFirst: boolean): void {
  // A page already hidden (a background tab, a window not shown yet) may paint no frame: no wait.
  if (!paintFirst || document.visibilityState === 'hidden') {
    setTimeout(painted, 0)
    return
  }
  const timeout = setTimeout(painted, NO_FRAME_MS)
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timeout)
      painted()
    }, 0),
  )
}

/** Runs `work` once the first screen has been painted (at once, in a task, after that). */
export function afterFirstPaint(work: () => void): void {
  void firstScreenPainted.then(() => setTimeout(work, 0))
}

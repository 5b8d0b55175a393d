// @vitest-environment happy-dom
// What a start at Home does besides drawing Home waits until Home is painted: the task after its
// frame, or NO_FRAME_MS after it was drawn when no frame comes (a hidden window). A start on another
// screen, which needs the library to show anything, goes on in the task after the mount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type FirstPaint = typeof import('../../../src-renderer/first-paint')

/** A task queued with setTimeout(…, 0) runs 1 ms later on the fake clock, as in Node. */
const TASK_MS = 1

let frames: FrameRequestCallback[] = []
/** The browser's next frame: the callbacks asked for it run, as just before its own work. */
function frame(): void {
  const due = frames
  frames = []
  due.forEach((callback) => callback(performance.now()))
}

async function fresh(): Promise<FirstPaint> {
  vi.resetModules()
  return import('../../../src-renderer/first-paint')
}

describe('the first paint of a start', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('comes in the task after the first screen’s frame, not before', async () => {
    const paint = await fresh()
    const work = vi.fn()
    paint.afterFirstPaint(work)
    await vi.advanceTimersByTimeAsync(50)
    expect(work).not.toHaveBeenCalled() // nothing drawn yet: a start still waiting (German messages)
    paint.firstScreenDrawn(true)
    await vi.advanceTimersByTimeAsync(TASK_MS)
    expect(work).not.toHaveBeenCalled() // drawn, not painted: the work would delay the frame
    frame()
    expect(work).not.toHaveBeenCalled() // the frame's own work comes first
    await vi.advanceTimersByTimeAsync(TASK_MS)
    await vi.advanceTimersByTimeAsync(TASK_MS)
    expect(work).toHaveBeenCalledTimes(1)
    // and not again when the timeout that stood in for the frame would have run
    await vi.advanceTimersByTimeAsync(paint.NO_FRAME_MS)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('comes NO_FRAME_MS after the screen was drawn when no frame is painted', async () => {
    const paint = await fresh()
    const work = vi.fn()
    paint.firstScreenDrawn(true)
    paint.afterFirstPaint(work)
    await vi.advanceTimersByTimeAsync(paint.NO_FRAME_MS - 1)
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1 + TASK_MS)
    expect(work).toHaveBeenCalledTimes(1)
    frame() // a frame at last changes nothing
    await vi.advanceTimersByTimeAsync(10)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs later work in the next task once the screen has been painted', async () => {
    const paint = await fresh()
    paint.firstScreenDrawn(true)
    frame()
    await vi.advanceTimersByTimeAsync(TASK_MS)
    const work = vi.fn()
    paint.afterFirstPaint(work)
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(TASK_MS)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('does not wait for a frame at a start on another screen (it needs the library to show anything)', async () => {
    const paint = await fresh()
    const work = vi.fn()
    paint.afterFirstPaint(work)
    paint.firstScreenDrawn(false)
    await vi.advanceTimersByTimeAsync(TASK_MS)
    await vi.advanceTimersByTimeAsync(TASK_MS)
    expect(work).toHaveBeenCalledTimes(1)
    expect(frames).toEqual([])
  })

  it('does not wait for a frame when the page is hidden as Home is drawn (it may paint none)', async () => {
    const paint = await fresh()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const work = vi.fn()
    paint.afterFirstPaint(work)
    paint.firstScreenDrawn(true)
    await vi.advanceTimersByTimeAsync(TASK_MS)
    await vi.advanceTimersByTimeAsync(TASK_MS)
    expect(work).toHaveBeenCalledTimes(1)
    expect(frames).toEqual([])
  })
})

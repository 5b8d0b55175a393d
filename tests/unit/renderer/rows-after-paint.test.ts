// Home's games list is drawn in steps (composables/useRowsAfterPaint.ts): the first screen has the
// first 20 rows whatever the library's size (or fewer, when the caller knows no more can show), the
// others follow once it is painted, in order, and nothing is scheduled when the whole list fits the
// first screen.
// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { FIRST_ROWS, rowsThatFit, useRowsAfterPaint } from '../../../src-renderer/composables/useRowsAfterPaint'

const games = (n: number): string[] => Array.from({ length: n }, (_, i) => `game-${i}`)

/** One frame painted, then the timeout queued after it. */
async function nextFrame(): Promise<void> {
  vi.advanceTimersToNextFrame()
  vi.advanceTimersByTime(1) // a zero timeout runs 1 ms later, as in browsers
  await nextTick()
}

describe('rows drawn after the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
  })
  afterEach(() => vi.useRealTimers())

  it('draws 20 of 300 saved games first, then all 300 once that is painted, in order, and then stops', async () => {
    expect(FIRST_ROWS).toBe(20)
    const list = ref(games(300))
    const scope = effectScope()
    const shown = scope.run(() => useRowsAfterPaint(() => list.value))!
    expect(shown.value).toEqual(games(20))
    vi.advanceTimersToNextFrame() // the frame being prepared is still the first screen's
    expect(shown.value).toEqual(games(20))
    vi.advanceTimersByTime(1) // it is painted
    expect(shown.value).toEqual(games(300))
    expect(vi.getTimerCount()).toBe(0)
    scope.stop()
  })

  it('draws a small library at once and schedules nothing', () => {
    const list = ref(games(12))
    const scope = effectScope()
    const shown = scope.run(() => useRowsAfterPaint(() => list.value))!
    expect(shown.value).toEqual(games(12))
    expect(vi.getTimerCount()).toBe(0)
    scope.stop()
  })

  it('follows the list: an import that makes it long, then a delete', async () => {
    const list = ref(games(12))
    const scope = effectScope()
    const shown = scope.run(() => useRowsAfterPaint(() => list.value))!
    list.value = games(50)
    await nextTick()
    expect(shown.value).toHaveLength(20)
    await nextFrame()
    expect(shown.value).toEqual(games(50))
    list.value = games(50).filter((g) => g !== 'game-3')
    await nextTick()
    expect(shown.value).toHaveLength(49)
    expect(shown.value).not.toContain('game-3')
    scope.stop()
  })

  it('draws the rows a window can show first when told how many, then the rest once painted', () => {
    const list = ref(games(12))
    const scope = effectScope()
    const shown = scope.run(() => useRowsAfterPaint(() => list.value, 4))!
    expect(shown.value).toEqual(games(4))
    vi.advanceTimersToNextFrame()
    expect(shown.value).toEqual(games(4))
    vi.advanceTimersByTime(1)
    expect(shown.value).toEqual(games(12))
    expect(vi.getTimerCount()).toBe(0)
    scope.stop()
  })
})

describe('the rows a window can show', () => {
  it('counts a row partly shown, draws at least one and at most FIRST_ROWS', () => {
    // Rows start at least 600 px down and are at least 56 px tall.
    expect(rowsThatFit(800, 600, 56)).toBe(4) // 200 px: three whole rows and part of a fourth
    expect(rowsThatFit(1080, 600, 56)).toBe(9)
    expect(rowsThatFit(656, 600, 56)).toBe(1)
    expect(rowsThatFit(657, 600, 56)).toBe(2)
    expect(rowsThatFit(500, 600, 56)).toBe(1) // the list starts below the window: one row all the same
    expect(rowsThatFit(2160, 600, 56)).toBe(FIRST_ROWS)
  })
})

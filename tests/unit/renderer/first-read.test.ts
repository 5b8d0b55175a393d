// @vitest-environment happy-dom
// At a start on Home, the games are read straight from IndexedDB while the app's code is evaluated.
// With Home's list kept from the last change, the first screen is drawn from it and the read, which
// only confirms it, is asked once that screen is painted: off the first screen's path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepHomeList } from '../../../src-renderer/db/home-list'
import type { GameRow } from '../../../src-shared/core/game-record'
import { rebellionGame } from './db/fixtures'

const friday: GameRow = {
  id: 'a1',
  ...rebellionGame,
  status: 'active',
  createdAt: '2026-11-01T19:00:00.000Z',
  updatedAt: '2026-11-27T22:10:00.000Z',
}
const read = vi.fn(async (): Promise<GameRow[] | null> => [friday])
vi.mock('../../../src-renderer/db/games-at-start', () => ({ readGamesAtStart: () => read() }))

type Start = typeof import('../../../src-renderer/first-read') & { drawn: () => void }

/** The start's first read on this address; `drawn` says the first screen is in the page. */
async function start(hash: string): Promise<Start> {
  location.hash = hash
  vi.resetModules()
  const first = await import('../../../src-renderer/first-read')
  const { firstScreenDrawn } = await import('../../../src-renderer/first-paint')
  return { ...first, drawn: () => firstScreenDrawn(first.startsAtHome) }
}

describe('the read of Home’s games at start', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    read.mockClear()
    localStorage.clear()
  })
  afterEach(() => vi.useRealTimers())

  it('is asked at once when no list was kept (the first screen waits a moment for it)', async () => {
    const first = await start('')
    expect(first.gamesShownAtStart).toBeNull()
    expect(read).toHaveBeenCalledTimes(1)
    await expect(first.gamesAtStart).resolves.toEqual([friday])
  })

  it('is asked once the first screen is painted when the kept list draws that screen', async () => {
    keepHomeList(localStorage, [friday])
    const first = await start('#/')
    expect(first.gamesShownAtStart).toEqual([friday])
    await vi.runAllTimersAsync()
    expect(read).not.toHaveBeenCalled()
    first.drawn()
    await vi.runAllTimersAsync()
    expect(read).toHaveBeenCalledTimes(1)
    await expect(first.gamesAtStart).resolves.toEqual([friday])
  })

  it('is not asked at a start on another screen (that screen reads what it needs)', async () => {
    keepHomeList(localStorage, [friday])
    const first = await start('#/settings')
    expect(first.gamesShownAtStart).toBeNull()
    await vi.runAllTimersAsync()
    expect(read).not.toHaveBeenCalled()
    await expect(first.gamesAtStart).resolves.toBeNull()
  })
})

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { isStorageFault, retryDelayMs, usePendingWrites } from '../../../src-renderer/stores/pending-writes'

const quota = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' })
const closed = () => Object.assign(new Error('Database has been closed'), { name: 'DatabaseClosedError' })

beforeEach(() => {
  setActivePinia(createPinia())
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('pending writes', () => {
  it('keeps a write that hit a full disk, says so, and stores it once space is back', async () => {
    const writes = usePendingWrites()
    const write = vi.fn().mockRejectedValueOnce(quota()).mockRejectedValueOnce(quota()).mockResolvedValue('stored')
    const result = writes.track(writes.keep(write))
    expect(writes.count).toBe(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(write).toHaveBeenCalledTimes(1)
    expect(writes.fault).toContain('the disk (or this browser')
    expect(writes.fault).toContain('do not close this window')
    await vi.advanceTimersByTimeAsync(1000) // second try after 1 s
    expect(write).toHaveBeenCalledTimes(2)
    expect(writes.fault).not.toBeNull()
    writes.retryNow() // the banner's button does not wait the 2 s
    await vi.advanceTimersByTimeAsync(0)
    expect(write).toHaveBeenCalledTimes(3)
    expect(await result).toBe('stored')
    expect(writes.fault).toBeNull()
    expect(writes.count).toBe(0)
  })

  it('names a closed library differently from a full disk', async () => {
    const writes = usePendingWrites()
    void writes.keep(vi.fn().mockRejectedValueOnce(closed()).mockResolvedValue(1))
    await vi.advanceTimersByTimeAsync(0)
    expect(writes.fault).toContain('the library cannot be written right now (Database has been closed)')
  })

  it('does not retry a refusal that no waiting can fix (a game that is gone): it throws at once', async () => {
    const writes = usePendingWrites()
    const gone = Object.assign(new Error('no such game'), { name: 'GameNotFoundError' })
    const write = vi.fn().mockRejectedValue(gone)
    await expect(writes.keep(write)).rejects.toBe(gone)
    expect(write).toHaveBeenCalledTimes(1)
    expect(writes.fault).toBeNull()
  })

  it('recognises storage faults by name, also wrapped by Dexie', () => {
    expect(isStorageFault(quota())).toBe(true)
    expect(isStorageFault({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true)
    expect(isStorageFault({ name: 'ConstraintError' })).toBe(false)
    expect(isStorageFault(null)).toBe(false)
    expect(isStorageFault('QuotaExceededError')).toBe(false)
  })

  it('waits longer after each failure, at most 15 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000])
  })

  it('counts queued work as pending until it settles, failures included', async () => {
    const writes = usePendingWrites()
    let finish!: () => void
    const a = writes.track(new Promise<void>((r) => (finish = r)))
    const b = writes.track(Promise.reject(new Error('refused')))
    expect(writes.pending).toBe(true)
    expect(writes.count).toBe(2)
    await expect(b).rejects.toThrow('refused')
    expect(writes.count).toBe(1)
    finish()
    await a
    expect(writes.pending).toBe(false)
  })
})

describe('the unsaved-change banner in German', () => {
  it('says the same fault in the language chosen, switching live while it waits', async () => {
    const { applyLocale } = await import('../../../src-renderer/i18n')
    const writes = usePendingWrites()
    const write = vi.fn().mockRejectedValueOnce(closed()).mockResolvedValue('stored')
    const result = writes.keep(write)
    await vi.advanceTimersByTimeAsync(0)
    expect(writes.fault).toContain('the library cannot be written right now (Database has been closed)')
    await applyLocale('de')
    try {
      expect(writes.fault).toBe(
        'Deine letzte Änderung ist noch nicht gespeichert: Die Bibliothek kann gerade nicht beschrieben werden (Database has been closed). Schließe andere Holotable-Fenster. Sie bleibt in diesem Fenster erhalten und wird gespeichert, sobald es geht: Schließe dieses Fenster nicht, bis diese Meldung verschwindet.',
      )
    } finally {
      await applyLocale('en')
    }
    await vi.advanceTimersByTimeAsync(1000)
    expect(await result).toBe('stored')
    expect(writes.fault).toBeNull()
  })
})

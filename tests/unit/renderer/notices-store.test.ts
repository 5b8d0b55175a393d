// The notice tray's store (stores/notices.ts): a notice that is not an error goes after five seconds,
// but not while the player points at the tray or has the focus in it; errors stay until dismissed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { NOTICE_MS, useNotices } from '../../../src-renderer/stores/notices'

const texts = (): string[] => useNotices().items.map((n) => n.text)

describe('notices', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    setActivePinia(createPinia())
  })
  afterEach(() => vi.useRealTimers())

  it('lets a passing notice go after five seconds, an error stays', () => {
    const notices = useNotices()
    notices.push('success', 'Saved')
    notices.push('error', 'Could not save')
    vi.advanceTimersByTime(NOTICE_MS - 1)
    expect(texts()).toEqual(['Saved', 'Could not save'])
    vi.advanceTimersByTime(1)
    expect(texts()).toEqual(['Could not save'])
    vi.advanceTimersByTime(60_000)
    expect(texts()).toEqual(['Could not save'])
  })

  it('keeps every notice while held, then gives each the rest of its time (at least 1.5 s)', () => {
    const notices = useNotices()
    notices.push('info', 'First')
    vi.advanceTimersByTime(2000)
    notices.push('info', 'Second')
    vi.advanceTimersByTime(2500) // First has 500 ms left, Second 2.5 s
    notices.hold()
    vi.advanceTimersByTime(30_000)
    expect(texts()).toEqual(['First', 'Second'])
    notices.release()
    vi.advanceTimersByTime(1499)
    expect(texts()).toEqual(['First', 'Second'])
    vi.advanceTimersByTime(1)
    expect(texts()).toEqual(['Second'])
    vi.advanceTimersByTime(1000)
    expect(texts()).toEqual([])
  })

  it('holding twice or releasing twice changes nothing more; a notice pushed while held waits too', () => {
    const notices = useNotices()
    notices.hold()
    notices.hold()
    notices.push('warning', 'Backup failed')
    vi.advanceTimersByTime(20_000)
    expect(texts()).toEqual(['Backup failed'])
    notices.release()
    notices.release()
    vi.advanceTimersByTime(NOTICE_MS - 1)
    expect(texts()).toEqual(['Backup failed'])
    vi.advanceTimersByTime(1)
    expect(texts()).toEqual([])
  })

  it('shows the four latest at most; one dismissed by hand does not come back', () => {
    const notices = useNotices()
    for (const n of ['a', 'b', 'c', 'd', 'e']) notices.push('error', n)
    expect(texts()).toEqual(['b', 'c', 'd', 'e'])
    notices.dismiss(notices.items[0]!.id)
    expect(texts()).toEqual(['c', 'd', 'e'])
  })
})

import { describe, it, expect, vi, afterEach } from 'vitest'
import type { App } from 'electron'
import { flushBeforeQuit } from '../../../src-main/quit-flush'
import { FakeEmitter, fakeEvent } from './fakes'

class FakeApp extends FakeEmitter {
  quit = vi.fn(() => {
    const event = fakeEvent({})
    this.emit('before-quit', event)
    this.quitEvents.push(event)
  })
  quitEvents: Array<{ preventDefault: ReturnType<typeof vi.fn> }> = []
}

afterEach(() => vi.useRealTimers())

describe('flush before quit', () => {
  it('holds the first quit until the backups are written, then quits for real', async () => {
    const app = new FakeApp()
    let finish: () => void = () => undefined
    const flush = vi.fn(() => new Promise<void>((done) => (finish = done)))
    flushBeforeQuit(app as unknown as App, flush)

    const first = fakeEvent({})
    app.emit('before-quit', first)
    expect(first.preventDefault).toHaveBeenCalledTimes(1)
    expect(flush).toHaveBeenCalledTimes(1)

    const impatient = fakeEvent({})
    app.emit('before-quit', impatient) // a second Cmd+Q while writing
    expect(impatient.preventDefault).toHaveBeenCalledTimes(1)
    expect(flush).toHaveBeenCalledTimes(1)
    expect(app.quit).not.toHaveBeenCalled()

    finish()
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledTimes(1))
    expect(app.quitEvents[0]?.preventDefault).not.toHaveBeenCalled()
  })

  it('quits anyway when the flush hangs', async () => {
    vi.useFakeTimers()
    const app = new FakeApp()
    flushBeforeQuit(app as unknown as App, () => new Promise<void>(() => undefined), 10_000)
    app.emit('before-quit', fakeEvent({}))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(app.quit).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(app.quit).toHaveBeenCalledTimes(1)
  })

  it('quits when the flush fails', async () => {
    const app = new FakeApp()
    flushBeforeQuit(app as unknown as App, () => Promise.reject(new Error('disk gone')))
    app.emit('before-quit', fakeEvent({}))
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledTimes(1))
  })
})

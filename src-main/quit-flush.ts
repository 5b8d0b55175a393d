// Holds the quit until pending backups are on disk: cancel the first before-quit, flush, quit again.
import type { App } from 'electron'

/** A stuck disk must not keep the app from closing forever. */
const FLUSH_TIMEOUT_MS = 10_000

export function flushBeforeQuit(app: App, flush: () => Promise<void>, timeoutMs = FLUSH_TIMEOUT_MS): void {
  let state: 'running' | 'flushing' | 'flushed' = 'running'
  app.on('before-quit', (event) => {
    if (state === 'flushed') return
    event.preventDefault()
    if (state === 'flushing') return
    state = 'flushing'
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<void>((done) => {
      timer = setTimeout(done, timeoutMs)
    })
    void Promise.race([flush().catch(() => undefined), timeout]).then(() => {
      clearTimeout(timer)
      state = 'flushed'
      app.quit()
    })
  })
}

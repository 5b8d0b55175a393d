import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { useNotices } from './stores/notices'
import { router } from './router'
import './styles/theme.css'
import './styles/base.css'

const app = createApp(App)
app.use(createPinia())
app.use(router)

// A bug must never fail silently: say so, and say the data is safe (every change is already saved).
function reportBug(err: unknown): void {
  console.error(err)
  const message = err instanceof Error ? err.message : String(err)
  useNotices().push(
    'error',
    `Something went wrong on this screen (${message}). Your games are saved; reload (Ctrl+R) if it looks wrong.`,
  )
}
app.config.errorHandler = reportBug
window.addEventListener('unhandledrejection', (e) => reportBug(e.reason))
app.mount('#app')

// Ask the browser not to evict the game log under storage pressure (Electron keeps it anyway).
void navigator.storage?.persist?.().catch(() => undefined)

// The e2e perf spec measures raw appends against the real IndexedDB; it opens the app with
// ?perf=1 to get the repository. Only the e2e build (`vite build --mode e2e`) has this code: the
// condition is constant at build time, so every other build drops it, and the build checks that.
if (import.meta.env.MODE === 'e2e' && new URLSearchParams(location.search).has('perf')) {
  void import('./db').then(({ holotableRepository }) => {
    ;(window as unknown as { holotablePerf: unknown }).holotablePerf = { repository: holotableRepository() }
  })
}

import { gamesAtStart, gamesShownAtStart, startsAtHome } from './first-read'
import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { useNotices } from './stores/notices'
import { startedSession } from './stores/started-session'
import { useGames } from './stores/games'
import { useSettings } from './stores/settings'
import { usePendingWrites } from './stores/pending-writes'
import { routeTitle, router } from './router'
import { applyLocale, i18n, startLocale } from './i18n'
import { toolLabel } from './i18n/game-words'
import { libraryCode, loadLibraryAfter } from './db/library'
import { afterFirstPaint, firstScreenDrawn, firstScreenPainted } from './first-paint'
import './styles/theme.css'
import './styles/base.css'

// Home's games are being read straight from IndexedDB (first-read.ts, evaluated first). The
// library's code (Dexie, the repository: a chunk of its own) loads and opens the library once Home is
// painted, or after the mount on any other screen (first-paint.ts), off the first screen's path;
// App.vue waits for that opening and reports a library that cannot be opened.
loadLibraryAfter(firstScreenPainted)
void libraryCode().then((db) => db.startOpeningLibrary())

/**
 * How long the first screen may wait for Home's games before it is drawn without them: they come in
 * 20–35 ms, a first start on a cold machine takes longer; past this, something is wrong with
 * IndexedDB and Home is better drawn at once (it lists the games, or says why not, when it can).
 */
const FIRST_READ_WAIT_MS = 300

const app = createApp(App)
const pinia = createPinia()
app.use(pinia)
useGames(pinia).startWith(gamesAtStart, gamesShownAtStart)
// The page takes the player's theme now, before anything is painted.
useSettings(pinia)
app.use(router)
app.use(i18n)

// A bug must never fail silently: say on which screen, that the data is safe (every change is
// already saved), and offer to build that screen again; the notice goes when the user moves on.
function screenName(): string {
  const t = i18n.global.t
  const route = router.currentRoute.value
  if (route.name !== 'game') return routeTitle(route) || t('shell.bug.thisScreen')
  const session = startedSession()
  const tool = typeof route.params.tool === 'string' ? route.params.tool : undefined
  const module = session?.module
  const found = tool ? module?.tools.find((x) => x.id === tool) : undefined
  const tab = !tool ? t('shell.bug.tableLog') : found && module ? toolLabel(module.id, found) : t('shell.bug.aTool')
  return `${module?.title ?? t('shell.bug.theGame')} › ${tab}`
}
function reportBug(err: unknown): void {
  console.error(err)
  const message = err instanceof Error ? err.message : String(err)
  useNotices().pushScreenError(
    i18n.global.t('shell.bug.wentWrong', { where: screenName(), why: message }),
    router.currentRoute.value.fullPath,
  )
}
app.config.errorHandler = reportBug
window.addEventListener('unhandledrejection', (e) => reportBug(e.reason))
router.afterEach((to) => useNotices().leftScreen(to.fullPath))
// The first paint is in the chosen language (German messages load before mounting when needed).
await applyLocale(startLocale())
// Home is drawn at once with the list kept at the library's last change (db/home-list.ts), which the read
// confirms a moment later. Without one, it is drawn once, with its games, when they are read within
// a moment (the read ran while the script above did); otherwise at once, listing them when read.
if (gamesShownAtStart === null)
  await Promise.race([gamesAtStart, new Promise((wait) => setTimeout(wait, FIRST_READ_WAIT_MS))])
performance.mark('holotable:drawing')
try {
  app.mount('#app')
} finally {
  performance.mark('holotable:drawn')
  firstScreenDrawn(startsAtHome)
  // Ask the browser not to evict the game log under storage pressure (Electron keeps it anyway);
  // after the first screen, as asking costs the main thread about a millisecond.
  afterFirstPaint(() => void navigator.storage?.persist?.().catch(() => undefined))
}

// The e2e perf spec measures raw appends against the real IndexedDB; it opens the app with
// ?perf=1 to get the repository. Only the e2e build (`vite build --mode e2e`) has this code: the
// condition is constant at build time, so every other build drops it, and the build checks that.
if (import.meta.env.MODE === 'e2e' && new URLSearchParams(location.search).has('perf')) {
  void libraryCode().then(({ holotableRepository }) => {
    ;(window as unknown as { holotablePerf: unknown }).holotablePerf = { repository: holotableRepository() }
  })
}
// The e2e specs count the writes a step makes (tests/e2e/support.ts countWrites) from a moment when
// none is being written: a write begun before the count would be heard after it. Same build-time rule.
if (import.meta.env.MODE === 'e2e') {
  ;(window as unknown as { holotableWritesPending: () => boolean }).holotableWritesPending = () =>
    usePendingWrites().pending
}

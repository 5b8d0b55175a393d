import { watch } from 'vue'
import { createRouter, type RouteLocationNormalized, type RouteRecordRaw } from 'vue-router'
import { hashHistory } from './hash-history'
import { afterFirstPaint } from './first-paint'
import { currentLocale, i18n } from './i18n'
import HomeView from './views/HomeView.vue'
import { GAME_MANIFESTS } from '../src-shared/games/registry'
import { GAME_SCREENS } from './games/registry'
import { gamePageRoutes } from './games/routes'

// Hash history: the same URLs work from app:// in Electron and from a static web server.
// Everything but Home loads lazily, so start-up stays small.
const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: HomeView, meta: { title: 'Games' } },
  {
    path: '/new/:module?',
    name: 'new-game',
    component: () => import('./views/NewGameView.vue'),
    meta: { title: 'New game' },
  },
  { path: '/game/:id/:tool?', name: 'game', component: () => import('./views/GameView.vue'), meta: { title: 'Game' } },
  { path: '/rules/:entry?', name: 'rules', component: () => import('./views/RulesView.vue'), meta: { title: 'Rules' } },
  ...gamePageRoutes(GAME_MANIFESTS, GAME_SCREENS),
  {
    path: '/settings',
    name: 'settings',
    component: () => import('./views/SettingsView.vue'),
    meta: { title: 'Settings' },
  },
  { path: '/:pathMatch(.*)*', name: 'not-found', component: () => import('./views/NotFoundView.vue') },
]

export const router = createRouter({ history: hashHistory(), routes })

// The window title says where you are, in the interface language (the game screen sets its own,
// with the game's name; a game's own page keeps its manifest's title).
const TITLE_KEYS: Record<string, 'games' | 'newGame' | 'rules' | 'settings'> = {
  home: 'games',
  'new-game': 'newGame',
  rules: 'rules',
  settings: 'settings',
}
/** The screen's name in the interface language ('' when it has none). */
export function routeTitle(to: RouteLocationNormalized): string {
  const key = TITLE_KEYS[String(to.name)]
  if (key) return i18n.global.t(`shell.titles.${key}`)
  const title = to.meta.title
  return typeof title === 'function' ? String(title()) : typeof title === 'string' ? title : ''
}
function setWindowTitle(to: RouteLocationNormalized): void {
  if (to.name === 'game') return
  const title = routeTitle(to)
  const text = title ? `${title} — Holotable` : 'Holotable'
  // Only when it changes: each assignment is a message to the window (about 1 ms at a start).
  if (document.title !== text) document.title = text
}
// Written in the task after a navigation or a switch of language, for the screen shown then; at a
// start, once the first screen is painted (first-paint.ts).
let titleDue = false
function titleSoon(): void {
  if (titleDue) return
  titleDue = true
  afterFirstPaint(() => {
    titleDue = false
    setWindowTitle(router.currentRoute.value)
  })
}
router.afterEach(titleSoon)
watch(currentLocale, titleSoon)

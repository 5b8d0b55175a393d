import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
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

export const router = createRouter({ history: createWebHashHistory(), routes })

// The window title says where you are (the game screen sets its own, with the game's name).
router.afterEach((to) => {
  const title = typeof to.meta.title === 'string' ? to.meta.title : undefined
  if (to.name !== 'game') document.title = title ? `${title} — Holotable` : 'Holotable'
})

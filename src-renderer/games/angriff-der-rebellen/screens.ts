import { angriffDerRebellen } from '../../../src-shared/games/angriff-der-rebellen'
import { defineScreens, lazy } from '../screens'

export const angriffDerRebellenScreens = defineScreens(angriffDerRebellen, {
  tools: {
    setup: lazy(() => import('./SetupTab.vue')),
    space: lazy(() => import('./SpaceTab.vue')),
    score: lazy(() => import('./ScoreTab.vue')),
  },
  pages: {},
})

import { ruleTheGalaxy } from '../../../src-shared/games/rule-the-galaxy'
import { defineScreens, lazy } from '../screens'

export const ruleTheGalaxyScreens = defineScreens(ruleTheGalaxy, {
  tools: {
    play: lazy(() => import('./PlayTab.vue')),
    setup: lazy(() => import('./SetupTab.vue')),
    board: lazy(() => import('./BoardTab.vue')),
    score: lazy(() => import('./ScoreTab.vue')),
  },
  pages: {},
})

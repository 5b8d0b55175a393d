import { rftgRebelVsImperium } from '../../../src-shared/games/rftg-rebel-vs-imperium'
import { defineScreens, lazy } from '../screens'

export const rftgRebelVsImperiumScreens = defineScreens(rftgRebelVsImperium, {
  tools: {
    setup: lazy(() => import('./SetupTab.vue')),
    tableaux: lazy(() => import('./TableauxTab.vue')),
    takeovers: lazy(() => import('./TakeoversTab.vue')),
    score: lazy(() => import('./ScoreTab.vue')),
  },
  pages: {},
  // Score lines typed and not saved are named in Finish game, which counts saved lines only.
  unsavedAtFinish: () => import('./score-drafts').then((m) => m.unsavedAtFinish()),
})

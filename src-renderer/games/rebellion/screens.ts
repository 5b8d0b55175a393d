import { rebellion } from '../../../src-shared/games/rebellion'
import { defineScreens, lazy } from '../screens'

export const rebellionScreens = defineScreens(rebellion, {
  tools: {
    setup: lazy(() => import('./SetupTab.vue')),
    round: lazy(() => import('./RoundTab.vue')),
    systems: lazy(() => import('./SystemsTab.vue')),
    forces: lazy(() => import('./ForcesTab.vue')),
    build: lazy(() => import('./BuildTab.vue')),
    probe: lazy(() => import('./ProbeTab.vue')),
    odds: lazy(() => import('./odds/OddsTab.vue')),
  },
  pages: {
    odds: lazy(() => import('./odds/OddsStandaloneView.vue')),
  },
  // Undo and redo say what they do to a base the board revealed, on any tab (reveal-notices.ts).
  whileOpen: () => void import('./reveal-notices').then((m) => m.watchRevealUndoRedo()),
})

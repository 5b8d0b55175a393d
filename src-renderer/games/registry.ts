// Each game's screens, loaded lazily. Adding a game's tools = one entry here.
import { defineAsyncComponent, type Component } from 'vue'
import type { GameModuleId } from '../../src-shared/core/game-record'

export interface ToolTab {
  id: string
  label: string
  component: Component
}

export const GAME_TOOLS: Record<GameModuleId, ToolTab[]> = {
  rebellion: [
    { id: 'setup', label: 'Setup', component: lazy(() => import('./rebellion/SetupTab.vue')) },
    { id: 'round', label: 'Round', component: lazy(() => import('./rebellion/RoundTab.vue')) },
    { id: 'systems', label: 'Systems', component: lazy(() => import('./rebellion/SystemsTab.vue')) },
    { id: 'build', label: 'Build', component: lazy(() => import('./rebellion/BuildTab.vue')) },
    { id: 'probe', label: 'Probe', component: lazy(() => import('./rebellion/ProbeTab.vue')) },
    { id: 'odds', label: 'Odds', component: lazy(() => import('./rebellion/odds/OddsTab.vue')) },
  ],
  'rule-the-galaxy': [{ id: 'play', label: 'Play', component: lazy(() => import('./rule-the-galaxy/PlayTab.vue')) }, { id: 'setup', label: 'Setup', component: lazy(() => import('./rule-the-galaxy/SetupTab.vue')) }, { id: 'board', label: 'Board', component: lazy(() => import('./rule-the-galaxy/BoardTab.vue')) }, { id: 'score', label: 'Score', component: lazy(() => import('./rule-the-galaxy/ScoreTab.vue')) }],
  'angriff-der-rebellen': [],
  'rftg-rebel-vs-imperium': [],
}

export function lazy(loader: () => Promise<{ default: Component }>): Component {
  return defineAsyncComponent(loader)
}

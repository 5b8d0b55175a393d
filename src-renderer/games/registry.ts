// Each game's screens, loaded lazily. Adding a game's tools = one entry here.
import { defineAsyncComponent, type Component } from 'vue'
import type { GameModuleId } from '../../src-shared/core/game-record'

export interface ToolTab {
  id: string
  label: string
  component: Component
}

export const GAME_TOOLS: Record<GameModuleId, ToolTab[]> = {
  rebellion: [],
  'rule-the-galaxy': [],
  'angriff-der-rebellen': [],
  'rftg-rebel-vs-imperium': [],
}

export function lazy(loader: () => Promise<{ default: Component }>): Component {
  return defineAsyncComponent(loader)
}

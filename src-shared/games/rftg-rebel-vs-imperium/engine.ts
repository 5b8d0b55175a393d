// Race for the Galaxy: Rebel vs Imperium has no events of its own yet: the shared play logger covers it.
import { defineEvents } from '../../core/events'
import type { GameEngine } from '../../core/game-module'

export const engine: GameEngine<null> = {
  events: defineEvents<null>()<Record<never, never>>({}),
  initialState: () => null,
}

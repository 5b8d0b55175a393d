import { z } from 'zod'
import { defineEvents } from '../../../../src-shared/core/events'
import type { GameEngine } from '../../../../src-shared/core/game-module'

export interface CoinState {
  heads: number
  tails: number
}

export const coinEvents = defineEvents<CoinState>()<{ 'coin.side.shown': { side: 'heads' | 'tails' } }>({
  'coin.side.shown': {
    v: 1,
    schema: z.object({ side: z.enum(['heads', 'tails']) }),
    apply: (s, p) => ({ ...s, [p.side]: s[p.side] + 1 }),
    describe: (p) => `The coin shows ${p.side}`,
  },
})

export const engine: GameEngine<CoinState> = {
  events: coinEvents,
  initialState: () => ({ heads: 0, tails: 0 }),
  progress: (s) => `${s.heads} heads, ${s.tails} tails`,
}

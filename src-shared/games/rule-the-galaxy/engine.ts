// Rule the Galaxy's engine: loaded when a game of it opens, never at start-up.
import type { GameEngine } from '../../core/game-module'
import type { Player } from '../../core/game-record'
import { rtgEventLog, RTG_SETUP_LIST } from './events'
import { currentPlayer, initialState, type RtgState } from './state'
import { setupPlan } from './setup'
import { finishedResult } from './selectors'
import { gameResult } from './scoring'
import { RTG_EDITABLE_FACTS } from './editable-facts'

const nameOf = (players: readonly Player[], id: string): string => players.find((p) => p.id === id)?.name ?? id

export function progress(s: RtgState): string | undefined {
  switch (s.phase) {
    case 'setup':
      return 'Setting up'
    case 'won':
      return 'All units destroyed'
    case 'lost':
      return 'A unit broke through: defeat'
    case 'play': {
      const id = currentPlayer(s)
      return id ? `Round ${s.round} · ${nameOf(s.players, id)}’s turn` : `Round ${s.round}`
    }
  }
}

export const engine: GameEngine<RtgState> = {
  events: rtgEventLog,
  initialState,
  progress,
  suggestedResult: (s) => finishedResult(s) ?? gameResult(s.order, s.taken, { kind: 'won' }),
  reactions: {
    'checklist.ticked': (s, p) => {
      if (p.list !== RTG_SETUP_LIST) return s
      const rest = s.setupTicked.filter((t) => t !== p.step)
      return { ...s, setupTicked: p.done ? [...rest, p.step] : rest }
    },
  },
  listTitle: (list) => (list === RTG_SETUP_LIST ? 'Setup' : undefined),
  stepTitle: (list, step, players) =>
    list === RTG_SETUP_LIST ? setupPlan(players, 0).steps.find((st) => st.id === step)?.title : undefined,
  facts: RTG_EDITABLE_FACTS,
  sharedFormerly: [
    {
      type: 'rtg.setupTick',
      becomes: 'checklist.ticked',
      payload: (p) => ({ list: RTG_SETUP_LIST, ...(p as object) }),
    },
  ],
}

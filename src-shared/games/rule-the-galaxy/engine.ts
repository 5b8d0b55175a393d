// Rule the Galaxy's engine: loaded when a game of it opens, never at start-up.
import type { GameEngine } from '../../core/game-module'
import type { Player } from '../../core/game-record'
import { rtgEventLog, RTG_SETUP_LIST } from './events'
import { currentPlayer, initialState, type RtgState } from './state'
import { setupPlan } from './setup'
import { finishedResult } from './selectors'
import { gameResult } from './scoring'
import { RTG_EDITABLE_FACTS } from './editable-facts'
import { textsIn } from './texts'
import type { Locale } from '../../locale'

const nameOf = (players: readonly Player[], id: string): string => players.find((p) => p.id === id)?.name ?? id

export function progress(s: RtgState, locale?: Locale, finished = false): string | undefined {
  const T = textsIn(locale).progress
  if (finished && s.phase !== 'won' && s.phase !== 'lost') return undefined
  switch (s.phase) {
    case 'setup':
      return T.settingUp
    case 'won':
      return T.won
    case 'lost':
      return T.lost
    case 'play': {
      const id = currentPlayer(s)
      return id ? T.turn(s.round, nameOf(s.players, id)) : T.round(s.round)
    }
  }
}

export const engine: GameEngine<RtgState> = {
  events: rtgEventLog,
  initialState,
  progress: (s, play, locale) => progress(s, locale, play.result !== undefined),
  suggestedResult: (s, _play, locale) =>
    finishedResult(s, locale) ?? gameResult(s.order, s.taken, { kind: 'early' }, locale),
  reactions: {
    'checklist.ticked': (s, p) => {
      if (p.list !== RTG_SETUP_LIST) return s
      const rest = s.setupTicked.filter((t) => t !== p.step)
      return { ...s, setupTicked: p.done ? [...rest, p.step] : rest }
    },
  },
  listTitle: (list, locale) => (list === RTG_SETUP_LIST ? textsIn(locale).setup.list : undefined),
  stepTitle: (list, step, players, locale) =>
    list === RTG_SETUP_LIST ? setupPlan(players, 0, {}, locale).steps.find((st) => st.id === step)?.title : undefined,
  facts: RTG_EDITABLE_FACTS,
  sharedFormerly: [
    {
      type: 'rtg.setupTick',
      becomes: 'checklist.ticked',
      payload: (p) => ({ list: RTG_SETUP_LIST, ...(p as object) }),
    },
  ],
}

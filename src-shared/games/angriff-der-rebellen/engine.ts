// Angriff der Rebellen's engine: loaded when a game of it opens, never at start-up.
import type { GameEngine } from '../../core/game-module'
import { arEventLog, AR_SETUP_LIST } from './events'
import { ANGRIFF_EDITABLE_FACTS } from './data'
import { SETUP_STEPS } from './setup'
import { currentPlayer, initialState, nameOf, readOptions, standings, type ArState } from './state'
import { T } from './texts'

function progress(s: ArState): string | undefined {
  if (s.phase === 'setup') return T.progress.settingUp
  if (s.phase === 'over') return T.progress.over
  const id = currentPlayer(s)
  return id ? T.progress.turn(s.turnNumber, nameOf(s, id)) : undefined
}

export const engine: GameEngine<ArState> = {
  events: arEventLog,
  initialState,
  progress,
  suggestedResult: (s) => {
    if (s.phase === 'setup') return undefined
    const { rows, winners } = standings(s)
    const top = rows.filter((r) => winners.includes(r.player))
    const tied = rows.filter((r) => r.points === top[0]?.points).length > 1
    return {
      winners,
      scores: Object.fromEntries(rows.map((r) => [r.player, r.points])),
      note: tied ? (winners.length > 1 ? T.progress.sharedWin : T.progress.chipsDecided) : undefined,
    }
  },
  reactions: {
    'checklist.ticked': (s, p) => {
      if (p.list !== AR_SETUP_LIST) return s
      const rest = s.setupTicked.filter((t) => t !== p.step)
      return { ...s, setupTicked: p.done ? [...rest, p.step] : rest }
    },
    // Options change the reading and the memory aid in place; the game goes on.
    'options.changed': (s, p) => ({ ...s, options: readOptions(p.options) }),
  },
  listTitle: (list) => (list === AR_SETUP_LIST ? T.setupSteps.listTitle : undefined),
  stepTitle: (list, step) => (list === AR_SETUP_LIST ? SETUP_STEPS.find((x) => x.id === step)?.title : undefined),
  optionsText: (o) => {
    const r = readOptions(o)
    return T.progress.options(r.lostFightSpends, r.memoryAid)
  },
  facts: ANGRIFF_EDITABLE_FACTS,
}

// Angriff der Rebellen's engine: loaded when a game of it opens, never at start-up.
import type { GameEngine } from '../../core/game-module'
import { arEventLog, AR_SETUP_LIST } from './events'
import { ANGRIFF_EDITABLE_FACTS } from './data'
import { setupSteps } from './setup'
import { currentPlayer, initialState, nameOf, readOptions, standings, type ArState } from './state'
import { textsIn } from './texts'
import type { Locale } from '../../locale'

function progress(s: ArState, finished: boolean, locale?: Locale): string | undefined {
  const T = textsIn(locale)
  if (s.phase === 'over') return T.progress.over
  if (finished) return undefined
  if (s.phase === 'setup') return T.progress.settingUp
  const id = currentPlayer(s)
  return id ? T.progress.turn(s.turnNumber, nameOf(s, id)) : undefined
}

/** How a tie on points was decided (End of the Game): more power chips, or a shared win. */
type ResultReason = 'chips' | 'shared'
function resultReason(reason: string, locale?: Locale): string | undefined {
  const T = textsIn(locale)
  return reason === 'chips' ? T.progress.chipsDecided : reason === 'shared' ? T.progress.sharedWin : undefined
}

export const engine: GameEngine<ArState> = {
  events: arEventLog,
  initialState,
  progress: (s, play, locale) => progress(s, play.result !== undefined, locale),
  suggestedResult: (s, _play, locale) => {
    if (s.phase === 'setup') return undefined
    const { rows, winners } = standings(s)
    const top = rows.filter((r) => winners.includes(r.player))
    const tied = rows.filter((r) => r.points === top[0]?.points).length > 1
    const reason: ResultReason | undefined = tied ? (winners.length > 1 ? 'shared' : 'chips') : undefined
    return {
      winners,
      scores: Object.fromEntries(rows.map((r) => [r.player, r.points])),
      note: reason && resultReason(reason, locale),
      ...(reason ? { reason } : {}),
      // Tied at 0, the power chips still decide (rulebook, End of the Game), as at any other score;
      // and at the game's end its result stands whatever the score.
      decided: s.phase === 'over' || rows.some((r) => r.chips > 0),
    }
  },
  resultReason,
  reactions: {
    'checklist.ticked': (s, p) => {
      if (p.list !== AR_SETUP_LIST) return s
      const rest = s.setupTicked.filter((t) => t !== p.step)
      return { ...s, setupTicked: p.done ? [...rest, p.step] : rest }
    },
    // Options change the reading and the memory aid in place; the game goes on.
    'options.changed': (s, p) => ({ ...s, options: readOptions(p.options) }),
  },
  listTitle: (list, locale) => (list === AR_SETUP_LIST ? textsIn(locale).setupSteps.listTitle : undefined),
  stepTitle: (list, step, _players, locale) =>
    list === AR_SETUP_LIST ? setupSteps(locale).find((x) => x.id === step)?.title : undefined,
  optionsText: (o, locale) => {
    const r = readOptions(o)
    return textsIn(locale).progress.options(r.lostFightSpends, r.memoryAid)
  },
  facts: ANGRIFF_EDITABLE_FACTS,
}

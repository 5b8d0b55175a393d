// Rebel vs Imperium's engine: loaded when a game of it opens.
import type { GameEngine } from '../../core/game-module'
import type { EditableFact } from '../../core/facts'
import { rftgEventLog } from './events'
import { initialState, type RftgState } from './state'
import { anyScoreEntered, scoreSheet, sheetResult } from './scoring'
import { endTriggeredBy } from './selectors'
import { SOURCES, SOURCES_DE } from './data'
import { RFTG_SETUP_LIST, setupSteps } from './setup-steps'
import { START_WORLD_FACTS } from './start-worlds'
import { textsIn } from './texts'

/** Goal tiles of the other sets in play: names the players type once (the texts here list only this box’s). */
export const OTHER_GOALS_KEYS = {
  first: 'rftg-rebel-vs-imperium.other-first-goals',
  most: 'rftg-rebel-vs-imperium.other-most-goals',
} as const

const facts: EditableFact[] = [
  {
    key: OTHER_GOALS_KEYS.first,
    label: 'Your other “first” goal tiles',
    help: 'Names of the “first” goals from your other sets (e.g. The Gathering Storm), separated by commas. Used for the goal draw.',
    de: {
      label: 'Deine anderen „Erste“-Ziel-Plättchen',
      help: 'Die Namen der „Erste“-Ziele aus deinen anderen Sets (z. B. The Gathering Storm), durch Kommas getrennt. Die App zieht die Ziele auch aus diesen.',
      source: SOURCES_DE.book,
    },
    confidence: 'unknown',
    source: SOURCES.book,
    kind: 'text',
    defaultValue: '',
  },
  {
    key: OTHER_GOALS_KEYS.most,
    label: 'Your other “most” goal tiles',
    help: 'Names of the “most” goals from your other sets, separated by commas. Used for the goal draw.',
    de: {
      label: 'Deine anderen „Meiste“-Ziel-Plättchen',
      help: 'Die Namen der „Meiste“-Ziele aus deinen anderen Sets, durch Kommas getrennt. Die App zieht die Ziele auch aus diesen.',
      source: SOURCES_DE.book,
    },
    confidence: 'unknown',
    source: SOURCES.book,
    kind: 'text',
    defaultValue: '',
  },
  ...START_WORLD_FACTS,
]

export const engine: GameEngine<RftgState> = {
  events: rftgEventLog,
  initialState,
  suggestedResult: (s, _play, locale) =>
    anyScoreEntered(s.scores, s.claims)
      ? sheetResult(scoreSheet(s.seats, s.scores, s.claims), (id) => s.names[id] ?? id, locale)
      : undefined,
  progress(s, play, locale) {
    if (play.result !== undefined) return undefined
    const P = textsIn(locale).progress
    const end = endTriggeredBy(s)
    const mode = P.mode(s.takeoversOn)
    return end.length ? P.endTriggered(end.map((id) => s.names[id]).join(', '), mode) : P.playing(mode)
  },
  optionsText: (o, locale) => textsIn(locale).progress.options(o.goals !== false, o.takeovers !== false),
  reactions: {
    'checklist.ticked': (s, p) => {
      if (p.list !== RFTG_SETUP_LIST) return s
      const rest = s.ticked.filter((t) => t !== p.step)
      return { ...s, ticked: p.done ? [...rest, p.step] : rest }
    },
  },
  listTitle: (list, locale) => (list === RFTG_SETUP_LIST ? textsIn(locale).setupSteps.listTitle : undefined),
  stepTitle: (list, step, _players, locale) =>
    list === RFTG_SETUP_LIST ? setupSteps(true, true, locale).find((st) => st.id === step)?.title : undefined,
  facts,
}

// Rebellion's engine: loaded when a Rebellion game or tool opens, never at start-up.
import type { EventLog } from '../../core/events'
import type { LogEvent } from '../../core/game-record'
import type { GameEngine } from '../../core/game-module'
import { readSetupOptions, ROTE_STARTER_EDITABLE_FACTS, type SetupOptions } from './data'
import { CHECKLISTS, rebellionEventLog } from './events'
import type { Locale } from '../../locale'
import { whyNotTickRefresh } from './round'
import { roundTexts } from './round-texts'
import { systemName } from './names'
import { ODDS_EDITABLE_FACTS } from './odds/odds-facts'
import { setupPlan, setupStepTitle } from './setup-checklist'
import { freshState, initialState, toggle, type RebellionState } from './state'
import { DATHOMIR_FELUCIA_FACT } from './movement'
import { ORD_MANTELL_EDITABLE_FACT } from './systems'
import { POOL_EDITABLE_FACTS, retrieveLeaders, withLeadersReturnedTo } from './units-on-board'
import { phaseTitle, TIME_TRACK_EDITABLE_FACTS, type RefreshStepId } from './time-track'

const progressed = (s: RebellionState): RebellionState => (s.progressMade ? s : { ...s, progressMade: true })

/** The event that revealed the base on its own (not the players' "Base revealed") is noted by its seq. */
function withRevealNoted(before: RebellionState, after: RebellionState, e: LogEvent): RebellionState {
  // A new base (Rapid Mobilization) reveals the old one, hidden until then, and hides the base again.
  if (e.type === 'rebellion.base.moved' && before.baseHidden && before.rebelBase)
    return { ...after, revealedBy: { ...before.revealedBy, [e.seq]: before.rebelBase.system } }
  if (!before.baseHidden || after.baseHidden || !after.baseSystem || e.type === 'rebellion.base.revealed') return after
  return { ...after, revealedBy: { ...before.revealedBy, [e.seq]: after.baseSystem } }
}

/** Any of the game's own events counts as progress made since the options were recorded. */
const events: EventLog<RebellionState> = {
  ...rebellionEventLog,
  apply(s, e) {
    const next = rebellionEventLog.apply(s, e)
    return next === s ? s : progressed(withRevealNoted(s, next, e))
  },
}

function optionsText(o: SetupOptions, locale?: Locale): string {
  const T = roundTexts(locale).engine
  const parts = [o.riseOfTheEmpire ? T.rote : T.baseGame, o.firstGame ? T.firstGame : T.standardSetup]
  if (o.newStarterUnits) parts.push(T.newStarterUnits)
  if (o.roteMissions) parts.push(T.roteMissions)
  return T.options(parts)
}

/** A Refresh step's title in the timeline's language (the ids are the same whatever the options). */
const refreshStepTitle = (step: string, locale?: Locale): string | undefined =>
  (roundTexts(locale).steps.titles as Record<string, string>)[step]

/** Setup until every setup step is ticked or the players moved on to a phase of round 1. */
function inSetup(s: RebellionState): boolean {
  if (s.playBegun) return false
  const steps = setupPlan({ options: s.options, loyalty: s.setup.loyalty, objectives: s.setup.objectives?.selection })
  return !steps.every((st) => s.setup.ticked.includes(st.id))
}

function progress(s: RebellionState, finished: boolean, locale?: Locale): string | undefined {
  const T = roundTexts(locale)
  if (s.winner) return T.engine.won(s.winner.faction)
  if (finished) return undefined
  if (inSetup(s)) return T.engine.setup
  return T.timeline.phase(s.round, phaseTitle(s.phase, locale))
}

export const engine: GameEngine<RebellionState> = {
  events,
  initialState,
  progress: (s, play, locale) => progress(s, play.result !== undefined, locale),
  // Once a side has won, *Finish game* offers its players as the winners (Rebellion keeps no points:
  // the score sheet, whatever the players wrote on it, does not decide).
  suggestedResult: (s, play) =>
    s.winner && {
      winners: play.players.filter((p) => p.faction === s.winner?.faction).map((p) => p.id),
      scores: { ...play.scores },
      decided: true,
    },
  reactions: {
    'checklist.ticked': (s, p) => {
      if (p.list === CHECKLISTS.setup)
        return progressed({ ...s, setup: { ...s.setup, ticked: toggle(s.setup.ticked, p.step, p.done) } })
      if (p.list === CHECKLISTS.refresh) {
        const ticked = { ...s, refreshTicked: toggle(s.refreshTicked, p.step as RefreshStepId, p.done) }
        if (p.step !== 'retrieve-leaders') return progressed(ticked)
        // Ticking "Retrieve leaders" takes every leader not captured off the board; unticking it
        // puts back the ones it took that are still in their pools (undo does the same).
        if (!p.done)
          return progressed({
            ...ticked,
            forces: withLeadersReturnedTo(ticked.forces, s.leadersRetrieved),
            leadersRetrieved: [],
          })
        const { forces, retrieved } = retrieveLeaders(ticked.forces)
        return progressed({ ...ticked, forces, leadersRetrieved: [...s.leadersRetrieved, ...retrieved] })
      }
      return s
    },
    'options.changed': (_s, p) => ({ ...freshState(readSetupOptions(p.options)), optionsRecorded: true }),
  },
  sharedChecks: {
    'checklist.ticked': (s, p, locale) =>
      p.list === CHECKLISTS.refresh ? whyNotTickRefresh(s, p.step, p.done, locale) : undefined,
    // One side wins Rebellion (with three or four players, a side is a team).
    'game.finished': (_s, p, players, locale) =>
      new Set(p.winners.map((id) => players.find((x) => x.id === id)?.faction)).size > 1
        ? roundTexts(locale).engine.oneWinningSide
        : undefined,
  },
  listTitle: (list, locale) =>
    list === CHECKLISTS.setup
      ? roundTexts(locale).engine.setup
      : list === CHECKLISTS.refresh
        ? roundTexts(locale).engine.refresh
        : undefined,
  stepTitle: (list, step, _players, locale) =>
    list === CHECKLISTS.refresh
      ? refreshStepTitle(step, locale)
      : list === CHECKLISTS.setup
        ? setupStepTitle(step, locale)
        : undefined,
  optionsText: (o, locale) => optionsText(readSetupOptions(o), locale),
  // The board's own reveal, said on the line of the change that caused it (the words stay the payload's).
  eventNote: (s, seq, locale) => {
    const system = s.revealedBy[seq]
    return system && roundTexts(locale).timeline.baseRevealed(systemName(system, locale))
  },
  facts: [
    ...TIME_TRACK_EDITABLE_FACTS,
    ORD_MANTELL_EDITABLE_FACT,
    ...ODDS_EDITABLE_FACTS,
    DATHOMIR_FELUCIA_FACT,
    ...POOL_EDITABLE_FACTS,
    ...ROTE_STARTER_EDITABLE_FACTS,
  ],
  sharedFormerly: [
    { type: 'rebellion.options.set', becomes: 'options.changed' },
    {
      type: 'rebellion.setup.step-ticked',
      becomes: 'checklist.ticked',
      payload: (p) => ({ list: CHECKLISTS.setup, ...(p as object) }),
    },
    {
      type: 'rebellion.refresh.step-ticked',
      becomes: 'checklist.ticked',
      payload: (p) => ({ list: CHECKLISTS.refresh, ...(p as object) }),
    },
  ],
}

// Rebellion's engine: loaded when a Rebellion game or tool opens, never at start-up.
import type { EventLog } from '../../core/events'
import type { GameEngine } from '../../core/game-module'
import { readSetupOptions, ROTE_STARTER_EDITABLE_FACTS, type SetupOptions } from './data'
import { CHECKLISTS, rebellionEventLog } from './events'
import { FACTION_NAMES } from './names'
import { whyNotTickRefresh } from './round'
import { ODDS_EDITABLE_FACTS } from './odds/odds-facts'
import { setupPlan } from './setup-checklist'
import { freshState, initialState, toggle, type RebellionState } from './state'
import { DATHOMIR_FELUCIA_FACT } from './movement'
import { ORD_MANTELL_EDITABLE_FACT } from './systems'
import { POOL_EDITABLE_FACTS } from './units-on-board'
import { PHASES, refreshSteps, TIME_TRACK_EDITABLE_FACTS, type RefreshStepId } from './time-track'

const progressed = (s: RebellionState): RebellionState => (s.progressMade ? s : { ...s, progressMade: true })

/** Any of the game's own events counts as progress made since the options were recorded. */
const events: EventLog<RebellionState> = {
  ...rebellionEventLog,
  apply(s, e) {
    const next = rebellionEventLog.apply(s, e)
    return next === s ? s : progressed(next)
  },
}

function optionsText(o: SetupOptions): string {
  const parts = [o.riseOfTheEmpire ? 'Rise of the Empire' : 'base game', o.firstGame ? 'first game' : 'standard setup']
  if (o.newStarterUnits) parts.push('new starter units')
  if (o.roteMissions) parts.push('RotE missions')
  return `Options: ${parts.join(', ')}`
}

// Step titles as the checklists print them, whatever the options (the ids are stable).
const ALL_OPTIONS: SetupOptions[] = [false, true].flatMap((rote) =>
  [false, true].map((firstGame) => ({ riseOfTheEmpire: rote, newStarterUnits: rote, roteMissions: rote, firstGame })),
)
const STEP_TITLES: Record<string, Map<string, string>> = {
  [CHECKLISTS.setup]: new Map(
    ALL_OPTIONS.flatMap((options) => setupPlan({ options }).map((st) => [st.id, st.title] as const)).reverse(),
  ),
  [CHECKLISTS.refresh]: new Map(
    ALL_OPTIONS.flatMap((o) => refreshSteps(o).map((st) => [st.id, st.title] as const)).reverse(),
  ),
}

/** Setup until every setup step is ticked or the players moved on to a phase of round 1. */
function inSetup(s: RebellionState): boolean {
  if (s.playBegun) return false
  const steps = setupPlan({ options: s.options, loyalty: s.setup.loyalty, objectives: s.setup.objectives?.selection })
  return !steps.every((st) => s.setup.ticked.includes(st.id))
}

function progress(s: RebellionState): string | undefined {
  if (s.winner) return `${FACTION_NAMES[s.winner.faction]} won`
  if (inSetup(s)) return 'Setup'
  return `Round ${s.round} · ${PHASES.find((p) => p.id === s.phase)?.title ?? s.phase}`
}

export const engine: GameEngine<RebellionState> = {
  events,
  initialState,
  progress,
  reactions: {
    'checklist.ticked': (s, p) => {
      if (p.list === CHECKLISTS.setup)
        return progressed({ ...s, setup: { ...s.setup, ticked: toggle(s.setup.ticked, p.step, p.done) } })
      if (p.list === CHECKLISTS.refresh)
        return progressed({ ...s, refreshTicked: toggle(s.refreshTicked, p.step as RefreshStepId, p.done) })
      return s
    },
    'options.changed': (_s, p) => ({ ...freshState(readSetupOptions(p.options)), optionsRecorded: true }),
  },
  sharedChecks: {
    'checklist.ticked': (s, p) => (p.list === CHECKLISTS.refresh ? whyNotTickRefresh(s, p.step, p.done) : undefined),
  },
  listTitle: (list) => (list === CHECKLISTS.setup ? 'Setup' : list === CHECKLISTS.refresh ? 'Refresh' : undefined),
  stepTitle: (list, step) => STEP_TITLES[list]?.get(step),
  optionsText: (o) => optionsText(readSetupOptions(o)),
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

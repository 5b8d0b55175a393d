// Rebellion's events and the state they fold into. Every helper writes one of these events, so
// undo (core/log.ts) works across setup, the time track, the system board and both build queues.
import type { LogEvent, Player } from '../../core/game-record'
import { editSystem, emptyBoard, isEditRefusal, type Board, type StatusEdit } from './board'
import { addToQueue, emptyQueue, slideQueue, type BuildQueue, type Placement, type QueuedUnit, type QueueEntry } from './build-queue'
import { readSetupOptions, startingForces, type Faction, type SetupOptions } from './data'
import type { ObjectiveSelection } from './objectives'
import { boardWithLoyalty, type LoyaltyOutcome } from './loyalty'
import { FACTION_NAMES, systemName } from './names'
import type { StartingPlacement } from './starting-deployment'
import { isSystemId, type SystemId } from './systems'
import { PHASES, rebelsHaveWon, startingTimeTrack, type Phase, type RefreshStepId, type SpaceIcons, type TimeTrack } from './time-track'

export const EV = {
  options: 'rebellion.options.set',
  loyaltyDrawn: 'rebellion.setup.loyalty',
  objectivesDrawn: 'rebellion.setup.objectives',
  setupTicked: 'rebellion.setup.step-ticked',
  startingDeployment: 'rebellion.setup.deployment',
  phase: 'rebellion.phase.set',
  refreshTicked: 'rebellion.refresh.step-ticked',
  timeAdvanced: 'rebellion.time.advanced',
  reputationMoved: 'rebellion.reputation.moved',
  systemEdited: 'rebellion.system.edited',
  built: 'rebellion.queue.built',
  queueAdded: 'rebellion.queue.added',
  queueSlid: 'rebellion.queue.slid',
  deployed: 'rebellion.queue.deployed',
  baseRevealed: 'rebellion.base.revealed',
  probe: 'rebellion.probe.recorded',
  empireVictory: 'rebellion.empire.victory',
} as const

/** Current payload version of every event type above. */
export const PAYLOAD_VERSION = 1

export interface OptionsPayload {
  options: SetupOptions
}
/** An app draw carries its seed and outcome; 'cards' means players drew and entered the result. */
export interface LoyaltyDrawnPayload {
  outcome: LoyaltyOutcome
}
export interface ObjectivesDrawnPayload {
  method: 'app' | 'cards'
  selection?: ObjectiveSelection
}
export interface TickPayload {
  step: string
  done: boolean
}
export interface StartingDeploymentPayload {
  faction: Faction
  placement: StartingPlacement
  deathStarSystem?: SystemId
}
export interface PhasePayload {
  round: number
  phase: Phase
}
export interface TimeAdvancedPayload {
  from: number
  to: number
  /** Icons of the new space as the app read them (after corrections), so replay never re-reads settings. */
  prompts: SpaceIcons
}
export interface ReputationMovedPayload {
  from: number
  to: number
  /** Objective name, if the players typed it. */
  objective?: string
}
export interface SystemEditedPayload {
  system: SystemId
  change: StatusEdit
}
export interface BuiltPayload {
  faction: Faction
  units: QueuedUnit[]
}
export interface QueueAddedPayload {
  faction: Faction
  units: QueuedUnit[]
}
export interface QueueSlidPayload {
  faction: Faction
}
export interface DeployedPayload {
  faction: Faction
  placements: Placement[]
}
export interface BaseRevealedPayload {
  system: SystemId
}
/** Private to the Imperial player: the UI shows these only in the Imperial private view. */
export interface ProbePayload {
  kind: 'card' | 'visit'
  system: SystemId
  private: 'empire'
}
export interface EmpireVictoryPayload {
  how: 'base-conquered' | 'base-destroyed'
}

export interface ProbeLog {
  /** Never shown in the shared view. */
  visibility: 'empire-private'
  cardsSeen: SystemId[]
  visited: SystemId[]
}

export interface RebellionState {
  options: SetupOptions
  setup: {
    loyalty?: LoyaltyOutcome
    objectives?: ObjectivesDrawnPayload
    ticked: string[]
    deployments: Partial<Record<Faction, StartingDeploymentPayload>>
  }
  round: number
  phase: Phase
  refreshTicked: RefreshStepId[]
  timeTrack: TimeTrack
  /** Prompts of the space the time marker last moved to. */
  lastPrompts?: SpaceIcons
  board: Board
  baseHidden: boolean
  baseSystem?: SystemId
  queues: Record<Faction, BuildQueue>
  /** Units that left space 1 and still wait for a destination. */
  awaitingDeploy: Record<Faction, QueueEntry[]>
  probes: ProbeLog
  winner?: { faction: Faction; how: 'reputation' | EmpireVictoryPayload['how'] }
}

export function initialState(_players: Player[], raw: Record<string, unknown>): RebellionState {
  return freshState(readSetupOptions(raw))
}

function freshState(options: SetupOptions): RebellionState {
  const queues = { empire: emptyQueue(), rebels: emptyQueue() }
  for (const q of startingForces(options).empireQueue) queues.empire[q.space].push({ unit: q.unit, from: 'setup' })
  return {
    options,
    setup: { ticked: [], deployments: {} },
    round: 1,
    phase: 'assignment',
    refreshTicked: [],
    timeTrack: startingTimeTrack(),
    board: emptyBoard(),
    baseHidden: true,
    queues,
    awaitingDeploy: { empire: [], rebels: [] },
    probes: { visibility: 'empire-private', cardsSeen: [], visited: [] },
  }
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  const without = list.filter((x) => x !== item)
  return on ? [...without, item] : without
}

function withQueue(s: RebellionState, f: Faction, q: BuildQueue): RebellionState {
  return { ...s, queues: { ...s.queues, [f]: q } }
}

function markPresence(board: Board, placement: StartingPlacement | Placement[], f: Faction): Board {
  const key = f === 'empire' ? 'imperialUnits' : 'rebelUnits'
  const targets = Array.isArray(placement) ? placement.map((p) => p.to) : Object.keys(placement)
  let b = board
  for (const t of targets) if (isSystemId(t)) b = { ...b, [t]: { ...b[t], [key]: true } }
  return b
}

/** Folds one event; unknown types and newer payload versions leave the state as it was. */
export function reduce(s: RebellionState, e: LogEvent): RebellionState {
  if (!e.type.startsWith('rebellion.') || e.v > PAYLOAD_VERSION) return s
  switch (e.type) {
    case EV.options:
      return freshState(readSetupOptions((e.payload as OptionsPayload).options as unknown as Record<string, unknown>))
    case EV.loyaltyDrawn: {
      const { outcome } = e.payload as LoyaltyDrawnPayload
      const loyal = boardWithLoyalty(outcome)
      // Keep unit presence already recorded; loyalty comes from the draw.
      const board = { ...s.board }
      for (const id of Object.keys(board) as SystemId[]) {
        board[id] = { ...loyal[id], imperialUnits: board[id].imperialUnits, rebelUnits: board[id].rebelUnits }
      }
      return { ...s, setup: { ...s.setup, loyalty: outcome }, board }
    }
    case EV.objectivesDrawn:
      return { ...s, setup: { ...s.setup, objectives: e.payload as ObjectivesDrawnPayload } }
    case EV.setupTicked: {
      const p = e.payload as TickPayload
      return { ...s, setup: { ...s.setup, ticked: toggle(s.setup.ticked, p.step, p.done) } }
    }
    case EV.startingDeployment: {
      const p = e.payload as StartingDeploymentPayload
      return {
        ...s,
        setup: { ...s.setup, deployments: { ...s.setup.deployments, [p.faction]: p } },
        board: markPresence(s.board, p.placement, p.faction),
      }
    }
    case EV.phase: {
      const p = e.payload as PhasePayload
      return { ...s, round: p.round, phase: p.phase, refreshTicked: p.phase === 'refresh' ? [] : s.refreshTicked }
    }
    case EV.refreshTicked: {
      const p = e.payload as TickPayload
      return { ...s, refreshTicked: toggle(s.refreshTicked, p.step as RefreshStepId, p.done) }
    }
    case EV.timeAdvanced: {
      const p = e.payload as TimeAdvancedPayload
      return withWin({ ...s, timeTrack: { ...s.timeTrack, time: p.to }, lastPrompts: p.prompts })
    }
    case EV.reputationMoved: {
      const p = e.payload as ReputationMovedPayload
      return withWin({ ...s, timeTrack: { ...s.timeTrack, reputation: p.to } })
    }
    case EV.systemEdited: {
      const p = e.payload as SystemEditedPayload
      const r = editSystem(s.board, p.system, p.change)
      return isEditRefusal(r) ? s : { ...s, board: r }
    }
    case EV.built:
    case EV.queueAdded: {
      const p = e.payload as BuiltPayload
      return withQueue(s, p.faction, addToQueue(s.queues[p.faction], p.units))
    }
    case EV.queueSlid: {
      const { faction } = e.payload as QueueSlidPayload
      const slid = slideQueue(s.queues[faction])
      return {
        ...withQueue(s, faction, slid.queue),
        awaitingDeploy: { ...s.awaitingDeploy, [faction]: [...s.awaitingDeploy[faction], ...slid.ready] },
      }
    }
    case EV.deployed: {
      const p = e.payload as DeployedPayload
      const left = [...s.awaitingDeploy[p.faction]]
      for (const pl of p.placements) {
        const i = left.findIndex((x) => x.unit === pl.unit)
        if (i >= 0) left.splice(i, 1)
      }
      return {
        ...s,
        awaitingDeploy: { ...s.awaitingDeploy, [p.faction]: left },
        board: markPresence(s.board, p.placements, p.faction),
      }
    }
    case EV.baseRevealed:
      return { ...s, baseHidden: false, baseSystem: (e.payload as BaseRevealedPayload).system }
    case EV.probe: {
      const p = e.payload as ProbePayload
      const key = p.kind === 'card' ? 'cardsSeen' : 'visited'
      if (s.probes[key].includes(p.system)) return s
      return { ...s, probes: { ...s.probes, [key]: [...s.probes[key], p.system] } }
    }
    case EV.empireVictory:
      return { ...s, winner: { faction: 'empire', how: (e.payload as EmpireVictoryPayload).how } }
    default:
      return s
  }
}

function withWin(s: RebellionState): RebellionState {
  if (s.winner) return s
  return rebelsHaveWon(s.timeTrack) ? { ...s, winner: { faction: 'rebels', how: 'reputation' } } : s
}

// ---------------------------------------------------------------- words for the timeline

function who(players: Player[], f: Faction): string {
  const p = players.find((x) => x.faction === f)
  return p ? `${p.name} (${FACTION_NAMES[f]})` : FACTION_NAMES[f]
}

function unitCount(n: number): string {
  return `${n} unit${n === 1 ? '' : 's'}`
}

/** 'starting-action-cards' → 'starting action cards', for the timeline. */
function stepWords(id: string): string {
  return `“${id.replace(/-/g, ' ')}”`
}

const STATUS_WORDS: Record<string, [string, string]> = {
  subjugated: ['subjugated', 'no longer subjugated'],
  sabotaged: ['sabotaged', 'sabotage removed'],
  destroyed: ['destroyed', 'no longer destroyed'],
  imperialUnits: ['Imperial units present', 'no Imperial units'],
  rebelUnits: ['Rebel units present', 'no Rebel units'],
  shieldBunker: ['Shield Bunker present', 'no Shield Bunker'],
}

function statusWords(key: string, value: unknown): string {
  if (key === 'loyalty') return `loyalty ${value === 'neutral' ? 'neutral' : value === 'imperial' ? 'Imperial' : 'Rebel'}`
  const words = STATUS_WORDS[key]
  return words ? words[value ? 0 : 1] : `${key} ${String(value)}`
}

export function describe(e: LogEvent, players: Player[]): string | undefined {
  switch (e.type) {
    case EV.options: {
      const o = (e.payload as OptionsPayload).options
      const parts = [o.riseOfTheEmpire ? 'Rise of the Empire' : 'base game', o.firstGame ? 'first game' : 'standard setup']
      if (o.newStarterUnits) parts.push('new starter units')
      if (o.roteMissions) parts.push('RotE missions')
      return `Options: ${parts.join(', ')}`
    }
    case EV.loyaltyDrawn: {
      const o = (e.payload as LoyaltyDrawnPayload).outcome
      const how = o.method === 'app' ? `App drew loyalty (seed ${o.seed})` : 'Loyalty entered from real cards'
      return `${how}: Rebel ${o.rebels.map(systemName).join(', ')}; subjugated ${o.subjugated.map(systemName).join(', ')}; Imperial ${o.imperialLoyal.map(systemName).join(', ')}`
    }
    case EV.objectivesDrawn: {
      const p = e.payload as ObjectivesDrawnPayload
      return p.method === 'app' && p.selection ? `App picked the objective cards (seed ${p.selection.seed})` : 'Objective deck built with real cards'
    }
    case EV.setupTicked: {
      const p = e.payload as TickPayload
      return `Setup: ${stepWords(p.step)} ${p.done ? 'done' : 'reopened'}`
    }
    case EV.startingDeployment:
      return `${who(players, (e.payload as StartingDeploymentPayload).faction)} recorded the starting deployment`
    case EV.phase: {
      const p = e.payload as PhasePayload
      return `Round ${p.round} · ${PHASES.find((x) => x.id === p.phase)?.title ?? p.phase}`
    }
    case EV.refreshTicked: {
      const p = e.payload as TickPayload
      return `Refresh: ${stepWords(p.step)} ${p.done ? 'done' : 'reopened'}`
    }
    case EV.timeAdvanced: {
      const p = e.payload as TimeAdvancedPayload
      const icons = [p.prompts.recruit ? 'recruit' : '', p.prompts.build ? 'build' : ''].filter(Boolean)
      return `Time marker ${p.from} → ${p.to}${icons.length ? ` (${icons.join(' and ')})` : ''}`
    }
    case EV.reputationMoved: {
      const p = e.payload as ReputationMovedPayload
      return `Reputation ${p.from} → ${p.to}${p.objective ? ` (${p.objective})` : ''}`
    }
    case EV.systemEdited: {
      const p = e.payload as SystemEditedPayload
      const change = Object.entries(p.change).map(([k, v]) => statusWords(k, v)).join(', ')
      return `${systemName(p.system)}: ${change}`
    }
    case EV.built:
      return `${who(players, (e.payload as BuiltPayload).faction)} built ${unitCount((e.payload as BuiltPayload).units.length)}`
    case EV.queueAdded:
      return `${who(players, (e.payload as QueueAddedPayload).faction)} put ${unitCount((e.payload as QueueAddedPayload).units.length)} on the build queue`
    case EV.queueSlid:
      return `${who(players, (e.payload as QueueSlidPayload).faction)} slid the build queue`
    case EV.deployed: {
      const p = e.payload as DeployedPayload
      return `${who(players, p.faction)} deployed ${unitCount(p.placements.length)}`
    }
    case EV.baseRevealed:
      return `Rebel base revealed in ${systemName((e.payload as BaseRevealedPayload).system)}`
    case EV.probe:
      // The shared timeline never names the system.
      return 'Imperial probe record (private)'
    case EV.empireVictory:
      return (e.payload as EmpireVictoryPayload).how === 'base-conquered'
        ? 'The Empire conquered the Rebel base'
        : 'The Death Star destroyed the Rebel base’s system'
    default:
      return undefined
  }
}

export function progress(s: RebellionState): string | undefined {
  if (s.winner) return `${FACTION_NAMES[s.winner.faction]} won`
  const phase = PHASES.find((p) => p.id === s.phase)?.title ?? s.phase
  return `Round ${s.round} · ${phase}`
}

/** True for events the shared view must not show in detail. */
export function isPrivateEvent(e: LogEvent): 'empire' | undefined {
  return e.type === EV.probe ? 'empire' : undefined
}

// Rebellion's state as the log builds it. Every flag a screen needs lives here (set by the events
// in events.ts and the shared kinds in engine.ts), so screens read state and never the raw log.
import type { Player } from '../../core/game-record'
import type { Battles } from './battle-record'
import type { CombatObjective } from './combat-objective'
import { emptyBoard, type Board } from './board'
import { emptyQueue, type BuildQueue, type Placement, type QueueEntry } from './build-queue'
import { readSetupOptions, startingForces, type Faction, type SetupOptions } from './data'
import type { LoyaltyOutcome } from './loyalty'
import type { ObjectiveSelection } from './objectives'
import type { StartingPlacement } from './starting-deployment'
import { isSystemId, type SystemId } from './systems'
import type { Forces, LeaderSpot } from './units-on-board'
import {
  rebelsHaveWon,
  startingTimeTrack,
  type Phase,
  type RefreshStepId,
  type SpaceIcons,
  type TimeTrack,
} from './time-track'

export interface ObjectivesDrawnPayload {
  method: 'app' | 'cards'
  selection?: ObjectiveSelection
}
export interface StartingDeploymentPayload {
  faction: Faction
  placement: StartingPlacement
  deathStarSystem?: SystemId
}
export type EmpireVictoryHow = 'base-conquered' | 'base-destroyed'

export interface ProbeLog {
  /** Never shown in the shared view. */
  visibility: 'empire-private'
  cardsSeen: SystemId[]
  /** Visits since the latest new base (or since setup): these rule systems out. */
  visited: SystemId[]
  /**
   * Visits recorded before the latest new base (Rapid Mobilization): they told only where the old
   * base was not, so they rule nothing out now. Absent until a base is moved.
   */
  visitedBeforeMove?: SystemId[]
}

export interface RebellionState {
  options: SetupOptions
  /** The options were recorded on the Setup tab (game.started alone does not count). */
  optionsRecorded: boolean
  /** Something was logged since the options were last recorded (changing them starts again). */
  progressMade: boolean
  setup: {
    loyalty?: LoyaltyOutcome
    objectives?: ObjectivesDrawnPayload
    ticked: string[]
    deployments: Partial<Record<Faction, StartingDeploymentPayload>>
  }
  /** A phase was set or time moved: the game is past setup, whatever the setup checklist says. */
  playBegun: boolean
  round: number
  phase: Phase
  refreshTicked: RefreshStepId[]
  /** This Refresh phase: the time marker already moved (once per Refresh). */
  timeAdvancedThisRefresh: boolean
  /** This Refresh phase: the Rebels already played an objective (one per Refresh phase). */
  objectivePlayedThisRefresh: boolean
  /** This Refresh phase: where the leaders stood that ticking "Retrieve leaders" took off (unticking puts them back). */
  leadersRetrieved: LeaderSpot[]
  /** Recruit-icon leaders each side has recruited into its pool (recruiting.ts; tracked in new games only). */
  recruited: Record<Faction, string[]>
  /** This round, since the time marker moved: who built, and who slid their queue. */
  builtSinceTimeMoved: Record<Faction, boolean>
  slidSinceTimeMoved: Record<Faction, boolean>
  /** Placements since each faction last slid its queue (the per-system deploy limit counts them). */
  placedSinceSlide: Record<Faction, Placement[]>
  timeTrack: TimeTrack
  /** Prompts of the space the time marker last moved to. */
  lastPrompts?: SpaceIcons
  board: Board
  /** The units (with damage) and leaders in each system (units-on-board.ts). */
  forces: Forces
  /** Each system's current or last combat: rounds recorded, retreats, who won (battle-record.ts). */
  battles: Battles
  /** This Command phase's latest recorded combat, and whether an objective was played during it. */
  combat?: CombatObjective
  baseHidden: boolean
  baseSystem?: SystemId
  /**
   * seq → the system of the base that event revealed on its own (Imperial ground units or loyalty
   * arriving there): the timeline adds it to the event's line (engine.eventNote).
   */
  revealedBy: Readonly<Record<number, SystemId>>
  /**
   * The systems of the bases left by Rapid Mobilization, oldest first: their probe cards went to the
   * Empire, so no new base is drawn there. Absent until a base is moved.
   */
  formerBases?: SystemId[]
  /** The Rebel player's recorded base (shown only in the Rebel private view). */
  rebelBase?: { visibility: 'rebels-private'; system: SystemId }
  queues: Record<Faction, BuildQueue>
  /** Units that left space 1 and still wait for a destination. */
  awaitingDeploy: Record<Faction, QueueEntry[]>
  probes: ProbeLog
  winner?: { faction: Faction; how: 'reputation' | EmpireVictoryHow }
}

export function initialState(_players: readonly Player[], raw: Record<string, unknown>): RebellionState {
  return freshState(readSetupOptions(raw))
}

export function freshState(options: SetupOptions): RebellionState {
  const queues = { empire: emptyQueue(), rebels: emptyQueue() }
  for (const q of startingForces(options).empireQueue) queues.empire[q.space].push({ unit: q.unit, from: 'setup' })
  return {
    options,
    optionsRecorded: false,
    progressMade: false,
    setup: { ticked: [], deployments: {} },
    playBegun: false,
    round: 1,
    phase: 'assignment',
    refreshTicked: [],
    timeAdvancedThisRefresh: false,
    objectivePlayedThisRefresh: false,
    leadersRetrieved: [],
    recruited: { empire: [], rebels: [] },
    builtSinceTimeMoved: { empire: false, rebels: false },
    slidSinceTimeMoved: { empire: false, rebels: false },
    placedSinceSlide: { empire: [], rebels: [] },
    timeTrack: startingTimeTrack(),
    board: emptyBoard(),
    forces: {},
    battles: {},
    baseHidden: true,
    revealedBy: {},
    queues,
    awaitingDeploy: { empire: [], rebels: [] },
    probes: { visibility: 'empire-private', cardsSeen: [], visited: [] },
  }
}

export function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  const without = list.filter((x) => x !== item)
  return on ? [...without, item] : without
}

export function withQueue(s: RebellionState, f: Faction, q: BuildQueue): RebellionState {
  return { ...s, queues: { ...s.queues, [f]: q } }
}

export function markPresence(board: Board, placement: StartingPlacement | Placement[], f: Faction): Board {
  const key = f === 'empire' ? 'imperialUnits' : 'rebelUnits'
  const targets = Array.isArray(placement) ? placement.map((p) => p.to) : Object.keys(placement)
  let b = board
  for (const t of targets) if (isSystemId(t)) b = { ...b, [t]: { ...b[t], [key]: true } }
  return b
}

export function withWin(s: RebellionState): RebellionState {
  if (s.winner) return s
  return rebelsHaveWon(s.timeTrack) ? { ...s, winner: { faction: 'rebels', how: 'reputation' } } : s
}

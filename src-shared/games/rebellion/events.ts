// Rebellion's events, each declared once: payload schema and version, how it changes the state and
// its words for the timeline. Every helper writes one of these, so undo works across setup, the time
// track, the system board and both build queues. Setup and Refresh checklist ticks and option
// changes are shared kinds (core/play-events.ts); engine.ts says how this state follows them.
import { z } from 'zod'
import { defineEvents, type DescribeContext } from '../../core/events'
import { RNG_ALGORITHM } from '../../core/prng'
import { editSystem, isEditRefusal, type Loyalty, type StatusEdit } from './board'
import { battleEventSpecs, type BattlePayloads } from './battle-events'
import { boardEventSpecs, withPlacedFigures, type BoardPayloads } from './board-events'
import { recruitEventSpecs, type RecruitPayloads } from './recruiting'
import { addToQueue, slideQueue, type Placement, type QueuedUnit, type QueueSpace } from './build-queue'
import type { Faction } from './data'
import { boardWithLoyalty, type LoyaltyOutcome } from './loyalty'
import { factionName, placementList, systemName, unitTally } from './names'
import type { ObjectiveSelection } from './objectives'
import { withObjectivePlayed } from './combat-objective'
import {
  whyNotChooseBase,
  whyNotBaseDestroyed,
  whyNotConquered,
  whyNotMoveBase,
  withBaseFound,
  withBaseMoved,
  withBaseRevealed,
} from './rebel-base'
import {
  whyNotAdvanceTime,
  whyNotBuild,
  whyNotDeploy,
  whyNotPhase,
  whyNotPlayObjective,
  whyNotSlide,
  withActionTicks,
} from './round'
import { roundTexts } from './round-texts'
import type { StartingPlacement } from './starting-deployment'
import { SYSTEM_IDS, SYSTEMS, type SystemId } from './systems'
import { phaseTitle, type SpaceIcons } from './time-track'
import { UNIT_IDS } from './units'
import { imperialGroundFigures, whyBuildOverSupply, withLeadersRetrieved } from './units-on-board'
import {
  markPresence,
  withQueue,
  withWin,
  type EmpireVictoryHow,
  type ObjectivesDrawnPayload,
  type RebellionState,
  type StartingDeploymentPayload,
} from './state'

export type { ObjectivesDrawnPayload, StartingDeploymentPayload } from './state'

export interface LoyaltyDrawnPayload {
  /** An app draw carries its seed and outcome; 'cards' means players drew and entered the result. */
  outcome: LoyaltyOutcome
}
export interface PhasePayload {
  round: number
  phase: 'assignment' | 'command' | 'refresh'
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
export interface QueuePayload {
  faction: Faction
  units: QueuedUnit[]
}
export interface BuiltPayload extends QueuePayload {
  /** The box's count per unit (corrections included); absent in builds logged before it was checked. */
  limits?: Record<string, number | null>
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
/** Private to the Rebel player: the system whose probe card lies under the "Location" space. */
export interface BaseChosenPayload {
  system: SystemId
  private: 'rebels'
}
/**
 * Rapid Mobilization's new base: a choice's shape, and the base it moves from as the Rebel player saw
 * it (absent in logs written before it was kept): a move pressed on a base already moved elsewhere
 * meanwhile is refused. Only the check reads it; applying the event never does.
 */
export interface BaseMovedPayload extends BaseChosenPayload {
  from?: SystemId
}
/** Private to the Imperial player: the shared screen never shows which system. */
export interface ProbePayload {
  kind: 'card' | 'visit'
  system: SystemId
  private: 'empire'
}
export interface EmpireVictoryPayload {
  how: EmpireVictoryHow
}

const faction = z.enum(['empire', 'rebels'])
const system = z.enum(SYSTEM_IDS)
const systems = z.array(system)
const unit = z.string().refine((id) => UNIT_IDS.includes(id), { message: 'is not a Rebellion unit' })
const target = z.union([system, z.literal('rebel-base')])
const whole = z.number().int().min(0)
const rng = z.object({
  algorithm: z.literal(RNG_ALGORITHM),
  words: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
})
const queueSpace = z.union([z.literal(1), z.literal(2), z.literal(3)]) as z.ZodType<QueueSpace>
const queueSource = z.union([system, z.enum(['rebel-base', 'project', 'setup', 'other'])])
const queueEntry = z.object({ unit, from: queueSource })
const queued: z.ZodType<QueuedUnit[]> = z.array(z.object({ space: queueSpace, entry: queueEntry })).min(1)
const limits = z.record(z.string(), z.number().int().min(0).nullable())
/** How many of each unit a list names. */
const tally = (units: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {}
  for (const u of units) out[u] = (out[u] ?? 0) + 1
  return out
}
const loyalty: z.ZodType<Loyalty> = z.enum(['imperial', 'rebel', 'neutral'])
const stages = <T extends z.ZodType>(t: T) => z.object({ I: t, II: t, III: t })

const loyaltyOutcome: z.ZodType<LoyaltyOutcome> = z.object({
  method: z.enum(['app', 'cards', 'first-game']),
  seed: z.number().int().optional(),
  rng: rng.optional(),
  revealed: systems.optional(),
  rebels: systems,
  subjugated: systems,
  imperialLoyal: systems,
})
const objectiveSelection: z.ZodType<ObjectiveSelection> = z.object({
  seed: z.number().int(),
  rng,
  pileSizes: stages(whole),
  picks: stages(z.array(z.number().int().min(1))),
})
const startingPlacement = z.partialRecord(target, z.record(z.string(), whole)) as z.ZodType<StartingPlacement>
const statusEdit: z.ZodType<StatusEdit> = z
  .object({
    loyalty,
    subjugated: z.boolean(),
    sabotaged: z.boolean(),
    destroyed: z.boolean(),
    imperialUnits: z.boolean(),
    rebelUnits: z.boolean(),
    shieldBunker: z.boolean(),
  })
  .partial()
  .strict()

/** The timeline's words in the language the timeline is read in. */
const words = (ctx: DescribeContext) => roundTexts(ctx.locale).timeline

function who(ctx: DescribeContext, f: Faction): string {
  const p = ctx.players.find((x) => x.faction === f)
  const name = factionName(f, ctx.locale)
  return p ? words(ctx).who(p.name, name) : name
}

function statusWords(ctx: DescribeContext, key: string, value: unknown): string {
  const T = words(ctx)
  if (key === 'loyalty')
    return value === 'neutral' ? T.loyaltyNeutral : value === 'imperial' ? T.loyaltyImperial : T.loyaltyRebel
  return T.status[key]?.[value ? 0 : 1] ?? key
}

export interface RebellionPayloads {
  'rebellion.loyalty.drawn': LoyaltyDrawnPayload
  'rebellion.objectives.drawn': ObjectivesDrawnPayload
  'rebellion.deployment.recorded': StartingDeploymentPayload
  'rebellion.phase.set': PhasePayload
  'rebellion.time.advanced': TimeAdvancedPayload
  'rebellion.reputation.moved': ReputationMovedPayload
  'rebellion.system.edited': SystemEditedPayload
  'rebellion.units.built': BuiltPayload
  'rebellion.queue.added': QueuePayload
  'rebellion.queue.slid': QueueSlidPayload
  'rebellion.units.deployed': DeployedPayload
  'rebellion.base.chosen': BaseChosenPayload
  /** Rapid Mobilization's new base (a choice and the base it moves from; private to the Rebels). */
  'rebellion.base.moved': BaseMovedPayload
  'rebellion.base.revealed': BaseRevealedPayload
  'rebellion.probe.recorded': ProbePayload
  'rebellion.empire.won': EmpireVictoryPayload
}

export const rebellionEventLog = defineEvents<RebellionState>()<
  RebellionPayloads & BoardPayloads & BattlePayloads & RecruitPayloads
>({
  ...boardEventSpecs,
  ...recruitEventSpecs,
  ...battleEventSpecs,
  'rebellion.loyalty.drawn': {
    v: 1,
    formerly: [{ type: 'rebellion.setup.loyalty' }],
    schema: z.object({ outcome: loyaltyOutcome }),
    apply(s, { outcome }) {
      const loyal = boardWithLoyalty(outcome)
      // Keep unit presence already recorded; loyalty comes from the draw.
      const board = { ...s.board }
      for (const id of Object.keys(board) as SystemId[])
        board[id] = { ...loyal[id], imperialUnits: board[id].imperialUnits, rebelUnits: board[id].rebelUnits }
      return { ...s, setup: { ...s.setup, loyalty: outcome }, board }
    },
    describe({ outcome: o }, ctx) {
      const T = words(ctx)
      const how =
        o.method === 'app'
          ? T.loyaltyByApp(o.seed)
          : o.method === 'first-game'
            ? T.loyaltyFirstGame
            : T.loyaltyFromCards
      const list = (ids: readonly SystemId[]) => ids.map((id) => systemName(id, ctx.locale)).join(', ')
      return T.loyalty(how, list(o.rebels), list(o.subjugated), list(o.imperialLoyal))
    },
  },
  'rebellion.objectives.drawn': {
    v: 1,
    formerly: [{ type: 'rebellion.setup.objectives' }],
    schema: z.object({ method: z.enum(['app', 'cards']), selection: objectiveSelection.optional() }),
    apply: (s, p) => ({ ...s, setup: { ...s.setup, objectives: p } }),
    describe: (p, ctx) =>
      p.method === 'app' && p.selection ? words(ctx).objectivesByApp(p.selection.seed) : words(ctx).objectivesFromCards,
  },
  'rebellion.deployment.recorded': {
    v: 1,
    formerly: [{ type: 'rebellion.setup.deployment' }],
    schema: z.object({ faction, placement: startingPlacement, deathStarSystem: system.optional() }),
    apply: (s, p) => ({
      ...s,
      setup: { ...s.setup, deployments: { ...s.setup.deployments, [p.faction]: p } },
      board: markPresence(s.board, p.placement, p.faction),
      // Recording the deployment again replaces the earlier record's figures.
      forces: withPlacedFigures(
        s.setup.deployments[p.faction]
          ? { ...s, forces: withPlacedFigures(s, p.faction, s.setup.deployments[p.faction]!.placement, true) }
          : s,
        p.faction,
        p.placement,
      ),
    }),
    describe: (p, ctx) => words(ctx).deploymentRecorded(who(ctx, p.faction)),
  },
  'rebellion.phase.set': {
    v: 1,
    schema: z.object({ round: z.number().int().min(1), phase: z.enum(['assignment', 'command', 'refresh']) }),
    check: (s, p, locale) => whyNotPhase(s, p.round, p.phase, locale),
    apply(s, p) {
      // A new round starts with a clean Refresh checklist and nothing "deployed this step"; every
      // leader not captured is back in its pool (Refresh, "Retrieve Leaders", even if left unticked).
      if (p.round !== s.round)
        return {
          ...s,
          playBegun: true,
          round: p.round,
          phase: p.phase,
          forces: withLeadersRetrieved(s.forces),
          refreshTicked: [],
          timeAdvancedThisRefresh: false,
          objectivePlayedThisRefresh: false,
          combat: undefined,
          leadersRetrieved: [],
          builtSinceTimeMoved: { empire: false, rebels: false },
          slidSinceTimeMoved: { empire: false, rebels: false },
          placedSinceSlide: { empire: [], rebels: [] },
        }
      // A combat belongs to its Command phase: another phase begins without one.
      const combat = p.phase === s.phase ? s.combat : undefined
      return withActionTicks({ ...s, playBegun: true, phase: p.phase, combat })
    },
    describe: (p, ctx) => words(ctx).phase(p.round, phaseTitle(p.phase, ctx.locale)),
  },
  'rebellion.time.advanced': {
    v: 1,
    schema: z.object({ from: whole, to: whole, prompts: z.object({ recruit: z.boolean(), build: z.boolean() }) }),
    check: (s, p, locale) => whyNotAdvanceTime(s, p.from, p.to, locale),
    apply: (s, p) =>
      withActionTicks(
        withWin({
          ...s,
          playBegun: true,
          timeTrack: { ...s.timeTrack, time: p.to },
          lastPrompts: p.prompts,
          timeAdvancedThisRefresh: s.phase === 'refresh',
          builtSinceTimeMoved: { empire: false, rebels: false },
          slidSinceTimeMoved: { empire: false, rebels: false },
          placedSinceSlide: { empire: [], rebels: [] },
        }),
      ),
    describe(p, ctx) {
      const T = words(ctx)
      const icons = [p.prompts.recruit ? T.iconRecruit : '', p.prompts.build ? T.iconBuild : ''].filter(Boolean)
      return T.timeMarker(p.from, p.to, icons)
    },
  },
  'rebellion.reputation.moved': {
    v: 1,
    schema: z.object({ from: whole, to: whole, objective: z.string().optional() }),
    check: (s, p, locale) => whyNotPlayObjective(s, p.from, p.to, locale),
    apply: (s, p) =>
      withActionTicks(
        withWin({
          ...s,
          timeTrack: { ...s.timeTrack, reputation: p.to },
          objectivePlayedThisRefresh: s.objectivePlayedThisRefresh || s.phase === 'refresh',
          combat: s.phase === 'command' ? withObjectivePlayed(s.combat) : s.combat,
        }),
      ),
    describe: (p, ctx) => words(ctx).reputation(p.from, p.to, p.objective),
  },
  'rebellion.system.edited': {
    v: 1,
    schema: z.object({ system, change: statusEdit }),
    check(s, p, locale) {
      const r = editSystem(s.board, p.system, p.change, locale)
      return isEditRefusal(r) ? r.reason : undefined
    },
    apply(s, p) {
      const r = editSystem(s.board, p.system, p.change)
      if (isEditRefusal(r)) return s
      // Base rules, "Subjugation": a system losing Imperial loyalty while Imperial ground units are
      // recorded there is subjugated at once.
      const here = r[p.system]
      const subjugates =
        p.change.loyalty !== undefined &&
        SYSTEMS.find((x) => x.id === p.system)?.kind === 'populous' &&
        here.loyalty !== 'imperial' &&
        !here.subjugated &&
        !here.destroyed &&
        imperialGroundFigures(s.forces, p.system) > 0
      return withBaseFound({ ...s, board: subjugates ? { ...r, [p.system]: { ...here, subjugated: true } } : r })
    },
    describe: (p, ctx) =>
      words(ctx).systemEdited(
        systemName(p.system, ctx.locale),
        Object.entries(p.change).map(([k, v]) => statusWords(ctx, k, v)),
      ),
  },
  'rebellion.units.built': {
    v: 1,
    formerly: [{ type: 'rebellion.queue.built' }],
    // `limits` (the box's counts with the players' corrections, as units.placed carries them): absent
    // from builds logged before the supply was checked, which replay as they did.
    schema: z.object({ faction, units: queued, limits: limits.optional() }),
    check: (s, p, locale) =>
      whyNotBuild(s, p.faction, locale) ??
      (p.limits
        ? whyBuildOverSupply(
            s.forces,
            [...s.queues[p.faction][1], ...s.queues[p.faction][2], ...s.queues[p.faction][3]],
            s.awaitingDeploy[p.faction],
            tally(p.units.map((u) => u.entry.unit)),
            p.limits,
            locale,
          )
        : undefined),
    apply: (s, p) =>
      withActionTicks({
        ...withQueue(s, p.faction, addToQueue(s.queues[p.faction], p.units)),
        builtSinceTimeMoved: { ...s.builtSinceTimeMoved, [p.faction]: true },
      }),
    describe: (p, ctx) =>
      words(ctx).built(
        who(ctx, p.faction),
        unitTally(
          p.units.map((u) => u.entry.unit),
          ctx.locale,
        ),
      ),
  },
  'rebellion.queue.added': {
    v: 1,
    schema: z.object({ faction, units: queued }),
    apply: (s, p) => withQueue(s, p.faction, addToQueue(s.queues[p.faction], p.units)),
    describe: (p, ctx) =>
      words(ctx).queued(
        who(ctx, p.faction),
        unitTally(
          p.units.map((u) => u.entry.unit),
          ctx.locale,
        ),
      ),
  },
  'rebellion.queue.slid': {
    v: 1,
    schema: z.object({ faction }),
    check: (s, p, locale) => whyNotSlide(s, p.faction, locale),
    apply(s, { faction: f }) {
      const slid = slideQueue(s.queues[f])
      return withActionTicks({
        ...withQueue(s, f, slid.queue),
        awaitingDeploy: { ...s.awaitingDeploy, [f]: [...s.awaitingDeploy[f], ...slid.ready] },
        slidSinceTimeMoved: { ...s.slidSinceTimeMoved, [f]: true },
        placedSinceSlide: { ...s.placedSinceSlide, [f]: [] },
      })
    },
    describe: (p, ctx) => words(ctx).slid(who(ctx, p.faction)),
  },
  'rebellion.units.deployed': {
    v: 1,
    formerly: [{ type: 'rebellion.queue.deployed' }],
    // `from`: which waiting unit of that kind was placed (the row pressed); deploys logged before it
    // was kept place the first one waiting of the kind, as they always did.
    schema: z.object({
      faction,
      placements: z.array(z.object({ unit, to: target, from: queueSource.optional() })).min(1),
    }),
    check: (s, p, locale) => whyNotDeploy(s, p.faction, p.placements, locale),
    apply(s, p) {
      const left = [...s.awaitingDeploy[p.faction]]
      for (const pl of p.placements) {
        const pressed = pl.from === undefined ? -1 : left.findIndex((x) => x.unit === pl.unit && x.from === pl.from)
        const i = pressed >= 0 ? pressed : left.findIndex((x) => x.unit === pl.unit)
        if (i >= 0) left.splice(i, 1)
      }
      return withActionTicks({
        ...s,
        awaitingDeploy: { ...s.awaitingDeploy, [p.faction]: left },
        placedSinceSlide: {
          ...s.placedSinceSlide,
          [p.faction]: [...s.placedSinceSlide[p.faction], ...p.placements.map(({ unit, to }) => ({ unit, to }))],
        },
        board: markPresence(s.board, p.placements, p.faction),
        forces: withPlacedFigures(s, p.faction, p.placements),
      })
    },
    describe: (p, ctx) => words(ctx).deployed(who(ctx, p.faction), placementList(p.placements, ctx.locale)),
  },
  'rebellion.base.chosen': {
    v: 1,
    private: 'rebels',
    schema: z.object({ system, private: z.literal('rebels') }),
    check: (s, p, locale) => whyNotChooseBase(s, p.system, locale),
    apply: (s, p) => withBaseFound({ ...s, rebelBase: { visibility: 'rebels-private', system: p.system } }),
    // The shared timeline never names the system.
    describe: (_p, ctx) => words(ctx).baseChosen,
  },
  // Rapid Mobilization: the new base, named only in the Rebel private view; the old one is revealed
  // (the engine notes that on this event's timeline line).
  'rebellion.base.moved': {
    v: 1,
    private: 'rebels',
    schema: z.object({ system, from: system.optional(), private: z.literal('rebels') }),
    check: (s, p, locale) => whyNotMoveBase(s, p.system, locale, p.from),
    apply: (s, p) => withBaseMoved(s, p.system),
    describe: (_p, ctx) => words(ctx).baseMoved,
  },
  'rebellion.base.revealed': {
    v: 1,
    schema: z.object({ system }),
    // Revealed in a system already destroyed (the base was not recorded): the Death Star found it.
    apply: (s, p) => withBaseFound(withBaseRevealed(s, p.system)),
    describe: (p, ctx) => words(ctx).baseRevealed(systemName(p.system, ctx.locale)),
  },
  'rebellion.probe.recorded': {
    v: 1,
    private: 'empire',
    schema: z.object({ kind: z.enum(['card', 'visit']), system, private: z.literal('empire') }),
    apply(s, p) {
      const key = p.kind === 'card' ? 'cardsSeen' : 'visited'
      if (s.probes[key].includes(p.system)) return s
      return { ...s, probes: { ...s.probes, [key]: [...s.probes[key], p.system] } }
    },
    // The shared timeline never names the system.
    describe: (_p, ctx) => words(ctx).probe,
  },
  'rebellion.empire.won': {
    v: 1,
    formerly: [{ type: 'rebellion.empire.victory' }],
    schema: z.object({ how: z.enum(['base-conquered', 'base-destroyed']) }),
    // A base the Rebels recorded is conquered only once revealed (Imperial ground units there reveal
    // it), and not while Rebel units are recorded in its system; destroyed only once its system is.
    check(s, p, locale) {
      if (p.how === 'base-destroyed') return whyNotBaseDestroyed(s, locale)
      if (s.rebelBase && s.baseHidden) return roundTexts(locale).round.baseStillHidden
      return whyNotConquered(s, locale)
    },
    apply: (s, p) => ({ ...s, winner: { faction: 'empire', how: p.how } }),
    describe: (p, ctx) => (p.how === 'base-conquered' ? words(ctx).baseConquered : words(ctx).baseDestroyed),
  },
})

/** The two checklists of a Rebellion game (shared `checklist.ticked` events with these list names). */
export const CHECKLISTS = { setup: 'setup', refresh: 'refresh' } as const

// The build queue: which units each faction builds at a build icon, sliding the queue, and where
// the units leaving space 1 may be deployed.
import { defineFact, type Fact } from '../../core/facts'
import { isControlledBy, hasUnitsOf, type Board } from './board'
import {
  REBEL_BASE_SPACE,
  iconKey,
  opponent,
  unitsForIcon,
  type Faction,
  type PlacementTarget,
  type UnitId,
} from './data'
import { FACTION_ADJECTIVES, systemName, targetName, unitName } from './names'
import { SYSTEMS, resourceIcons, type ResourceIcon, type SystemId } from './systems'

export type QueueSpace = 1 | 2 | 3
export const QUEUE_SPACES: readonly QueueSpace[] = [1, 2, 3]

/** Where a queued unit came from: a system's icon, the Rebel Base space, a project card, setup… */
export type QueueSource = SystemId | 'rebel-base' | 'project' | 'setup' | 'other'

export interface QueueEntry {
  unit: UnitId
  from: QueueSource
}

export type BuildQueue = Record<QueueSpace, QueueEntry[]>

export function emptyQueue(): BuildQueue {
  return { 1: [], 2: [], 3: [] }
}

export const MAX_DEPLOY_PER_SYSTEM: Fact<number> = defineFact({
  key: 'rebellion.deploy.max-per-system',
  label: 'Units a player may deploy in one system per Deploy step',
  confidence: 'high',
  source: 'base rulebook, Refresh phase: Deploy Units',
  value: 2,
})

export interface BuildContext {
  riseOfTheEmpire: boolean
  /** Players' corrections of a system's icons (e.g. Ord Mantell's order). */
  icons?: Partial<Record<SystemId, readonly ResourceIcon[]>>
}

/** One unit to build: the player picks one of `choices` when there is more than one. */
export interface BuildOrder {
  from: SystemId | 'rebel-base'
  icon: ResourceIcon
  space: QueueSpace
  choices: readonly UnitId[]
}

export interface SkippedSystem {
  system: SystemId
  reason: string
}

export interface BuildPlan {
  faction: Faction
  orders: BuildOrder[]
  /** The faction's systems that build nothing this time, with why. */
  skipped: SkippedSystem[]
}

function whyNoBuild(faction: Faction, board: Board, id: SystemId): string | undefined {
  const s = board[id]
  if (s.sabotaged) return `${systemName(id)} is sabotaged.`
  if (hasUnitsOf(s, opponent(faction))) return `${systemName(id)} holds ${FACTION_ADJECTIVES[opponent(faction)]} units.`
  return undefined
}

/** Everything a faction builds from the board (all icons of loyal systems; subjugated: left icon). */
export function buildPlan(faction: Faction, board: Board, ctx: BuildContext): BuildPlan {
  const orders: BuildOrder[] = []
  const skipped: SkippedSystem[] = []
  const order = (from: BuildOrder['from'], icon: ResourceIcon, space: QueueSpace): BuildOrder => ({
    from,
    icon,
    space,
    choices: unitsForIcon(faction, iconKey(icon), ctx.riseOfTheEmpire),
  })
  for (const sys of SYSTEMS) {
    const s = board[sys.id]
    if (sys.kind === 'remote' || sys.buildQueueSpace === null) continue
    if (faction === 'rebels' && s.subjugated && s.loyalty === 'rebel' && !s.destroyed) {
      skipped.push({ system: sys.id, reason: `${sys.name} is subjugated: it builds for the Empire, not the Rebels.` })
      continue
    }
    if (s.destroyed && isControlledBy({ ...s, destroyed: false }, faction)) {
      skipped.push({ system: sys.id, reason: `${sys.name} has been destroyed.` })
      continue
    }
    if (!isControlledBy(s, faction)) continue
    const why = whyNoBuild(faction, board, sys.id)
    if (why) {
      skipped.push({ system: sys.id, reason: why })
      continue
    }
    const icons = resourceIcons(sys.id, ctx.icons)
    const used = faction === 'empire' && s.subjugated ? icons.slice(0, 1) : icons
    for (const icon of used) orders.push(order(sys.id, icon, sys.buildQueueSpace))
  }
  if (faction === 'rebels') {
    const base = REBEL_BASE_SPACE.value
    for (const icon of base.icons) orders.push(order('rebel-base', icon, base.buildQueueSpace))
  }
  return { faction, orders, skipped }
}

export type BuildRefusal = { error: 'missing-choice' | 'not-a-choice' | 'wrong-count'; index?: number; reason: string }

export interface QueuedUnit {
  space: QueueSpace
  entry: QueueEntry
}

/** A system or the Rebel Base space as the subject or object of a sentence ('the Rebel Base space'). */
function inSentence(t: PlacementTarget): string {
  return t === 'rebel-base' ? `the ${targetName(t)}` : targetName(t)
}

/** Turns orders into queue entries with the player's picks (index-aligned; ignored for single choices). */
export function resolveBuild(
  orders: readonly BuildOrder[],
  picks: readonly (UnitId | undefined)[],
): QueuedUnit[] | BuildRefusal {
  if (picks.length !== 0 && picks.length !== orders.length) {
    return { error: 'wrong-count', reason: `Expected ${orders.length} picks, got ${picks.length}.` }
  }
  const out: QueuedUnit[] = []
  for (const [i, o] of orders.entries()) {
    const pick = o.choices.length === 1 ? o.choices[0] : picks[i]
    if (pick === undefined) {
      return {
        error: 'missing-choice',
        index: i,
        reason: `Choose what ${inSentence(o.from)} builds: ${o.choices.map((id) => unitName(id)).join(', ')}.`,
      }
    }
    if (!o.choices.includes(pick)) {
      return {
        error: 'not-a-choice',
        index: i,
        reason: `${inSentence(o.from)} cannot build ${unitName(pick)}; it builds ${o.choices.map((id) => unitName(id)).join(' or ')}.`,
      }
    }
    out.push({ space: o.space, entry: { unit: pick, from: o.from } })
  }
  return out
}

export function isBuildRefusal(r: QueuedUnit[] | BuildRefusal): r is BuildRefusal {
  return !Array.isArray(r)
}

export function addToQueue(queue: BuildQueue, units: readonly QueuedUnit[]): BuildQueue {
  const next: BuildQueue = { 1: [...queue[1]], 2: [...queue[2]], 3: [...queue[3]] }
  for (const u of units) next[u.space].push(u.entry)
  return next
}

export interface Slide {
  queue: BuildQueue
  /** Units that left space 1: deploy them now. */
  ready: QueueEntry[]
}

export function slideQueue(queue: BuildQueue): Slide {
  return { queue: { 1: [...queue[2]], 2: [...queue[3]], 3: [] }, ready: [...queue[1]] }
}

export interface DeployContext {
  /** While hidden, Rebels deploy into the Rebel Base space. */
  baseHidden: boolean
  /** Once revealed: the system on the base's face-up probe card, where Rebel Base space units go instead. */
  baseSystem?: SystemId
  riseOfTheEmpire: boolean
}

export interface DeployTarget {
  target: PlacementTarget
  legal: boolean
  reason?: string
}

/** Why the faction may not deploy there at all (before the per-system limit); undefined if it may. */
function whyNotTarget(faction: Faction, board: Board, target: PlacementTarget, ctx: DeployContext): string | undefined {
  if (target === 'rebel-base') {
    if (faction === 'empire') return 'Only the Rebels deploy in the Rebel Base space.'
    if (ctx.baseHidden) return undefined
    return ctx.baseSystem
      ? `The base is revealed: units for the Rebel Base space go to ${systemName(ctx.baseSystem)} instead; choose ${systemName(ctx.baseSystem)}.`
      : 'The base is revealed: nothing is deployed in the Rebel Base space any more.'
  }
  const s = board[target]
  const name = systemName(target)
  if (s.destroyed) return `${name} has been destroyed.`
  if (s.sabotaged) return `${name} is sabotaged.`
  if (hasUnitsOf(s, opponent(faction))) return `${name} holds ${FACTION_ADJECTIVES[opponent(faction)]} units.`
  if (isControlledBy(s, faction)) return undefined
  // Revealed base: what would go to the Rebel Base space goes to the base's system, whatever its loyalty.
  if (faction === 'rebels' && !ctx.baseHidden && ctx.baseSystem === target) return undefined
  if (faction === 'empire' && ctx.riseOfTheEmpire && s.shieldBunker) return undefined
  if (faction === 'rebels' && s.subjugated) return `${name} is subjugated: the Rebels cannot deploy there.`
  return faction === 'empire'
    ? `${name} has no Imperial loyalty or subjugation marker.`
    : `${name} is not loyal to the Rebels.`
}

export type PlacedCounts = Partial<Record<PlacementTarget, number>>

/** Every place the faction could name, legal or not, with the reason for a refusal. */
export function deployTargets(
  faction: Faction,
  board: Board,
  ctx: DeployContext,
  placed: PlacedCounts = {},
): DeployTarget[] {
  const max = MAX_DEPLOY_PER_SYSTEM.value
  const all: PlacementTarget[] =
    faction === 'rebels' ? ['rebel-base', ...SYSTEMS.map((s) => s.id)] : SYSTEMS.map((s) => s.id)
  return all.map((target) => {
    const why = whyNotTarget(faction, board, target, ctx)
    if (why) return { target, legal: false, reason: why }
    if ((placed[target] ?? 0) >= max) {
      return { target, legal: false, reason: `${inSentence(target)} already received ${max} units this Deploy step.` }
    }
    return { target, legal: true }
  })
}

export interface Placement {
  unit: UnitId
  to: PlacementTarget
}

export type DeployRefusal = { error: 'not-ready' | 'illegal-target' | 'too-many'; index: number; reason: string }

export interface DeployCheck {
  refusals: DeployRefusal[]
  /** Ready units no placement used. */
  unplaced: QueueEntry[]
}

/** Checks a whole deployment of ready units; every illegal placement is listed with its reason. */
export function checkDeployment(
  faction: Faction,
  board: Board,
  ctx: DeployContext,
  ready: readonly QueueEntry[],
  placements: readonly Placement[],
): DeployCheck {
  const left = [...ready]
  const placed: PlacedCounts = {}
  const refusals: DeployRefusal[] = []
  const max = MAX_DEPLOY_PER_SYSTEM.value
  placements.forEach((p, index) => {
    const at = left.findIndex((e) => e.unit === p.unit)
    if (at < 0) {
      refusals.push({ error: 'not-ready', index, reason: `No ${unitName(p.unit)} left the build queue to deploy.` })
      return
    }
    const why = whyNotTarget(faction, board, p.to, ctx)
    if (why) {
      refusals.push({ error: 'illegal-target', index, reason: why })
      return
    }
    const n = placed[p.to] ?? 0
    if (n >= max) {
      refusals.push({
        error: 'too-many',
        index,
        reason: `At most ${max} units per system each Deploy step: ${inSentence(p.to)} is full.`,
      })
      return
    }
    placed[p.to] = n + 1
    left.splice(at, 1)
  })
  return { refusals, unplaced: left }
}

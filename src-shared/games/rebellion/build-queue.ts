// The build queue: which units each faction builds at a build icon, sliding the queue, and where
// the units leaving space 1 may be deployed.
import { defineFact, type Fact } from '../../core/facts'
import type { Locale } from '../../locale'
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
import { systemName, targetName, unitName } from './names'
import { roundTexts } from './round-texts'
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
  /** The language of the skipped systems' reasons (default English). */
  locale?: Locale
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

function whyNoBuild(faction: Faction, board: Board, id: SystemId, locale: Locale): string | undefined {
  const s = board[id]
  const T = roundTexts(locale).build
  if (s.sabotaged) return T.sabotaged(systemName(id, locale))
  if (hasUnitsOf(s, opponent(faction))) return T.holdsUnits(systemName(id, locale), opponent(faction))
  return undefined
}

/** Everything a faction builds from the board (all icons of loyal systems; subjugated: left icon). */
export function buildPlan(faction: Faction, board: Board, ctx: BuildContext): BuildPlan {
  const orders: BuildOrder[] = []
  const skipped: SkippedSystem[] = []
  const locale = ctx.locale ?? 'en'
  const T = roundTexts(locale).build
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
      skipped.push({ system: sys.id, reason: T.subjugatedForEmpire(systemName(sys.id, locale)) })
      continue
    }
    if (s.destroyed && isControlledBy({ ...s, destroyed: false }, faction)) {
      skipped.push({ system: sys.id, reason: T.destroyed(systemName(sys.id, locale)) })
      continue
    }
    if (!isControlledBy(s, faction)) continue
    const why = whyNoBuild(faction, board, sys.id, locale)
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
function inSentence(t: PlacementTarget, locale: Locale): string {
  return t === 'rebel-base' ? roundTexts(locale).build.baseInSentence(targetName(t, locale)) : targetName(t, locale)
}

/** Turns orders into queue entries with the player's picks (index-aligned; ignored for single choices). */
export function resolveBuild(
  orders: readonly BuildOrder[],
  picks: readonly (UnitId | undefined)[],
  locale: Locale = 'en',
): QueuedUnit[] | BuildRefusal {
  const T = roundTexts(locale).build
  const names = (ids: readonly UnitId[]) => ids.map((id) => unitName(id, locale))
  if (picks.length !== 0 && picks.length !== orders.length) {
    return { error: 'wrong-count', reason: T.wrongCount(orders.length, picks.length) }
  }
  const out: QueuedUnit[] = []
  for (const [i, o] of orders.entries()) {
    const pick = o.choices.length === 1 ? o.choices[0] : picks[i]
    if (pick === undefined) {
      return {
        error: 'missing-choice',
        index: i,
        reason: T.chooseWhat(inSentence(o.from, locale), names(o.choices)),
      }
    }
    if (!o.choices.includes(pick)) {
      return {
        error: 'not-a-choice',
        index: i,
        reason: T.notAChoice(inSentence(o.from, locale), unitName(pick, locale), names(o.choices)),
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
  /** The language of the refusals (default English). */
  locale?: Locale
}

export interface DeployTarget {
  target: PlacementTarget
  legal: boolean
  reason?: string
}

/** Why the faction may not deploy there at all (before the per-system limit); undefined if it may. */
function whyNotTarget(faction: Faction, board: Board, target: PlacementTarget, ctx: DeployContext): string | undefined {
  const locale = ctx.locale ?? 'en'
  const T = roundTexts(locale).deploy
  const B = roundTexts(locale).build
  if (target === 'rebel-base') {
    if (faction === 'empire') return T.onlyRebelsAtBase
    if (ctx.baseHidden) return undefined
    return ctx.baseSystem ? T.baseRevealedGoTo(systemName(ctx.baseSystem, locale)) : T.baseRevealedNothing
  }
  const s = board[target]
  const name = systemName(target, locale)
  if (s.destroyed) return B.destroyed(name)
  if (s.sabotaged) return B.sabotaged(name)
  if (hasUnitsOf(s, opponent(faction))) return B.holdsUnits(name, opponent(faction))
  if (isControlledBy(s, faction)) return undefined
  // Revealed base: what would go to the Rebel Base space goes to the base's system, whatever its loyalty.
  if (faction === 'rebels' && !ctx.baseHidden && ctx.baseSystem === target) return undefined
  if (faction === 'empire' && ctx.riseOfTheEmpire && s.shieldBunker) return undefined
  if (faction === 'rebels' && s.subjugated) return T.subjugated(name)
  return faction === 'empire' ? T.notImperial(name) : T.notRebel(name)
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
      const where = inSentence(target, ctx.locale ?? 'en')
      return { target, legal: false, reason: roundTexts(ctx.locale).deploy.alreadyReceived(where, max) }
    }
    return { target, legal: true }
  })
}

export interface Placement {
  unit: UnitId
  to: PlacementTarget
  /** Which waiting unit of that kind (its queue entry's source); none: the first one waiting. */
  from?: QueueSource
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
  const locale = ctx.locale ?? 'en'
  const T = roundTexts(locale).deploy
  placements.forEach((p, index) => {
    const at = left.findIndex((e) => e.unit === p.unit)
    if (at < 0) {
      refusals.push({ error: 'not-ready', index, reason: T.notReady(unitName(p.unit, locale)) })
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
        reason: T.full(max, inSentence(p.to, locale)),
      })
      return
    }
    placed[p.to] = n + 1
    left.splice(at, 1)
  })
  return { refusals, unplaced: left }
}

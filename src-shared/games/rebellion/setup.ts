// Setup: the loyalty draw, the ordered checklist, and the checks on starting deployment and on
// where the Rebel base may go. Pure: options and a seed in, steps and outcomes out.
import { createRng, rngState, shuffle, type RngState } from '../../core/prng'
import type { Confidence } from '../../core/facts'
import { emptyBoard, isImperialSystem, type Board } from './board'
import {
  DEATH_STAR_GROUP_SYSTEM,
  FACTION_NAMES,
  FIRST_GAME,
  LOYALTY_DRAW,
  PROBE_DECK,
  SETUP_POOLS,
  startingForces,
  totalUnits,
  usesNewStarterUnits,
  type Faction,
  type PlacementTarget,
  type SetupOptions,
  type UnitCounts,
  type UnitId,
} from './data'
import { objectiveDeckRecipe, objectiveDeckSize, type ObjectiveSelection } from './objectives'
import { RULE_REFS } from './rule-refs'
import { SYSTEMS, areAdjacent, isSystemId, systemName, type SystemId } from './systems'
import { TIME_TRACK_LAYOUT } from './time-track'
import { unitFact } from './units'

// ---------------------------------------------------------------- loyalty draw

export interface LoyaltyOutcome {
  method: 'app' | 'cards' | 'first-game'
  /** Present when the app drew: the seed and the generator state after the draw. */
  seed?: number
  rng?: RngState
  /** Setup probe cards in the order they came up (app draw only; cards past a full quota included). */
  revealed?: SystemId[]
  rebels: SystemId[]
  subjugated: SystemId[]
  imperialLoyal: SystemId[]
}

/**
 * Reveals setup cards until the Rebel and Imperial quotas are met. Only cards with a setup mark
 * matter, so the app shuffles those (the other probe cards would be passed over anyway).
 */
export function drawLoyalty(seed: number): LoyaltyOutcome {
  const pools = SETUP_POOLS.value
  const rule = LOYALTY_DRAW.value
  const [order, rng] = shuffle(createRng(seed), [...pools.rebels, ...pools.empire])
  const rebels: SystemId[] = []
  const imperial: SystemId[] = []
  const revealed: SystemId[] = []
  for (const id of order) {
    if (rebels.length >= rule.rebels && imperial.length >= rule.empire) break
    revealed.push(id)
    if (pools.rebels.includes(id)) {
      if (rebels.length < rule.rebels) rebels.push(id)
    } else if (imperial.length < rule.empire) imperial.push(id)
  }
  return {
    method: 'app',
    seed,
    rng: rngState(rng),
    revealed,
    rebels,
    subjugated: imperial.slice(0, rule.subjugatedFirst),
    imperialLoyal: imperial.slice(rule.subjugatedFirst),
  }
}

export type LoyaltyEntryRefusal = { error: 'loyalty-entry'; reason: string }

/** Players drew with real cards: check what they entered (Imperial systems in drawn order). */
export function enterLoyalty(rebels: readonly string[], imperialInOrder: readonly string[]): LoyaltyOutcome | LoyaltyEntryRefusal {
  const pools = SETUP_POOLS.value
  const rule = LOYALTY_DRAW.value
  const bad = (reason: string): LoyaltyEntryRefusal => ({ error: 'loyalty-entry', reason })
  if (rebels.length !== rule.rebels) return bad(`Enter ${rule.rebels} Rebel systems (you entered ${rebels.length}).`)
  if (imperialInOrder.length !== rule.empire) return bad(`Enter ${rule.empire} Imperial systems (you entered ${imperialInOrder.length}).`)
  const all = [...rebels, ...imperialInOrder]
  if (new Set(all).size !== all.length) return bad('A system was entered twice.')
  const offR = rebels.find((r) => !(pools.rebels as readonly string[]).includes(r))
  if (offR) return bad(`${isSystemId(offR) ? systemName(offR) : offR} has no Rebel setup mark.`)
  const offE = imperialInOrder.find((r) => !(pools.empire as readonly string[]).includes(r))
  if (offE) return bad(`${isSystemId(offE) ? systemName(offE) : offE} has no Imperial setup mark.`)
  const imperial = imperialInOrder as SystemId[]
  return {
    method: 'cards',
    rebels: [...(rebels as SystemId[])],
    subjugated: imperial.slice(0, rule.subjugatedFirst),
    imperialLoyal: imperial.slice(rule.subjugatedFirst),
  }
}

export function firstGameLoyalty(): LoyaltyOutcome {
  const p = FIRST_GAME.value.placements
  const marked = (m: string): SystemId[] => p.filter((x) => x.marker === m && x.where !== 'rebel-base').map((x) => x.where as SystemId)
  return {
    method: 'first-game',
    rebels: marked('rebel-loyalty'),
    subjugated: marked('subjugation'),
    imperialLoyal: marked('imperial-loyalty'),
  }
}

/** The system board once loyalty and subjugation markers are down (no units yet). */
export function boardWithLoyalty(l: LoyaltyOutcome): Board {
  const b = emptyBoard()
  for (const id of l.rebels) b[id] = { ...b[id], loyalty: 'rebel' }
  for (const id of l.imperialLoyal) b[id] = { ...b[id], loyalty: 'imperial' }
  for (const id of l.subjugated) b[id] = { ...b[id], subjugated: true }
  return b
}

// ---------------------------------------------------------------- checklist

export interface StepCount {
  label: string
  count: number
}

export interface SetupStep {
  id: string
  title: string
  detail: string
  counts: StepCount[]
  ruleRef: string
  /** An app-made draw belongs to this step ("we draw with real cards" is the alternative). */
  draw?: 'loyalty' | 'objectives'
  /** Show this step's specifics only in that player's private view. */
  privateTo?: Faction
  /** Set when a medium/low fact drives this step: the UI shows "verify on your copy". */
  confidence?: Confidence
}

export interface SetupPlanInput {
  options: SetupOptions
  loyalty?: LoyaltyOutcome
  objectives?: ObjectiveSelection
}

function names(ids: readonly SystemId[]): string {
  return ids.map(systemName).join(', ')
}

function unitLabel(u: UnitId): string {
  return unitFact(u)?.value.name ?? u
}

function countsOf(units: UnitCounts): StepCount[] {
  return (Object.entries(units) as [UnitId, number][]).filter(([, n]) => n > 0).map(([u, n]) => ({ label: unitLabel(u), count: n }))
}

function objectiveStep(o: SetupOptions, sel: ObjectiveSelection | undefined): SetupStep {
  const recipe = objectiveDeckRecipe(o.riseOfTheEmpire)
  const counts = recipe.map((r) => ({ label: `Stage ${r.stage}`, count: r.total }))
  if (!o.riseOfTheEmpire) {
    return {
      id: 'objective-deck',
      title: 'Objective deck',
      detail:
        'Sort the objectives by the stage on their backs and shuffle each pile. Stack them on the Objectives space: stage III at the bottom, then II, then I on top. The Rebel player then secretly draws 1 objective.',
      counts: [...counts, { label: 'Objective deck', count: objectiveDeckSize(false) }, { label: 'Rebel starting objective', count: 1 }],
      ruleRef: RULE_REFS.objectiveDeck,
    }
  }
  const picks = sel
    ? ` The app drew: ${recipe.map((r) => `stage ${r.stage} cards at positions ${sel.picks[r.stage].join(', ')}`).join('; ')} (count from the left of each face-down row).`
    : ''
  return {
    id: 'objective-deck',
    title: 'Objective deck',
    detail:
      'Take 4 random stage III objectives and the stage III Death Star Plans, shuffle them and lay them down. Shuffle 4 random stage II objectives with the stage II Death Star Plans and put them on top. Shuffle 5 random stage I objectives and put them on top. Return the unused objectives to the box unseen.' +
      picks,
    counts: [...counts, { label: 'Objective deck', count: objectiveDeckSize(true) }],
    ruleRef: RULE_REFS.roteObjectiveDeck,
    draw: 'objectives',
  }
}

function loyaltyStep(o: SetupOptions, l: LoyaltyOutcome | undefined): SetupStep {
  if (o.firstGame) {
    const fg = firstGameLoyalty()
    return {
      id: 'loyalty',
      title: 'Loyalty markers',
      detail: `Rebel loyalty on ${names(fg.rebels)}. Imperial loyalty on ${names(fg.imperialLoyal)}. Subjugation markers on ${names(fg.subjugated)}. Coruscant is always Imperial and needs no marker.`,
      counts: [
        { label: 'Rebel loyalty markers', count: fg.rebels.length },
        { label: 'Imperial loyalty markers', count: fg.imperialLoyal.length },
        { label: 'Subjugation markers', count: fg.subjugated.length },
      ],
      ruleRef: RULE_REFS.firstGameSetup,
    }
  }
  const rule = LOYALTY_DRAW.value
  const outcome = l
    ? ` Result: Rebel loyalty on ${names(l.rebels)}; subjugation on ${names(l.subjugated)}; Imperial loyalty on ${names(l.imperialLoyal)}.`
    : ''
  return {
    id: 'loyalty',
    title: 'Loyalty draw',
    detail:
      `Reveal probe cards until ${rule.rebels} with the Rebel setup mark and ${rule.empire} with the Imperial mark have come up (ignore the rest). ` +
      `The first ${rule.subjugatedFirst} Imperial systems get a subjugation marker, the other ${rule.empire - rule.subjugatedFirst} an Imperial loyalty marker; each Rebel system gets a Rebel loyalty marker. ` +
      'The Imperial systems’ probe cards leave the game; shuffle the rest back.' +
      outcome,
    counts: [
      { label: 'Rebel loyalty markers', count: rule.rebels },
      { label: 'Imperial loyalty markers', count: rule.empire - rule.subjugatedFirst },
      { label: 'Subjugation markers', count: rule.subjugatedFirst },
    ],
    ruleRef: RULE_REFS.loyaltyDraw,
    draw: 'loyalty',
    confidence: LOYALTY_DRAW.confidence,
  }
}

function placementLine(where: PlacementTarget, units: UnitCounts): string {
  const list = countsOf(units).map((c) => `${c.count} ${c.label}`).join(', ')
  return `${where === 'rebel-base' ? 'Rebel Base space' : systemName(where)}: ${list}`
}

function unitSteps(o: SetupOptions): SetupStep[] {
  const forces = startingForces(o)
  if (o.firstGame) {
    const byFaction = (f: Faction): string =>
      FIRST_GAME.value.placements
        .filter((p) => p.faction === f && totalUnits(p.units) > 0)
        .map((p) => placementLine(p.where, p.units))
        .join('. ')
    return (['empire', 'rebels'] as const).map((f) => ({
      id: `${f}-units`,
      title: `${FACTION_NAMES[f]}: starting units`,
      detail: byFaction(f) + '.',
      counts: countsOf(forces.board[f]),
      ruleRef: RULE_REFS.firstGameSetup,
    }))
  }
  const flag = forces.confidence === 'high' ? {} : { confidence: forces.confidence }
  const dsGroup = forces.deathStarGroup
    ? ` First place ${countsOf(forces.deathStarGroup).map((c) => `${c.count} ${c.label}`).join(', ')} together in one ${DEATH_STAR_GROUP_SYSTEM.value === 'remote' ? 'remote ' : ''}system and take that system’s probe card out of the game. Put a Death Star on space 3 of the Imperial build queue.`
    : ''
  return [
    {
      id: 'empire-units',
      title: 'Empire: starting units',
      detail:
        'The Empire deploys first, only in systems with Imperial loyalty or a subjugation marker (Coruscant included), with at least one ground unit in each of those systems.' +
        dsGroup,
      counts: countsOf(forces.board.empire),
      ruleRef: usesNewStarterUnits(o) ? RULE_REFS.roteDeployment : RULE_REFS.setup,
      ...flag,
    },
    {
      id: 'rebels-units',
      title: 'Rebels: starting units',
      detail: 'The Rebels deploy in the Rebel Base space and/or any systems without Imperial units.',
      counts: countsOf(forces.board.rebels),
      ruleRef: usesNewStarterUnits(o) ? RULE_REFS.roteDeployment : RULE_REFS.setup,
      ...flag,
    },
  ]
}

/** The ordered setup checklist for these options (and any draws already made). */
export function setupPlan(input: SetupPlanInput): SetupStep[] {
  const o = input.options
  const layout = TIME_TRACK_LAYOUT.value
  const steps: SetupStep[] = [
    {
      id: 'factions',
      title: 'Factions',
      detail: 'Decide who plays the Empire and who plays the Rebels (choose at random if nobody minds). Each takes their faction sheet, miniatures, leaders, loyalty markers, mission and action cards.',
      counts: [],
      ruleRef: RULE_REFS.setup,
    },
    {
      id: 'leaders',
      title: 'Starting leaders',
      detail: 'Each player puts their 4 leaders without a recruit icon in the leader pool on the faction sheet. Leaders with a recruit icon wait beside the board.',
      counts: [
        { label: 'Imperial starting leaders', count: 4 },
        { label: 'Rebel starting leaders', count: 4 },
      ],
      ruleRef: RULE_REFS.setup,
    },
    {
      id: 'time-track',
      title: 'Board and time track',
      detail: `Put the two board halves together. Time marker on space ${layout.timeStart}, reputation marker on space ${layout.reputationStart}.`,
      counts: [
        { label: 'Time marker space', count: layout.timeStart },
        { label: 'Reputation marker space', count: layout.reputationStart },
      ],
      ruleRef: RULE_REFS.timeTrack,
    },
    objectiveStep(o, input.objectives),
    {
      id: 'action-decks',
      title: 'Action decks',
      detail: o.firstGame
        ? 'Each player shuffles their action cards with a recruit icon into an action deck beside the faction sheet. Cards without a recruit icon go back in the box for a first game.'
        : 'Each player shuffles their action cards with a recruit icon into an action deck beside the faction sheet. Keep the cards without a recruit icon aside for the last step.',
      counts: [],
      ruleRef: RULE_REFS.setup,
    },
    {
      id: 'tactics',
      title: 'Tactic cards, markers and dice',
      detail: 'Shuffle the space and the ground tactic decks separately and put them where both players reach them, with the markers and dice.',
      counts: [],
      ruleRef: RULE_REFS.setup,
    },
    {
      id: 'missions',
      title: 'Mission cards',
      detail:
        'Each player sets aside their 4 starting missions (curved arrow). The Empire shuffles the project cards (white star) onto the Project space. Each player shuffles the remaining missions into a mission deck.' +
        (o.roteMissions ? ' Use the Rise of the Empire mission cards in place of the base game’s.' : ''),
      counts: [{ label: 'Starting missions per player', count: 4 }],
      ruleRef: o.roteMissions ? RULE_REFS.roteMissionDecks : RULE_REFS.missionDecks,
    },
    loyaltyStep(o, input.loyalty),
    ...unitSteps(o),
    probeStep(o),
    {
      id: 'rebel-base',
      title: 'Rebel base',
      detail:
        'The Rebel player secretly slides one probe card face down under Location on the Rebel Base space. It must be a system without Imperial units' +
        (o.firstGame ? ' and, in a first game, not next to any system with Imperial units.' : '.') +
        ' Then shuffle the probe deck onto its space.',
      counts: [],
      ruleRef: RULE_REFS.chooseBase,
      privateTo: 'rebels',
    },
    {
      id: 'starting-hands',
      title: 'Starting hands',
      detail:
        'Each player draws 2 missions to go with the 4 starting missions: a hand of 6, kept secret.' +
        (o.riseOfTheEmpire ? ' The Rebel player draws 1 objective.' : ''),
      counts: [
        { label: 'Mission cards per player', count: 6 },
        ...(o.riseOfTheEmpire ? [{ label: 'Rebel starting objective', count: 1 }] : []),
      ],
      ruleRef: RULE_REFS.setup,
    },
  ]
  if (!o.firstGame) {
    steps.push({
      id: 'starting-action-cards',
      title: 'Starting action cards',
      detail:
        'Each player draws 2 action cards without a recruit icon, resolves their immediate effects, and boxes the other cards without a recruit icon.',
      counts: [{ label: 'Action cards per player', count: 2 }],
      ruleRef: o.riseOfTheEmpire ? RULE_REFS.roteActionCards : RULE_REFS.setup,
      // Only the RotE card states this step; the base advanced setup is not in the sources.
      ...(o.riseOfTheEmpire ? {} : { confidence: 'low' as const }),
    })
  }
  return steps
}

function probeStep(o: SetupOptions): SetupStep {
  if (o.firstGame) {
    const removed = FIRST_GAME.value.probeCardsRemoved
    return {
      id: 'probe-deck',
      title: 'Probe deck',
      detail: `Take ${names(removed)} out of the probe deck.`,
      counts: [{ label: 'Probe cards left', count: PROBE_DECK.value.cards - removed.length }],
      ruleRef: RULE_REFS.firstGameSetup,
    }
  }
  return {
    id: 'probe-deck',
    title: 'Probe deck',
    detail: 'Take out of the probe deck every system that now holds Imperial units.',
    counts: [{ label: 'Probe cards before removals', count: PROBE_DECK.value.cards }],
    ruleRef: RULE_REFS.chooseBase,
  }
}

// ---------------------------------------------------------------- starting deployment

export type StartingPlacement = Partial<Record<PlacementTarget, UnitCounts>>

export interface DeploymentProblem {
  kind: 'unknown-unit' | 'wrong-faction' | 'illegal-target' | 'missing' | 'excess' | 'no-ground-unit' | 'death-star-group'
  target?: PlacementTarget
  unit?: UnitId
  reason: string
}

export interface StartingDeploymentInput {
  options: SetupOptions
  /** Board after the loyalty step. */
  board: Board
  placement: StartingPlacement
  /** Rebels: where the Empire placed units (Rebels may not share a system with them). */
  empirePlacement?: StartingPlacement
  /** RotE new starter units: the system the Death Star group went to. */
  deathStarSystem?: SystemId
}

function placedSystems(p: StartingPlacement | undefined): SystemId[] {
  if (!p) return []
  return (Object.entries(p) as [PlacementTarget, UnitCounts][])
    .filter(([t, c]) => t !== 'rebel-base' && totalUnits(c) > 0)
    .map(([t]) => t as SystemId)
}

/** Every rule a recorded starting deployment breaks, each with its reason; [] means legal. */
export function checkStartingDeployment(faction: Faction, input: StartingDeploymentInput): DeploymentProblem[] {
  const problems: DeploymentProblem[] = []
  const want = startingForces(input.options).board[faction]
  const have: UnitCounts = {}
  const groundAt = new Set<PlacementTarget>()
  const dsSystem = faction === 'empire' && usesNewStarterUnits(input.options) ? input.deathStarSystem : undefined
  const imperialUnitsAt = new Set(placedSystems(input.empirePlacement))

  for (const [target, units] of Object.entries(input.placement) as [PlacementTarget, UnitCounts][]) {
    if (totalUnits(units) === 0) continue
    if (target !== 'rebel-base' && !isSystemId(target)) {
      problems.push({ kind: 'illegal-target', target, reason: `${target} is not a system on the map.` })
      continue
    }
    const why = whyNotStartTarget(faction, target, input.board, imperialUnitsAt, dsSystem)
    if (why) problems.push({ kind: 'illegal-target', target, reason: why })
    for (const [unit, n] of Object.entries(units) as [UnitId, number][]) {
      if (!n) continue
      const fact = unitFact(unit)
      if (!fact) {
        problems.push({ kind: 'unknown-unit', target, unit, reason: `Unknown unit ${unit}.` })
        continue
      }
      if (fact.value.faction !== faction) {
        problems.push({ kind: 'wrong-faction', target, unit, reason: `${fact.value.name} is not a ${FACTION_NAMES[faction]} unit.` })
        continue
      }
      have[unit] = (have[unit] ?? 0) + n
      if (fact.value.theatre === 'ground') groundAt.add(target)
    }
  }

  for (const unit of new Set([...Object.keys(want), ...Object.keys(have)])) {
    const w = want[unit] ?? 0
    const h = have[unit] ?? 0
    const name = unitLabel(unit)
    if (h < w) problems.push({ kind: 'missing', unit, reason: `${w - h} more ${name} to place (${h} of ${w}).` })
    if (h > w && unitFact(unit)?.value.faction === faction) {
      problems.push({ kind: 'excess', unit, reason: `${h - w} ${name} too many (${h} placed, the start has ${w}).` })
    }
  }

  if (faction === 'empire') {
    for (const sys of SYSTEMS) {
      if (isImperialSystem(input.board[sys.id]) && !groundAt.has(sys.id)) {
        problems.push({ kind: 'no-ground-unit', target: sys.id, reason: `${sys.name} is an Imperial system and needs at least one Imperial ground unit.` })
      }
    }
    const group = startingForces(input.options).deathStarGroup
    if (group && usesNewStarterUnits(input.options)) {
      const at = dsSystem ? input.placement[dsSystem] : undefined
      for (const [unit, n] of Object.entries(group) as [UnitId, number][]) {
        if ((at?.[unit] ?? 0) < n) {
          problems.push({
            kind: 'death-star-group',
            unit,
            reason: dsSystem
              ? `${systemName(dsSystem)} needs ${n} ${unitLabel(unit)} of the Death Star group.`
              : 'Choose the system for the Death Star Under Construction group.',
          })
          break
        }
      }
    }
  }
  return problems
}

function whyNotStartTarget(
  faction: Faction,
  target: PlacementTarget,
  board: Board,
  imperialUnitsAt: ReadonlySet<SystemId>,
  dsSystem: SystemId | undefined,
): string | undefined {
  if (faction === 'empire') {
    if (target === 'rebel-base') return 'Imperial units cannot start in the Rebel Base space.'
    if (target === dsSystem || isImperialSystem(board[target])) return undefined
    return `${systemName(target)} has no Imperial loyalty or subjugation marker.`
  }
  if (target === 'rebel-base') return undefined
  if (imperialUnitsAt.has(target) || board[target].imperialUnits) return `${systemName(target)} holds Imperial units.`
  if (isImperialSystem(board[target])) return `${systemName(target)} is an Imperial system.`
  return undefined
}

export function placementTotals(p: StartingPlacement): UnitCounts {
  const out: UnitCounts = {}
  for (const units of Object.values(p)) {
    if (!units) continue
    for (const [u, n] of Object.entries(units) as [UnitId, number][]) out[u] = (out[u] ?? 0) + n
  }
  return out
}

// ---------------------------------------------------------------- Rebel base

export interface BaseCandidates {
  eligible: SystemId[]
  excluded: { system: SystemId; reason: string }[]
}

/**
 * Where the Rebel base may start: any system with a probe card and no Imperial units; in a first
 * game also none next to Imperial units. For the Rebel player's private view only.
 */
export function rebelBaseCandidates(imperialUnitsAt: Iterable<SystemId>, firstGame: boolean): BaseCandidates {
  const imperial = new Set(imperialUnitsAt)
  const eligible: SystemId[] = []
  const excluded: BaseCandidates['excluded'] = []
  for (const sys of SYSTEMS) {
    if (PROBE_DECK.value.without.includes(sys.id)) {
      excluded.push({ system: sys.id, reason: `${sys.name} has no probe card.` })
    } else if (imperial.has(sys.id)) {
      excluded.push({ system: sys.id, reason: `${sys.name} holds Imperial units.` })
    } else if (firstGame && [...imperial].some((i) => areAdjacent(i, sys.id))) {
      const near = [...imperial].filter((i) => areAdjacent(i, sys.id))
      excluded.push({ system: sys.id, reason: `First game: ${sys.name} is next to Imperial units in ${names(near)}.` })
    } else eligible.push(sys.id)
  }
  return { eligible, excluded }
}

/** Systems holding Imperial units after the first-game placements. */
export function firstGameImperialSystems(): SystemId[] {
  return FIRST_GAME.value.placements
    .filter((p) => p.faction === 'empire' && p.where !== 'rebel-base' && totalUnits(p.units) > 0)
    .map((p) => p.where as SystemId)
}

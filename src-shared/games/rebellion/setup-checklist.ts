// The setup checklist: options (and any draws already made) in, the ordered steps out — what to place
// where, with counts and the rules entry behind each step. Pure.
import type { Confidence, Corrections } from '../../core/facts'
import {
  DEATH_STAR_GROUP_SYSTEM,
  FIRST_GAME,
  LOYALTY_DRAW,
  PROBE_DECK,
  startingForces,
  totalUnits,
  usesNewStarterUnits,
  type Faction,
  type PlacementTarget,
  type SetupOptions,
  type UnitCounts,
  type UnitId,
} from './data'
import { firstGameLoyalty, type LoyaltyOutcome } from './loyalty'
import { FACTION_NAMES, systemList, targetName, unitName } from './names'
import { objectiveDeckRecipe, objectiveDeckSize, type ObjectiveSelection } from './objectives'
import { REBELLION_RULE_IDS as R } from './rule-ids'
import { TIME_TRACK_LAYOUT } from './time-track'
import type { SystemId } from './systems'

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
  /** Systems holding Imperial units once the Empire's starting units are recorded (the probe step names their cards). */
  imperialUnitSystems?: readonly SystemId[]
  /** The players' corrections: starter units counted from their setup card win over Holotable's list. */
  corrections?: Corrections
}

function countsOf(units: UnitCounts): StepCount[] {
  return (Object.entries(units) as [UnitId, number][])
    .filter(([, n]) => n > 0)
    .map(([u, n]) => ({ label: unitName(u), count: n }))
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
      counts: [
        ...counts,
        { label: 'Objective deck', count: objectiveDeckSize(false) },
        { label: 'Rebel starting objective', count: 1 },
      ],
      ruleRef: R.objectiveDeck,
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
    ruleRef: R.roteObjectiveDeck,
    draw: 'objectives',
  }
}

function loyaltyStep(o: SetupOptions, l: LoyaltyOutcome | undefined): SetupStep {
  if (o.firstGame) {
    const fg = firstGameLoyalty()
    return {
      id: 'loyalty',
      title: 'Loyalty markers',
      detail: `Rebel loyalty on ${systemList(fg.rebels)}. Imperial loyalty on ${systemList(fg.imperialLoyal)}. Subjugation markers on ${systemList(fg.subjugated)}. Coruscant is always Imperial and needs no marker.`,
      counts: [
        { label: 'Rebel loyalty markers', count: fg.rebels.length },
        { label: 'Imperial loyalty markers', count: fg.imperialLoyal.length },
        { label: 'Subjugation markers', count: fg.subjugated.length },
      ],
      ruleRef: R.firstGameSetup,
    }
  }
  const rule = LOYALTY_DRAW.value
  const outcome = l
    ? ` Result: Rebel loyalty on ${systemList(l.rebels)}; subjugation on ${systemList(l.subjugated)}; Imperial loyalty on ${systemList(l.imperialLoyal)}.`
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
    ruleRef: R.roteLoyaltyDraw,
    draw: 'loyalty',
    confidence: LOYALTY_DRAW.confidence,
  }
}

function placementLine(where: PlacementTarget, units: UnitCounts): string {
  const list = countsOf(units)
    .map((c) => `${c.count} ${c.label}`)
    .join(', ')
  return `${targetName(where)}: ${list}`
}

function unitSteps(o: SetupOptions, corrections: Corrections = {}): SetupStep[] {
  const forces = startingForces(o, corrections)
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
      ruleRef: R.firstGameSetup,
    }))
  }
  const flag = forces.confidence === 'high' ? {} : { confidence: forces.confidence }
  const dsGroup = forces.deathStarGroup
    ? ` First place ${countsOf(forces.deathStarGroup)
        .map((c) => `${c.count} ${c.label}`)
        .join(
          ', ',
        )} together in one ${DEATH_STAR_GROUP_SYSTEM.value === 'remote' ? 'remote ' : ''}system and take that system’s probe card out of the game. Put a Death Star on space 3 of the Imperial build queue.`
    : ''
  return [
    {
      id: 'empire-units',
      title: 'Empire: starting units',
      detail:
        'The Empire deploys first, only in systems with Imperial loyalty or a subjugation marker (Coruscant included), with at least one ground unit in each of those systems.' +
        dsGroup,
      counts: countsOf(forces.board.empire),
      ruleRef: usesNewStarterUnits(o) ? R.roteDeployment : R.setup,
      ...flag,
    },
    {
      id: 'rebels-units',
      title: 'Rebels: starting units',
      detail: 'The Rebels deploy in the Rebel Base space and/or any systems without Imperial units.',
      counts: countsOf(forces.board.rebels),
      ruleRef: usesNewStarterUnits(o) ? R.roteDeployment : R.setup,
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
      detail:
        'Decide who plays the Empire and who plays the Rebels (choose at random if nobody minds). Each takes their faction sheet, miniatures, leaders, loyalty markers, mission and action cards.',
      counts: [],
      ruleRef: R.setup,
    },
    {
      id: 'leaders',
      title: 'Starting leaders',
      detail:
        'Each player puts their 4 leaders without a recruit icon in the leader pool on the faction sheet. Leaders with a recruit icon wait beside the board.',
      counts: [
        { label: 'Imperial starting leaders', count: 4 },
        { label: 'Rebel starting leaders', count: 4 },
      ],
      ruleRef: R.setup,
    },
    {
      id: 'time-track',
      title: 'Board and time track',
      detail: `Put the two board halves together. Time marker on space ${layout.timeStart}, reputation marker on space ${layout.reputationStart}.`,
      counts: [
        { label: 'Time marker space', count: layout.timeStart },
        { label: 'Reputation marker space', count: layout.reputationStart },
      ],
      ruleRef: R.timeTrack,
    },
    objectiveStep(o, input.objectives),
    {
      id: 'action-decks',
      title: 'Action decks',
      detail: o.firstGame
        ? 'Each player shuffles their action cards with a recruit icon into an action deck beside the faction sheet. Cards without a recruit icon go back in the box for a first game.'
        : 'Each player shuffles their action cards with a recruit icon into an action deck beside the faction sheet. Keep the cards without a recruit icon aside for the last step.',
      counts: [],
      ruleRef: R.setup,
    },
    {
      id: 'tactics',
      title: 'Tactic cards, markers and dice',
      detail:
        'Shuffle the space and the ground tactic decks separately and put them where both players reach them, with the markers and dice.',
      counts: [],
      ruleRef: R.setup,
    },
    {
      id: 'missions',
      title: 'Mission cards',
      detail: o.roteMissions
        ? 'Rise of the Empire mission cards, by the symbols printed on them: 1. each player sets aside their 4 starting missions (arrow symbol); 2. the cards with a star symbol form the project deck, placed on the board; 3. the mission deck mixes every card with a Darth Vader symbol, a leader portrait or a Death Star icon, then is shuffled.'
        : 'Each player sets aside their 4 starting missions (curved arrow). The Empire shuffles the project cards (white star) onto the Project space. Each player shuffles the remaining missions into a mission deck.',
      counts: [{ label: 'Starting missions per player', count: 4 }],
      ruleRef: o.roteMissions ? R.roteMissionDecks : R.missionDecks,
    },
    loyaltyStep(o, input.loyalty),
    ...unitSteps(o, input.corrections),
    probeStep(o, input.imperialUnitSystems),
    {
      id: 'rebel-base',
      title: 'Rebel base',
      detail:
        'The Rebel player secretly slides one probe card face down under Location on the Rebel Base space. It must be a system without Imperial units' +
        (o.firstGame ? ' and, in a first game, not next to any system with Imperial units.' : '.') +
        ' Then shuffle the probe deck onto its space.',
      counts: [],
      ruleRef: R.chooseBase,
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
      ruleRef: R.setup,
    },
  ]
  if (!o.firstGame) {
    steps.push({
      id: 'starting-action-cards',
      title: 'Starting action cards',
      detail:
        'Each player draws 2 action cards without a recruit icon, resolves their immediate effects, and boxes the other cards without a recruit icon.',
      counts: [{ label: 'Action cards per player', count: 2 }],
      ruleRef: o.riseOfTheEmpire ? R.roteActionCards : R.setup,
      // Only the RotE card states this step; the base advanced setup is not in the sources.
      ...(o.riseOfTheEmpire ? {} : { confidence: 'low' as const }),
    })
  }
  return steps
}

function probeStep(o: SetupOptions, imperialUnitSystems?: readonly SystemId[]): SetupStep {
  if (o.firstGame) {
    const removed = FIRST_GAME.value.probeCardsRemoved
    return {
      id: 'probe-deck',
      title: 'Probe deck',
      detail: `Take ${systemList(removed)} out of the probe deck.`,
      counts: [{ label: 'Probe cards left', count: PROBE_DECK.value.cards - removed.length }],
      ruleRef: R.firstGameSetup,
    }
  }
  if (imperialUnitSystems) {
    const out = imperialUnitSystems.filter((id) => !PROBE_DECK.value.without.includes(id))
    const noCard = imperialUnitSystems.filter((id) => PROBE_DECK.value.without.includes(id))
    return {
      id: 'probe-deck',
      title: 'Probe deck',
      detail:
        (out.length
          ? `Take these ${out.length} cards out of the probe deck (the systems that hold Imperial units): ${systemList(out)}.`
          : 'No system with a probe card holds Imperial units: the probe deck stays whole.') +
        (noCard.length ? ` ${systemList(noCard)} has no probe card.` : ''),
      counts: [{ label: 'Probe cards left', count: PROBE_DECK.value.cards - out.length }],
      ruleRef: R.chooseBase,
    }
  }
  return {
    id: 'probe-deck',
    title: 'Probe deck',
    detail:
      'Take out of the probe deck every system that now holds Imperial units (the cards are listed here once the Empire’s starting units are recorded).',
    counts: [{ label: 'Probe cards before removals', count: PROBE_DECK.value.cards }],
    ruleRef: R.chooseBase,
  }
}

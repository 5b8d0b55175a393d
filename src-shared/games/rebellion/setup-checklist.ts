// The setup checklist: options (and any draws already made) in, the ordered steps out — what to place
// where, with counts and the rules entry behind each step. Pure.
import type { Confidence, Corrections } from '../../core/facts'
import type { Locale } from '../../locale'
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
import { systemList, targetName, unitCount, unitName } from './names'
import { objectiveDeckRecipe, objectiveDeckSize, type ObjectiveSelection } from './objectives'
import { REBELLION_RULE_IDS as R } from './rule-ids'
import { setupTextsIn, type SetupTexts } from './setup-texts'
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
  /** The interface language of the titles, details and counts (default English). */
  locale?: Locale
}

function countsOf(units: UnitCounts, locale: Locale): StepCount[] {
  return (Object.entries(units) as [UnitId, number][])
    .filter(([, n]) => n > 0)
    .map(([u, n]) => ({ label: unitName(u, locale), count: n }))
}

function objectiveStep(o: SetupOptions, sel: ObjectiveSelection | undefined, t: SetupTexts): SetupStep {
  const recipe = objectiveDeckRecipe(o.riseOfTheEmpire)
  const counts = recipe.map((r) => ({ label: t.counts.stage(r.stage), count: r.total }))
  if (!o.riseOfTheEmpire) {
    return {
      id: 'objective-deck',
      title: t.titles.objectiveDeck,
      detail: t.details.objectiveDeckBase,
      counts: [
        ...counts,
        { label: t.counts.objectiveDeck, count: objectiveDeckSize(false) },
        { label: t.counts.rebelStartingObjective, count: 1 },
      ],
      ruleRef: R.objectiveDeck,
    }
  }
  const picks = sel
    ? t.details.objectivePicks(recipe.map((r) => ({ stage: r.stage, positions: sel.picks[r.stage].join(', ') })))
    : ''
  return {
    id: 'objective-deck',
    title: t.titles.objectiveDeck,
    detail: t.details.objectiveDeckRote + picks,
    counts: [...counts, { label: t.counts.objectiveDeck, count: objectiveDeckSize(true) }],
    ruleRef: R.roteObjectiveDeck,
    draw: 'objectives',
  }
}

function loyaltyStep(o: SetupOptions, l: LoyaltyOutcome | undefined, t: SetupTexts, locale: Locale): SetupStep {
  if (o.firstGame) {
    const fg = firstGameLoyalty()
    return {
      id: 'loyalty',
      title: t.titles.loyaltyMarkers,
      detail: t.details.loyaltyFirstGame(
        systemList(fg.rebels, locale),
        systemList(fg.imperialLoyal, locale),
        systemList(fg.subjugated, locale),
      ),
      counts: [
        { label: t.counts.rebelLoyalty, count: fg.rebels.length },
        { label: t.counts.imperialLoyalty, count: fg.imperialLoyal.length },
        { label: t.counts.subjugation, count: fg.subjugated.length },
      ],
      ruleRef: R.firstGameSetup,
    }
  }
  const rule = LOYALTY_DRAW.value
  const outcome = l
    ? t.details.loyaltyResult(
        systemList(l.rebels, locale),
        systemList(l.subjugated, locale),
        systemList(l.imperialLoyal, locale),
      )
    : ''
  return {
    id: 'loyalty',
    title: t.titles.loyaltyDraw,
    detail: t.details.loyaltyDraw(rule.rebels, rule.empire, rule.subjugatedFirst) + outcome,
    counts: [
      { label: t.counts.rebelLoyalty, count: rule.rebels },
      { label: t.counts.imperialLoyalty, count: rule.empire - rule.subjugatedFirst },
      { label: t.counts.subjugation, count: rule.subjugatedFirst },
    ],
    ruleRef: R.roteLoyaltyDraw,
    draw: 'loyalty',
    confidence: LOYALTY_DRAW.confidence,
  }
}

/**
 * '4 TIE Fighter, 1 Stormtrooper' (English keeps the name as printed on the setup card); German
 * counts the name ('4 TIE-Jäger, 3 Rebellensoldaten').
 */
/** Each kind of unit with its count ("1 AT-ST"), in the order given; kinds with none left out. */
export function unitsCounted(units: UnitCounts, locale: Locale = 'en'): string[] {
  return (Object.entries(units) as [UnitId, number][])
    .filter(([, n]) => n > 0)
    .map(([u, n]) => (locale === 'en' ? `${n} ${unitName(u)}` : unitCount(u, n, locale)))
}

export function unitsLine(units: UnitCounts, locale: Locale = 'en'): string {
  return unitsCounted(units, locale).join(', ')
}

function placementLine(where: PlacementTarget, units: UnitCounts, locale: Locale): string {
  return `${targetName(where, locale)}: ${unitsLine(units, locale)}`
}

function unitSteps(o: SetupOptions, corrections: Corrections, t: SetupTexts, locale: Locale): SetupStep[] {
  const forces = startingForces(o, corrections)
  if (o.firstGame) {
    const byFaction = (f: Faction): string =>
      FIRST_GAME.value.placements
        .filter((p) => p.faction === f && totalUnits(p.units) > 0)
        .map((p) => placementLine(p.where, p.units, locale))
        .join('. ')
    return (['empire', 'rebels'] as const).map((f) => ({
      id: `${f}-units`,
      title: f === 'empire' ? t.titles.empireUnits : t.titles.rebelsUnits,
      detail: byFaction(f) + '.',
      counts: countsOf(forces.board[f], locale),
      ruleRef: R.firstGameSetup,
    }))
  }
  const flag = forces.confidence === 'high' ? {} : { confidence: forces.confidence }
  // RotE card, 8 Deployment: the Death Star on queue space 3 comes with the card's starter units.
  const dsGroup = forces.deathStarGroup
    ? t.details.deathStarGroup(unitsLine(forces.deathStarGroup, locale), DEATH_STAR_GROUP_SYSTEM.value === 'remote')
    : o.riseOfTheEmpire
      ? t.details.roteBaseUnits
      : ''
  return [
    {
      id: 'empire-units',
      title: t.titles.empireUnits,
      detail: t.details.empireUnits + dsGroup,
      counts: countsOf(forces.board.empire, locale),
      ruleRef: usesNewStarterUnits(o) ? R.roteDeployment : R.setup,
      ...flag,
    },
    {
      id: 'rebels-units',
      title: t.titles.rebelsUnits,
      detail: t.details.rebelsUnits,
      counts: countsOf(forces.board.rebels, locale),
      ruleRef: usesNewStarterUnits(o) ? R.roteDeployment : R.setup,
      ...flag,
    },
  ]
}

/** The ordered setup checklist for these options (and any draws already made). */
export function setupPlan(input: SetupPlanInput): SetupStep[] {
  const o = input.options
  const locale = input.locale ?? 'en'
  const t = setupTextsIn(locale)
  const layout = TIME_TRACK_LAYOUT.value
  const steps: SetupStep[] = [
    { id: 'factions', title: t.titles.factions, detail: t.details.factions, counts: [], ruleRef: R.setup },
    {
      id: 'leaders',
      title: t.titles.leaders,
      detail: t.details.leaders,
      counts: [
        { label: t.counts.imperialLeaders, count: 4 },
        { label: t.counts.rebelLeaders, count: 4 },
      ],
      ruleRef: R.setup,
    },
    {
      id: 'time-track',
      title: t.titles.timeTrack,
      detail: t.details.timeTrack(layout.timeStart, layout.reputationStart),
      counts: [
        { label: t.counts.timeSpace, count: layout.timeStart },
        { label: t.counts.reputationSpace, count: layout.reputationStart },
      ],
      ruleRef: R.timeTrack,
    },
    objectiveStep(o, input.objectives, t),
    {
      id: 'action-decks',
      title: t.titles.actionDecks,
      detail: o.firstGame ? t.details.actionDecksFirstGame : t.details.actionDecks,
      counts: [],
      ruleRef: R.setup,
    },
    { id: 'tactics', title: t.titles.tactics, detail: t.details.tactics, counts: [], ruleRef: R.setup },
    {
      id: 'missions',
      title: t.titles.missions,
      detail: o.roteMissions ? t.details.missionsRote : t.details.missions,
      counts: [{ label: t.counts.startingMissions, count: 4 }],
      ruleRef: o.roteMissions ? R.roteMissionDecks : R.missionDecks,
    },
    loyaltyStep(o, input.loyalty, t, locale),
    ...unitSteps(o, input.corrections ?? {}, t, locale),
    probeStep(o, t, locale, input.imperialUnitSystems),
    {
      id: 'rebel-base',
      title: t.titles.rebelBase,
      detail: t.details.rebelBase(o.firstGame),
      counts: [],
      ruleRef: R.chooseBase,
      privateTo: 'rebels',
    },
    {
      id: 'starting-hands',
      title: t.titles.startingHands,
      detail: t.details.startingHands(o.riseOfTheEmpire),
      counts: [
        { label: t.counts.missionCards, count: 6 },
        ...(o.riseOfTheEmpire ? [{ label: t.counts.rebelStartingObjective, count: 1 }] : []),
      ],
      ruleRef: R.setup,
    },
  ]
  if (!o.firstGame) {
    steps.push({
      id: 'starting-action-cards',
      title: t.titles.startingActionCards,
      detail: t.details.startingActionCards,
      counts: [{ label: t.counts.actionCards, count: 2 }],
      ruleRef: o.riseOfTheEmpire ? R.roteActionCards : R.setup,
      // Only the RotE card states this step; the base advanced setup is not in the sources.
      ...(o.riseOfTheEmpire ? {} : { confidence: 'low' as const }),
    })
  }
  return steps
}

function probeStep(
  o: SetupOptions,
  t: SetupTexts,
  locale: Locale,
  imperialUnitSystems?: readonly SystemId[],
): SetupStep {
  if (o.firstGame) {
    const removed = FIRST_GAME.value.probeCardsRemoved
    return {
      id: 'probe-deck',
      title: t.titles.probeDeck,
      detail: t.details.probeFirstGame(systemList(removed, locale)),
      counts: [{ label: t.counts.probeCardsLeft, count: PROBE_DECK.value.cards - removed.length }],
      ruleRef: R.firstGameSetup,
    }
  }
  if (imperialUnitSystems) {
    const out = imperialUnitSystems.filter((id) => !PROBE_DECK.value.without.includes(id))
    const noCard = imperialUnitSystems.filter((id) => PROBE_DECK.value.without.includes(id))
    return {
      id: 'probe-deck',
      title: t.titles.probeDeck,
      detail:
        (out.length ? t.details.probeOut(out.length, systemList(out, locale)) : t.details.probeWhole) +
        (noCard.length ? t.details.probeNoCard(systemList(noCard, locale)) : ''),
      counts: [{ label: t.counts.probeCardsLeft, count: PROBE_DECK.value.cards - out.length }],
      ruleRef: R.chooseBase,
    }
  }
  return {
    id: 'probe-deck',
    title: t.titles.probeDeck,
    detail: t.details.probeLater,
    counts: [{ label: t.counts.probeCardsBefore, count: PROBE_DECK.value.cards }],
    ruleRef: R.chooseBase,
  }
}

// Every combination of options, for the step titles the timeline names (a step's id is stable).
const ALL_OPTIONS: SetupOptions[] = [false, true].flatMap((rote) =>
  [false, true].map((firstGame) => ({ riseOfTheEmpire: rote, newStarterUnits: rote, roteMissions: rote, firstGame })),
)
const TITLES = new Map<Locale, Map<string, string>>()

/** A setup step's title in this language, whatever the options (the first combination's wording wins). */
export function setupStepTitle(step: string, locale: Locale = 'en'): string | undefined {
  let titles = TITLES.get(locale)
  if (!titles) {
    titles = new Map(
      ALL_OPTIONS.flatMap((options) =>
        setupPlan({ options, locale }).map((st) => [st.id, st.title] as const),
      ).reverse(),
    )
    TITLES.set(locale, titles)
  }
  return titles.get(step)
}

// The round's integrity: what the time track, the build queues and the Refresh checklist allow at
// this point of the round, with the reason when they do not. The events' checks (events.ts) and the
// Refresh checklist's check (engine.ts) call these, so the app refuses a move the rules forbid
// instead of letting the board and the app drift apart. The reducer ticks the Refresh steps whose
// action is logged (time advanced, both factions built, both deployed).
import type { Locale } from '../../locale'
import { checkDeployment, type DeployContext, type Placement } from './build-queue'
import type { Faction } from './data'
import { factionName, systemName, unitTally } from './names'
import { roundTexts } from './round-texts'
import type { RebellionState } from './state'
import { phaseTitle, refreshSteps, type Phase, type RefreshStepId } from './time-track'

export function deployContext(s: RebellionState, locale: Locale = 'en'): DeployContext {
  return {
    baseHidden: s.baseHidden,
    ...(s.baseSystem ? { baseSystem: s.baseSystem } : {}),
    riseOfTheEmpire: s.options.riseOfTheEmpire,
    ...(locale !== 'en' ? { locale } : {}),
  }
}

/** Refresh only, after the time marker moved this round. */
function afterTimeMoved(s: RebellionState, what: string, locale: Locale): string | undefined {
  const T = roundTexts(locale).round
  if (s.phase !== 'refresh') return T.notInRefresh(what, s.round, phaseTitle(s.phase, locale))
  if (!s.timeAdvancedThisRefresh) return T.beforeTimeMoved(what)
  return undefined
}

export function whyNotAdvanceTime(
  s: RebellionState,
  from: number,
  to: number,
  locale: Locale = 'en',
): string | undefined {
  const T = roundTexts(locale).round
  if (s.phase !== 'refresh') return T.timeNotInRefresh(s.round, phaseTitle(s.phase, locale))
  if (s.timeAdvancedThisRefresh) return T.timeAlreadyAdvanced(s.timeTrack.time)
  if (from !== s.timeTrack.time || to !== from + 1) return T.timeOneSpace(s.timeTrack.time)
  return undefined
}

/**
 * Base rules, "Objective Cards": the Rebels play an objective in the Refresh phase (one per Refresh
 * phase) or during a combat, which is in the Command phase (one per combat, as the board records
 * combats: combat-objective.ts); it moves the reputation marker at least one space.
 */
export function whyNotPlayObjective(
  s: RebellionState,
  from: number,
  to: number,
  locale: Locale = 'en',
): string | undefined {
  const T = roundTexts(locale).round
  if (to >= from) return T.objectiveMovesNothing
  if (s.phase === 'assignment') return T.objectiveNotNow(s.round, phaseTitle(s.phase, locale))
  if (s.phase === 'refresh' && s.objectivePlayedThisRefresh) return T.objectiveAlreadyPlayed
  // "Only one objective can be played during each combat": the combat the board recorded last.
  if (s.phase === 'command' && s.combat?.objectivePlayed)
    return T.objectiveOnePerCombat(systemName(s.combat.system, locale))
  return undefined
}

export function whyNotBuild(s: RebellionState, f: Faction, locale: Locale = 'en'): string | undefined {
  const T = roundTexts(locale).round
  const early = afterTimeMoved(s, T.building, locale)
  if (early) return early
  if (!s.lastPrompts?.build) return T.noBuildIcon(s.timeTrack.time)
  if (s.builtSinceTimeMoved[f]) return T.alreadyBuilt(f)
  const slid = (['rebels', 'empire'] as const).find((x) => s.slidSinceTimeMoved[x])
  if (slid) return T.deployBegun(slid)
  return undefined
}

/** Factions that still have to record a build this Refresh (none when the space has no build icon). */
function notBuilt(s: RebellionState): Faction[] {
  if (!s.lastPrompts?.build || s.refreshTicked.includes('build')) return []
  return (['rebels', 'empire'] as const).filter((f) => !s.builtSinceTimeMoved[f])
}

export function whyNotSlide(s: RebellionState, f: Faction, locale: Locale = 'en'): string | undefined {
  const T = roundTexts(locale).round
  const early = afterTimeMoved(s, T.deploying, locale)
  if (early) return early
  if (s.slidSinceTimeMoved[f]) return T.alreadySlid(f)
  // Base rules, Refresh: Build is step 5 and Deploy step 6, so nobody slides before both have built.
  const waiting = notBuilt(s)
  if (waiting.length) return T.buildBeforeDeploy(waiting, s.timeTrack.time)
  if (f === 'empire' && !s.slidSinceTimeMoved.rebels) return T.rebelsDeployFirst
  return undefined
}

export function whyNotDeploy(
  s: RebellionState,
  f: Faction,
  placements: readonly Placement[],
  locale: Locale = 'en',
): string | undefined {
  if (s.awaitingDeploy[f].length === 0) return roundTexts(locale).round.noneWaiting(f)
  const prior = s.placedSinceSlide[f]
  const check = checkDeployment(
    f,
    s.board,
    deployContext(s, locale),
    [...prior.map((p) => ({ unit: p.unit, from: 'other' as const })), ...s.awaitingDeploy[f]],
    [...prior, ...placements],
  )
  const refusal = check.refusals.find((r) => r.index >= prior.length)
  return refusal?.reason
}

export function whyNotPhase(s: RebellionState, round: number, phase: Phase, locale: Locale = 'en'): string | undefined {
  const T = roundTexts(locale).round
  if (s.winner) return T.gameWon(s.winner.faction)
  if (round === s.round + 1) {
    if (phase !== 'assignment') return T.roundStartsWithAssignment(round)
    if (s.phase !== 'refresh') return T.notAtRefresh(s.round)
    if (!s.timeAdvancedThisRefresh) return T.advanceFirst(s.timeTrack.time, round)
    return undefined
  }
  if (round !== s.round) return T.wrongRound(s.round)
  if (s.timeAdvancedThisRefresh && phase !== 'refresh') return T.timeAdvancedNoBack(phaseTitle(phase, locale))
  // Ticking "Retrieve leaders" took the leaders off the board, and going back kept them off (and the
  // box ticked) for a Command phase played again. Refused while it is ticked: unticking it, or an undo
  // of the tick, puts them back. (Checked as the move is made: logs that went back replay as before.)
  if (s.phase === 'refresh' && phase !== 'refresh' && s.refreshTicked.includes('retrieve-leaders')) {
    const title = refreshSteps(s.options, locale).find((st) => st.id === 'retrieve-leaders')?.title ?? ''
    return T.leadersRetrievedNoBack(title, phaseTitle(phase, locale))
  }
  return undefined
}

/** Steps whose tick follows the logged action, not a click. */
const ACTION_STEPS: readonly RefreshStepId[] = ['advance-time']

export function whyNotTickRefresh(
  s: RebellionState,
  step: string,
  done: boolean,
  locale: Locale = 'en',
): string | undefined {
  const T = roundTexts(locale).round
  const st = refreshSteps(s.options, locale).find((x) => x.id === step)
  if (!st) return T.notAStep(step)
  if (ACTION_STEPS.includes(st.id)) return T.advanceTicksItself
  // A step whose action is logged may be ticked by hand (nothing to build, no objective to play), but
  // not unticked while the log shows it done: the box would say "not done" beside the board, and the
  // next logged action would tick it again by itself.
  if (!done) {
    if (!actionDone(s, st.id)) return undefined
    return st.id === 'play-objective'
      ? T.objectiveTicksItself(st.title)
      : st.id === 'build'
        ? T.buildTicksItself(st.title)
        : T.deployTicksItself(st.title)
  }
  if (s.phase !== 'refresh') return T.refreshNotBegun(s.round, phaseTitle(s.phase, locale))
  if (st.onlyWhenIcon) {
    const early = afterTimeMoved(s, st.title, locale)
    if (early) return early
    if (!s.lastPrompts?.[st.onlyWhenIcon]) return T.noIcon(s.timeTrack.time, st.onlyWhenIcon, st.title)
  }
  return undefined
}

/** 'Rebels: 1 X-wing; Empire: 2 TIE Fighters' — the units that left the queue and wait for a system. */
function waitingUnits(s: RebellionState, locale: Locale): string {
  return (['rebels', 'empire'] as const)
    .filter((f) => s.awaitingDeploy[f].length)
    .map(
      (f) =>
        `${factionName(f, locale)}: ${unitTally(
          s.awaitingDeploy[f].map((e) => e.unit),
          locale,
        )}`,
    )
    .join('; ')
}

export interface RefreshStepLeft {
  id: RefreshStepId
  title: string
  /** What is still undone, in words (who has not built, which units wait to deploy). */
  detail?: string
}

/**
 * Refresh steps that still need doing before the next round, in rule order (icon steps only when
 * shown). Deploy stays on the list while units wait for a system, even if its box was ticked.
 */
export function refreshStepsLeft(s: RebellionState, locale: Locale = 'en'): RefreshStepLeft[] {
  const T = roundTexts(locale).round
  const waiting = waitingUnits(s, locale)
  const unbuilt = s.timeAdvancedThisRefresh ? notBuilt(s) : []
  return refreshSteps(s.options, locale)
    .filter((st) => !s.refreshTicked.includes(st.id) || (st.id === 'deploy' && waiting))
    .filter((st) => !st.onlyWhenIcon || !s.timeAdvancedThisRefresh || s.lastPrompts?.[st.onlyWhenIcon])
    .map((st) => {
      const detail =
        st.id === 'deploy' && waiting
          ? T.stillWaiting(waiting)
          : st.id === 'build' && unbuilt.length
            ? T.notBuiltYet(unbuilt)
            : undefined
      return { id: st.id, title: st.title, ...(detail ? { detail } : {}) }
    })
}

/** Whether the log shows this Refresh step's action done (Advance time is ACTION_STEPS' own). */
function actionDone(s: RebellionState, step: RefreshStepId): boolean {
  if (step === 'play-objective') return s.objectivePlayedThisRefresh
  if (step === 'build') return s.builtSinceTimeMoved.empire && s.builtSinceTimeMoved.rebels
  if (step === 'deploy')
    return (
      s.slidSinceTimeMoved.empire &&
      s.slidSinceTimeMoved.rebels &&
      !s.awaitingDeploy.empire.length &&
      !s.awaitingDeploy.rebels.length
    )
  return false
}

/** Ticks the steps whose action the state now shows done (only in the Refresh phase). */
export function withActionTicks(s: RebellionState): RebellionState {
  if (s.phase !== 'refresh') return s
  const add: RefreshStepId[] = []
  if (s.timeAdvancedThisRefresh) add.push('advance-time')
  for (const step of ['play-objective', 'build', 'deploy'] as const) if (actionDone(s, step)) add.push(step)
  const missing = add.filter((x) => !s.refreshTicked.includes(x))
  return missing.length ? { ...s, refreshTicked: [...s.refreshTicked, ...missing] } : s
}

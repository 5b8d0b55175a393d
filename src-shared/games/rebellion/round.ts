// The round's integrity: what the time track, the build queues and the Refresh checklist allow at
// this point of the round, with the reason when they do not. The events' checks (events.ts) and the
// Refresh checklist's check (engine.ts) call these, so the app refuses a move the rules forbid
// instead of letting the board and the app drift apart. The reducer ticks the Refresh steps whose
// action is logged (time advanced, both factions built, both deployed).
import { checkDeployment, type DeployContext, type Placement } from './build-queue'
import type { Faction } from './data'
import { FACTION_ADJECTIVES, FACTION_NAMES, unitTally } from './names'
import type { RebellionState } from './state'
import { PHASES, refreshSteps, type Phase, type RefreshStepId } from './time-track'

const phaseTitle = (p: Phase): string => PHASES.find((x) => x.id === p)?.title ?? p

export function deployContext(s: RebellionState): DeployContext {
  return {
    baseHidden: s.baseHidden,
    ...(s.baseSystem ? { baseSystem: s.baseSystem } : {}),
    riseOfTheEmpire: s.options.riseOfTheEmpire,
  }
}

/** Refresh only, after the time marker moved this round. */
function afterTimeMoved(s: RebellionState, what: string): string | undefined {
  if (s.phase !== 'refresh')
    return `${what} happens in the Refresh phase; round ${s.round} is in the ${phaseTitle(s.phase)}.`
  if (!s.timeAdvancedThisRefresh) return `${what} comes after Advance time: move the time marker first.`
  return undefined
}

export function whyNotAdvanceTime(s: RebellionState, from: number, to: number): string | undefined {
  if (s.phase !== 'refresh')
    return `Time advances in the Refresh phase; round ${s.round} is in the ${phaseTitle(s.phase)}.`
  if (s.timeAdvancedThisRefresh)
    return `Time already advanced this Refresh phase (the marker is on space ${s.timeTrack.time}); undo that advance to do it again.`
  if (from !== s.timeTrack.time || to !== from + 1)
    return `The time marker is on space ${s.timeTrack.time}; it moves one space, to ${s.timeTrack.time + 1}.`
  return undefined
}

export function whyNotBuild(s: RebellionState, f: Faction): string | undefined {
  const early = afterTimeMoved(s, 'Building')
  if (early) return early
  if (!s.lastPrompts?.build)
    return `Space ${s.timeTrack.time} of the time track has no build icon: nobody builds this round.`
  if (s.builtSinceTimeMoved[f]) return `The ${FACTION_NAMES[f]} already built this round; undo that build to redo it.`
  const slid = (['rebels', 'empire'] as const).find((x) => s.slidSinceTimeMoved[x])
  if (slid)
    return `The Deploy step has begun (the ${FACTION_NAMES[slid]} slid their queue): Build comes before Deploy. Undo the slide to build.`
  return undefined
}

/** Factions that still have to record a build this Refresh (none when the space has no build icon). */
function notBuilt(s: RebellionState): Faction[] {
  if (!s.lastPrompts?.build || s.refreshTicked.includes('build')) return []
  return (['rebels', 'empire'] as const).filter((f) => !s.builtSinceTimeMoved[f])
}

export function whyNotSlide(s: RebellionState, f: Faction): string | undefined {
  const early = afterTimeMoved(s, 'Deploying')
  if (early) return early
  if (s.slidSinceTimeMoved[f]) return `The ${FACTION_NAMES[f]} already slid their queue this round.`
  // Base rules, Refresh: Build is step 5 and Deploy step 6, so nobody slides before both have built.
  const waiting = notBuilt(s)
  if (waiting.length)
    return `Build comes before Deploy: the ${waiting.map((x) => FACTION_NAMES[x]).join(' and the ')} ${waiting.length === 1 ? 'has' : 'have'} not built yet (space ${s.timeTrack.time} shows a build icon). Record the build first, or tick Build on the Round tab if there was nothing to build.`
  if (f === 'empire' && !s.slidSinceTimeMoved.rebels)
    return 'The Rebels deploy first: slide the Rebel queue and place their units, then the Empire’s.'
  return undefined
}

export function whyNotDeploy(s: RebellionState, f: Faction, placements: readonly Placement[]): string | undefined {
  if (s.awaitingDeploy[f].length === 0)
    return `No ${FACTION_ADJECTIVES[f]} units are waiting to deploy: units leave space 1 when the queue slides.`
  const prior = s.placedSinceSlide[f]
  const check = checkDeployment(
    f,
    s.board,
    deployContext(s),
    [...prior.map((p) => ({ unit: p.unit, from: 'other' as const })), ...s.awaitingDeploy[f]],
    [...prior, ...placements],
  )
  const refusal = check.refusals.find((r) => r.index >= prior.length)
  return refusal?.reason
}

export function whyNotPhase(s: RebellionState, round: number, phase: Phase): string | undefined {
  if (round === s.round + 1) {
    if (phase !== 'assignment') return `Round ${round} starts with the Assignment phase.`
    if (s.phase !== 'refresh') return `Round ${s.round} has not reached its Refresh phase yet.`
    if (!s.timeAdvancedThisRefresh)
      return `Advance time first: the time marker is on space ${s.timeTrack.time}, and round ${round} starts with it one space further.`
    return undefined
  }
  if (round !== s.round) return `The game is in round ${s.round}; the next round is ${s.round + 1}.`
  if (s.timeAdvancedThisRefresh && phase !== 'refresh')
    return `Time already advanced in this Refresh phase; undo that advance to go back to the ${phaseTitle(phase)}.`
  return undefined
}

/** Steps whose tick follows the logged action, not a click. */
const ACTION_STEPS: Partial<Record<RefreshStepId, string>> = {
  'advance-time':
    'Advance time ticks itself when the time marker moves (the button or T); undo the advance to untick it.',
}

export function whyNotTickRefresh(s: RebellionState, step: string, done: boolean): string | undefined {
  const st = refreshSteps(s.options).find((x) => x.id === step)
  if (!st) return `“${step}” is not a Refresh step of this game.`
  const action = ACTION_STEPS[st.id]
  if (action) return action
  if (!done) return undefined
  if (s.phase !== 'refresh')
    return `The Refresh phase has not begun; round ${s.round} is in the ${phaseTitle(s.phase)}.`
  if (st.onlyWhenIcon) {
    const early = afterTimeMoved(s, st.title)
    if (early) return early
    if (!s.lastPrompts?.[st.onlyWhenIcon])
      return `Space ${s.timeTrack.time} of the time track has no ${st.onlyWhenIcon} icon: nobody does ${st.title} this round.`
  }
  return undefined
}

/** 'Rebels: 1 X-wing; Empire: 2 TIE Fighters' — the units that left the queue and wait for a system. */
function waitingUnits(s: RebellionState): string {
  return (['rebels', 'empire'] as const)
    .filter((f) => s.awaitingDeploy[f].length)
    .map((f) => `${FACTION_NAMES[f]}: ${unitTally(s.awaitingDeploy[f].map((e) => e.unit))}`)
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
export function refreshStepsLeft(s: RebellionState): RefreshStepLeft[] {
  const waiting = waitingUnits(s)
  const unbuilt = s.timeAdvancedThisRefresh ? notBuilt(s) : []
  return refreshSteps(s.options)
    .filter((st) => !s.refreshTicked.includes(st.id) || (st.id === 'deploy' && waiting))
    .filter((st) => !st.onlyWhenIcon || !s.timeAdvancedThisRefresh || s.lastPrompts?.[st.onlyWhenIcon])
    .map((st) => {
      const detail =
        st.id === 'deploy' && waiting
          ? `still waiting to deploy: ${waiting}`
          : st.id === 'build' && unbuilt.length
            ? `not built yet: ${unbuilt.map((f) => FACTION_NAMES[f]).join(', ')}`
            : undefined
      return { id: st.id, title: st.title, ...(detail ? { detail } : {}) }
    })
}

/** Ticks the steps whose action the state now shows done (only in the Refresh phase). */
export function withActionTicks(s: RebellionState): RebellionState {
  if (s.phase !== 'refresh') return s
  const add: RefreshStepId[] = []
  if (s.timeAdvancedThisRefresh) add.push('advance-time')
  if (s.builtSinceTimeMoved.empire && s.builtSinceTimeMoved.rebels) add.push('build')
  if (
    s.slidSinceTimeMoved.empire &&
    s.slidSinceTimeMoved.rebels &&
    !s.awaitingDeploy.empire.length &&
    !s.awaitingDeploy.rebels.length
  )
    add.push('deploy')
  const missing = add.filter((x) => !s.refreshTicked.includes(x))
  return missing.length ? { ...s, refreshTicked: [...s.refreshTicked, ...missing] } : s
}

// Recruiting leaders (base rules, setup "Place Starting Leaders" and the Refresh phase's "Recruit
// Icon"): the leaders with a recruit icon wait beside the board until a side recruits them into its
// leader pool. Games started since this was tracked carry the option `leaderRecruiting` (the
// manifest's newGameOptions); older games lack it, keep every leader in the pool and refuse nothing.
// Leaders whose way into play the sources do not give (availability 'unknown': RotE leaders, those
// typed in by the players) stay in the pool as before.
import { z } from 'zod'
import type { Corrections } from '../../core/facts'
import type { EventSpecs } from '../../core/events'
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import { factionName } from './names'
import { leadersOf, resolveLeader, type LeaderStats } from './odds/leaders'
import { recruitTextsIn } from './recruit-texts'
import type { RebellionState } from './state'
import type { Faction } from './units'
import { leaderAt, leaderName } from './units-on-board'

type PoolState = Pick<RebellionState, 'options' | 'recruited' | 'forces'>

/** This game keeps recruit-icon leaders out of the pool until recruited. */
export function tracksRecruiting(s: Pick<RebellionState, 'options'>): boolean {
  return s.options.leaderRecruiting === true
}

/** The leader still waits beside the board: a recruit-icon leader not yet recruited, in a game that tracks it. */
function isWaiting(s: Pick<RebellionState, 'options' | 'recruited'>, leader: LeaderStats): boolean {
  return (
    tracksRecruiting(s) && leader.availability === 'recruitable' && !s.recruited[leader.faction].includes(leader.id)
  )
}

/** The side's leaders in its pool now: in play (not waiting) and not on the board. */
export function leaderPool(s: PoolState, f: Faction, corrections: Corrections = {}): LeaderStats[] {
  return leadersOf(f, { rote: s.options.riseOfTheEmpire }, corrections).filter(
    (l) => !isWaiting(s, l) && !leaderAt(s.forces, l.id),
  )
}

/** The side's recruit-icon leaders still waiting beside the board (none in a game that does not track it). */
export function waitingLeaders(s: PoolState, f: Faction, corrections: Corrections = {}): LeaderStats[] {
  return leadersOf(f, { rote: s.options.riseOfTheEmpire }, corrections).filter((l) => isWaiting(s, l))
}

/** Why this leader cannot be placed or activate a system yet: it waits to be recruited. */
export function whyNotRecruited(
  s: Pick<RebellionState, 'options' | 'recruited'>,
  leader: string,
  locale: Locale = 'en',
): string | undefined {
  const known = resolveLeader(leader)?.stats
  return known && isWaiting(s, known) ? recruitTextsIn(locale).notRecruited(known.name) : undefined
}

/** Why `leader` cannot be recruited by `faction` now. */
function whyNotRecruit(
  s: Pick<RebellionState, 'options' | 'recruited'>,
  faction: Faction,
  leader: string,
  locale: Locale = 'en',
): string | undefined {
  const T = recruitTextsIn(locale)
  const known = resolveLeader(leader)?.stats
  if (!known || (known.set === 'rote' && !s.options.riseOfTheEmpire)) return T.unknownLeader(leader)
  if (known.faction !== faction)
    return boardTextsIn(locale).refusal.notLeaderOf(known.name, factionName(faction, locale))
  if (!tracksRecruiting(s)) return T.notTracked(known.name)
  if (known.availability === 'unknown') return T.wayUnknown(known.name)
  if (known.availability !== 'recruitable') return T.notRecruitIcon(known.name)
  return isWaiting(s, known) ? undefined : T.alreadyRecruited(known.name)
}

export interface LeaderRecruitedPayload {
  faction: Faction
  leader: string
}
export interface RecruitPayloads {
  'rebellion.leader.recruited': LeaderRecruitedPayload
}

export const recruitEventSpecs: EventSpecs<RebellionState, RecruitPayloads> = {
  'rebellion.leader.recruited': {
    v: 1,
    schema: z.object({ faction: z.enum(['empire', 'rebels']), leader: z.string().min(1).max(80) }),
    check: (s, p, locale) => whyNotRecruit(s, p.faction, p.leader, locale),
    apply: (s, p) =>
      s.recruited[p.faction].includes(p.leader)
        ? s
        : { ...s, recruited: { ...s.recruited, [p.faction]: [...s.recruited[p.faction], p.leader] } },
    describe: (p, { locale }) => recruitTextsIn(locale).timeline(leaderName(p.leader), factionName(p.faction, locale)),
  },
}

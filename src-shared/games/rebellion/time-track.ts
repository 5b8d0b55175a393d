// The time track: the time marker climbs one space each Refresh phase, the reputation marker
// comes down as the Rebels score objectives, and the Rebels win the moment they share a space.
import { defineFact, resolveFact, type Corrections, type EditableFact, type Fact } from '../../core/facts'
import type { Locale } from '../../locale'
import { REBELLION_RULE_IDS as R } from './rule-ids'
import { roundTexts } from './round-texts'

export interface TimeTrackLayout {
  spaces: number
  timeStart: number
  reputationStart: number
}

export interface TimeTrackIcons {
  recruit: readonly number[]
  build: readonly number[]
}

export const TIME_TRACK_LAYOUT: Fact<TimeTrackLayout> = defineFact({
  key: 'rebellion.time-track.layout',
  label: 'Time track: spaces and starting positions',
  confidence: 'high',
  source: 'base rulebook setup (time on 1, reputation on 14); game-facts README (16 spaces)',
  value: { spaces: 16, timeStart: 1, reputationStart: 14 },
})

const ICON_SOURCE = 'game-facts README, one source; check your board'
const ICON_SOURCE_DE = 'game-facts README, nur eine Quelle; prüfe deinen Spielplan'

/** Medium: one source only. Functions take resolved values so a player's correction applies. */
const TIME_TRACK_RECRUIT: Fact<readonly number[]> = defineFact({
  key: 'rebellion.time-track.recruit-spaces',
  label: 'Time track spaces with a recruit icon',
  confidence: 'medium',
  source: ICON_SOURCE,
  value: [2, 3, 4, 5],
})

const TIME_TRACK_BUILD: Fact<readonly number[]> = defineFact({
  key: 'rebellion.time-track.build-spaces',
  label: 'Time track spaces with a build icon',
  confidence: 'medium',
  source: ICON_SOURCE,
  value: [2, 4, 6, 8, 10, 12, 14],
})

export const TIME_TRACK_ICONS: TimeTrackIcons = { recruit: TIME_TRACK_RECRUIT.value, build: TIME_TRACK_BUILD.value }

function isSpaceList(v: unknown): v is readonly number[] {
  return Array.isArray(v) && v.every((n) => Number.isInteger(n) && n >= 1 && n <= TIME_TRACK_LAYOUT.value.spaces)
}

/** The icons after a player's corrections, and whether the result still needs verifying. */
export function resolveTimeTrackIcons(corrections: Corrections = {}): { icons: TimeTrackIcons; verify: boolean } {
  const recruit = resolveFact(TIME_TRACK_RECRUIT, corrections, isSpaceList)
  const build = resolveFact(TIME_TRACK_BUILD, corrections, isSpaceList)
  return { icons: { recruit: recruit.value, build: build.value }, verify: recruit.verify || build.verify }
}

/** For Settings › Data corrections. */
export const TIME_TRACK_EDITABLE_FACTS: readonly EditableFact[] = (
  [
    [TIME_TRACK_RECRUIT, 'Rekrutiersymbol'],
    [TIME_TRACK_BUILD, 'Bausymbol'],
  ] as const
).map(([f, iconDe]) => ({
  key: f.key,
  label: f.label,
  help: 'Space numbers from your board, separated by commas.',
  de: {
    label: `Felder der Zeitleiste mit ${iconDe}`,
    help: 'Feldnummern von deinem Spielplan, durch Kommas getrennt.',
    source: ICON_SOURCE_DE,
  },
  confidence: f.confidence,
  source: f.source,
  kind: 'integer-list',
  defaultValue: [...f.value],
  min: 1,
  max: TIME_TRACK_LAYOUT.value.spaces,
}))

export interface TimeTrack {
  time: number
  reputation: number
}

export function startingTimeTrack(layout: TimeTrackLayout = TIME_TRACK_LAYOUT.value): TimeTrack {
  return { time: layout.timeStart, reputation: layout.reputationStart }
}

export interface SpaceIcons {
  recruit: boolean
  build: boolean
}

export function iconsAt(space: number, icons: TimeTrackIcons): SpaceIcons {
  return { recruit: icons.recruit.includes(space), build: icons.build.includes(space) }
}

/** Rebels win when the two markers share a space (passing would also mean they met). */
export function rebelsHaveWon(track: TimeTrack): boolean {
  return track.time >= track.reputation
}

export interface TimeAdvance {
  track: TimeTrack
  /** What the players must do now, from the icons on the new space. */
  prompts: SpaceIcons
  rebelsWin: boolean
}

export type TimeTrackError = { error: 'game-over' | 'end-of-track' | 'bad-value'; reason: string }

export function advanceTime(
  track: TimeTrack,
  icons: TimeTrackIcons,
  layout: TimeTrackLayout = TIME_TRACK_LAYOUT.value,
  locale: Locale = 'en',
): TimeAdvance | TimeTrackError {
  const T = roundTexts(locale).track
  if (rebelsHaveWon(track)) return { error: 'game-over', reason: T.gameOver }
  if (track.time >= layout.spaces) return { error: 'end-of-track', reason: T.endOfTrack(layout.spaces) }
  const next = { ...track, time: track.time + 1 }
  return { track: next, prompts: iconsAt(next.time, icons), rebelsWin: rebelsHaveWon(next) }
}

export interface ReputationMove {
  track: TimeTrack
  /** Spaces actually moved: less than asked when the marker reaches the time marker. */
  moved: number
  rebelsWin: boolean
}

/** An objective's reputation value moves the reputation marker that many spaces toward time. */
export function gainReputation(
  track: TimeTrack,
  value: number,
  locale: Locale = 'en',
): ReputationMove | TimeTrackError {
  const T = roundTexts(locale).track
  if (!Number.isInteger(value) || value < 0) return { error: 'bad-value', reason: T.badValue(value) }
  // No card moves the marker past the whole track: a bigger number is a slip of the keyboard, and
  // taken as typed it would end the game at once.
  const spaces = TIME_TRACK_LAYOUT.value.spaces
  if (value > spaces) return { error: 'bad-value', reason: T.moreThanTrack(value, spaces) }
  if (rebelsHaveWon(track)) return { error: 'game-over', reason: T.gameOver }
  const reputation = Math.max(track.time, track.reputation - value)
  const next = { ...track, reputation }
  return { track: next, moved: track.reputation - reputation, rebelsWin: rebelsHaveWon(next) }
}

export function isTimeTrackError<T extends object>(r: T | TimeTrackError): r is TimeTrackError {
  return 'error' in r
}

export type Phase = 'assignment' | 'command' | 'refresh'

export const PHASES: readonly { id: Phase; title: string }[] = (['assignment', 'command', 'refresh'] as const).map(
  (id) => ({ id, title: roundTexts().phases[id] }),
)

/** 'Command phase' / 'Befehlsphase'. */
export function phaseTitle(p: Phase, locale: Locale = 'en'): string {
  return roundTexts(locale).phases[p] ?? p
}

/** The phase after this one; Refresh leads to the next round's Assignment. */
export function nextPhase(round: number, phase: Phase): { round: number; phase: Phase } {
  if (phase === 'assignment') return { round, phase: 'command' }
  if (phase === 'command') return { round, phase: 'refresh' }
  return { round: round + 1, phase: 'assignment' }
}

export type RefreshStepId =
  | 'rapid-mobilization'
  | 'play-objective'
  | 'retrieve-leaders'
  | 'draw-missions'
  | 'launch-probes'
  | 'draw-objective'
  | 'advance-time'
  | 'recruit'
  | 'build'
  | 'deploy'

export interface RefreshStep {
  id: RefreshStepId
  title: string
  detail: string
  ruleRef: string
  /** Only when the time marker's new space shows this icon. */
  onlyWhenIcon?: 'recruit' | 'build'
}

export interface RefreshOptions {
  riseOfTheEmpire: boolean
  firstGame: boolean
}

/** The Refresh phase in rule order, worded for the table (in the interface language). */
export function refreshSteps(o: RefreshOptions, locale: Locale = 'en'): RefreshStep[] {
  const T = roundTexts(locale).steps
  const step = (id: RefreshStepId, detail: string, ruleRef: string): RefreshStep => ({
    id,
    title: T.titles[id],
    detail,
    ruleRef,
  })
  const steps: RefreshStep[] = []
  if (o.riseOfTheEmpire) steps.push(step('rapid-mobilization', T.rapidMobilization, R.roteRefresh))
  steps.push(
    step('play-objective', T.playObjective, R.objectives),
    step('retrieve-leaders', o.riseOfTheEmpire ? T.retrieveLeadersRote : T.retrieveLeaders, R.refreshPhase),
    step('draw-missions', T.drawMissions, R.refreshPhase),
    step('launch-probes', T.launchProbes, R.refreshPhase),
    step('draw-objective', T.drawObjective, R.objectives),
    step('advance-time', T.advanceTime, R.timeTrack),
    {
      ...step('recruit', o.firstGame ? T.recruitFirstGame : o.riseOfTheEmpire ? T.recruitRote : T.recruit, R.recruit),
      onlyWhenIcon: 'recruit',
    },
    { ...step('build', T.build, R.build), onlyWhenIcon: 'build' },
    step('deploy', T.deploy, R.deploy),
  )
  return steps
}

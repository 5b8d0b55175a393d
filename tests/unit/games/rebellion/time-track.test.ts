import { describe, expect, it } from 'vitest'
import {
  TIME_TRACK_ICONS,
  advanceTime,
  gainReputation,
  iconsAt,
  nextPhase,
  refreshSteps,
  rebelsHaveWon,
  resolveTimeTrackIcons,
  startingTimeTrack,
} from '../../../../src-shared/games/rebellion/time-track'

describe('time track', () => {
  it('starts with time on 1 and reputation on 14', () => {
    expect(startingTimeTrack()).toEqual({ time: 1, reputation: 14 })
  })

  it('advancing time prompts the icons of the new space', () => {
    expect(advanceTime({ time: 1, reputation: 14 }, TIME_TRACK_ICONS)).toEqual({
      track: { time: 2, reputation: 14 },
      prompts: { recruit: true, build: true },
      rebelsWin: false,
    })
    expect(advanceTime({ time: 2, reputation: 14 }, TIME_TRACK_ICONS)).toMatchObject({
      prompts: { recruit: true, build: false },
    })
    expect(advanceTime({ time: 6, reputation: 14 }, TIME_TRACK_ICONS)).toMatchObject({
      prompts: { recruit: false, build: false },
    })
    expect(advanceTime({ time: 7, reputation: 14 }, TIME_TRACK_ICONS)).toMatchObject({
      prompts: { recruit: false, build: true },
    })
  })

  it('applies a player’s correction of the icons, which then needs no verify marker', () => {
    expect(resolveTimeTrackIcons().verify).toBe(true)
    const fixed = resolveTimeTrackIcons({ 'rebellion.time-track.build-spaces': [3, 5, 7] })
    expect(fixed.icons.build).toEqual([3, 5, 7])
    expect(fixed.icons.recruit).toEqual([2, 3, 4, 5])
    expect(iconsAt(3, fixed.icons)).toEqual({ recruit: true, build: true })
    expect(resolveTimeTrackIcons({ 'rebellion.time-track.build-spaces': [0, 40] }).icons.build).toEqual([
      2, 4, 6, 8, 10, 12, 14,
    ])
  })

  it('the Rebels win when time reaches reputation', () => {
    expect(advanceTime({ time: 9, reputation: 10 }, TIME_TRACK_ICONS)).toMatchObject({
      track: { time: 10, reputation: 10 },
      rebelsWin: true,
    })
    expect(advanceTime({ time: 10, reputation: 10 }, TIME_TRACK_ICONS)).toMatchObject({ error: 'game-over' })
  })

  it('an objective moves reputation toward time and stops on it', () => {
    expect(gainReputation({ time: 4, reputation: 14 }, 2)).toEqual({
      track: { time: 4, reputation: 12 },
      moved: 2,
      rebelsWin: false,
    })
    expect(gainReputation({ time: 10, reputation: 12 }, 3)).toEqual({
      track: { time: 10, reputation: 10 },
      moved: 2,
      rebelsWin: true,
    })
    expect(gainReputation({ time: 4, reputation: 14 }, -1)).toMatchObject({ error: 'bad-value' })
    expect(rebelsHaveWon({ time: 5, reputation: 6 })).toBe(false)
  })

  it('refuses a reputation value bigger than the whole track (a typo would end the game)', () => {
    expect(gainReputation({ time: 3, reputation: 11 }, 99)).toEqual({
      error: 'bad-value',
      reason: 'Reputation 99 is more than the whole track (16 spaces): check the value printed on the objective card.',
    })
    // The largest value the track allows is still taken: it ends the game, as the card would.
    expect(gainReputation({ time: 3, reputation: 11 }, 16)).toEqual({
      track: { time: 3, reputation: 3 },
      moved: 8,
      rebelsWin: true,
    })
  })

  it('the round runs Assignment, Command, Refresh, then the next round', () => {
    expect(nextPhase(3, 'assignment')).toEqual({ round: 3, phase: 'command' })
    expect(nextPhase(3, 'command')).toEqual({ round: 3, phase: 'refresh' })
    expect(nextPhase(3, 'refresh')).toEqual({ round: 4, phase: 'assignment' })
  })
})

describe('refresh steps', () => {
  it('follow the rule order', () => {
    expect(refreshSteps({ riseOfTheEmpire: false, firstGame: false }).map((s) => s.id)).toEqual([
      'play-objective',
      'retrieve-leaders',
      'draw-missions',
      'launch-probes',
      'draw-objective',
      'advance-time',
      'recruit',
      'build',
      'deploy',
    ])
    const rote = refreshSteps({ riseOfTheEmpire: true, firstGame: false })
    expect(rote[0]?.id).toBe('rapid-mobilization')
    // The expansion's sheet adds the pool limit; the base rule on missions still holding a leader stands.
    expect(rote.find((s) => s.id === 'retrieve-leaders')?.detail).toBe(
      'Both players take their leaders back from the board and from mission cards (captured leaders stay); unrevealed missions go back to hand. A leader pool holds at most 8: remove the extra.',
    )
    expect(
      refreshSteps({ riseOfTheEmpire: true, firstGame: false }, 'de').find((s) => s.id === 'retrieve-leaders')?.detail,
    ).toContain('nicht aufgedeckte Missionen kommen zurück auf die Hand. Der Anführervorrat fasst höchstens 8')
  })

  it('marks recruit and build as depending on the icon', () => {
    const steps = refreshSteps({ riseOfTheEmpire: false, firstGame: true })
    expect(steps.filter((s) => s.onlyWhenIcon).map((s) => [s.id, s.onlyWhenIcon])).toEqual([
      ['recruit', 'recruit'],
      ['build', 'build'],
    ])
    expect(steps.find((s) => s.id === 'recruit')?.detail).toContain('First game')
  })
})

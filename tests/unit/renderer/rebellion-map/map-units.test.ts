// The galaxy map's units: a board built by the same events the Units tab records (units placed, one
// figure damaged, a leader placed) gives the map's props, badge counts and accessible words exactly.
import { describe, expect, it } from 'vitest'
import type { FullState } from '../../../../src-shared/core/game-log'
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { GAMES } from '../../../../src-shared/games/registry'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import type { RebellionState } from '../../../../src-shared/games/rebellion/state'
import { poolLimits, unitsIn } from '../../../../src-shared/games/rebellion/units-on-board'
import { imperialMapProps, publicMapProps } from '../../../../src-renderer/games/rebellion/map/map-props'
import { badgeCounts, forcesWords } from '../../../../src-renderer/games/rebellion/map/map-units'

const players: Player[] = [
  { id: 'p1', name: 'Ann', faction: 'empire' },
  { id: 'p2', name: 'Ben', faction: 'rebels' },
]
const log = await GAMES.log('rebellion')
const ev = rebellionEventLog.make

function play(events: NewEvent[]): RebellionState {
  let state = log.initial(players, { riseOfTheEmpire: false, firstGame: false }) as FullState<RebellionState>
  events.forEach((e, i) => {
    expect(log.check(state, e)).toBeUndefined()
    const full = { ...e, gameId: 'g', seq: i + 1, at: '2025-01-01T00:00:00Z' } as LogEvent
    state = log.apply(state, full) as FullState<RebellionState>
  })
  return state.game
}

describe('galaxy map: units in each system', () => {
  const s = play([
    ev('rebellion.units.placed', {
      system: 'sullust',
      faction: 'empire',
      units: { 'star-destroyer': 2, 'at-at': 1 },
      limits: poolLimits(),
    }),
    ev('rebellion.unit.damaged', { system: 'sullust', faction: 'empire', unit: 'star-destroyer', from: 0, to: 2 }),
    ev('rebellion.leader.placed', { system: 'sullust', faction: 'empire', leader: 'vader' }),
    ev('rebellion.units.placed', {
      system: 'sullust',
      faction: 'rebels',
      units: { 'rebel-trooper': 3 },
      limits: poolLimits(),
    }),
  ])

  it('the shared map gets the board units; badges count figures per faction', () => {
    const props = publicMapProps(s)
    expect(props.forces).toBe(s.forces)
    expect(badgeCounts(unitsIn(props, 'sullust'))).toEqual({ empire: 3, rebels: 3 })
    expect(badgeCounts(unitsIn(props, 'corellia'))).toEqual({ empire: 0, rebels: 0 })
    // The private Imperial view shows the same public units.
    expect(imperialMapProps(s).forces).toBe(s.forces)
  })

  it('the accessible words list each type, count, damage and leader', () => {
    expect(forcesWords(unitsIn(s, 'sullust'))).toBe(
      'Empire: 2 Star Destroyers (1 damaged, 2 damage), 1 AT-AT, Darth Vader; Rebels: 3 Rebel Troopers',
    )
    expect(forcesWords(unitsIn(s, 'corellia'))).toBe('')
  })
})

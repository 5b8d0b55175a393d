import { describe, expect, it } from 'vitest'
import { emptyBoard } from '../../../../src-shared/games/rebellion/board'
import { baseCandidates, deduceBase, imperialStartSystems } from '../../../../src-shared/games/rebellion/probe'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { poolLimits } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make

describe('probe deduction', () => {
  it('starts with every system that has a probe card', () => {
    const d = baseCandidates({ cardsSeen: [], visited: [] })
    expect(d.count).toBe(31)
    expect(d.candidates).not.toContain('coruscant')
    expect(d.byRegion.map((r) => [r.region, r.systems.length])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
      [5, 4],
      [6, 4],
      [7, 3],
      [8, 4],
    ])
  })

  it('rules out probe cards seen, systems visited, Imperial systems and destroyed ones', () => {
    const board = emptyBoard()
    board.sullust = { ...board.sullust, subjugated: true }
    board.corellia = { ...board.corellia, loyalty: 'imperial' }
    board.alderaan = { ...board.alderaan, destroyed: true }
    const d = baseCandidates({ cardsSeen: ['hoth', 'endor', 'bespin'], visited: ['mustafar', 'hoth'] }, board)
    expect(d.count).toBe(31 - 7)
    expect(d.byRegion.find((r) => r.region === 4)).toBeUndefined()
    expect(d.byRegion.find((r) => r.region === 7)?.systems).toEqual(['cato-neimoidia'])
    expect(d.excluded).toEqual([
      { system: 'alderaan', because: 'destroyed' },
      { system: 'bespin', because: 'probe-card' },
      { system: 'corellia', because: 'imperial-system' },
      { system: 'coruscant', because: 'no-probe-card' },
      { system: 'endor', because: 'probe-card' },
      { system: 'hoth', because: 'probe-card' },
      { system: 'mustafar', because: 'visited' },
      { system: 'sullust', because: 'imperial-system' },
    ])
  })
})

// Base rules, "Choose Base Location": every system holding Imperial units has its probe card taken
// out before the base is chosen, so it never hides the base, even once it is no longer Imperial.
// Before, such a system came back among the candidates when its loyalty changed or its units left.
describe('probe deduction after setup', () => {
  it('rules out the systems of the Empire’s recorded starting units, whatever they hold now', () => {
    const board = emptyBoard()
    board.corellia = { ...board.corellia, loyalty: 'neutral' }
    const setup = {
      deployments: {
        empire: {
          faction: 'empire' as const,
          placement: { corellia: { stormtrooper: 1 }, hoth: { 'tie-fighter': 2 }, naboo: { stormtrooper: 0 } },
        },
      },
      ticked: [],
    }
    expect(imperialStartSystems({ setup })).toEqual(['corellia', 'hoth'])
    const d = baseCandidates({ cardsSeen: ['hoth'], visited: [] }, board, imperialStartSystems({ setup }))
    expect(d.count).toBe(31 - 2)
    expect(d.candidates).toContain('naboo')
    expect(d.excluded).toEqual([
      { system: 'corellia', because: 'imperial-at-setup' },
      { system: 'coruscant', because: 'no-probe-card' },
      { system: 'hoth', because: 'imperial-at-setup' },
    ])
  })
})

// Base rules, "Finding The Rebel Base": when Imperial ground units move into a system the Rebel
// player must declare the base there. A hidden base is therefore not where they stand now: before,
// the deduction listed Dagobah with a Stormtrooper on it until the Empire recorded the visit by hand.
describe('probe deduction from the units on the board', () => {
  it('rules out systems holding Imperial ground units now; ships alone rule out nothing', () => {
    const t = rebellionTable()
    const place = (system: 'dagobah' | 'endor', units: Record<string, number>) =>
      ev('rebellion.units.placed', { system, faction: 'empire', units, limits: poolLimits() })
    t.ok(place('dagobah', { stormtrooper: 1 }))
    t.ok(place('endor', { 'star-destroyer': 1 }))
    const d = deduceBase(t.s)
    expect(d.count).toBe(31 - 1)
    expect(d.excluded).toEqual([
      { system: 'coruscant', because: 'no-probe-card' },
      { system: 'dagobah', because: 'visited' },
    ])
    expect(d.candidates).toContain('endor')
    // The Empire's own records still count, once each.
    t.ok(ev('rebellion.probe.recorded', { kind: 'visit', system: 'dagobah', private: 'empire' }))
    expect(deduceBase(t.s).count).toBe(30)
  })
})

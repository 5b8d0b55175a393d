import { describe, expect, it } from 'vitest'
import { emptyBoard } from '../../../../src-shared/games/rebellion/board'
import { baseCandidates } from '../../../../src-shared/games/rebellion/probe'

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

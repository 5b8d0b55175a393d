// Rebel vs Imperium: the Takeovers tab's calculator picks are kept per game in localStorage
// (calc-picks.ts) and read back only whole and fitting the game's seats; a damaged entry is ignored.
import { describe, expect, it } from 'vitest'
import {
  isCalcPicks,
  keepCalcPicks,
  readCalcPicks,
  type CalcPicks,
} from '../../../src-renderer/games/rftg-rebel-vs-imperium/calc-picks'
import { forgetGameSideData } from '../../../src-renderer/db/game-side-data'
import { memoryStorage } from './db/fixtures'

const seats = ['p1', 'p2', 'p3']
const picks: CalcPicks = {
  attacker: 'p3',
  defender: 'p2',
  power: 'cloaking-technology',
  world: 1,
  attackerTemporary: 2,
  defenderTemporary: '',
}

describe('the calculator’s kept picks', () => {
  it('come back for the same game only, and go with the game', () => {
    const st = memoryStorage()
    keepCalcPicks(st, 'g1', picks)
    expect(st.map.get('holotable.rftg.calc.g1')).toBe(JSON.stringify(picks))
    expect(readCalcPicks(st, 'g1', seats)).toEqual(picks)
    expect(readCalcPicks(st, 'g2', seats)).toBeNull()
    expect(forgetGameSideData(st, 'g1')).toBe(1)
    expect(readCalcPicks(st, 'g1', seats)).toBeNull()
  })

  it('are ignored when damaged, of another shape, or not for these seats', () => {
    const st = memoryStorage()
    for (const bad of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ ...picks, attacker: 'p9' }),
      JSON.stringify({ ...picks, defender: 'p3' }),
      JSON.stringify({ ...picks, power: 'death-star' }),
      JSON.stringify({ ...picks, world: 1.5 }),
      JSON.stringify({ ...picks, world: -2 }),
      JSON.stringify({ ...picks, attackerTemporary: 100 }),
      JSON.stringify({ ...picks, defenderTemporary: -1 }),
      JSON.stringify({ ...picks, defenderTemporary: { n: 1 } }),
      JSON.stringify({ ...picks, extra: true }),
      JSON.stringify({ attacker: 'p1', defender: 'p2' }),
    ]) {
      st.setItem('holotable.rftg.calc.g1', bad)
      expect(readCalcPicks(st, 'g1', seats), bad).toBeNull()
    }
    expect(isCalcPicks({ ...picks, attackerTemporary: 99, defenderTemporary: 0 }, seats)).toBe(true)
  })

  it('survive a storage that throws (private mode, full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(readCalcPicks(broken, 'g1', seats)).toBeNull()
    expect(() => keepCalcPicks(broken, 'g1', picks)).not.toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { chipsChart } from '../../../../src-renderer/games/angriff-der-rebellen/chips-chart'
import { T } from '../../../../src-shared/games/angriff-der-rebellen/texts'

const pct = (p: number): string => `${Math.round(p * 1000) / 10}%`

/** Brute force: your d10 + bonus reaches the neighbour's d10 + strength, over all 100 pairs. */
function bruteWin(bonus: number, strength: number): number {
  let wins = 0
  for (let you = 1; you <= 10; you++) for (let ship = 1; ship <= 10; ship++) if (you + bonus >= ship + strength) wins++
  return wins / 100
}

describe('Angriff duel: win chance per power chips spent', () => {
  it('strength 3 with the astromech and 3 chips: 36%, 45%, 55%, 64%; the best (3 chips) marked', () => {
    const spec = chipsChart(3, { astromech: true, ally: false, chips: 3 }, pct, T)
    expect(spec.points.map((p) => [p.label, p.text, p.marked ?? false])).toEqual([
      ['Spending 0 chips', '36%', false],
      ['Spending 1 chip', '45%', false],
      ['Spending 2 chips', '55%', false],
      ['Spending 3 chips', '64%', true],
    ])
    spec.points.forEach((p, chips) => expect(p.p).toBe(bruteWin(1 + chips, 3)))
  })

  it('without the astromech, and the fewest chips that already make the win certain are marked', () => {
    const spec = chipsChart(0, { astromech: false, ally: true, chips: 5 }, pct, T)
    spec.points.forEach((p, chips) => expect(p.p).toBe(bruteWin(chips, 0)))
    // 9 extra points always reach: 5 chips give 85%, none reaches 100%, so 5 is the best and marked.
    expect(spec.points.filter((p) => p.marked).map((p) => p.key)).toEqual(['5'])
    const sure = chipsChart(-9, { astromech: false, ally: false, chips: 2 }, pct, T)
    expect(sure.points.map((p) => [p.text, p.marked ?? false])).toEqual([
      ['100%', true],
      ['100%', false],
      ['100%', false],
    ])
  })
})

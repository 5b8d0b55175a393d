// @vitest-environment happy-dom
// The chart builders: each bar carries the calculator's exact probability and the words and
// percentage the screen prints; the drawing has one bar per outcome and prints those percentages.
import * as Plot from '@observablehq/plot'
import { describe, expect, it } from 'vitest'
import { chartLayout, wrapWords, type ChartSpec } from '../../../../src-renderer/components/charts/chart-spec'
import {
  damageChart,
  destroyedChart,
  oddsByOpposingLeader,
  successesChart,
  survivorsChart,
} from '../../../../src-renderer/games/rebellion/odds/odds-charts'
import { fireRiskChart } from '../../../../src-renderer/games/rule-the-galaxy/fire-risk-chart'
import { diceTable, missionSuccessOdds } from '../../../../src-shared/games/rebellion/odds/dice'
import { leadersOf } from '../../../../src-shared/games/rebellion/odds/leaders'
import { missionOdds } from '../../../../src-shared/games/rebellion/odds/missions'
import { shuffledDeck } from '../../../../src-shared/games/rule-the-galaxy/fire-deck'
import { fireRiskCurve } from '../../../../src-shared/games/rule-the-galaxy/fire-risk'

const pct1 = (p: number): string => `${(p * 100).toFixed(1)}%`

function draw(spec: ChartSpec): Element {
  const { options, marks } = chartLayout(spec, 480)
  const make = { barY: Plot.barY, barX: Plot.barX, line: Plot.line, dot: Plot.dot, text: Plot.text }
  return Plot.plot({ ...options, document, marks: marks.map((m) => make[m.mark](m.data, m.options)) }) as Element
}

describe('Rebellion combat charts', () => {
  it('units destroyed: one bar per possible count, impossible ends dropped, "at least one" marked', () => {
    const spec = destroyedChart([0.25, 0.5, 0.25, 0])
    expect(spec.kind).toBe('bars')
    expect(spec.points).toEqual([
      { key: '0', label: '0 units destroyed', tick: '0', p: 0.25, text: '25.0%' },
      { key: '1', label: '1 unit destroyed', tick: '1', p: 0.5, text: '50.0%', marked: true },
      { key: '2', label: '2 units destroyed', tick: '2', p: 0.25, text: '25.0%', marked: true },
    ])
  })

  it('damage dealt and units left keep the exact values; "none left" is the marked survivor bar', () => {
    expect(damageChart([0, 0.125, 0.875]).points.map((d) => [d.label, d.text, d.marked ?? false])).toEqual([
      ['1 damage', '12.5%', true],
      ['2 damage', '87.5%', true],
    ])
    const left = survivorsChart([0.1, 0.3, 0.6])
    expect(left.points.map((d) => [d.label, d.p, d.marked ?? false])).toEqual([
      ['0 units left', 0.1, true],
      ['1 unit left', 0.3, false],
      ['2 units left', 0.6, false],
    ])
  })

  it('draws one bar per outcome with its percentage printed, marked bars in the accent colour', () => {
    const svg = draw(destroyedChart([0.25, 0.5, 0.25]))
    const bars = [...svg.querySelectorAll('rect')].filter((r) => r.getAttribute('fill')?.startsWith('var('))
    expect(bars.map((r) => r.getAttribute('fill'))).toEqual(['var(--text-faint)', 'var(--accent)', 'var(--accent)'])
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent)
    expect(texts).toEqual(expect.arrayContaining(['25.0%', '50.0%', 'units destroyed']))
  })
})

describe('Mission charts', () => {
  const table = diceTable()

  it('successes per side as bars with exact values', () => {
    const d = missionOdds({ attempt: { dice: 2, green: 0, bonus: 0 }, opposition: null }, table)
    if (!d.ok) throw new Error('mission odds failed')
    const spec = successesChart(d.value.attemptDistribution)
    const total = spec.points.reduce((s, x) => s + x.p, 0)
    expect(total).toBeCloseTo(1, 12)
    expect(spec.points[0]).toMatchObject({ key: '0', label: '0 successes', p: d.value.attemptDistribution[0] })
  })

  it('P(success) against each opposing leader alone: a sure success (bonus 1) fails only if the leader rolls one', () => {
    const leaders = leadersOf('empire', { rote: false })
    const spec = oddsByOpposingLeader({ dice: 0, green: 0, bonus: 1 }, leaders, 'diplomacy', table)
    expect(spec.kind).toBe('list')
    expect(spec.points).toHaveLength(leaders.length)
    const blank = missionSuccessOdds(table, 'red')[0]!
    for (const l of leaders) {
      const row = spec.points.find((p) => p.key === l.id)!
      const dice = Math.min(l.skills.diplomacy, table.missionCap.dice)
      expect(row.p).toBeCloseTo(blank ** dice, 12)
      expect(row.text).toBe(pct1(blank ** dice))
      expect(row.label).toBe(`Against ${l.name}`)
    }
    // Hardest to beat first, and it (with any tie) is the marked row.
    const ps = spec.points.map((p) => p.p)
    expect(ps).toEqual([...ps].sort((a, b) => a - b))
    expect(spec.points.filter((p) => p.marked).every((p) => p.p === ps[0])).toBe(true)
    expect(spec.points[0]!.marked).toBe(true)
  })
})

describe('Rule the Galaxy fire-risk curve', () => {
  it('1–5 draws from the full deck, the numbers of the fire-deck calculator', () => {
    const spec = fireRiskChart(fireRiskCurve(shuffledDeck(), 5), pct1)
    expect(spec.kind).toBe('curve')
    expect(spec.points.map((p) => p.tick)).toEqual(['1', '2', '3', '4', '5'])
    expect(spec.points[0]).toMatchObject({ label: 'At least one fire card in the next card', text: '16.4%' })
    expect(spec.points[1]).toMatchObject({ label: 'At least one fire card in the next 2 cards', text: '30.3%' })
    const svg = draw(spec)
    expect(svg.querySelectorAll('circle')).toHaveLength(5)
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['16.4%', '30.3%', 'cards drawn from now']),
    )
  })
})

describe('a list chart in a narrow window', () => {
  const spec: ChartSpec = {
    kind: 'list',
    points: [
      { key: 'a', label: 'Angreifer vernichtet', tick: 'Angreifer vernichtet', p: 0.001, text: '<0,1 %' },
      { key: 'b', label: 'Patt', tick: 'Patt', p: 0.999, text: '>99,9 %' },
    ],
  }
  const ticksAt = (width: number) => {
    const { options, marks } = chartLayout(spec, width)
    const svg = Plot.plot({ ...options, document, marks: marks.map((m) => Plot[m.mark](m.data, m.options as never)) })
    const axis = [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')]
    return {
      height: options.height,
      lines: axis.map((t) => [...t.querySelectorAll('tspan')].map((s) => s.textContent)),
    }
  }

  it('at 280 px a label too long for the left margin goes on two lines, each row taller', () => {
    // margin min(0.45 × 280, 9 × 20 + 12) = 126 px: 12 characters a line.
    expect(ticksAt(280)).toEqual({ height: (34 + 18) * 2 + 16, lines: [['Angreifer', 'vernichtet'], []] })
  })

  it('at 600 px the label keeps one line and the rows their height', () => {
    expect(ticksAt(600)).toEqual({ height: 34 * 2 + 16, lines: [[], []] })
  })

  it('breaks between words only; a word longer than a line keeps a line of its own', () => {
    expect(wrapWords('Beide Seiten zerstört', 12)).toBe('Beide Seiten\nzerstört')
    expect(wrapWords('Verteidigungsstellung hält', 12)).toBe('Verteidigungsstellung\nhält')
    expect(wrapWords('Patt', 12)).toBe('Patt')
  })
})

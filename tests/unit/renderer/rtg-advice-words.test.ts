// Rule the Galaxy's advice words in both languages: the rule behind the advice (the help text the
// "?" opens) and the fire-risk chart's labels, with plurals, through vue-i18n.
import { afterEach, describe, expect, it } from 'vitest'
import { applyLocale, i18n } from '../../../src-renderer/i18n'
import '../../../src-renderer/i18n/screen-messages'
import { fireRiskChart } from '../../../src-renderer/games/rule-the-galaxy/fire-risk-chart'
import { chartLayout, type ChartSpec } from '../../../src-renderer/components/charts/chart-spec'
import { pct } from '../../../src-renderer/games/rule-the-galaxy/useRtg'

afterEach(() => applyLocale('en'))
/** The curve's percentage axis as drawn: its ticks at 0, ½ and 1. */
const axisTicks = (chart: ChartSpec): string[] =>
  [0, 0.5, 1].map((p) => (chartLayout(chart, 400).options.y!.tickFormat as (p: number) => string)(p))
const t = i18n.global.t
const curve = [
  { draws: 1, pFire: 0.16 },
  { draws: 2, pFire: 0.297 },
]

describe('Rule the Galaxy advice words', () => {
  it('gives the stopping rule and the chart in English', () => {
    expect(t('ruleTheGalaxy.advice.rule')).toMatch(/cards at risk\) × \(fire cards left\)/)
    expect(t('ruleTheGalaxy.advice.rule')).toMatch(/1 in \(cards at risk \+ 1\)/)
    const chart = fireRiskChart(curve, pct)
    expect(chart.axisLabel).toBe('cards drawn from now')
    expect(chart.points.map((p) => [p.label, p.text])).toEqual([
      ['At least one fire card in the next card', '16.0%'],
      ['At least one fire card in the next 2 cards', '29.7%'],
    ])
    expect(axisTicks(chart)).toEqual(['0%', '50%', '100%'])
  })

  it('gives them in German, with the decimal comma', async () => {
    await applyLocale('de')
    expect(t('ruleTheGalaxy.advice.rule')).toMatch(/\(Karten im Risiko\) × \(übrige Feuerkarten\)/)
    const chart = fireRiskChart(curve, pct)
    expect(chart.axisLabel).toBe('ab jetzt gezogene Karten')
    expect(chart.points.map((p) => [p.label, p.text.replace(/\s/u, ' ')])).toEqual([
      ['Mindestens eine Feuerkarte in der nächsten Karte', '16,0 %'],
      ['Mindestens eine Feuerkarte in den nächsten 2 Karten', '29,7 %'],
    ])
    // The axis too, with the space before the sign ("0%" stood beside "29,7 %").
    expect(axisTicks(chart).map((x) => x.replace(/\s/u, ' '))).toEqual(['0 %', '50 %', '100 %'])
    expect(t('ruleTheGalaxy.advice.why.risk', { action: 'aufhören', n: 1, p: '23 %' }, 1)).toBe(
      'aufhören: 1 Karte im Risiko, 23 % Feuer',
    )
  })
})

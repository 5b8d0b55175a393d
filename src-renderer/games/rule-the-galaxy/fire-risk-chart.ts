// The fire-risk curve beside the advice: P(≥ 1 fire) within the next 1…5 draws, as the chart draws it.
import type { ChartSpec } from '../../components/charts/chart-spec'
import type { FireRiskPoint } from '../../../src-shared/games/rule-the-galaxy/fire-risk'
import { i18n } from '../../i18n'
import { percent } from '../../format'
// Its words are the game screen's messages: present wherever the chart is built (idempotent).
import '../../i18n/screen-messages'

export function fireRiskChart(curve: readonly FireRiskPoint[], format: (p: number) => string): ChartSpec {
  return {
    kind: 'curve',
    axisLabel: i18n.global.t('ruleTheGalaxy.advice.chartAxis'),
    // The axis as the points' own figures write it: "50%" in English, "50 %" in German.
    axisPercent: (p) => percent(p, 0),
    points: curve.map(({ draws, pFire }) => ({
      key: String(draws),
      label: i18n.global.t('ruleTheGalaxy.advice.chartPoint', { n: draws }, draws),
      tick: String(draws),
      p: pFire,
      text: format(pFire),
    })),
  }
}

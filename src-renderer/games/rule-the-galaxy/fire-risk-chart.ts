// The fire-risk curve beside the advice: P(≥ 1 fire) within the next 1…5 draws, as the chart draws it.
import type { ChartSpec } from '../../components/charts/chart-spec'
import type { FireRiskPoint } from '../../../src-shared/games/rule-the-galaxy/fire-risk'
import { i18n } from '../../i18n'
// Its words are the game screen's messages: present wherever the chart is built (idempotent).
import '../../i18n/screen-messages'

export function fireRiskChart(curve: readonly FireRiskPoint[], format: (p: number) => string): ChartSpec {
  return {
    kind: 'curve',
    axisLabel: i18n.global.t('ruleTheGalaxy.advice.chartAxis'),
    points: curve.map(({ draws, pFire }) => ({
      key: String(draws),
      label: i18n.global.t('ruleTheGalaxy.advice.chartPoint', { n: draws }, draws),
      tick: String(draws),
      p: pFire,
      text: format(pFire),
    })),
  }
}

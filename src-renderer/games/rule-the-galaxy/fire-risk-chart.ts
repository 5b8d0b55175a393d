// The fire-risk curve beside the advice: P(≥ 1 fire) within the next 1…5 draws, as the chart draws it.
import type { ChartSpec } from '../../components/charts/chart-spec'
import type { FireRiskPoint } from '../../../src-shared/games/rule-the-galaxy/fire-risk'

export function fireRiskChart(curve: readonly FireRiskPoint[], format: (p: number) => string): ChartSpec {
  return {
    kind: 'curve',
    axisLabel: 'cards drawn from now',
    points: curve.map(({ draws, pFire }) => ({
      key: String(draws),
      label: `At least one fire card in the next ${draws === 1 ? 'card' : `${draws} cards`}`,
      tick: String(draws),
      p: pFire,
      text: format(pFire),
    })),
  }
}

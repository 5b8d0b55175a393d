// The numbers the Rebellion odds charts draw: each bar is an exact probability from the
// calculators, with the same words and percentages the screen prints. Pure, so unit-tested.
import type { ChartPoint, ChartSpec } from '../../../components/charts/chart-spec'
import type { DiceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import type { AnyLeader, Skill } from '../../../../src-shared/games/rebellion/odds/leaders'
import { missionOdds, type MissionSide } from '../../../../src-shared/games/rebellion/odds/missions'
import { i18n } from '../../../i18n'
import { fillFromLeaders } from './mission-form'
import { barsOf, formatPercent } from './odds-format'

interface Words {
  /** What outcome k is, for the table ("2 units destroyed"). */
  label: (k: number) => string
  axisLabel: string
  /** Bars that make up the headline chance. */
  marked?: (k: number) => boolean
}

/** A distribution (index k = P(k)) as bars, impossible outcomes at either end left out. */
function distributionChart(d: readonly number[], words: Words): ChartSpec {
  return {
    kind: 'bars',
    axisLabel: words.axisLabel,
    points: barsOf(d).map(({ k, p }) => ({
      key: String(k),
      label: words.label(k),
      tick: String(k),
      p,
      text: formatPercent(p),
      ...(words.marked?.(k) ? { marked: true } : {}),
    })),
  }
}

const t = i18n.global.t

/** Units destroyed, the bars of "at least one destroyed" marked. */
export function destroyedChart(destroyed: readonly number[]): ChartSpec {
  return distributionChart(destroyed, {
    label: (k) => t('rebellion.odds.chart.destroyed', { n: k }, k),
    axisLabel: t('rebellion.odds.chart.destroyedAxis'),
    marked: (k) => k >= 1,
  })
}

/** Damage dealt (only damage a unit could take counts). */
export function damageChart(damage: readonly number[]): ChartSpec {
  return distributionChart(damage, {
    label: (k) => t('rebellion.odds.chart.damage', { n: k }),
    axisLabel: t('rebellion.odds.chart.damageAxis'),
    marked: (k) => k >= 1,
  })
}

/** A side's units left after a round: 0 left (wiped out) is the marked bar. */
export function survivorsChart(survivors: readonly number[]): ChartSpec {
  return distributionChart(survivors, {
    label: (k) => t('rebellion.odds.chart.left', { n: k }, k),
    axisLabel: t('rebellion.odds.chart.leftAxis'),
    marked: (k) => k === 0,
  })
}

/** A side's mission successes. */
export function successesChart(d: readonly number[]): ChartSpec {
  return distributionChart(d, {
    label: (k) => t('rebellion.odds.chart.successes', { n: k }, k),
    axisLabel: t('rebellion.odds.chart.successesAxis'),
  })
}

/**
 * The attempt against each leader the other side could send alone (that leader's dice for the
 * skill, no bonus), most dangerous first; a leader at least as likely to stop it as the best
 * one is marked.
 */
export function oddsByOpposingLeader(
  attempt: MissionSide,
  leaders: readonly AnyLeader[],
  skill: Skill,
  table: DiceTable,
): ChartSpec {
  const rows: ChartPoint[] = []
  for (const l of leaders) {
    const { dice, green } = fillFromLeaders([l], skill, table)
    const r = missionOdds({ attempt, opposition: { dice, green, bonus: 0 } }, table)
    if (!r.ok) continue
    const p = r.value.pSuccess
    rows.push({
      key: l.id,
      label: t('rebellion.odds.chart.against', { name: l.name }),
      tick: l.name,
      p,
      text: formatPercent(p),
    })
  }
  rows.sort((a, b) => a.p - b.p || a.tick.localeCompare(b.tick))
  const lowest = rows[0]?.p
  return {
    kind: 'list',
    points: rows.map((r) => (lowest !== undefined && r.p <= lowest + 1e-12 ? { ...r, marked: true } : r)),
  }
}

// The whole-battle odds as chart data: how the battle ends (one bar per ending the calculator
// counts) and how many units each side keeps. Exact probabilities from battleOdds, with the words
// and percentages the panel prints. Pure, so unit-tested.
import type { ChartSpec } from '../../../components/charts/chart-spec'
import type { BattleOdds, BattleOutcomes } from '../../../../src-shared/games/rebellion/odds/battle'
import { i18n } from '../../../i18n'
import { formatPercent } from './odds-format'

/** Each ending, in the order the panel's table lists it; the attacker's wins are the marked bars. */
const ENDINGS: readonly { key: keyof BattleOutcomes; attackerWins?: true }[] = [
  { key: 'attackerHolds', attackerWins: true },
  { key: 'defenderRetreats', attackerWins: true },
  { key: 'defenderHolds' },
  { key: 'attackerRetreats' },
  { key: 'bothDestroyed' },
  { key: 'standoff' },
]

/** How the battle ends: endings that cannot happen are left out. */
export function battleEndingsChart(odds: BattleOdds): ChartSpec {
  return {
    kind: 'list',
    points: ENDINGS.filter((e) => odds.outcomes[e.key] > 0).map((e) => ({
      key: e.key,
      label: i18n.global.t(`rebellion.odds.battle.endings.${e.key}`),
      tick: i18n.global.t(`rebellion.odds.battle.ticks.${e.key}`),
      p: odds.outcomes[e.key],
      text: formatPercent(odds.outcomes[e.key]),
      ...(e.attackerWins ? { marked: true } : {}),
    })),
  }
}

/** Expected units a side has when the battle ends (retreating units included). */
export function expectedSurvivors(survivors: readonly number[]): number {
  return survivors.reduce((sum, p, k) => sum + k * p, 0)
}

// The duel's win chance for each number of power chips spent (0 … the chips held), from the duel
// helper's exact winChance: what one more chip buys, at a glance.
import type { ChartSpec } from '../../components/charts/chart-spec'
import { ASTROMECH_BONUS } from '../../../src-shared/games/angriff-der-rebellen/data'
import { winChance, type Holdings } from '../../../src-shared/games/angriff-der-rebellen/duel'
import type { AngriffTexts } from '../../../src-shared/games/angriff-der-rebellen/texts'

export function chipsChart(strength: number, h: Holdings, format: (p: number) => string, T: AngriffTexts): ChartSpec {
  const astro = h.astromech ? ASTROMECH_BONUS : 0
  const rows = Array.from({ length: h.chips + 1 }, (_, chips) => ({ chips, p: winChance(astro + chips - strength).p }))
  const best = Math.max(...rows.map((r) => r.p))
  const firstBest = rows.find((r) => r.p === best)!.chips
  return {
    kind: 'bars',
    axisLabel: T.duel.chipsAxis,
    points: rows.map(({ chips, p }) => ({
      key: String(chips),
      label: T.duel.chipsLabel(chips),
      tick: String(chips),
      p,
      text: format(p),
      ...(chips === firstBest ? { marked: true } : {}),
    })),
  }
}

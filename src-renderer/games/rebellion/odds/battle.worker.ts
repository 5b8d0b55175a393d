// Whole-battle odds off the main thread (see composables/useWorkerTask.ts): a big battle takes a
// few hundred milliseconds the first time, and the screen must stay responsive meanwhile.
import { expose } from 'comlink'
import type { Corrections } from '../../../../src-shared/core/facts'
import type { Locale } from '../../../../src-shared/locale'
import { battleOdds, type BattleInput } from '../../../../src-shared/games/rebellion/odds/battle'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'

const battle = {
  odds: (input: BattleInput, corrections: Corrections, locale: Locale) =>
    battleOdds(input, diceTable(corrections), corrections, locale),
}
export type BattleWorker = typeof battle
expose(battle)

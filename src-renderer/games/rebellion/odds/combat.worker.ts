// The exact combat engine off the main thread (see composables/useWorkerTask.ts): a large attack
// with many rerolls takes seconds, and the screen must stay responsive meanwhile.
import { expose } from 'comlink'
import type { Corrections } from '../../../../src-shared/core/facts'
import type { Locale } from '../../../../src-shared/locale'
import {
  attackOdds,
  roundOdds,
  type AttackInput,
  type RoundInput,
} from '../../../../src-shared/games/rebellion/odds/combat'
import { diceTable } from '../../../../src-shared/games/rebellion/odds/dice'

const combat = {
  attack: (input: AttackInput, corrections: Corrections, locale: Locale) =>
    attackOdds(input, diceTable(corrections), corrections, locale),
  round: (input: RoundInput, corrections: Corrections, locale: Locale) =>
    roundOdds(input, diceTable(corrections), corrections, locale),
}
export type CombatWorker = typeof combat
expose(combat)

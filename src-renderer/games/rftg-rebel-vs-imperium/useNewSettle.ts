// New Settle phase, as the Tableaux and the Takeovers tab offer it (S or the button): refused while
// this Settle's declarations wait (said beside it), and one press is one phase. `rftg.settle.started`
// takes nothing from the state, so S pressed twice quickly (or a double click) would start a second,
// empty Settle phase: a press while the one before it is being written is no press (usePressGuard).
import { ref, watch, type Ref } from 'vue'
import { rftgEventLog as ev } from '../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { usePressGuard } from '../../composables/usePressGuard'
import type { GameSend } from '../../composables/useGameSend'
import type { RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'

export function useNewSettle(whyNot: Ref<string | undefined>, send: GameSend<RftgState>['send']) {
  /** Why New Settle phase was refused (declarations still wait), said beside it. */
  const settleRefusal = ref<string>()
  watch(whyNot, (why) => {
    if (!why) settleRefusal.value = undefined
  })
  const presses = usePressGuard()
  /** A press of S (no event given) or of the button. */
  function newSettle(e: Pick<MouseEvent, 'detail'> = { detail: 0 }): Promise<unknown> {
    return presses.press(e, async () => {
      settleRefusal.value = whyNot.value
      return settleRefusal.value ? undefined : send(ev.make('rftg.settle.started', {}))
    })
  }
  return { settleRefusal, newSettle }
}

// The Rebel player's private record of where the base is: the setup's choice
// (`rebellion.base.chosen`) or a new base by Rapid Mobilization (`rebellion.base.moved`). The system
// picked, the base recorded so far, and the press that records it: the pick empties at once, so Enter
// pressed twice or a double click has nothing to record again and says nothing; a refusal (its
// reason, in `notRecorded`) or a failed write puts the pick back.
import { computed, ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { useSentField } from '../../composables/useSentField'
import { currentBase } from '../../../src-shared/games/rebellion/rebel-base'
import type { RebellionState } from '../../../src-shared/games/rebellion/state'
import type { SystemId } from '../../../src-shared/games/rebellion/systems'
import { ev, useRebellion } from './useRebellion'

export interface BaseRecordWords {
  /** Message key: Record pressed with no system picked. */
  chooseFirst: string
  /** Message key with `{reason}`: the event was refused. */
  notRecorded: string
}

export function useBaseRecord(type: 'rebellion.base.chosen' | 'rebellion.base.moved', words: BaseRecordWords) {
  const { state, appendFrom } = useRebellion()
  const { t } = useI18n()
  const pick = ref<SystemId | ''>('')
  const problem = ref<string | null>(null)
  const recorded = computed(() => state.value?.rebelBase?.system)
  const sentPick = useSentField(pick)

  // A new base names the base it moves from, as seen here: pressed on a base another window has
  // moved meanwhile, it is refused once this window catches up, rather than moving the base twice.
  function made(s: RebellionState, system: SystemId) {
    if (type === 'rebellion.base.chosen') return ev(type, { system, private: 'rebels' })
    const from = currentBase(s)
    return ev(type, from ? { system, from, private: 'rebels' } : { system, private: 'rebels' })
  }

  async function record(): Promise<void> {
    const system = pick.value
    if (!system) {
      if (!sentPick.justSent()) problem.value = t(words.chooseFirst)
      return
    }
    const r = await sentPick.send(
      system,
      () => appendFrom((s) => made(s, system)),
      (written) => typeof written === 'object',
    )
    problem.value = typeof r === 'string' ? t(words.notRecorded, { reason: r }) : null
  }

  return { state, pick, problem, recorded, record }
}

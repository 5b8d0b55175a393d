// What every Rebel vs Imperium screen needs: the reduced state, names, and one-event writes that
// the engine checks first, so a refused entry says why instead of silently vanishing.
import { computed, ref } from 'vue'
import { useSession } from '../../stores/session'
import type { RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'
import type { NewEvent } from '../../../src-shared/core/game-record'
import { textsIn } from '../../../src-shared/games/rftg-rebel-vs-imperium/texts'
import { currentLocale } from '../../i18n'

/** A fresh seed for a draw the app makes (recorded in the event, so replays never re-roll). */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!
}

export function useRftg() {
  const session = useSession()
  const state = computed(() => session.state?.game as RftgState | undefined)
  const error = ref<string | null>(null)

  const nameOf = (id: string | undefined): string => (id ? (state.value?.names[id] ?? id) : '')

  async function send(e: NewEvent | ((s: RftgState) => NewEvent | string)): Promise<boolean> {
    // A new change: the last refusal was about an earlier one (a change is shown at once, its
    // write lands later, and the refusal must not stay beside it meanwhile).
    error.value = null
    const r = await session.appendFrom((full) => (typeof e === 'function' ? e(full.game as RftgState) : e))
    if (typeof r === 'string') {
      error.value = textsIn(currentLocale.value).notEntered(r)
      return false
    }
    return r !== undefined
  }

  return { session, state, error, nameOf, send }
}

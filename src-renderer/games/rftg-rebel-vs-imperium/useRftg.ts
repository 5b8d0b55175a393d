// What every Rebel vs Imperium screen needs: the reduced state, names, and one-event writes that
// the engine checks first, so a refused entry says why instead of silently vanishing.
import { computed } from 'vue'
import { useSession } from '../../stores/session'
import { useGameSend } from '../../composables/useGameSend'
import type { RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { textsIn } from '../../../src-shared/games/rftg-rebel-vs-imperium/texts'
import { currentLocale } from '../../i18n'

/** A fresh seed for a draw the app makes (recorded in the event, so replays never re-roll). */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!
}

export function useRftg() {
  const session = useSession()
  const state = computed(() => session.state?.game as RftgState | undefined)

  const nameOf = (id: string | undefined): string => (id ? (state.value?.names[id] ?? id) : '')

  const { error, send } = useGameSend<RftgState>(session, (r) => textsIn(currentLocale.value).notEntered(r))

  return { session, state, error, nameOf, send }
}

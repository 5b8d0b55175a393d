// What every Angriff der Rebellen screen needs: the reduced state, player names, corrections, and
// one-event writes the engine checks first, so a refused entry says why instead of vanishing.
import { computed } from 'vue'
import { useSession } from '../../stores/session'
import { useGameSend } from '../../composables/useGameSend'
import { useSettings } from '../../stores/settings'
import type { ArState } from '../../../src-shared/games/angriff-der-rebellen/state'
import { textsIn } from '../../../src-shared/games/angriff-der-rebellen/texts'
import { namesIn } from '../../../src-shared/games/angriff-der-rebellen/names'
import { currentLocale } from '../../i18n'
import { percent } from '../../format'

/** A chance as a percentage with at most one decimal, in the interface language (36%, 7.4% / 7,4 %). */
export const pct = (p: number): string => percent(p, 1, 0)

/**
 * The game's words (texts.ts, names.ts) in the interface language, following a switch in Settings:
 * the game's vocabulary lives in its data, shared with the timeline and the refusals.
 */
export function useAngriffWords() {
  return {
    T: computed(() => textsIn(currentLocale.value)),
    N: computed(() => namesIn(currentLocale.value)),
  }
}

export function useAngriff() {
  const session = useSession()
  const settings = useSettings()
  const state = computed(() => session.state?.game as ArState | undefined)

  function nameOf(id: string | undefined): string {
    return session.game?.players.find((p) => p.id === id)?.name ?? id ?? ''
  }

  const { error, send } = useGameSend<ArState>(session, (r) => textsIn(currentLocale.value).notEntered(r))

  return { session, settings, state, error, nameOf, send }
}

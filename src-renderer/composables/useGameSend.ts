// How a game's screens log one event: the session builds it from the state every earlier write left
// (so keys typed faster than the log writes are judged in order) and checks it; a refused event
// leaves `error` saying why, in the game's own words. The last refusal goes as soon as the next
// change is made: a change is shown at once and its write lands later, and a refusal about an
// earlier change must not stand beside it meanwhile.
import { ref, type Ref } from 'vue'
import type { NewEvent } from '../../src-shared/core/game-record'
import type { FullState } from '../../src-shared/core/game-log'
import type { useSession } from '../stores/session'

export interface GameSend<S> {
  /** The last refusal, in the game's words, or null. */
  error: Ref<string | null>
  /** Logs one event (or one built from the game's state); false, with `error` set, when refused. */
  send(e: NewEvent | ((s: S) => NewEvent | string)): Promise<boolean>
}

export function useGameSend<S>(
  session: ReturnType<typeof useSession>,
  refusal: (reason: string) => string,
): GameSend<S> {
  const error = ref<string | null>(null)
  async function send(e: NewEvent | ((s: S) => NewEvent | string)): Promise<boolean> {
    error.value = null
    const r = await session.appendFrom((full: FullState) => (typeof e === 'function' ? e(full.game as S) : e))
    if (typeof r === 'string') {
      error.value = refusal(r)
      return false
    }
    return r !== undefined
  }
  return { error, send }
}

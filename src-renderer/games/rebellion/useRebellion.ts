// What every Rebellion screen needs: the reduced state, one-event writes, the players per
// faction, and seeds for the app's draws. State is never mutated here: every change is an event.
import { computed } from 'vue'
import { useSession } from '../../stores/session'
import { useSettings } from '../../stores/settings'
import { EV, PAYLOAD_VERSION, type RebellionState } from '../../../src-shared/games/rebellion/events'
import type { Faction } from '../../../src-shared/games/rebellion/data'
import { resolveTimeTrackIcons } from '../../../src-shared/games/rebellion/time-track'
import type { LogEvent } from '../../../src-shared/core/game-record'

export { EV }

export function useRebellion() {
  const session = useSession()
  const settings = useSettings()
  const state = computed(() => session.state?.game as RebellionState | undefined)
  const effective = computed<LogEvent[]>(() => session.analysis.effective)
  const timeIcons = computed(() => resolveTimeTrackIcons(settings.corrections))
  const finished = computed(() => session.game?.status === 'finished' || session.state?.play.result !== undefined)

  function append(type: string, payload: unknown): Promise<LogEvent | undefined> {
    return session.append({ type, v: PAYLOAD_VERSION, payload })
  }

  /** Builds the event from the state as every earlier write left it (fast keys), or refuses with a reason. */
  function appendFrom(build: (s: RebellionState) => { type: string; payload: unknown } | string): Promise<LogEvent | string | undefined> {
    return session.appendFrom(() => {
      const s = state.value
      if (!s) return 'the game is not loaded'
      const e = build(s)
      return typeof e === 'string' ? e : { type: e.type, v: PAYLOAD_VERSION, payload: e.payload }
    })
  }

  function playersOf(f: Faction): string[] {
    return (session.game?.players ?? []).filter((p) => p.faction === f).map((p) => p.id)
  }

  function finishFor(f: Faction, note: string): Promise<LogEvent | undefined> {
    return session.finish({ winners: playersOf(f), scores: { ...(session.state?.play.scores ?? {}) }, note })
  }

  return { session, settings, state, effective, timeIcons, finished, append, appendFrom, playersOf, finishFor }
}

/** A fresh 32-bit seed from the platform's CSPRNG, recorded with the draw it feeds. */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!
}

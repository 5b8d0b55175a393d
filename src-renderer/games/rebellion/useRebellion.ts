// What every Rebellion screen needs: the reduced state, typed one-event writes, the players per
// faction, and seeds for the app's draws. State is never mutated here: every change is an event,
// and every flag a screen needs is in the state (never worked out from the raw log).
import { computed } from 'vue'
import { useSession } from '../../stores/session'
import { useSettings } from '../../stores/settings'
import { CHECKLISTS, rebellionEventLog } from '../../../src-shared/games/rebellion/events'
import type { RebellionState } from '../../../src-shared/games/rebellion/state'
import type { Faction } from '../../../src-shared/games/rebellion/data'
import { resolveTimeTrackIcons } from '../../../src-shared/games/rebellion/time-track'
import { playEvents } from '../../../src-shared/core/play-events'
import type { LogEvent, NewEvent } from '../../../src-shared/core/game-record'
import { systemName } from '../../../src-shared/games/rebellion/names'
import { useNotices } from '../../stores/notices'
import { i18n } from '../../i18n'
import { watchRevealUndoRedo } from './reveal-notices'

/** The typed builders: only declared events, in their current payload version. */
export const ev = rebellionEventLog.make
export const tick = (list: keyof typeof CHECKLISTS, step: string, done: boolean) =>
  playEvents.make('checklist.ticked', { list: CHECKLISTS[list], step, done })
export const changeOptions = (options: Record<string, unknown>) => playEvents.make('options.changed', { options })

export function useRebellion() {
  const session = useSession()
  const settings = useSettings()
  const state = computed(() => session.state?.game as RebellionState | undefined)
  const timeIcons = computed(() => resolveTimeTrackIcons(settings.corrections))
  const finished = computed(() => session.finished)
  // Undo and redo say when they hide or reveal the base the board revealed (one watcher for the app).
  watchRevealUndoRedo()

  /**
   * A change on the board that reveals the recorded base (Imperial ground units or loyalty there)
   * says so: its timeline line names only the change itself, and the base's units moved.
   */
  function sayIfRevealed<T>(written: Promise<T>, hiddenBefore: boolean | undefined): Promise<T> {
    return written.then((done) => {
      const s = state.value
      if (done && typeof done === 'object' && hiddenBefore && s && !s.baseHidden && s.baseSystem) {
        const type = (done as { type?: string }).type
        if (type !== 'rebellion.base.revealed')
          useNotices().push('info', i18n.global.t('rebellion.board.baseFound', { system: systemName(s.baseSystem) }))
      }
      return done
    })
  }

  // (Read before writing: the session shows the new state as soon as the change is asked for.)
  function append(e: NewEvent): Promise<LogEvent | undefined> {
    const hidden = state.value?.baseHidden
    return sayIfRevealed(session.append(e), hidden)
  }

  /** Builds the event from the state as every earlier write left it (fast keys), or refuses with a reason. */
  function appendFrom(build: (s: RebellionState) => NewEvent | string): Promise<LogEvent | string | undefined> {
    const hidden = state.value?.baseHidden
    return sayIfRevealed(
      session.appendFrom((full) => build(full.game as RebellionState)),
      hidden,
    )
  }

  function playersOf(f: Faction): string[] {
    return (session.game?.players ?? []).filter((p) => p.faction === f).map((p) => p.id)
  }

  function finishFor(f: Faction, note: string): Promise<LogEvent | undefined> {
    return session.finish({ winners: playersOf(f), scores: { ...(session.state?.play.scores ?? {}) }, note })
  }

  return { session, settings, state, timeIcons, finished, append, appendFrom, playersOf, finishFor }
}

/** A fresh 32-bit seed from the platform's CSPRNG, recorded with the draw it feeds. */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!
}

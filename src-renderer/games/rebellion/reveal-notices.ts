// Undo and redo say what they do to the Rebel base the board revealed on its own. A change that
// put Imperial ground units or loyalty in the base's system revealed it, with a notice (useRebellion's
// sayIfRevealed); undoing that change hides the base again and puts the units it moved back on the
// Rebel Base space, and redoing it reveals the base again: each says so, in the same style. A new
// base (Rapid Mobilization) that revealed the old one is said the same way. The players' own "Base
// revealed" needs no notice: its timeline line ("Undid: …") says it.
import { effectScope, watch } from 'vue'
import { isMetaEvent, REDO, UNDO } from '../../../src-shared/core/log'
import type { LogEvent } from '../../../src-shared/core/game-record'
import { systemName } from '../../../src-shared/games/rebellion/names'
import type { RebellionState } from '../../../src-shared/games/rebellion/state'
import type { SystemId } from '../../../src-shared/games/rebellion/systems'
import { i18n } from '../../i18n'
import { useNotices } from '../../stores/notices'
import { useSession } from '../../stores/session'

type BaseView = Pick<RebellionState, 'baseHidden' | 'baseSystem'> & Partial<Pick<RebellionState, 'revealedBy'>>

/** What an undo or redo just did to the base: hid it again, revealed it again, or neither. */
export function revealByUndoRedo(
  before: BaseView,
  after: BaseView,
  meta: Pick<LogEvent, 'type'>,
  target: (Pick<LogEvent, 'type'> & { seq?: number }) | undefined,
): { kind: 'hidden' | 'revealed'; system: SystemId } | undefined {
  if (target?.type === 'rebellion.base.revealed') return undefined
  // A new base (Rapid Mobilization) revealed the hidden old one, the base hidden before and after:
  // its reveal is the note the engine kept under the event's seq.
  if (target?.type === 'rebellion.base.moved') {
    const was = target.seq === undefined ? undefined : before.revealedBy?.[target.seq]
    const now = target.seq === undefined ? undefined : after.revealedBy?.[target.seq]
    if (meta.type === UNDO && was && !now) return { kind: 'hidden', system: was }
    if (meta.type === REDO && now && !was) return { kind: 'revealed', system: now }
    return undefined
  }
  if (meta.type === UNDO && !before.baseHidden && after.baseHidden && before.baseSystem)
    return { kind: 'hidden', system: before.baseSystem }
  if (meta.type === REDO && before.baseHidden && !after.baseHidden && after.baseSystem)
    return { kind: 'revealed', system: after.baseSystem }
  return undefined
}

let started = false

/**
 * Watches the open game once for the whole app (every Rebellion screen calls it; the first call
 * starts it): an undo or redo newly on the log that hid or revealed the base gets a notice. A
 * change taken back after a failed write, or a game opened, says nothing.
 */
export function watchRevealUndoRedo(): void {
  if (started) return
  started = true
  const session = useSession()
  let game = session.game?.id
  let lastSeq = session.events.at(-1)?.seq ?? 0
  effectScope(true).run(() =>
    watch(
      () => session.state,
      (now, before) => {
        const id = session.game?.id
        const last = session.events.at(-1)
        const fresh = id === game && last !== undefined && last.seq > lastSeq
        game = id
        lastSeq = last?.seq ?? 0
        if (!fresh || !now || !before || session.game?.module !== 'rebellion' || !isMetaEvent(last)) return
        const targetSeq = (last.payload as { target?: number } | null)?.target
        const guess = session.events[(targetSeq ?? 0) - 1]
        const target = guess?.seq === targetSeq ? guess : session.events.find((e) => e.seq === targetSeq)
        const r = revealByUndoRedo(before.game as RebellionState, now.game as RebellionState, last, target)
        if (!r) return
        const key = r.kind === 'hidden' ? 'rebellion.board.baseHiddenAgain' : 'rebellion.board.baseFoundAgain'
        useNotices().push('info', i18n.global.t(key, { system: systemName(r.system) }))
      },
      { flush: 'sync' },
    ),
  )
}

// Views of the state the screens share.
import { END_TRIGGER } from './data'
import type { RftgState } from './state'
import type { Tableau } from './tableau'

export const endTriggerOf = (t: Tableau): number => (t.triggerAt14 ? END_TRIGGER.raised : END_TRIGGER.standard)

/** Players whose tableau has reached its end trigger (the game ends after this round). */
export const endTriggeredBy = (s: RftgState): string[] =>
  s.seats.filter((id) => {
    const t = s.tableaux[id]
    return t !== undefined && t.cards >= endTriggerOf(t)
  })

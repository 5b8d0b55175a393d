// The words for a system's status on the system board, shared by its table rows and the map's
// controls (both write the same rebellion.system.edited events). Labels come from vue-i18n
// (rebellion.board.status / .loyalty), read when shown, so they follow the language live.
import type { Loyalty } from '../../../src-shared/games/rebellion/board'
import { REBELLION_RULE_IDS as R } from '../../../src-shared/games/rebellion/rule-ids'
import { i18n } from '../../i18n'
// The words are the game screen's messages: present wherever these labels are built (idempotent).
import '../../i18n/screen-messages'

export type Flag = 'subjugated' | 'sabotaged' | 'destroyed' | 'imperialUnits' | 'rebelUnits' | 'shieldBunker'

const t = i18n.global.t

/** The status toggles; the Shield Bunker only with Rise of the Empire. */
export function statusFlags(riseOfTheEmpire: boolean): { key: Flag; label: string; rule?: string }[] {
  const flag = (key: Flag, rule?: string) => ({
    key,
    label: t(`rebellion.board.status.${key}`),
    ...(rule ? { rule } : {}),
  })
  return [
    flag('subjugated', R.subjugation),
    flag('sabotaged', R.sabotage),
    flag('destroyed', R.deathStar),
    flag('imperialUnits'),
    flag('rebelUnits'),
    ...(riseOfTheEmpire ? [flag('shieldBunker')] : []),
  ]
}

/** The three loyalties; each label is read in the language in force when shown. */
export const LOYALTIES: readonly { id: Loyalty; readonly label: string }[] = (
  ['imperial', 'rebel', 'neutral'] as const
).map((id) => ({
  id,
  get label() {
    return t(`rebellion.board.loyalty.${id}`)
  },
}))

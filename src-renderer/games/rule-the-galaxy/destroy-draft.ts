// What the destroy helper was asked and typed for the step as logged, kept per game (useGameDraft):
// a tab switch unmounts the Play tab and a reload starts it again, and the plan asked for with D and
// the cards typed under "Paid with other cards?" were gone. Anything logged after (a draw, an undo,
// the destruction itself) is another step: the draft goes. A Table log note (added, changed, deleted,
// undone or redone) is not: it changes neither the board nor the hands.
import { HAND_CARDS, type HandCard, type HandCounts } from '../../../src-shared/games/rule-the-galaxy/data'
import { PLAY } from '../../../src-shared/core/play-log'
import type { LogEvent } from '../../../src-shared/core/game-record'

/** One "Paid with other cards?" box: open or not, and the counts typed against the helper's spend. */
export interface PayKept {
  open: boolean
  /** The spend the counts were typed against (JSON): another suggestion shows its own counts. */
  against: string
  typed: Record<HandCard, string>
}
export interface DestroyDraft {
  /** D (or the button) was pressed for this step: the plan is worked out again on coming back. */
  asked: boolean
  /** "Other units this hand can take" opened (absent in drafts kept before it was kept: closed). */
  othersOpen?: boolean
  /** By the box's test key (the unit, and for the other units the payment). */
  pay: Record<string, PayKept>
}

const NOTES: ReadonlySet<string> = new Set([PLAY.note, PLAY.noteEdited, PLAY.noteDeleted])
/**
 * The step the helper's plan and draft belong to: the seq of the last event in effect (`effective`:
 * the log with undone events taken out, core/log.ts) that is not a Table log note, 0 before any. A
 * note, and its undo or redo, leave it as it was. Looks back only over the notes at the end.
 */
export function destroyStep(effective: readonly Pick<LogEvent, 'seq' | 'type'>[]): number {
  for (let i = effective.length - 1; i >= 0; i--) if (!NOTES.has(effective[i]!.type)) return effective[i]!.seq
  return 0
}

export const freshDestroyDraft = (): DestroyDraft => ({ asked: false, pay: {} })

/** The counts a box shows for a spend with nothing typed: the helper's own. */
export const typedFromSpend = (s: HandCounts): Record<HandCard, string> =>
  Object.fromEntries(HAND_CARDS.map((c) => [c, String(s[c])])) as Record<HandCard, string>

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const LONGEST = 200

function fitsPay(x: unknown): x is PayKept {
  if (!isObject(x) || typeof x.open !== 'boolean' || typeof x.against !== 'string' || x.against.length > LONGEST)
    return false
  const typed = x.typed
  return (
    isObject(typed) &&
    Object.keys(typed).length === HAND_CARDS.length &&
    HAND_CARDS.every((c) => typeof typed[c] === 'string' && (typed[c] as string).length <= LONGEST)
  )
}

export function fitsDestroyDraft(x: unknown): x is DestroyDraft {
  if (!isObject(x) || typeof x.asked !== 'boolean' || !isObject(x.pay)) return false
  if (x.othersOpen !== undefined && typeof x.othersOpen !== 'boolean') return false
  const pay = x.pay
  return Object.keys(pay).length <= 100 && Object.values(pay).every(fitsPay)
}

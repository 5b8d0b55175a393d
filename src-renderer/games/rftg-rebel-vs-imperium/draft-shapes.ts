// What a stored draft (drafts.ts) must look like to be used after a reload: the shape the tabs
// render, field by field. Values stay as typed (a number box may hold 150 or be empty, and Save
// says why not), but anything the screen could not show (a missing list, an object for a number)
// means the stored draft is damaged and is not used.
import type { ScoreLine } from '../../../src-shared/games/rftg-rebel-vs-imperium/scoring'
import type { MilitaryWorld, Tableau } from '../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import { SCORE_NUMBERS, TABLEAU_NUMBERS } from '../../../src-shared/games/rftg-rebel-vs-imperium/entry-ranges'

type Fields = Record<string, unknown>
const isRecord = (x: unknown): x is Fields => typeof x === 'object' && x !== null && !Array.isArray(x)
/** A number box's value: a number, or the text a cleared box gives (''). */
const isBox = (x: unknown): boolean =>
  (typeof x === 'number' && Number.isFinite(x)) || (typeof x === 'string' && x.length <= 40)
const isCount = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0
/** Exactly these keys (and the optional ones, if there). */
const keysAre = (x: Fields, keys: readonly string[], optional: readonly string[] = []): boolean =>
  keys.every((k) => Object.hasOwn(x, k)) && Object.keys(x).every((k) => keys.includes(k) || optional.includes(k))

const SCORE_KEYS = Object.keys(SCORE_NUMBERS)
export function isScoreDraft(x: unknown): x is ScoreLine {
  return isRecord(x) && keysAre(x, SCORE_KEYS) && SCORE_KEYS.every((k) => isBox(x[k]))
}

const NUMBER_KEYS = Object.keys(TABLEAU_NUMBERS)
/** The tableau's tick boxes, in the order the card shows them. */
export const TABLEAU_FLAGS = [
  'imperiumSeat',
  'rebelAlliance',
  'cloakingTechnology',
  'rebelPact',
  'takeoverDefence',
  'improvedLogistics',
  'placedThisSettle',
  'triggerAt14',
] as const satisfies readonly (keyof Tableau)[]
const TABLEAU_KEYS = [...NUMBER_KEYS, ...TABLEAU_FLAGS, 'militaryWorlds']

const isWorld = (x: unknown): x is MilitaryWorld =>
  isRecord(x) &&
  keysAre(x, ['name', 'defence', 'rebel', 'newThisSettle']) &&
  typeof x.name === 'string' &&
  isCount(x.defence) &&
  typeof x.rebel === 'boolean' &&
  typeof x.newThisSettle === 'boolean'

export function isTableauDraft(x: unknown): x is Tableau {
  if (!isRecord(x) || !keysAre(x, TABLEAU_KEYS, ['lostThisSettle'])) return false
  if (!NUMBER_KEYS.every((k) => isBox(x[k])) || !TABLEAU_FLAGS.every((k) => typeof x[k] === 'boolean')) return false
  if (!Array.isArray(x.militaryWorlds) || !x.militaryWorlds.every(isWorld)) return false
  const lost = x.lostThisSettle
  return (
    lost === undefined ||
    (isRecord(lost) && keysAre(lost, ['rebel', 'other']) && isCount(lost.rebel) && isCount(lost.other))
  )
}

/** The "add a world" row of a tableau card, typed but not added yet. */
export interface NewWorldDraft {
  name: string
  /** As the number box gives it: a number, or '' when cleared. */
  defence: number | string
  rebel: boolean
}
export const EMPTY_NEW_WORLD: NewWorldDraft = { name: '', defence: 0, rebel: false }
export function isNewWorldDraft(x: unknown): x is NewWorldDraft {
  return (
    isRecord(x) &&
    keysAre(x, ['name', 'defence', 'rebel']) &&
    typeof x.name === 'string' &&
    x.name.length <= 60 &&
    isBox(x.defence) &&
    typeof x.rebel === 'boolean'
  )
}

// A score-sheet line typed and not saved (drafts.ts), read the same way by the Score sheet (which
// names such lines under it) and by Finish game: the result it offers counts saved lines only, so
// its dialog says which lines it leaves out (games/screens.ts unsavedAtFinish) before it is recorded.
import { emptyScoreLine, type ScoreLine } from '../../../src-shared/games/rftg-rebel-vs-imperium/scoring'
import type { RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { listOf } from '../../../src-shared/games/rftg-rebel-vs-imperium/texts'
import { currentLocale, i18n } from '../../i18n'
import { useSession } from '../../stores/session'
import { isScoreDraft } from './draft-shapes'
import { draftFor, draftStorageKey, isSaving, unsaved } from './drafts'

type Scores = Readonly<Record<string, ScoreLine>> | undefined

/** Where the line `player` typed in `game` is kept. */
export const scoreDraftKey = (game: string, player: string): string => draftStorageKey(game, 'score', player)

/** The line saved for `player` (all 0 before any). */
const savedScoreLine = (scores: Scores, player: string): ScoreLine => scores?.[player] ?? emptyScoreLine()

/** The line as typed (the saved one while nothing is typed). */
export const scoreDraft = (game: string, scores: Scores, player: string): ScoreLine =>
  draftFor(scoreDraftKey(game, player), savedScoreLine(scores, player), isScoreDraft)

/** Whether `player`'s line is typed and not saved (one being saved is not: its write is on its way). */
export const scoreLineUnsaved = (game: string, scores: Scores, player: string): boolean =>
  !isSaving(scoreDraftKey(game, player)) && unsaved(scoreDraft(game, scores, player), savedScoreLine(scores, player))

/**
 * What Finish game leaves out of this game's result: the score lines typed and not saved, said in the
 * interface language (one text, or none).
 */
export function unsavedAtFinish(): string[] {
  const session = useSession()
  const s = session.state?.game as RftgState | undefined
  const game = session.game?.id
  if (!s || !game) return []
  const names = s.seats.filter((p) => scoreLineUnsaved(game, s.scores, p)).map((p) => s.names[p] ?? p)
  if (!names.length) return []
  return [i18n.global.t('rftg.score.unsavedAtFinish', { names: listOf(names, currentLocale.value) }, names.length)]
}

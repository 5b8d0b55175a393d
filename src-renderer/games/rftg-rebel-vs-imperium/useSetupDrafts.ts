// The Setup tab's typing kept per game until its step is saved (useGameDraft): the other goal tiles
// typed but not drawn yet (they go to the settings with the draw), the goals typed under "Or enter
// the goals you drew", and the start worlds ticked before Remember. The other tiles go once a draw
// here has remembered them; the goals typed once the goals in the log change (drawn, entered, here
// or elsewhere, or undone); the worlds once the worlds in play are remembered or the start worlds
// dealt.
import type { Ref } from 'vue'
import { useGameDraft } from '../../composables/useGameDraft'
import { textFields } from '../../composables/stored-draft'
import { useSettings } from '../../stores/settings'
import { START_WORLDS } from '../../../src-shared/games/rftg-rebel-vs-imperium/data'
import { OTHER_GOALS_KEYS } from '../../../src-shared/games/rftg-rebel-vs-imperium/engine'
import type { RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'

/** Two goal boxes as typed: the "first" goals and the "most" goals. */
export interface GoalTexts {
  first: string
  most: string
}
export const isGoalTexts: (x: unknown) => x is GoalTexts = textFields(['first', 'most'])
function isWorldIds(x: unknown): x is number[] {
  const ids = new Set(START_WORLDS.value.map((w) => w.number))
  return Array.isArray(x) && x.length <= ids.size && x.every((id) => typeof id === 'number' && ids.has(id))
}

export function useSetupDrafts(
  s: Ref<RftgState | undefined>,
  gameId: string | undefined,
  inPlay: Ref<number[] | undefined>,
) {
  const settings = useSettings()
  const key = (part: string) => `holotable.rftg.setup-${part}.${gameId ?? 'none'}`
  const goals = () => s.value?.goals ?? null
  const other = useGameDraft<GoalTexts>({
    key: key('other-goals'),
    fresh: () => ({
      first: String(settings.corrections[OTHER_GOALS_KEYS.first] ?? ''),
      most: String(settings.corrections[OTHER_GOALS_KEYS.most] ?? ''),
    }),
    fits: isGoalTexts,
    // Tiles of the players' box, not of this game's goals: goals entered by hand or an undo leave
    // them typed; they go when the draw remembers them.
    basis: () => null,
  })
  const entered = useGameDraft<GoalTexts>({
    key: key('entered-goals'),
    fresh: () => ({ first: '', most: '' }),
    fits: isGoalTexts,
    basis: goals,
  })
  const picked = useGameDraft<number[]>({
    key: key('worlds'),
    fresh: () => [],
    fits: isWorldIds,
    basis: () => [inPlay.value ?? null, s.value?.deal !== undefined && s.value.deal !== null],
  })
  return { other, entered, picked }
}

// The tile the player on turn tapped to reveal, before they say what is on it, kept per game
// (useGameDraft) so another tab, the timeline or a reload does not make them tap it again. It belongs
// to that reveal: the player, the turn, the space their ship stands on and the tiles revealed so far.
// Once the reveal is written, the move undone or the game moved on elsewhere, it goes; and a pick is
// shown only while it is one of the tiles the player may reveal now.
import { computed, type ComputedRef, type Ref } from 'vue'
import { useGameDraft } from '../../composables/useGameDraft'
import { GRID_SPACES } from '../../../src-shared/games/angriff-der-rebellen/data'
import { currentPlayer, revealsFor, type ArState } from '../../../src-shared/games/angriff-der-rebellen/state'

const isPick = (x: unknown): x is number | null =>
  x === null || (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < GRID_SPACES)

/** What a pick was made for: it applies only while this stays the same. */
function revealOf(s: ArState | undefined): unknown {
  const p = s ? currentPlayer(s) : undefined
  if (!s || !p || s.step !== 'reveal') return null
  return [p, s.turnNumber, s.extraMove, s.positions[p] ?? null, s.reveals.length]
}

export function useRevealPick(state: Ref<ArState | undefined>, gameId: string | undefined) {
  const { draft, whileSaving } = useGameDraft<number | null>({
    key: `holotable.angriff-der-rebellen.reveal.${gameId ?? 'none'}`,
    fresh: () => null,
    fits: isPick,
    basis: () => revealOf(state.value),
  })
  /** The tile picked, while it is one the player on turn may reveal now. */
  const selected: ComputedRef<number | undefined> = computed(() => {
    const s = state.value
    const p = s ? currentPlayer(s) : undefined
    const i = draft.value
    return s && p && s.step === 'reveal' && i !== null && revealsFor(s, p).includes(i) ? i : undefined
  })
  return {
    selected,
    pick: (i: number) => (draft.value = i),
    /** Writes the reveal (true once it landed); the pick stays until it has. */
    whileRevealing: whileSaving,
  }
}

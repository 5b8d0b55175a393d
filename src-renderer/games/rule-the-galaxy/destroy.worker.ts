// The destroy helper's search off the main thread (see composables/useWorkerTask.ts): on a crowded
// board with a big hand the full search can take a second, and the screen must stay responsive meanwhile.
import { expose } from 'comlink'
import type { Corrections } from '../../../src-shared/core/facts'
import type { RtgState } from '../../../src-shared/games/rule-the-galaxy/state'
import { destroyAdvice } from '../../../src-shared/games/rule-the-galaxy/selectors'
import type { DestroyAdvice } from '../../../src-shared/games/rule-the-galaxy/destroy'

const destroy = {
  /** `maxSteps` bounds the search: a quick first answer, then the full one (see planDestroy). */
  advice: (state: RtgState, corrections: Corrections, maxSteps?: number): DestroyAdvice | undefined =>
    destroyAdvice(state, corrections, undefined, maxSteps),
}
export type DestroyWorker = typeof destroy
expose(destroy)

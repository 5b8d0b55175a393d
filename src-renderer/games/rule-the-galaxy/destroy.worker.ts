// The destroy helper's search off the main thread (see composables/useWorkerTask.ts): on a crowded
// board with a big hand it can take a second, and the screen must stay responsive meanwhile.
import { expose } from 'comlink'
import type { Corrections } from '../../../src-shared/core/facts'
import type { RtgState } from '../../../src-shared/games/rule-the-galaxy/state'
import { destroyAdvice } from '../../../src-shared/games/rule-the-galaxy/selectors'
import type { DestroyAdvice } from '../../../src-shared/games/rule-the-galaxy/destroy'

const destroy = {
  advice: (state: RtgState, corrections: Corrections): DestroyAdvice | undefined => destroyAdvice(state, corrections),
}
export type DestroyWorker = typeof destroy
expose(destroy)

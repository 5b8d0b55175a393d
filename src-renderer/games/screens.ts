// What a game's folder in the renderer gives the app: a component per tool tab and standalone page
// its manifest declares (typed, so a declared tab without a screen does not compile).
import { defineAsyncComponent, type Component } from 'vue'
import type { GameManifest } from '../../src-shared/core/game-module'
import ScreenLoading from '../components/ScreenLoading.vue'

type Ids<L> = L extends readonly { id: infer I extends string }[] ? I : never

export interface GameScreens<M extends GameManifest = GameManifest> {
  tools: Record<Ids<M['tools']>, Component>
  pages: Record<Ids<NonNullable<M['pages']>>, Component>
  /**
   * Called each time a game of this kind is shown on the game screen, whichever tab it opens on
   * (the shared Table log included): what the game watches for as long as it is open starts here.
   * It loads its code lazily — this file is on the first screen's path.
   */
  whileOpen?: () => void
}

export function defineScreens<M extends GameManifest>(_manifest: M, screens: GameScreens<M>): GameScreens<M> {
  return screens
}

/**
 * A screen loaded the first time it is shown (keeps start-up small). Until its code is there, its
 * place says so (`screen-loading`, a status): keys pressed meanwhile have no screen to reach.
 */
export function lazy(loader: () => Promise<{ default: Component }>): Component {
  return defineAsyncComponent({ loader, loadingComponent: ScreenLoading, delay: 0 })
}

// What a game's folder in the renderer gives the app: a component per tool tab and standalone page
// its manifest declares (typed, so a declared tab without a screen does not compile).
import { defineAsyncComponent, defineComponent, h, onBeforeUnmount, type Component } from 'vue'
import type { GameManifest } from '../../src-shared/core/game-module'
import ScreenLoading from '../components/ScreenLoading.vue'
import { keepKeysWhileLoading } from './keys-while-loading'

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
  /**
   * Asked each time Finish game opens: what is typed on this game's screens and not saved, which the
   * result it offers leaves out, said in the interface language (a text each; none: []). The dialog
   * shows it before the result is recorded. Loads its code lazily, as whileOpen does.
   */
  unsavedAtFinish?: () => Promise<readonly string[]>
}

export function defineScreens<M extends GameManifest>(_manifest: M, screens: GameScreens<M>): GameScreens<M> {
  return screens
}

/** Each lazy screen's loader, so that a screen can be loaded before it is first shown. */
const loaders = new WeakMap<Component, () => Promise<unknown>>()

/**
 * A screen loaded the first time it is shown, or before when warmed (keeps start-up small). Until its
 * code is there, its place says so (`screen-loading`, a status), and the one-key shortcuts pressed
 * meanwhile are kept and pressed again for the screen once it is there (keys-while-loading.ts).
 */
export function lazy(loader: () => Promise<{ default: Component }>): Component {
  // Once loaded (shown, or warmed), the screen itself is drawn: not the async wrapper, which would
  // draw its loading status for a moment while it asked the loaded module again.
  let loaded: Component | undefined
  // The screens waiting for this code now, told whether it came (false: it failed; a later opening
  // asks again). A screen left before it came takes itself off.
  const waiting = new Set<(came: boolean) => void>()
  const tell = (came: boolean): void => {
    for (const told of waiting) told(came)
    waiting.clear()
  }
  const load = (): Promise<{ default: Component }> =>
    loader().then(
      (module) => {
        loaded = module.default
        tell(true)
        return module
      },
      (error: unknown) => {
        tell(false)
        throw error
      },
    )
  const loading = defineAsyncComponent({ loader: load, loadingComponent: ScreenLoading, delay: 0 })
  const screen = defineComponent({
    name: 'LazyScreen',
    inheritAttrs: false,
    setup: (_props, { attrs, slots }) => {
      if (loaded === undefined) {
        // Left before it came (or its code failed), its keys are forgotten.
        const keys = keepKeysWhileLoading()
        const told = (came: boolean): void => (came ? keys.pressAgain() : keys.forget())
        waiting.add(told)
        onBeforeUnmount(() => {
          waiting.delete(told)
          keys.forget()
        })
      }
      return () => h(loaded ?? loading, attrs, slots)
    },
  })
  loaders.set(screen, load)
  return screen
}

/** Runs `work` when the browser has a moment to spare (at the latest after `IDLE_WAIT_MS`). */
export type WhenIdle = (work: () => void) => void
const IDLE_WAIT_MS = 2000
const whenIdle: WhenIdle = (work) =>
  typeof requestIdleCallback === 'function'
    ? void requestIdleCallback(work, { timeout: IDLE_WAIT_MS })
    : void setTimeout(work, IDLE_WAIT_MS / 10)

/**
 * Loads these screens' code one after another at idle moments, so that a tab opened later is drawn at
 * once and keys pressed right after opening it reach it. A screen that fails to load is left for its
 * tab to report when opened. Returns a function that stops the warming (the game was closed).
 */
export function warmScreens(screens: Iterable<Component>, idle: WhenIdle = whenIdle): () => void {
  const queue = [...screens].flatMap((screen) => loaders.get(screen) ?? [])
  let stopped = false
  const next = (): void => {
    const load = queue.shift()
    if (stopped || load === undefined) return
    idle(() => {
      if (stopped) return
      void load().then(next, next)
    })
  }
  next()
  return () => {
    stopped = true
  }
}

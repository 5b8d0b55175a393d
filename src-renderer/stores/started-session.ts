// Whether a game session exists, for the shell (App.vue's close warning and menu, main.ts's bug
// notice) without loading the session store's code on the first screen: the store's code, and the
// library's it imports, come with the game screen.
import { getActivePinia, type Pinia } from 'pinia'
import { shallowReactive } from 'vue'
import type { useSession } from './session'

type Session = ReturnType<typeof useSession>

// Reactive: a computed that asked before the session started (App.vue's "unsaved") asks again.
const started = shallowReactive(new WeakMap<Pinia, Session>())

/** Called by useSession: from then on the shell sees the session. */
export function sessionStarted(session: Session): void {
  const pinia = getActivePinia()
  if (pinia && !started.has(pinia)) started.set(pinia, session)
}

/** The game session, once a game screen started it; undefined before (the first screen has none). */
export function startedSession(): Session | undefined {
  const pinia = getActivePinia()
  return pinia ? started.get(pinia) : undefined
}

// @vitest-environment happy-dom
// (A browser's globals: there a store used outside a component is the app's own case; under plain
// Node, Pinia warns of server rendering at every such use.)
// The shell learns that a game session exists without loading the session store's code at start
// (stores/started-session.ts); what it computes from that follows when a game screen starts one.
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { computed } from 'vue'
import { startedSession } from '../../../src-renderer/stores/started-session'
import { useSession } from '../../../src-renderer/stores/session'

describe('the started session', () => {
  it('is none until a game screen asks for the session, then that session; a computed follows', () => {
    setActivePinia(createPinia())
    const hasSession = computed(() => startedSession() !== undefined)
    expect(hasSession.value).toBe(false)
    const session = useSession()
    expect(startedSession()).toBe(session)
    expect(hasSession.value).toBe(true)
    // Another app (a new Pinia, as in a fresh window) starts without one.
    setActivePinia(createPinia())
    expect(startedSession()).toBeUndefined()
  })
})

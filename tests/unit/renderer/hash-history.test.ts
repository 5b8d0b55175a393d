// @vitest-environment happy-dom
// The app's hash history leaves out vue-router's second, identical write of the history state at a
// start (src-renderer/hash-history.ts). Checked against vue-router's own hash history: the same URL
// and state after every start and every later navigation, with one write fewer only where the two
// would have been the same.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRouter, createWebHashHistory, type RouterHistory } from 'vue-router'
import { hashHistory } from '../../../src-renderer/hash-history'

// The held write waits for the first paint (first-paint.ts, tested there); here, for the next task.
vi.mock('../../../src-renderer/first-paint', () => ({ afterFirstPaint: (work: () => void) => setTimeout(work, 0) }))

const Screen = { render: () => null }
const routes = [
  { path: '/', component: Screen },
  { path: '/rules/:entry?', component: Screen },
  { path: '/settings', component: Screen },
  { path: '/old', redirect: '/settings' },
]

type Seen = { writes: number; url: string; state: unknown; heldBack: { url: string; state: unknown } }

const nextTask = (): Promise<void> => new Promise((done) => setTimeout(done, 0))

/** Starts a router on `url` (with `state` in its history entry), navigates, and notes what was written. */
async function start(
  history: () => RouterHistory,
  url: string,
  state: unknown,
  then?: (r: ReturnType<typeof createRouter>) => Promise<unknown>,
): Promise<Seen> {
  window.history.replaceState(state, '', url)
  const startLength = window.history.length
  const write = vi.spyOn(window.history, 'replaceState')
  const router = createRouter({ history: history(), routes })
  await router.push(router.options.history.location)
  const heldBack = { url: window.location.href, state: structuredClone(window.history.state) as unknown }
  await nextTask()
  if (then) await then(router)
  // Positions count from the history's length at the start: the runs share one window's history.
  const written = structuredClone(window.history.state) as { position: number }
  const seen = {
    writes: write.mock.calls.length,
    url: window.location.href,
    state: { ...written, position: written.position - startLength },
    heldBack,
  }
  write.mockRestore()
  router.options.history.destroy()
  return seen
}

afterEach(() => vi.restoreAllMocks())

describe('the app’s hash history', () => {
  it('writes a start’s state once, where vue-router writes the same thing twice', async () => {
    for (const url of ['http://localhost:3000/#/', 'http://localhost:3000/#/rules/combat', 'http://localhost:3000/']) {
      const plain = await start(createWebHashHistory, url, null)
      const ours = await start(hashHistory, url, null)
      expect(plain.writes, url).toBe(2)
      expect(ours.writes, url).toBe(1)
      expect(ours.url, url).toBe(plain.url)
      expect(ours.state, url).toEqual(plain.state)
      // Until the next task the entry is as the page started: the first screen is drawn meanwhile.
      expect(ours.heldBack, url).toEqual({ url, state: null })
      expect(plain.heldBack, url).toEqual({
        url: plain.url,
        state: expect.objectContaining({ current: expect.any(String) }),
      })
    }
    expect((await start(hashHistory, 'http://localhost:3000/', null)).url).toBe('http://localhost:3000/#/')
  })

  it('writes a start’s state once too when the held write is made before the first navigation', async () => {
    // (A start in German waits for its messages before mounting: the next task may come first.)
    window.history.replaceState(null, '', 'http://localhost:3000/#/rules/combat')
    const write = vi.spyOn(window.history, 'replaceState')
    const router = createRouter({ history: hashHistory(), routes })
    await nextTask()
    expect(write).toHaveBeenCalledTimes(1)
    await router.push(router.options.history.location)
    expect(write).toHaveBeenCalledTimes(1)
    expect(window.history.state).toMatchObject({ current: '/rules/combat', back: null, forward: null })
    router.options.history.destroy()
  })

  it('drops the held write when a navigation writes first, and when the address changed meanwhile', async () => {
    const soon = async (history: () => RouterHistory, move: (r: ReturnType<typeof createRouter>) => unknown) => {
      window.history.replaceState(null, '', 'http://localhost:3000/#/')
      const startLength = window.history.length
      const router = createRouter({ history: history(), routes })
      await router.push(router.options.history.location)
      await move(router) // in the same task as the start
      await nextTask()
      const written = structuredClone(window.history.state) as { position: number } | null
      router.options.history.destroy()
      return { url: window.location.href, state: written && { ...written, position: written.position - startLength } }
    }
    const push = (r: ReturnType<typeof createRouter>) => r.push('/rules/dice')
    // vue-router's development build warns that the entry has no state yet at that push; its
    // production build (the app's) has no such warning, and the push reads its own copy of the state.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await soon(hashHistory, push)).toEqual(await soon(createWebHashHistory, push))
    expect((await soon(hashHistory, push)).url).toBe('http://localhost:3000/#/rules/dice')
    // The address changed behind the router's back (typed, or another script): nothing is written over it.
    const typed = () => window.history.replaceState(null, '', 'http://localhost:3000/#/settings')
    expect(await soon(hashHistory, typed)).toEqual({ url: 'http://localhost:3000/#/settings', state: null })
  })

  it('writes what vue-router writes on a reload (the entry has a state) and on a redirect at the start, one write fewer there', async () => {
    const earlier = {
      back: '/settings',
      current: '/rules/combat',
      forward: null,
      position: 3,
      replaced: false,
      scroll: null,
    }
    for (const [url, state] of [
      ['http://localhost:3000/#/rules/combat', earlier],
      ['http://localhost:3000/#/old', null],
    ] as const) {
      const plain = await start(createWebHashHistory, url, state)
      const ours = await start(hashHistory, url, state)
      // A redirect at a start writes the entry at once; the start's own write, held back, is then dropped.
      expect(ours, url).toEqual({ ...plain, writes: state === null ? plain.writes - 1 : plain.writes })
    }
    expect((await start(hashHistory, 'http://localhost:3000/#/old', null)).url).toBe('http://localhost:3000/#/settings')
  })

  it('writes every later navigation as vue-router does', async () => {
    const moves = async (router: ReturnType<typeof createRouter>): Promise<void> => {
      await router.push('/rules/dice')
      await router.replace('/settings')
      await router.replace('/settings')
    }
    const plain = await start(createWebHashHistory, 'http://localhost:3000/#/', null, moves)
    const ours = await start(hashHistory, 'http://localhost:3000/#/', null, moves)
    expect(ours.writes).toBe(plain.writes - 1)
    expect(ours.url).toBe('http://localhost:3000/#/settings')
    expect(ours.state).toEqual(plain.state)
  })
})

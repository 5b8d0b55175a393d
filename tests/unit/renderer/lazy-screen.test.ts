// @vitest-environment happy-dom
// A game tab's code loads the first time it is opened, or before, at idle moments while its game is
// open (warmScreens). Until it is there, its place is a status saying so (blank for the first
// 300 ms, so a quick load does not flash); then the tab itself.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h, type Component } from 'vue'
import { lazy, warmScreens } from '../../../src-renderer/games/screens'
import { applyLocale, i18n } from '../../../src-renderer/i18n'
import { useShortcut } from '../../../src-renderer/composables/useShortcut'

const PlayTab: Component = { render: () => h('h2', 'Enter the first card') }

/** The screen in its place inside a page, as the game screen shows it. */
const shown = (screen: Component, options: Parameters<typeof mount>[1]) =>
  mount({ render: () => h('div', { id: 'tool-panel' }, [h(screen)]) }, options)

function deferred(): { promise: Promise<{ default: typeof PlayTab }>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<{ default: typeof PlayTab }>(
    (r) => (resolve = () => r({ __esModule: true, default: PlayTab } as { default: typeof PlayTab })),
  )
  return { promise, resolve }
}

// A test that fails midway leaves no screen (and its key listeners) behind for the next.
enableAutoUnmount(afterEach)

describe('lazy game screens', () => {
  it('say they are loading until their code is there, then show the screen', async () => {
    const load = deferred()
    const wrapper = shown(
      lazy(() => load.promise),
      { global: { plugins: [i18n] } },
    )
    const status = wrapper.get('[data-testid="screen-loading"]')
    expect(status.attributes('role')).toBe('status')
    expect(status.text()).toBe('Loading this screen…')
    expect(wrapper.find('h2').exists()).toBe(false)

    load.resolve()
    await flushPromises()
    expect(wrapper.find('[data-testid="screen-loading"]').exists()).toBe(false)
    expect(wrapper.get('h2').text()).toBe('Enter the first card')
  })

  it('show the screen at once when its code is already loaded (a second visit)', async () => {
    const load = deferred()
    const Tab = lazy(() => load.promise)
    load.resolve()
    shown(Tab, { global: { plugins: [i18n] } }).unmount()
    await flushPromises()
    const again = shown(Tab, { global: { plugins: [i18n] } })
    expect(again.find('[data-testid="screen-loading"]').exists()).toBe(false)
    expect(again.get('h2').text()).toBe('Enter the first card')
  })

  it('say it in German too', async () => {
    await applyLocale('de')
    try {
      const wrapper = shown(
        lazy(() => deferred().promise),
        { global: { plugins: [i18n] } },
      )
      expect(wrapper.get('[data-testid="screen-loading"]').text()).toBe('Diese Ansicht wird geladen …')
    } finally {
      await applyLocale('en')
    }
  })
})

describe('keys pressed while a screen loads', () => {
  /** A tab with one-key shortcuts, noting each key it takes. */
  const taken: string[] = []
  const RoundTab = defineComponent({
    setup() {
      useShortcut((e) => void taken.push(e.key), { oneKey: true })
      return () => h('h2', 'Round')
    },
  })
  function deferredRound(): { promise: Promise<{ default: Component }>; resolve: () => void } {
    let resolve!: () => void
    const promise = new Promise<{ default: Component }>(
      (r) => (resolve = () => r({ __esModule: true, default: RoundTab } as { default: Component })),
    )
    return { promise, resolve }
  }
  const press = (key: string, init: KeyboardEventInit = {}, at: EventTarget = document.body): boolean =>
    at.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
  const nextTask = () => new Promise((r) => setTimeout(r, 0))

  it('reach the screen once it is there, in the order pressed, once each', async () => {
    taken.length = 0
    const load = deferredRound()
    const wrapper = shown(
      lazy(() => load.promise),
      { global: { plugins: [i18n] } },
    )
    press('t')
    press('N', { shiftKey: true })
    expect(taken).toEqual([])
    load.resolve()
    await flushPromises()
    await nextTask()
    expect(wrapper.get('h2').text()).toBe('Round')
    expect(taken).toEqual(['t', 'N'])
    // Later keys go straight to it, and nothing kept is pressed a second time.
    press('n')
    await nextTask()
    expect(taken).toEqual(['t', 'N', 'n'])
    wrapper.unmount()
  })

  it('are not kept when something else took them, they were typed into a field, or held with Ctrl/⌘/Alt', async () => {
    taken.length = 0
    const load = deferredRound()
    const taker = (e: KeyboardEvent): void => {
      if (e.key === '/') e.preventDefault() // the app's rules search
    }
    window.addEventListener('keydown', taker)
    const field = document.body.appendChild(document.createElement('input'))
    try {
      const wrapper = shown(
        lazy(() => load.promise),
        { global: { plugins: [i18n] } },
      )
      press('/')
      press('x', {}, field)
      press('z', { ctrlKey: true })
      press('k', { altKey: true })
      press(' ')
      press('t', { repeat: true })
      load.resolve()
      await flushPromises()
      await nextTask()
      expect(wrapper.get('h2').text()).toBe('Round')
      expect(taken).toEqual([])
      wrapper.unmount()
    } finally {
      window.removeEventListener('keydown', taker)
      field.remove()
    }
  })

  it('are forgotten when the screen’s code fails to load, and kept again while it is asked anew', async () => {
    taken.length = 0
    let attempt = 0
    const second = deferredRound()
    const Tab = lazy(() => (++attempt === 1 ? Promise.reject(new Error('chunk missing')) : second.promise))
    // The app's error handler reports the failed load (main.ts); here it notes it.
    const reported: string[] = []
    const failed = shown(Tab, {
      global: { plugins: [i18n], config: { errorHandler: (e) => void reported.push((e as Error).message) } },
    })
    press('t')
    await flushPromises()
    await nextTask()
    press('n') // nothing listens for it any more
    failed.unmount()
    const again = shown(Tab, { global: { plugins: [i18n] } })
    press('c')
    second.resolve()
    await flushPromises()
    await nextTask()
    expect(again.get('h2').text()).toBe('Round')
    expect(reported).toEqual(['chunk missing'])
    expect(taken).toEqual(['c'])
  })

  it('are forgotten when the player left the screen before it came', async () => {
    taken.length = 0
    const load = deferredRound()
    const Tab = lazy(() => load.promise)
    const wrapper = shown(Tab, { global: { plugins: [i18n] } })
    press('t')
    wrapper.unmount()
    load.resolve()
    await flushPromises()
    await nextTask()
    // Opened again later: drawn at once, and the old key is not pressed for it.
    const again = shown(Tab, { global: { plugins: [i18n] } })
    await nextTask()
    expect(again.get('h2').text()).toBe('Round')
    expect(taken).toEqual([])
    again.unmount()
  })
})

describe('warming a game’s screens', () => {
  /** Idle moments the test hands out one at a time. */
  function idleMoments(): { idle: (work: () => void) => void; next: () => Promise<void>; waiting: () => number } {
    const queue: (() => void)[] = []
    return {
      idle: (work) => void queue.push(work),
      next: async () => {
        queue.shift()?.()
        await flushPromises()
      },
      waiting: () => queue.length,
    }
  }

  it('loads each screen’s code at its own idle moment, one after another, then stops', async () => {
    const loads = [vi.fn(async () => ({ default: PlayTab })), vi.fn(async () => ({ default: PlayTab }))]
    const moments = idleMoments()
    warmScreens(
      loads.map((load) => lazy(load)),
      moments.idle,
    )
    expect(loads.map((l) => l.mock.calls.length)).toEqual([0, 0]) // nothing before an idle moment
    await moments.next()
    expect(loads.map((l) => l.mock.calls.length)).toEqual([1, 0])
    await moments.next()
    expect(loads.map((l) => l.mock.calls.length)).toEqual([1, 1])
    expect(moments.waiting()).toBe(0)
  })

  it('goes on past a screen whose code fails to load (its tab says so when opened)', async () => {
    const broken = vi.fn(() => Promise.reject(new Error('chunk missing')))
    const next = vi.fn(async () => ({ default: PlayTab }))
    const moments = idleMoments()
    warmScreens([lazy(broken), lazy(next)], moments.idle)
    await moments.next()
    await moments.next()
    expect(broken).toHaveBeenCalledTimes(1)
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('draws a warmed screen at once, with no loading status even for a moment', async () => {
    const Tab = lazy(async () => ({ default: PlayTab }))
    const moments = idleMoments()
    warmScreens([Tab], moments.idle)
    await moments.next()
    const wrapper = shown(Tab, { global: { plugins: [i18n] } })
    // Asserted before any promise settles: the first drawing is the tab itself.
    expect(wrapper.find('[data-testid="screen-loading"]').exists()).toBe(false)
    expect(wrapper.get('h2').text()).toBe('Enter the first card')
  })

  it('loads nothing more once stopped (the game was closed)', async () => {
    const loads = [vi.fn(async () => ({ default: PlayTab })), vi.fn(async () => ({ default: PlayTab }))]
    const moments = idleMoments()
    const stop = warmScreens(
      loads.map((load) => lazy(load)),
      moments.idle,
    )
    await moments.next()
    stop()
    await moments.next()
    expect(loads.map((l) => l.mock.calls.length)).toEqual([1, 0])
  })
})

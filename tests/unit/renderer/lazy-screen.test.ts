// @vitest-environment happy-dom
// A game tab's code loads the first time it is opened. Until it is there, its place is a status
// saying so (blank for the first 300 ms, so a quick load does not flash); then the tab itself.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { h, type Component } from 'vue'
import { lazy } from '../../../src-renderer/games/screens'
import { applyLocale, i18n } from '../../../src-renderer/i18n'

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

// @vitest-environment happy-dom
// Angriff der Rebellen's tile tracker: the chances for the next unseen tile are shown while tiles
// can still be revealed, and no longer once the game is over (the counts by kind stay).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import TileTracker from '../../../src-renderer/games/angriff-der-rebellen/TileTracker.vue'
import { i18n } from '../../../src-renderer/i18n'
import { initialState, type ArState } from '../../../src-shared/games/angriff-der-rebellen/state'

const players = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
]

describe('TileTracker', () => {
  it('shows the next tile’s chances during play and hides them once the game is over', () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/', component: { render: () => null } }],
    })
    const global = { plugins: [pinia, router, i18n] }
    const playing: ArState = { ...initialState(players, {}), phase: 'play' }
    const during = mount(TileTracker, { props: { state: playing }, global })
    expect(during.find('[data-testid="ar-chances"]').text()).toContain('Asteroid field')
    const over = mount(TileTracker, { props: { state: { ...playing, phase: 'over' } }, global })
    expect(over.find('[data-testid="ar-chances"]').exists()).toBe(false)
    expect(over.text()).not.toContain('Next unseen tile')
    expect(over.find('[data-testid="ar-pile"]').exists()).toBe(true)
  })
})

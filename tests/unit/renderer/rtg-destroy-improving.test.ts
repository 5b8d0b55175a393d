// @vitest-environment happy-dom
// Rule the Galaxy's destroy helper on a board too crowded for its quick first answer (#12): the screen
// shows that plan at once, marked "best found so far", while the full search goes on; the full
// answer then replaces it. The search runs in-process here (the worker's own function), with the
// full search held until the test lets it finish, so the in-between screen can be read.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { computed, ref, shallowRef } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { i18n } from '../../../src-renderer/i18n'
import '../../../src-renderer/i18n/screen-messages'
import { initialState, type RtgState } from '../../../src-shared/games/rule-the-galaxy/state'
import { destroyAdvice } from '../../../src-shared/games/rule-the-galaxy/selectors'
import { POINTS, type Strength, type UnitColour } from '../../../src-shared/games/rule-the-galaxy/data'
import type { BoardUnit } from '../../../src-shared/games/rule-the-galaxy/destroy'

const full = { release: () => {}, asked: [] as (number | undefined)[] }

vi.mock('../../../src-renderer/composables/useWorkerTask', () => ({
  plain: <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T,
  useWorkerTask: () => ({
    busy: ref(false),
    slow: ref(false),
    run: async (task: (api: unknown) => Promise<unknown>) => {
      const api = {
        advice: async (s: RtgState, corrections: Record<string, unknown>, maxSteps?: number) => {
          full.asked.push(maxSteps)
          if (maxSteps === undefined) await new Promise<void>((r) => (full.release = r))
          return destroyAdvice(s, corrections, undefined, maxSteps)
        },
      }
      return { done: true, value: await task(api) }
    },
  }),
}))

// Points the table read off the tiles the rulebook leaves open (test input, as typed in Settings).
const corrections = { [POINTS[2].key]: 1, [POINTS[5].key]: 4, [POINTS[6].key]: 5 }
// The crowded board of destroy-budget.test.ts: 24 units on 4 lanes, 4 infiltrators, 23 cards.
const LAYOUT = '1p 1r 3r 1r 2p 1p|2c 3r 2f 2p 3f 2p|3p 2r 2r 5r 6c 3p|2p 6f 3c 3c 5f 6m'
const NAMES: Record<string, UnitColour> = { r: 'rey', p: 'poe', f: 'finn', c: 'chewbacca', m: 'multi' }

function crowdedState(): RtgState {
  const players = [
    { id: 'ana', name: 'Ana' },
    { id: 'ben', name: 'Ben' },
  ]
  const s = initialState(players)
  const units: BoardUnit[] = LAYOUT.split('|').flatMap((lane, l) =>
    lane.split(' ').map((u, row) => ({
      id: `u${l}${row}`,
      strength: Number(u.slice(0, -1)) as Strength,
      colour: NAMES[u.slice(-1)]!,
      lane: l,
      row,
    })),
  )
  return {
    ...s,
    phase: 'play',
    drawnThisTurn: ['rey'],
    drawStarted: true,
    anyMix: false,
    hands: { ana: { rey: 4, poe: 4, finn: 5, chewbacca: 5, bb8: 5 }, ben: s.hands.ben! },
    infiltrators: {
      ana: (['chewbacca', 'finn', 'poe', 'rey'] as const).map((colour, i) => ({ id: `t${i}`, colour })),
      ben: [],
    },
    board: { ...s.board, lanes: 4, rows: 7, units },
  }
}

const game = shallowRef<RtgState>(crowdedState())
vi.mock('../../../src-renderer/games/rule-the-galaxy/useRtg', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src-renderer/games/rule-the-galaxy/useRtg')>()
  return {
    ...real,
    useRtg: () => ({
      session: { events: [], analysis: { effective: [] }, busy: false },
      settings: { corrections },
      state: computed(() => game.value),
      error: ref(''),
      finished: computed(() => false),
      send: async () => true,
      nameOf: (id: string | undefined) => (id === 'ana' ? 'Ana' : (id ?? '')),
      colourText: (c: string) => c,
      swatch: () => '#888',
    }),
  }
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('destroy helper on a crowded board', () => {
  it('shows the quick plan as "best found so far", then the full search’s plan replaces it', async () => {
    setActivePinia(createPinia())
    const { default: DestroyHelper } = await import('../../../src-renderer/games/rule-the-galaxy/DestroyHelper.vue')
    const w = mount(DestroyHelper, {
      global: { plugins: [i18n], stubs: { RuleHelp: true, PointsDialog: true } },
      attachTo: document.body,
    })
    await w.find('[data-testid="destroy-find"]').trigger('click')
    await flushPromises()
    // The quick answer: a plan the hand can pay, marked as still improving.
    expect(full.asked).toEqual([10_000, undefined])
    expect(w.find('[data-testid="destroy-improving"]').text()).toBe(
      'Best found so far: still looking for a better haul on this crowded board…',
    )
    // (10,000 steps into this board it has 19 points with 12 units; the full search finds 24.)
    expect(w.find('[data-testid="destroy-best"]').text()).toBe('Best: 19 points, 12 units, spending 23 cards')
    expect(w.findAll('[data-testid="destroy-action"]')).toHaveLength(12)

    // The full search answers: 24 points with 7 units, every card and tile (destroy-budget.test.ts).
    full.release()
    await flushPromises()
    expect(w.find('[data-testid="destroy-improving"]').exists()).toBe(false)
    expect(w.find('[data-testid="destroy-best"]').text()).toBe('Best: 24 points, 7 units, spending 23 cards')
    expect(w.findAll('[data-testid="destroy-action"]')).toHaveLength(7)
    w.unmount()
  })
})

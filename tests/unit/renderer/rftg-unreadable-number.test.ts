// @vitest-environment happy-dom
// Rebel vs Imperium's number boxes on Save: text the browser cannot read as a number ("3-", "5e",
// "--1") reaches the app as '' just like an empty box; Save says it is not a number instead of
// calling the box empty, and a really empty box is still called empty.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { computed, ref, shallowRef } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { applyLocale, i18n } from '../../../src-renderer/i18n'
import '../../../src-renderer/i18n/screen-messages'
import { initialState, type RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'

const game = shallowRef<RftgState>(initialState([{ id: 'ana', name: 'Ana' }], {}))
const error = ref<string | null>(null)
const send = vi.fn(async () => true)
vi.mock('../../../src-renderer/games/rftg-rebel-vs-imperium/useRftg', () => ({
  useRftg: () => ({
    session: { game: { id: 'g-unreadable' } },
    state: computed(() => game.value),
    error,
    send,
    nameOf: (id: string | undefined) => (id === 'ana' ? 'Ana' : (id ?? '')),
  }),
}))

afterEach(async () => {
  document.body.innerHTML = ''
  localStorage.clear()
  error.value = null
  await applyLocale('en')
})

/** Types into a box as the browser reports it: '' for the value, and `badInput` when text is shown. */
async function typeInto(w: VueWrapper, testid: string, unreadable: boolean): Promise<void> {
  const box = w.find(`[data-testid="${testid}"]`)
  const el = box.element as HTMLInputElement
  el.value = ''
  Object.defineProperty(el, 'validity', { configurable: true, value: { badInput: unreadable } })
  await box.trigger('input')
}

/** Types into a box as `typeInto` does, then presses the Save button `save` and lets it settle. */
async function typeAndSave(w: VueWrapper, testid: string, unreadable: boolean, save: string): Promise<void> {
  await typeInto(w, testid, unreadable)
  await w.find(`[data-testid="${save}"]`).trigger('click')
  await flushPromises()
}

async function tableauCard(): Promise<VueWrapper> {
  setActivePinia(createPinia())
  const { default: TableauCard } = await import('../../../src-renderer/games/rftg-rebel-vs-imperium/TableauCard.vue')
  return mount(TableauCard, {
    props: { player: 'ana' },
    global: { plugins: [i18n] },
    attachTo: document.body,
  })
}

async function scoreTab(): Promise<VueWrapper> {
  setActivePinia(createPinia())
  const { default: ScoreTab } = await import('../../../src-renderer/games/rftg-rebel-vs-imperium/ScoreTab.vue')
  return mount(ScoreTab, { global: { plugins: [i18n], stubs: { RuleHelp: true } }, attachTo: document.body })
}

describe('a Rebel vs Imperium number box the browser cannot read', () => {
  it('on a tableau: Save says it is not a number, marks the box and saves nothing', async () => {
    const w = await tableauCard()
    await typeAndSave(w, 'ana-military', true, 'ana-save')
    expect(error.value).toBe(
      'Ana: Total Military must be a whole number from -20 to 99 (what you typed is not a number). Correct it, then save again.',
    )
    expect(w.find('[data-testid="ana-military"]').attributes('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(w.find('[data-testid="ana-military"]').element)
    expect(send).not.toHaveBeenCalled()
    w.unmount()
  })

  it('on a tableau, in German', async () => {
    await applyLocale('de')
    const w = await tableauCard()
    await typeAndSave(w, 'ana-military', true, 'ana-save')
    expect(error.value).toBe(
      'Ana: Militär insgesamt muss eine ganze Zahl von -20 bis 99 sein (die Eingabe ist keine Zahl). Korrigiert den Wert und speichert noch einmal.',
    )
    w.unmount()
  })

  it('on a tableau, a box really left empty is still called empty', async () => {
    const w = await tableauCard()
    await typeAndSave(w, 'ana-military', false, 'ana-save')
    expect(error.value).toBe('Ana: Total Military is empty. Enter a whole number from -20 to 99, then save again.')
    w.unmount()
  })

  it('on the score sheet: Save says it is not a number; an empty box is called empty, with its range', async () => {
    const w = await scoreTab()
    await typeAndSave(w, 'ana-chips', true, 'ana-save-score')
    expect(error.value).toBe(
      'Ana: VP chips must be a whole number from 0 to 999 (what you typed is not a number). Correct it, then save again.',
    )
    await typeAndSave(w, 'ana-chips', false, 'ana-save-score')
    expect(error.value).toBe('Ana: VP chips is empty. Enter a whole number from 0 to 999, then save again.')
    expect(send).not.toHaveBeenCalled()
    w.unmount()
  })

  it('on the score sheet, in German: an empty box is called empty, with its range and what to do', async () => {
    await applyLocale('de')
    const w = await scoreTab()
    await typeAndSave(w, 'ana-chips', false, 'ana-save-score')
    expect(error.value).toBe(
      'Ana: SP-Chips ist leer. Tragt eine ganze Zahl von 0 bis 999 ein und speichert noch einmal.',
    )
    w.unmount()
  })
})

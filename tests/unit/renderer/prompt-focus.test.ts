// A prompt the app raises takes the focus when it appears (composables/usePromptFocus.ts): of several
// appearing with one change, the first; a prompt raised by a later keypress takes it too, even when
// the browser has run no timer in between (a busy browser runs timers late; input comes first).
// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp, defineComponent, h, nextTick, ref, useTemplateRef, type App } from 'vue'
import { usePromptFocus } from '../../../src-renderer/composables/usePromptFocus'

const shown = { first: ref(false), second: ref(false), later: ref(false) }

const Prompts = defineComponent({
  setup() {
    // Watched in the reverse of their order in the page: which one's watcher runs first decides nothing.
    usePromptFocus(useTemplateRef<HTMLElement>('later'))
    usePromptFocus(useTemplateRef<HTMLElement>('second'))
    usePromptFocus(useTemplateRef<HTMLElement>('first'))
    return () =>
      h('div', [
        h('button', { id: 'pressed' }, 'Pressed'),
        shown.first.value ? h('section', { ref: 'first', id: 'first' }, 'First') : null,
        shown.second.value ? h('section', { ref: 'second', id: 'second' }, 'Second') : null,
        shown.later.value ? h('section', { ref: 'later', id: 'later' }, 'Later') : null,
      ])
  },
})

/** Lets Vue render and the prompts' watchers finish (they wait a tick, then microtasks). */
async function settled(): Promise<void> {
  for (let i = 0; i < 5; i++) await nextTick()
}

describe('a prompt takes the focus when it appears', () => {
  let app: App
  beforeEach(() => {
    // No timer runs unless a test runs it: a browser busy with input.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] })
    for (const r of Object.values(shown)) r.value = false
    document.body.innerHTML = '<div id="app"></div>'
    app = createApp(Prompts)
    app.mount('#app')
  })
  afterEach(() => {
    app.unmount()
    vi.useRealTimers()
  })

  it('of two prompts raised by one change, the first in the page takes the focus', async () => {
    ;(document.getElementById('pressed') as HTMLElement).focus()
    shown.first.value = true
    shown.second.value = true
    await settled()
    expect(document.activeElement?.id).toBe('first')
    expect(document.getElementById('first')!.getAttribute('tabindex')).toBe('-1')
    expect(document.getElementById('second')!.hasAttribute('tabindex')).toBe(false)
  })

  it('a prompt raised by the next keypress takes the focus though no timer has run since the first', async () => {
    shown.first.value = true
    await settled()
    expect(document.activeElement?.id).toBe('first')
    // The player presses on: a new prompt comes with the next change, before any timer could run.
    ;(document.getElementById('pressed') as HTMLElement).focus()
    shown.later.value = true
    await settled()
    expect(document.activeElement?.id).toBe('later')
  })

  it('leaves the focus in a field the player is typing in', async () => {
    const field = document.createElement('input')
    field.type = 'text'
    document.body.append(field)
    field.focus()
    shown.first.value = true
    await settled()
    expect(document.activeElement).toBe(field)
    field.remove()
  })
})

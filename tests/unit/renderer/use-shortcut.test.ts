// @vitest-environment happy-dom
// One rule for "is the user typing in a field", tested on real elements: a component using the
// shortcut composables is mounted into happy-dom's document and keys are dispatched as the browser would.
/* eslint-disable vue/one-component-per-file -- each case mounts its own small screen */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mount, type VueWrapper } from '@vue/test-utils'
import {
  isTypingTarget,
  useListKeys,
  useShortcut,
  type ShortcutOptions,
} from '../../../src-renderer/composables/useShortcut'
import { useUndoShortcuts } from '../../../src-renderer/composables/useUndoShortcuts'

const mounted: VueWrapper[] = []
afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount()
  document.body.innerHTML = ''
})

/** A screen with one of each kind of focusable element and one page-wide shortcut. */
function mountScreen(options?: ShortcutOptions) {
  const fired: string[] = []
  const Screen = defineComponent({
    setup() {
      useShortcut((e) => fired.push(e.key), options)
      return () =>
        h('div', [
          h('input', { type: 'text', id: 'text' }),
          h('input', { type: 'number', id: 'number' }),
          h('input', { type: 'search', id: 'search' }),
          h('input', { type: 'checkbox', id: 'checkbox' }),
          h('input', { type: 'radio', id: 'radio' }),
          h('input', { type: 'range', id: 'range' }),
          h('textarea', { id: 'textarea' }),
          h('select', { id: 'select' }, [h('option', 'one')]),
          h('div', { id: 'editable', contenteditable: 'true' }, 'note'),
          h('button', { id: 'button' }, 'Go'),
        ])
    },
  })
  const wrapper = mount(Screen, { attachTo: document.body })
  mounted.push(wrapper)
  return { wrapper, fired }
}

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(e)
  return e
}
const el = (id: string): HTMLElement => document.getElementById(id)!

describe('isTypingTarget: the one "typing in a field" rule', () => {
  it('is true for text-like inputs, text areas, selects and editable elements', () => {
    mountScreen()
    for (const id of ['text', 'number', 'search', 'textarea', 'select', 'editable']) {
      expect([id, isTypingTarget(el(id))]).toEqual([id, true])
    }
  })

  it('is false for inputs that take no text, buttons, the page, and non-elements', () => {
    mountScreen()
    for (const id of ['checkbox', 'radio', 'range', 'button']) expect([id, isTypingTarget(el(id))]).toEqual([id, false])
    expect(isTypingTarget(document.body)).toBe(false)
    expect(isTypingTarget(window)).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe('useShortcut', () => {
  it('fires for a key pressed outside a field, and not for one typed into a field', () => {
    const { fired } = mountScreen()
    press(document.body, 'n')
    press(el('button'), 't')
    press(el('checkbox'), 'x')
    press(el('text'), 'a')
    press(el('textarea'), 'b')
    press(el('select'), 'c')
    press(el('number'), 'd')
    press(el('editable'), 'e')
    expect(fired).toEqual(['n', 't', 'x'])
  })

  it('with inFields, fires in a field too (Ctrl+K, Esc)', () => {
    const { fired } = mountScreen({ inFields: true })
    press(el('text'), 'Escape')
    press(document.body, 'k', { ctrlKey: true })
    expect(fired).toEqual(['Escape', 'k'])
  })

  it('with oneKey, ignores modified keys, auto-repeat and keys under a modal dialog', () => {
    const { fired } = mountScreen({ oneKey: true })
    press(document.body, 'r', { ctrlKey: true })
    press(document.body, 'r', { metaKey: true })
    press(document.body, 'r', { altKey: true })
    press(document.body, 'r', { repeat: true })
    press(document.body, 'R', { shiftKey: true })
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    document.body.append(dialog)
    press(document.body, 'x')
    dialog.remove()
    press(document.body, 's')
    expect(fired).toEqual(['R', 's'])
  })

  it('with oneKey, takes a capital typed under Caps Lock as its letter; Shift and other keys as they are', () => {
    const seen: { key: string; prevented: boolean; target: EventTarget | null }[] = []
    const Screen = defineComponent({
      setup() {
        useShortcut(
          (e) => {
            if (e.key === 't') e.preventDefault()
            seen.push({ key: e.key, prevented: e.defaultPrevented, target: e.target })
          },
          { oneKey: true },
        )
        return () => h('button', { id: 'go' }, 'Go')
      },
    })
    mounted.push(mount(Screen, { attachTo: document.body }))
    // Caps Lock on: T comes as "T" with no Shift; the handler sees "t" and its preventDefault holds.
    const capital = press(el('go'), 'T')
    press(el('go'), 'T', { shiftKey: true })
    press(el('go'), 'Ä')
    press(el('go'), 'Enter')
    press(el('go'), '/')
    expect(seen.map((x) => x.key)).toEqual(['t', 'T', 'ä', 'Enter', '/'])
    expect(capital.defaultPrevented).toBe(true)
    expect(seen[0]).toEqual({ key: 't', prevented: true, target: el('go') })
    // Without oneKey (Ctrl+K, Esc, undo) the event is passed on untouched.
    const { fired } = mountScreen()
    press(document.body, 'K')
    expect(fired).toEqual(['K'])
  })

  it('stops listening when the component unmounts', () => {
    const { wrapper, fired } = mountScreen()
    press(document.body, 'a')
    wrapper.unmount()
    mounted.length = 0
    press(document.body, 'b')
    expect(fired).toEqual(['a'])
  })
})

describe('useUndoShortcuts', () => {
  function mountUndo() {
    const undo = vi.fn()
    const redo = vi.fn()
    const Game = defineComponent({
      setup() {
        useUndoShortcuts(undo, redo)
        return () => h('div', [h('input', { type: 'text', id: 'score' }), h('button', { id: 'button' }, 'Undo')])
      },
    })
    mounted.push(mount(Game, { attachTo: document.body }))
    return { undo, redo }
  }

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y outside fields, and prevents the default', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64')
    const { undo, redo } = mountUndo()
    expect(press(el('button'), 'z', { ctrlKey: true }).defaultPrevented).toBe(true)
    press(document.body, 'Z', { ctrlKey: true, shiftKey: true })
    press(document.body, 'y', { ctrlKey: true })
    press(document.body, 'z', { ctrlKey: true, repeat: true }) // held down: keeps undoing
    expect(undo).toHaveBeenCalledTimes(2)
    expect(redo).toHaveBeenCalledTimes(2)
  })

  it('leaves Ctrl+Z in a text field to the field, and ignores plain or Alt-modified z', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64')
    const { undo, redo } = mountUndo()
    expect(press(el('score'), 'z', { ctrlKey: true }).defaultPrevented).toBe(false)
    press(document.body, 'z')
    press(document.body, 'z', { ctrlKey: true, altKey: true })
    expect(undo).not.toHaveBeenCalled()
    expect(redo).not.toHaveBeenCalled()
  })

  it('does nothing while a modal dialog is open (Finish game shows the scores an undo would change)', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64')
    const { undo, redo } = mountUndo()
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    const inside = document.createElement('button')
    dialog.append(inside)
    document.body.append(dialog)
    expect(press(inside, 'z', { ctrlKey: true }).defaultPrevented).toBe(false)
    press(inside, 'z', { ctrlKey: true, shiftKey: true })
    dialog.remove()
    press(document.body, 'z', { ctrlKey: true })
    expect(undo).toHaveBeenCalledTimes(1)
    expect(redo).not.toHaveBeenCalled()
  })

  it('uses ⌘ on macOS, where Ctrl+Z and Ctrl+Y do nothing', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel')
    const { undo, redo } = mountUndo()
    press(document.body, 'z', { ctrlKey: true })
    press(document.body, 'y', { metaKey: true })
    press(document.body, 'z', { metaKey: true })
    press(document.body, 'z', { metaKey: true, shiftKey: true })
    expect(undo).toHaveBeenCalledTimes(1)
    expect(redo).toHaveBeenCalledTimes(1)
  })
})

describe('useListKeys', () => {
  it('moves the focus between the ticks with j/k and the arrows, and leaves other keys alone', () => {
    const List = defineComponent({
      setup() {
        const list = ref<HTMLElement | null>(null)
        const onKey = useListKeys(list)
        return () =>
          h('ol', { ref: list, onKeydown: onKey }, [
            h('li', [h('button', { class: 'tick', id: 't1' }, '1')]),
            h('li', [h('button', { class: 'tick', id: 't2' }, '2'), h('button', { id: 'other' }, 'help')]),
            h('li', [h('button', { class: 'tick', id: 't3' }, '3')]),
          ])
      },
    })
    mounted.push(mount(List, { attachTo: document.body }))
    el('t1').focus()
    press(el('t1'), 'j')
    expect(document.activeElement?.id).toBe('t2')
    press(el('t2'), 'ArrowDown')
    press(el('t3'), 'ArrowDown')
    expect(document.activeElement?.id).toBe('t3')
    press(el('t3'), 'k')
    press(el('t2'), 'ArrowUp')
    press(el('t1'), 'k')
    expect(document.activeElement?.id).toBe('t1')
    expect(press(el('t1'), 'x').defaultPrevented).toBe(false)
    el('other').focus()
    expect(press(el('other'), 'j').defaultPrevented).toBe(false)
    expect(document.activeElement?.id).toBe('other')
  })
})

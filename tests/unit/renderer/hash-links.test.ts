// @vitest-environment happy-dom
// Home's links are plain <a href="#/…"> followed through the router (issue #12, start-up): a plain
// click navigates in the app; a click with a modifier key or another button is the browser's.
import { describe, expect, it, vi } from 'vitest'
import type { Router } from 'vue-router'
import { followLink, gameHref } from '../../../src-renderer/composables/useHashLinks'

function link(href: string, push: ReturnType<typeof vi.fn>): HTMLAnchorElement {
  const a = document.createElement('a')
  a.href = href
  a.setAttribute('href', href)
  a.addEventListener('click', followLink({ push } as unknown as Router))
  document.body.append(a)
  return a
}

describe('links followed through the router', () => {
  it('a plain click goes to the link’s screen in the app, and the browser does not follow it', () => {
    const push = vi.fn(() => Promise.resolve())
    const a = link(gameHref('game 1/ä'), push)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    a.dispatchEvent(click)
    expect(push).toHaveBeenCalledWith('/game/game%201%2F%C3%A4')
    expect(click.defaultPrevented).toBe(true)
  })

  it('a click with Ctrl, ⌘, Shift or Alt, or with the middle button, is left to the browser', () => {
    const push = vi.fn(() => Promise.resolve())
    const a = link('#/new/rebellion', push)
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
      a.dispatchEvent(click)
      expect(click.defaultPrevented, JSON.stringify(init)).toBe(false)
    }
    expect(push).not.toHaveBeenCalled()
  })

  it('leaves alone a click already handled, and a link that is not one of the app’s screens', () => {
    const push = vi.fn(() => Promise.resolve())
    const handled = link('#/settings', push)
    handled.addEventListener('click', (e) => e.preventDefault(), { capture: true })
    handled.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    const outside = link('https://example.org/', push)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    outside.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(push).not.toHaveBeenCalled()
  })
})

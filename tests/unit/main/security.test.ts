import { describe, it, expect, vi } from 'vitest'
import type { App, Session, WebContents } from 'electron'
import {
  applyCspToSession,
  denyAllPermissions,
  hardenWebContents,
  installSecurity,
  allowedExternalUrl,
} from '../../../src-main/security'
import { CONTENT_SECURITY_POLICY } from '../../../src-main/csp'
import { devServerUrl, isAppUrl, isDevelopment } from '../../../src-main/app-origin'
import { FakeEmitter, fakeEvent } from './fakes'

type OpenHandler = (details: { url: string }) => { action: string }

class FakeContents extends FakeEmitter {
  openHandler: OpenHandler | null = null
  setWindowOpenHandler(handler: OpenHandler): void {
    this.openHandler = handler
  }
}

function hardened(devOrigin: string | null = null) {
  const contents = new FakeContents()
  const openExternal = vi.fn(() => Promise.resolve())
  hardenWebContents(contents as unknown as WebContents, { devOrigin, openExternal })
  return { contents, openExternal }
}

function navigate(contents: FakeContents, url: string, kind = 'will-navigate') {
  const event = fakeEvent({ url })
  contents.emit(kind, event)
  return event.preventDefault
}

describe('navigation', () => {
  it('blocks navigating away from the app', () => {
    const { contents } = hardened()
    expect(navigate(contents, 'https://example.com/')).toHaveBeenCalledTimes(1)
    expect(navigate(contents, 'file:///etc/passwd')).toHaveBeenCalledTimes(1)
    expect(navigate(contents, 'app://holotable.evil.com/')).toHaveBeenCalledTimes(1)
    expect(navigate(contents, 'app://other/index.html')).toHaveBeenCalledTimes(1)
    expect(navigate(contents, 'https://example.com/', 'will-redirect')).toHaveBeenCalledTimes(1)
  })

  it('lets the app move between its own pages', () => {
    const { contents } = hardened()
    expect(navigate(contents, 'app://holotable/index.html#/games')).not.toHaveBeenCalled()
  })

  it('trusts the dev server only when one is configured', () => {
    expect(navigate(hardened(null).contents, 'http://localhost:5173/')).toHaveBeenCalledTimes(1)
    expect(navigate(hardened('http://localhost:5173').contents, 'http://localhost:5173/#/x')).not.toHaveBeenCalled()
    expect(navigate(hardened('http://localhost:5173').contents, 'http://localhost:5174/')).toHaveBeenCalledTimes(1)
  })

  it('prevents attaching a webview', () => {
    const { contents } = hardened()
    const event = fakeEvent({})
    contents.emit('will-attach-webview', event, {}, { src: 'https://example.com' })
    expect(event.preventDefault).toHaveBeenCalledTimes(1)
  })
})

describe('new windows', () => {
  it('denies every window and opens allow-listed https links in the system browser', () => {
    const { contents, openExternal } = hardened()
    expect(contents.openHandler?.({ url: 'https://boardgamegeek.com/boardgame/187645' })).toEqual({ action: 'deny' })
    expect(contents.openHandler?.({ url: 'https://www.fantasyflightgames.com/en/news/' })).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledTimes(2)
    expect(openExternal).toHaveBeenNthCalledWith(1, 'https://boardgamegeek.com/boardgame/187645')
    expect(openExternal).toHaveBeenNthCalledWith(2, 'https://www.fantasyflightgames.com/en/news/')
  })

  it('does not open other links at all', () => {
    const { contents, openExternal } = hardened()
    for (const url of [
      'https://example.com/',
      'http://boardgamegeek.com/',
      'https://evilboardgamegeek.com/',
      'https://boardgamegeek.com.evil.com/',
      'https://user:pw@github.com/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'app://holotable/index.html',
      'not a url',
    ]) {
      expect(contents.openHandler?.({ url })).toEqual({ action: 'deny' })
    }
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('survives the system browser failing to start', async () => {
    const contents = new FakeContents()
    const openExternal = vi.fn(() => Promise.reject(new Error('no browser')))
    hardenWebContents(contents as unknown as WebContents, { devOrigin: null, openExternal })
    expect(contents.openHandler?.({ url: 'https://github.com/' })).toEqual({ action: 'deny' })
    await Promise.resolve()
    expect(openExternal).toHaveBeenCalledWith('https://github.com/')
  })

  it('allow-lists by exact host or subdomain over https', () => {
    expect(allowedExternalUrl('https://github.com/')).toBe('https://github.com/')
    expect(allowedExternalUrl('https://gist.github.com/x')).toBe('https://gist.github.com/x')
    expect(allowedExternalUrl('https://github.com.example/')).toBeNull()
    expect(allowedExternalUrl('ftp://github.com/')).toBeNull()
  })

  it('hands the browser the parsed URL it checked, not the raw text the page sent', () => {
    const { contents, openExternal } = hardened()
    // Raw text a shell or browser might read differently: upper-case host, a tab, a space, `\`.
    for (const url of [
      'HTTPS://GitHub.COM/holotable',
      'https://github.com/a b',
      'https:\\\\github.com\\x',
      'https://git\thub.com/',
    ]) {
      contents.openHandler?.({ url })
    }
    expect(openExternal.mock.calls).toEqual([
      ['https://github.com/holotable'],
      ['https://github.com/a%20b'],
      ['https://github.com/x'],
      ['https://github.com/'],
    ])
  })
})

function fakeSession() {
  let requestHandler: ((c: unknown, p: string, cb: (granted: boolean) => void, d: unknown) => void) | null = null
  let checkHandler: ((c: unknown, p: string, o: string, d: unknown) => boolean) | null = null
  let headersListener: ((d: { responseHeaders?: Record<string, string[]> }, cb: (r: unknown) => void) => void) | null =
    null
  const session = {
    setPermissionRequestHandler: (h: typeof requestHandler) => (requestHandler = h),
    setPermissionCheckHandler: (h: typeof checkHandler) => (checkHandler = h),
    webRequest: { onHeadersReceived: (l: typeof headersListener) => (headersListener = l) },
  }
  return {
    session: session as unknown as Session,
    request: (permission: string) => {
      const callback = vi.fn()
      requestHandler?.({}, permission, callback, {})
      return callback
    },
    check: (permission: string) => checkHandler?.({}, permission, 'app://holotable', {}),
    headers: (responseHeaders?: Record<string, string[]>) => {
      const callback = vi.fn()
      headersListener?.({ responseHeaders }, callback)
      return callback
    },
  }
}

describe('permissions', () => {
  it('denies every permission request and check', () => {
    const fake = fakeSession()
    denyAllPermissions(fake.session)
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = fake.request(permission)
      expect(callback).toHaveBeenCalledExactlyOnceWith(false)
      expect(fake.check(permission)).toBe(false)
    }
  })
})

describe('CSP on the session', () => {
  it('replaces whatever policy a response carried with ours', () => {
    const fake = fakeSession()
    applyCspToSession(fake.session)
    const callback = fake.headers({ 'content-security-policy': ['script-src *'], 'Content-Type': ['text/html'] })
    expect(callback).toHaveBeenCalledExactlyOnceWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    })
  })

  it('adds the policy to a response with no headers', () => {
    const fake = fakeSession()
    applyCspToSession(fake.session)
    expect(fake.headers(undefined)).toHaveBeenCalledExactlyOnceWith({
      responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    })
  })
})

describe('installSecurity', () => {
  it('hardens every web contents the app creates', () => {
    const app = new FakeEmitter()
    const fake = fakeSession()
    installSecurity(app as unknown as App, fake.session, { devOrigin: null, openExternal: vi.fn() })
    const contents = new FakeContents()
    app.emit('web-contents-created', {}, contents)
    expect(contents.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
    expect(navigate(contents, 'https://example.com/')).toHaveBeenCalledTimes(1)
    expect(fake.request('media')).toHaveBeenCalledExactlyOnceWith(false)
  })
})

describe('app origin', () => {
  it('honours ELECTRON_RENDERER_URL only in development: not packaged and started by electron-vite dev', () => {
    const dev = { NODE_ENV_ELECTRON_VITE: 'development' }
    const url = { ELECTRON_RENDERER_URL: 'http://localhost:5173/' }
    expect(devServerUrl(false, { ...dev, ...url })).toBe('http://localhost:5173')
    expect(devServerUrl(true, { ...dev, ...url })).toBeNull()
    expect(devServerUrl(false, url)).toBeNull()
    expect(devServerUrl(false, { NODE_ENV_ELECTRON_VITE: 'production', ...url })).toBeNull()
    expect(devServerUrl(false, { ...dev, ELECTRON_RENDERER_URL: 'file:///tmp/x' })).toBeNull()
    expect(devServerUrl(false, dev)).toBeNull()
    expect(isDevelopment(false, dev)).toBe(true)
    expect(isDevelopment(true, dev)).toBe(false)
    expect(isDevelopment(false, {})).toBe(false)
  })

  it('recognises only app://holotable/ pages', () => {
    expect(isAppUrl('app://holotable/index.html', null)).toBe(true)
    expect(isAppUrl('app://holotable', null)).toBe(false)
    expect(isAppUrl('app://holotable@evil/', null)).toBe(false)
  })
})

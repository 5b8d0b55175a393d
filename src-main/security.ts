// Hardening applied to every web contents and the default session: no navigation away from the app,
// no new windows (allow-listed https links open in the system browser), no webviews, no permissions.
import type { App, Session, WebContents } from 'electron'
import { isAppUrl } from './app-origin'
import { withCspHeader } from './csp'

/** Sites the app may open in the system browser (publishers, rules resources, the project). */
const EXTERNAL_HOSTS: readonly string[] = [
  'boardgamegeek.com',
  'fantasyflightgames.com',
  'atomicmassgames.com',
  'github.com',
]

/**
 * The URL to hand to the system browser, re-serialised from its parsed form (so what was checked is
 * exactly what opens), or null when it is not an allow-listed https link.
 */
export function allowedExternalUrl(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return null
  const host = parsed.hostname.toLowerCase()
  return EXTERNAL_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? parsed.href : null
}

export interface SecurityOptions {
  devOrigin: string | null
  openExternal: (url: string) => Promise<void>
}

export function hardenWebContents(contents: WebContents, options: SecurityOptions): void {
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, options.devOrigin)) event.preventDefault()
  })
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, options.devOrigin)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => {
    event.preventDefault()
  })
  contents.setWindowOpenHandler(({ url }) => {
    const external = allowedExternalUrl(url)
    if (external !== null) {
      // A failure to start the browser must not take the app down; there is nothing to retry.
      options.openExternal(external).catch(() => undefined)
    }
    return { action: 'deny' }
  })
}

export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
}

export function applyCspToSession(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCspHeader(details.responseHeaders) })
  })
}

/** Hooks every web contents the app ever creates, and hardens the default session. */
export function installSecurity(app: App, session: Session, options: SecurityOptions): void {
  denyAllPermissions(session)
  applyCspToSession(session)
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, options))
}

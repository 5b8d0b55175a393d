// Where the renderer comes from. The packaged app serves it from app://holotable/; `electron-vite
// dev` serves it from a local Vite server whose URL arrives in ELECTRON_RENDERER_URL.

export const APP_SCHEME = 'app'
const APP_HOST = 'holotable'
export const APP_ORIGIN_PREFIX = `${APP_SCHEME}://${APP_HOST}/`
export const APP_INDEX_URL = `${APP_ORIGIN_PREFIX}index.html`

/**
 * Development: not packaged AND started by `electron-vite dev` (which sets NODE_ENV_ELECTRON_VITE).
 * A packaged app, or an unpackaged build started any other way, never trusts these variables.
 */
export function isDevelopment(isPackaged: boolean, env: NodeJS.ProcessEnv): boolean {
  return !isPackaged && env['NODE_ENV_ELECTRON_VITE'] === 'development'
}

/** The dev server URL, only in development (see isDevelopment). */
export function devServerUrl(isPackaged: boolean, env: NodeJS.ProcessEnv): string | null {
  const url = env['ELECTRON_RENDERER_URL']
  if (!isDevelopment(isPackaged, env) || !url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** True when `url` is a page of this app: app://holotable/… or, in dev, the dev server's origin. */
export function isAppUrl(url: string, devOrigin: string | null): boolean {
  if (url.startsWith(APP_ORIGIN_PREFIX)) return true
  if (devOrigin === null) return false
  try {
    return new URL(url).origin === devOrigin
  } catch {
    return false
  }
}

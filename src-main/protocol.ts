// Serves the built renderer from app://holotable/. The request URL is checked as raw text before
// any decoding, because URL parsing would silently fold `..` away and hide what the caller sent.
import { readFile, realpath } from 'node:fs/promises'
import { extname, isAbsolute, resolve, sep } from 'node:path'
import type { CustomScheme } from 'electron'
import { APP_ORIGIN_PREFIX, APP_SCHEME } from './app-origin'
import { CONTENT_SECURITY_POLICY } from '../src-shared/csp'

/** Must be registered before the app is ready; `standard` gives the scheme a real origin (IndexedDB). */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

// `%2e` (dot), `%2f` `%5c` (slashes), `%00` (null) and `%25` (a second layer of encoding) have no
// business in a path the app itself generated.
const FORBIDDEN_RAW = /(%2e|%2f|%5c|%00|%25|\\|\0)/i

/**
 * Maps a raw app:// URL to a file inside `root`, or null when the URL is not a plain path below it.
 * `/` maps to index.html.
 */
export function resolveAppPath(root: string, rawUrl: string): string | null {
  if (!rawUrl.startsWith(APP_ORIGIN_PREFIX)) return null
  const rawPath = rawUrl.slice(APP_ORIGIN_PREFIX.length).split(/[?#]/, 1)[0] ?? ''
  if (FORBIDDEN_RAW.test(rawPath)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  const segments = decoded.split('/')
  if (segments.some((s) => s === '..' || s === '.')) return null
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.startsWith('/') || isAbsolute(decoded)) return null
  const relative = decoded === '' ? 'index.html' : decoded
  const rootResolved = resolve(root)
  const full = resolve(rootResolved, relative)
  if (!full.startsWith(rootResolved + sep)) return null
  return full
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  })
}

export type ReadFileFn = (path: string) => Promise<Uint8Array>

/**
 * The file's real path (symlinks followed) when it still lies inside the real root, else null: a
 * link inside the build that points outside it (or a root moved under a link) must not serve.
 */
async function containedRealPath(root: string, file: string): Promise<string | null> {
  let realRoot: string
  let realFile: string
  try {
    realRoot = await realpath(root)
    realFile = await realpath(file)
  } catch {
    return null
  }
  return realFile.startsWith(realRoot + sep) ? realFile : null
}

/** What the handler looks at; Electron passes a full Request. */
export type AppRequest = Pick<Request, 'url' | 'method'>

/** The protocol.handle callback for app://; `read` is injectable for tests. */
export function createAppProtocolHandler(
  root: string,
  read: ReadFileFn = readFile,
): (request: AppRequest) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound()
    const named = resolveAppPath(root, request.url)
    if (named === null) return notFound()
    const file = await containedRealPath(root, named)
    if (file === null) return notFound()
    let body: Uint8Array
    try {
      body = await read(file)
    } catch {
      return notFound()
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    })
  }
}

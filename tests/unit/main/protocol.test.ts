import { describe, it, expect, beforeAll, afterAll } from 'vitest'
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppProtocolHandler, resolveAppPath, APP_SCHEME_PRIVILEGES } from '../../../src-main/protocol'
import { CONTENT_SECURITY_POLICY } from '../../../src-main/csp'

// Layout: <tmp>/secret.txt sits next to the served root, so any traversal that escapes would find it.
let base = ''
let root = ''

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'holotable-protocol-'))
  root = join(base, 'renderer')
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Holotable</title>')
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("holotable")')
  writeFileSync(join(base, 'secret.txt'), 'top secret rebel base')
  // Links: one inside the build pointing out of it, one pointing to a file of the build, and the
  // whole build reached through a linked folder (an install path under a symlink).
  symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'leak.js'))
  symlinkSync(base, join(root, 'up'))
  symlinkSync(join(root, 'assets', 'app.js'), join(root, 'alias.js'))
  symlinkSync(root, join(base, 'linked-renderer'))
})

afterAll(() => rmSync(base, { recursive: true, force: true }))

const get = (url: string) => createAppProtocolHandler(root)({ url, method: 'GET' })

const traversals = [
  'app://holotable/../../etc/passwd',
  'app://holotable/../secret.txt',
  'app://holotable/assets/../../secret.txt',
  'app://holotable/%2e%2e%2fsecret.txt',
  'app://holotable/%2E%2E%2Fsecret.txt',
  'app://holotable/..%2fsecret.txt',
  'app://holotable/%2e%2e/secret.txt',
  'app://holotable/..\\secret.txt',
  'app://holotable/assets%5c..%5c..%5csecret.txt',
  'app://holotable/%252e%252e%252fsecret.txt',
  'app://holotable/index.html%00.js',
  'app://holotable//etc/passwd',
  'app://holotable/%2fetc/passwd',
  'app://evil/index.html',
  'file:///etc/passwd',
]

describe('app:// protocol', () => {
  it('is registered as a standard, secure scheme', () => {
    expect(APP_SCHEME_PRIVILEGES.scheme).toBe('app')
    expect(APP_SCHEME_PRIVILEGES.privileges?.standard).toBe(true)
    expect(APP_SCHEME_PRIVILEGES.privileges?.secure).toBe(true)
  })

  it.each(traversals)('rejects %s with a 404', async (url) => {
    expect(resolveAppPath(root, url)).toBeNull()
    const response = await get(url)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
  })

  it('serves index.html for the root with the CSP header', async () => {
    const response = await get('app://holotable/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await response.text()).toBe('<!doctype html><title>Holotable</title>')
  })

  it('serves a script from a sub-folder as JavaScript, ignoring the query string', async () => {
    const response = await get('app://holotable/assets/app.js?v=3')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toBe('console.log("holotable")')
  })

  it('answers 404 for a missing file and for a folder', async () => {
    expect((await get('app://holotable/assets/missing.js')).status).toBe(404)
    expect((await get('app://holotable/assets')).status).toBe(404)
  })

  it('follows symlinks before the containment check: a link out of the build is not served', async () => {
    const leak = await get('app://holotable/assets/leak.js')
    expect(leak.status).toBe(404)
    expect(await leak.text()).not.toContain('rebel')
    const up = await get('app://holotable/up/secret.txt')
    expect(up.status).toBe(404)
    expect(await up.text()).not.toContain('rebel')
    const alias = await get('app://holotable/alias.js')
    expect(alias.status).toBe(200)
    expect(await alias.text()).toBe('console.log("holotable")')
    const viaLinkedRoot = await createAppProtocolHandler(join(base, 'linked-renderer'))({
      url: 'app://holotable/assets/app.js',
      method: 'GET',
    })
    expect(viaLinkedRoot.status).toBe(200)
  })

  it('answers 404 to methods other than GET and HEAD', async () => {
    const response = await createAppProtocolHandler(root)({ url: 'app://holotable/index.html', method: 'POST' })
    expect(response.status).toBe(404)
  })

  it('carries exactly the agreed policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
  })
})

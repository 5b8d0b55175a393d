// The renderer build: its CSP meta tag is the policy of src-shared/csp.ts, and a build that is not
// the e2e one (`--mode e2e`) fails when a test hook is in its bundle. The built page itself is
// checked by tests/e2e/csp.web.spec.ts; every `npm run build:renderer` runs the hook guard.
import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from '../../src-shared/csp'
import { CSP_META_TAG, findTestHook, rendererConfig, TEST_HOOK_MARKERS } from '../../vite.web.config'

const root = resolve(import.meta.dirname, '../..')

function metaPolicies(html: string): string[] {
  const metas = html.match(/<meta[^>]*http-equiv="Content-Security-Policy"[^>]*>/gi) ?? []
  return metas.map((m) => (/content="([^"]*)"/.exec(m)?.[1] ?? '').replace(/&#39;/g, "'").replace(/&quot;/g, '"'))
}

describe('the Content-Security-Policy is written once', () => {
  it('is the header main sends, and the same minus frame-ancestors in the meta tag', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
    expect(META_CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'",
    )
  })

  it('is not typed into index.html by hand; the build plugin adds it first in <head>', () => {
    expect(metaPolicies(readFileSync(resolve(root, 'src-renderer/index.html'), 'utf8'))).toEqual([])
    expect(CSP_META_TAG).toEqual({
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    })
  })
})

describe('the renderer config', () => {
  it('has the CSP plugin and the test-hook guard, in every build that uses it (web and desktop)', () => {
    const names = (rendererConfig('out').plugins ?? [])
      .flat()
      .flatMap((p) => (p && typeof p === 'object' && 'name' in p ? [p.name] : []))
    expect(names).toEqual(expect.arrayContaining(['holotable-csp-meta', 'holotable-forbid-test-hooks']))
  })
})

describe('test hooks', () => {
  it('are found in any chunk that names one', () => {
    expect(TEST_HOOK_MARKERS).toEqual(['holotablePerf'])
    expect(
      findTestHook([
        { fileName: 'a.js', code: 'x=1' },
        { fileName: 'b.js', code: 'window.holotablePerf={}' },
      ]),
    ).toBe('b.js: holotablePerf')
    expect(findTestHook([{ fileName: 'a.js', code: 'window.holotable={}' }])).toBeNull()
  })
})

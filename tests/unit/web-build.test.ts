// The renderer build: its CSP meta tag is the policy of src-shared/csp.ts, and a production build
// carries no test hook (the e2e build, `--mode e2e`, is the only one with ?perf=1).
import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
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
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
    expect(META_CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'",
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

describe('test hooks', () => {
  it('are found in any chunk that names one', () => {
    expect(TEST_HOOK_MARKERS).toEqual(['holotablePerf'])
    expect(findTestHook([{ fileName: 'a.js', code: 'x=1' }, { fileName: 'b.js', code: 'window.holotablePerf={}' }])).toBe('b.js: holotablePerf')
    expect(findTestHook([{ fileName: 'a.js', code: 'window.holotable={}' }])).toBeNull()
  })
})

describe('the production renderer build', () => {
  it('has exactly one CSP meta tag, equal to the constant, before any script, and no test hook', { timeout: 180_000 }, async () => {
    // Vitest sets NODE_ENV=test, which would make Vite bundle Vue's development build.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const config = rendererConfig(resolve(root, 'node_modules/.tmp/web-build-test'))
    const result = await build({ ...config, configFile: false, logLevel: 'silent', mode: 'production', build: { ...config.build, write: false } }).finally(
      () => (process.env.NODE_ENV = nodeEnv),
    )
    if (!('output' in result)) throw new Error('expected one in-memory build output')
    const files = result.output
    const html = files.find((f) => f.fileName === 'index.html')
    expect(html?.type).toBe('asset')
    const text = html?.type === 'asset' ? String(html.source) : ''
    expect(metaPolicies(text)).toEqual([META_CONTENT_SECURITY_POLICY])
    expect(text.indexOf('Content-Security-Policy')).toBeLessThan(text.indexOf('<script'))
    const chunks = files.flatMap((f) => (f.type === 'chunk' ? [f] : []))
    expect(chunks.length).toBeGreaterThan(5)
    expect(findTestHook(chunks)).toBeNull()
  })
})

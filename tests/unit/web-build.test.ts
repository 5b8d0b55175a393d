// The renderer build: the policy of src-shared/csp.ts goes with every build as a file beside
// index.html (scripts/serve-web.mjs sends it as a header; main sends the same in the desktop app), and
// a build that is not the e2e one (`--mode e2e`) fails when a test hook is in its bundle. The served
// page is checked by tests/e2e/csp.web.spec.ts; every `npm run build:renderer` runs the hook guard.
import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_SECURITY_POLICY } from '../../src-shared/csp'
import { CSP_FILE, findTestHook, inlinedStylesheet, rendererConfig, TEST_HOOK_MARKERS } from '../../vite.web.config'

const root = resolve(import.meta.dirname, '../..')

function plugins(): Plugin[] {
  return (rendererConfig('out').plugins ?? [])
    .flat()
    .flatMap((p) => (p && typeof p === 'object' && 'name' in p ? [p as Plugin] : []))
}

describe('the Content-Security-Policy is written once', () => {
  it('is the one header policy, with frame-ancestors', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
  })

  it('is not in index.html: a meta tag there would hold back the start-up script at every start', () => {
    expect(readFileSync(resolve(root, 'src-renderer/index.html'), 'utf8')).not.toMatch(/Content-Security-Policy"/i)
  })

  it('goes with every build as content-security-policy.txt, and with the dev and preview servers as a header', () => {
    const plugin = plugins().find((p) => p.name === 'holotable-csp-file')!
    const emitted: { type: string; fileName: string; source: string }[] = []
    ;(plugin.generateBundle as (this: unknown) => void).call({ emitFile: (f: never) => emitted.push(f) })
    expect(emitted).toEqual([{ type: 'asset', fileName: CSP_FILE, source: `${CONTENT_SECURITY_POLICY}\n` }])
    expect(CSP_FILE).toBe('content-security-policy.txt')
    const servers = (plugin.config as () => Record<string, { headers: Record<string, string> }>)()
    expect(servers.server!.headers).toEqual({ 'Content-Security-Policy': CONTENT_SECURITY_POLICY })
    expect(servers.preview!.headers).toEqual({ 'Content-Security-Policy': CONTENT_SECURITY_POLICY })
  })
})

describe('the renderer config', () => {
  it('has the CSP plugin and the test-hook guard, in every build that uses it (web and desktop)', () => {
    expect(plugins().map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'holotable-csp-file',
        'holotable-forbid-test-hooks',
        'holotable-inline-startup-stylesheet',
      ]),
    )
  })
})

describe('the first screen’s stylesheet', () => {
  const page = (links: string): string =>
    `<head>\n    <script type="module" crossorigin src="./assets/startup-A1.js"></script>\n    ${links}\n  </head>`
  const sheet = '<link rel="stylesheet" crossorigin href="./assets/startup-B2.css">'

  it('is written into index.html where it was linked; the link stays, disabled, for the lazy screens’ loader', () => {
    expect(inlinedStylesheet(page(sheet), 'assets/startup-B2.css', '.topbar{display:flex}\n')).toBe(
      page(
        '<style>.topbar{display:flex}</style>\n    <link rel="stylesheet" crossorigin href="./assets/startup-B2.css" disabled>',
      ),
    )
  })

  it('fails the build when index.html does not link exactly that one, or the sheet cannot be moved as it is', () => {
    const revisit = /revisit inlineStartupStylesheet/
    expect(() => inlinedStylesheet(page(''), 'assets/startup-B2.css', 'a{}')).toThrow(revisit)
    expect(() => inlinedStylesheet(page(sheet + sheet), 'assets/startup-B2.css', 'a{}')).toThrow(revisit)
    expect(() => inlinedStylesheet(page(sheet), 'assets/startup-C3.css', 'a{}')).toThrow(revisit)
    expect(() => inlinedStylesheet(page(sheet), 'assets/startup-B2.css', 'a{content:"</style>"}')).toThrow(
      'assets/startup-B2.css cannot be written into index.html as it is',
    )
    expect(() => inlinedStylesheet(page(sheet), 'assets/startup-B2.css', 'a{background:url(./x.png)}')).toThrow(
      'cannot be written into index.html',
    )
  })
})

describe('test hooks', () => {
  it('are found in any chunk that names one', () => {
    expect(TEST_HOOK_MARKERS).toEqual(['holotablePerf', 'holotableWritesPending'])
    expect(
      findTestHook([
        { fileName: 'a.js', code: 'x=1' },
        { fileName: 'b.js', code: 'window.holotablePerf={}' },
      ]),
    ).toBe('b.js: holotablePerf')
    expect(findTestHook([{ fileName: 'a.js', code: 'window.holotable={}' }])).toBeNull()
  })
})

// @vitest-environment happy-dom
// The build leaves out vue-router's scroll saving (vite.web.config.ts): it is only read by a
// scrollBehavior, and the app has none. Run on the vue-router the project installs: both listeners
// go, navigation's own (popstate) stays, and an unexpected shape stops the build.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { vueRouterWithoutScrollSaving } from '../../../vite.web.config'
import { router } from '../../../src-renderer/router'

const require = createRequire(import.meta.url)
const file = resolve(dirname(require.resolve('vue-router/package.json')), 'dist/vue-router.mjs')

function transform(code: string, id = file): string | null {
  const plugin = vueRouterWithoutScrollSaving()
  const context = {
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  const out = (plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | null).call(
    context,
    code,
    id,
  )
  return out?.code ?? null
}

describe('vue-router without scroll saving', () => {
  it('drops the pagehide and visibilitychange listeners and keeps popstate', () => {
    const code = readFileSync(file, 'utf8')
    expect(code).toContain('window.addEventListener("pagehide", beforeUnloadListener)')
    const out = transform(code)!
    expect(out).not.toContain('addEventListener("pagehide"')
    expect(out).not.toContain('addEventListener("visibilitychange"')
    expect(out).toContain('window.addEventListener("popstate", popStateHandler)')
    // Exactly those two lines go.
    const lines = [
      '\twindow.addEventListener("pagehide", beforeUnloadListener);',
      '\tdocument.addEventListener("visibilitychange", beforeUnloadListener);',
    ]
    expect(code.length - out.length).toBe(lines.join('\n').length + 1)
  })

  it('stops the build when vue-router’s code no longer has that shape, and leaves other files alone', () => {
    expect(() => transform('export const x = 1')).toThrow(/revisit vueRouterWithoutScrollSaving/)
    expect(transform('window.addEventListener("pagehide", f)', '/x/other.mjs')).toBeNull()
  })

  it('is right for this app: its router has no scrollBehavior to read what would be saved', () => {
    expect(router.options.scrollBehavior).toBeUndefined()
  })
})

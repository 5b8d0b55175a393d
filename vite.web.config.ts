// The renderer's Vite config. electron-vite reuses it for the desktop build; `npm run web`
// builds it on its own into dist-web/ (the same app, no Electron bridge). `--mode e2e`
// (`npm run build:renderer:e2e`) builds into dist-web-e2e/ with the e2e test hooks switched on;
// every other build refuses to finish if a test hook is in its bundle.
import { defineConfig, type HtmlTagDescriptor, type Plugin, type UserConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { META_CONTENT_SECURITY_POLICY } from './src-shared/csp'

/** The mode whose build carries the e2e test hooks (src-renderer/main.ts checks import.meta.env.MODE). */
export const E2E_MODE = 'e2e'
/** Names only the test hooks use: none may appear in a build that is not the e2e one. */
export const TEST_HOOK_MARKERS = ['holotablePerf']

/** The policy of src-shared/csp.ts as a meta tag, first in <head> so it covers everything after it. */
export const CSP_META_TAG: HtmlTagDescriptor = {
  tag: 'meta',
  attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY },
  injectTo: 'head-prepend',
}

function contentSecurityPolicyMeta(): Plugin {
  return { name: 'holotable-csp-meta', transformIndexHtml: () => [CSP_META_TAG] }
}

/** The first test hook named in the given chunks, as "file: marker", or null when there is none. */
export function findTestHook(chunks: { fileName: string; code: string }[]): string | null {
  for (const { fileName, code } of chunks) {
    const marker = TEST_HOOK_MARKERS.find((m) => code.includes(m))
    if (marker !== undefined) return `${fileName}: ${marker}`
  }
  return null
}

/** Fails any build but the e2e one whose JavaScript mentions a test hook. */
function forbidTestHooks(): Plugin {
  let mode = ''
  return {
    name: 'holotable-forbid-test-hooks',
    apply: 'build',
    configResolved(config) {
      mode = config.mode
    },
    generateBundle(_options, bundle) {
      if (mode === E2E_MODE) return
      const found = findTestHook(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : [])))
      if (found !== null)
        this.error(`A test hook is in a ${mode} build (${found}); only --mode ${E2E_MODE} may have it.`)
    },
  }
}

// Prints the gzipped size of the JS the renderer loads before any lazy route (budget 120 KB).
const BUDGET_KB = 120

function reportInitialJsSize(): Plugin {
  return {
    name: 'holotable-initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry)
      if (!entry || entry.type !== 'chunk') return
      const seen = new Set<string>()
      const visit = (name: string): void => {
        if (seen.has(name)) return
        seen.add(name)
        const chunk = bundle[name]
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
      }
      visit(entry.fileName)
      let bytes = 0
      for (const name of seen) {
        const chunk = bundle[name]
        if (chunk?.type === 'chunk') bytes += gzipSync(chunk.code).length
      }
      const kb = bytes / 1024
      const verdict = kb <= BUDGET_KB ? 'within' : 'OVER'
      console.log(
        `\n[holotable] initial renderer JS: ${kb.toFixed(1)} KB gzipped (${verdict} the ${BUDGET_KB} KB budget, ${seen.size} chunks)`,
      )
    },
  }
}

const root = resolve(import.meta.dirname, 'src-renderer')

export function rendererConfig(outDir: string): UserConfig {
  return {
    root,
    base: './',
    plugins: [vue(), contentSecurityPolicyMeta(), forbidTestHooks(), reportInitialJsSize()],
    // Calculators run in module workers (new Worker(new URL(…), { type: 'module' })), same origin.
    worker: { format: 'es' },
    // observable-plot's only CommonJS dependency (for Plot.dodge, unused): replaced so the lazily
    // loaded charts add nothing to the start-up chunks (see the stub's comment).
    resolve: { alias: { 'interval-tree-1d': resolve(root, 'components/charts/no-interval-tree.ts') } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'chrome130',
      minify: true,
      rolldownOptions: { input: resolve(root, 'index.html') },
    },
  }
}

export default defineConfig(({ mode }) =>
  rendererConfig(resolve(import.meta.dirname, mode === E2E_MODE ? 'dist-web-e2e' : 'dist-web')),
)

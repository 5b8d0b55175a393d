// The renderer's Vite config. electron-vite reuses it for the desktop build; `npm run web`
// builds it on its own into dist-web/ (the same app, no Electron bridge). `--mode e2e`
// (`npm run build:renderer:e2e`) builds into dist-web-e2e/ with the e2e test hooks switched on;
// every other build refuses to finish if a test hook is in its bundle.
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { baseCompile } from '@intlify/message-compiler'
import { CONTENT_SECURITY_POLICY } from './src-shared/csp'

/** The mode whose build carries the e2e test hooks (src-renderer/main.ts checks import.meta.env.MODE). */
export const E2E_MODE = 'e2e'
/** Names only the test hooks use: none may appear in a build that is not the e2e one. */
export const TEST_HOOK_MARKERS = ['holotablePerf', 'holotableWritesPending']

/** The file beside index.html that holds the policy of src-shared/csp.ts, for the web server to send. */
export const CSP_FILE = 'content-security-policy.txt'

/**
 * Writes the policy into every build, for scripts/serve-web.mjs to send as a header (the desktop app's
 * main sends it itself), and sends it from Vite's own servers too.
 */
function contentSecurityPolicyFile(): Plugin {
  return {
    name: 'holotable-csp-file',
    config: () => ({
      server: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
      preview: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
    }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CSP_FILE, source: `${CONTENT_SECURITY_POLICY}\n` })
    },
  }
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

/**
 * vue-i18n's bundler build imports Vue as a namespace (`import * as Vue from 'vue'`) only to look up
 * `currentInstance` or `getCurrentInstance` on it, and a namespace import keeps every export of Vue
 * in the start-up bundle (about 14 KB gzipped). Rewritten to the named import Vue 3.5 offers; the
 * build fails if vue-i18n's code no longer has exactly this shape.
 */
const VUE_I18N_NAMESPACE = "import * as Vue from 'vue';"
const VUE_I18N_LOOKUP = `function getCurrentInstance() {
    // NOTE(kazupon): avoid bundler warning
    const key = 'currentInstance';
    if (key in Vue) {
        return Vue[key];
    }
    else {
        return Vue.getCurrentInstance();
    }
}`
export function vueI18nNamedImport(): Plugin {
  return {
    name: 'holotable-vue-i18n-named-import',
    transform(code, id) {
      if (!/[\\/]vue-i18n[\\/]dist[\\/]vue-i18n(\.runtime)?\.mjs$/.test(id)) return null
      if (!code.includes(VUE_I18N_NAMESPACE) || !code.includes(VUE_I18N_LOOKUP))
        this.error('vue-i18n no longer imports Vue as expected: revisit vueI18nNamedImport in vite.web.config.ts')
      const out = code
        .replace(VUE_I18N_NAMESPACE, "import { getCurrentInstance as vueGetCurrentInstance } from 'vue';")
        .replace(VUE_I18N_LOOKUP, 'function getCurrentInstance() {\n    return vueGetCurrentInstance();\n}')
      if (/\bVue\b[.[]|\bin Vue\b/.test(out)) this.error('vue-i18n uses the Vue namespace elsewhere too')
      return { code: out, map: null }
    },
  }
}

/**
 * vue-router writes the scroll position into history.state whenever the page is hidden or left
 * (pagehide, visibilitychange), for a `scrollBehavior` to restore it. This app has none (router.ts;
 * a unit test checks), so nothing ever reads it, and writing it costs every reload and close a
 * forced style recalculation and a history write before the next page can start (about 5 ms,
 * measured). Those two listeners are left out; the build fails if vue-router's code changes shape.
 */
const VUE_ROUTER_SCROLL_SAVING =
  '\twindow.addEventListener("pagehide", beforeUnloadListener);\n\tdocument.addEventListener("visibilitychange", beforeUnloadListener);\n'
export function vueRouterWithoutScrollSaving(): Plugin {
  return {
    name: 'holotable-vue-router-without-scroll-saving',
    transform(code, id) {
      if (!/[\\/]vue-router[\\/]dist[\\/]vue-router\.mjs$/.test(id)) return null
      if (code.split(VUE_ROUTER_SCROLL_SAVING).length !== 2)
        this.error('vue-router no longer saves the scroll position as expected: revisit vueRouterWithoutScrollSaving')
      return { code: code.replace(VUE_ROUTER_SCROLL_SAVING, ''), map: null }
    },
  }
}

/** The message files (one area, one language each, in subfolders too: rebellion/board.ts); index.ts and screens.ts only gather them. */
const MESSAGE_FILE =
  /[\\/]src-renderer[\\/]i18n[\\/]messages[\\/](en|de)[\\/](?:[\w-]+[\\/])*(?!index\.|screens\.)[\w-]+\.ts$/

/** Every string of a message tree compiled to vue-i18n's message AST (what its runtime interprets). */
export function compileMessages(tree: unknown, where: string): unknown {
  if (typeof tree === 'string') {
    const errors: string[] = []
    const { ast } = baseCompile(tree, {
      jit: true,
      location: false,
      minify: true,
      onError: (e) => errors.push(e.message),
    })
    if (errors.length) throw new Error(`${where}: ${errors.join('; ')} in "${tree}"`)
    return ast
  }
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree))
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, compileMessages(v, `${where}.${k}`)]))
  throw new Error(`${where}: a message must be a string or a group of messages`)
}

/**
 * Messages are compiled at build time, so the app ships vue-i18n without its message compiler
 * (about 5 KB gzipped less at start-up; nothing is compiled in the page, which also suits the CSP).
 * A message file is plain data: `export default { … }` with no imports but types.
 */
function precompileMessages(): Plugin {
  return {
    name: 'holotable-precompile-messages',
    enforce: 'post',
    async transform(code, id) {
      if (!MESSAGE_FILE.test(id)) return null
      if (/^\s*import\s/m.test(code)) this.error(`${id}: a message file may import types only`)
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        default: unknown
      }
      const compiled = compileMessages(module.default, id.replace(/^.*[\\/]messages[\\/]/, ''))
      // As a JSON text: a page reads a big JSON text faster than it evaluates the same object literal
      // (V8's own advice), and English's messages are evaluated on every start.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))})`, map: null }
    },
  }
}

/**
 * The first screen's stylesheet, written into index.html instead of linked: a linked stylesheet is
 * one more file to ask for at every start (the desktop app's main reads each file anew), and the
 * start script waits for it. Its link stays, `disabled` (the browser does not fetch a disabled
 * stylesheet), because lazy screens list it among what they need: Vite's loader skips a stylesheet
 * already linked, and would otherwise add it again after theirs, changing which rules win. The
 * policy allows inline styles (`style-src 'self' 'unsafe-inline'`). Fails the build when index.html
 * no longer links exactly one start-up stylesheet, or the stylesheet names a file (its relative
 * addresses would change meaning).
 */
export function inlinedStylesheet(html: string, fileName: string, css: string): string {
  const links = [...html.matchAll(/<link rel="stylesheet"( crossorigin)? href="\.\/([^"]+)">/g)]
  if (links.length !== 1 || links[0]![2] !== fileName)
    throw new Error(`index.html should link the one stylesheet ${fileName}; revisit inlineStartupStylesheet`)
  if (/<\/style|url\(/i.test(css)) throw new Error(`${fileName} cannot be written into index.html as it is`)
  const [link, crossorigin = ''] = links[0]!
  return html.replace(
    link,
    `<style>${css.trim()}</style>\n    <link rel="stylesheet"${crossorigin} href="./${fileName}" disabled>`,
  )
}

function inlineStartupStylesheet(): Plugin {
  return {
    name: 'holotable-inline-startup-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const sheets = Object.values(bundle ?? {}).flatMap((f) =>
          f.type === 'asset' && /^assets\/startup-[^/]+\.css$/.test(f.fileName) ? [f] : [],
        )
        const [sheet] = sheets
        if (sheets.length !== 1 || sheet === undefined)
          throw new Error('the build should have one start-up stylesheet; revisit inlineStartupStylesheet')
        return inlinedStylesheet(html, sheet.fileName, String(sheet.source))
      },
    },
  }
}

const root = resolve(import.meta.dirname, 'src-renderer')

export function rendererConfig(outDir: string): UserConfig {
  return {
    root,
    base: './',
    plugins: [
      vue(),
      vueI18nNamedImport(),
      vueRouterWithoutScrollSaving(),
      precompileMessages(),
      contentSecurityPolicyFile(),
      inlineStartupStylesheet(),
      forbidTestHooks(),
      reportInitialJsSize(),
    ],
    // vue-i18n in Composition API mode only: the legacy API, the global $t install and the devtools
    // hooks are left out of the bundle.
    define: {
      // Vue without its Options API: every component here is written with <script setup> or setup(),
      // and the libraries too. Leaves that code out and skips its step in each component's setup.
      __VUE_OPTIONS_API__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'false',
      __VUE_I18N_LEGACY_API__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
      __INTLIFY_DROP_MESSAGE_COMPILER__: 'true',
    },
    // Calculators run in module workers (new Worker(new URL(…), { type: 'module' })), same origin.
    worker: { format: 'es' },
    // observable-plot's only CommonJS dependency (for Plot.dodge, unused): replaced so the lazily
    // loaded charts add nothing to the start-up chunks (see the stub's comment).
    resolve: {
      alias: [
        { find: 'interval-tree-1d', replacement: resolve(root, 'components/charts/no-interval-tree.ts') },
        // Dexie's own ES module build: its package entry wraps the CommonJS build in a function
        // the browser parses twice at every start (once to skip it, once to run it).
        { find: /^dexie$/, replacement: resolve(import.meta.dirname, 'node_modules/dexie/dist/dexie.mjs') },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'chrome130',
      minify: true,
      // Chromium (the browser build's target, and Electron's) preloads modules natively: the polyfill
      // only costs the first screen a scan of the document and an observer.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: resolve(root, 'index.html'),
        // Everything the first screen loads statically is one chunk: left to itself the bundler
        // split it into 28 small ones (modules also used by lazy screens), and 28 requests cost
        // the first screen more than their bytes (the perf spec measures it against an empty page).
        // Lazy screens import what they share with it from this chunk, already in memory.
        output: { codeSplitting: { groups: [{ name: 'startup', tags: ['$initial'] }] } },
      },
    },
  }
}

export default defineConfig(({ mode }) =>
  rendererConfig(resolve(import.meta.dirname, mode === E2E_MODE ? 'dist-web-e2e' : 'dist-web')),
)

// The renderer's Vite config. electron-vite reuses it for the desktop build; `npm run web`
// builds it on its own into dist-web/ (the same app, no Electron bridge).
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

// Prints the gzipped size of the JS the renderer loads before any lazy route (budget 150 KB).
const BUDGET_KB = 150

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
      console.log(`\n[holotable] initial renderer JS: ${kb.toFixed(1)} KB gzipped (${verdict} the ${BUDGET_KB} KB budget, ${seen.size} chunks)`)
    },
  }
}

const root = resolve(import.meta.dirname, 'src-renderer')

export function rendererConfig(outDir: string): UserConfig {
  return {
    root,
    base: './',
    plugins: [vue(), reportInitialJsSize()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'chrome130',
      minify: true,
      rolldownOptions: { input: resolve(root, 'index.html') },
    },
  }
}

export default defineConfig(rendererConfig(resolve(import.meta.dirname, 'dist-web')))

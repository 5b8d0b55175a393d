// Prints the gzipped size of the JS the renderer loads before any lazy route (budget 150 KB).
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const BUDGET_KB = 150

export function reportInitialJsSize(): Plugin {
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

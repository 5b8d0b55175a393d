import { defineConfig } from 'electron-vite'
import { resolve } from 'node:path'
import { rendererConfig } from './vite.web.config'

const here = import.meta.dirname

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      lib: { entry: resolve(here, 'src-main/index.ts') },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // CommonJS so the preload runs in a sandboxed renderer.
      lib: { entry: resolve(here, 'src-main/preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: rendererConfig(resolve(here, 'out/renderer')),
})

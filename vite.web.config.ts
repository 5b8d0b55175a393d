// The renderer's Vite config. electron-vite reuses it for the desktop build; `npm run web`
// builds it on its own into dist-web/ (the same app, no Electron bridge).
import { defineConfig, type UserConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import { reportInitialJsSize } from './scripts/initial-js-size'

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
      rolldownOptions: { input: resolve(root, 'index.html') },
    },
  }
}

export default defineConfig(rendererConfig(resolve(import.meta.dirname, 'dist-web')))

import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
    restoreMocks: true,
    // CI has 2 cores running the whole suite at once: a test that loads a big library (eslint,
    // electron-builder's schema) can take several seconds there without anything being wrong.
    testTimeout: 30_000,
    setupFiles: ['tests/unit/setup-fast-check.ts'],
  },
})

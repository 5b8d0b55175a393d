import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
    restoreMocks: true,
    setupFiles: ['tests/unit/setup-fast-check.ts'],
  },
})

import { defineConfig } from 'vitest/config'

// The desktop stage of `npm test`, run after `electron-vite build`: tests of what ships (out/) and
// of `npm start` itself. Slow (seconds to a minute each), so apart from the unit tests.
export default defineConfig({
  test: {
    include: ['tests/desktop/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    restoreMocks: true,
  },
})

import { defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'

// Debian's Chromium where it exists (Playwright cannot download browsers on the build machines);
// HOLOTABLE_CHROMIUM overrides; elsewhere Playwright's own browser.
const chromiumPath =
  process.env.HOLOTABLE_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

const port = Number(process.env.HOLOTABLE_E2E_PORT ?? 5183)
// Where the e2e build is (default dist-web-e2e); lets several checkouts' builds be served side by side.
const webDir = process.env.HOLOTABLE_E2E_DIR ?? 'dist-web-e2e'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'web', testMatch: /.*\.web\.spec\.ts/ },
    { name: 'electron', testMatch: /.*\.electron\.spec\.ts/ },
  ],
  webServer: {
    // The e2e build (`npm run build:renderer:e2e`): the production one has no test hooks.
    command: `node scripts/serve-web.mjs --port ${port} --dir ${webDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})

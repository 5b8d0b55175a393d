// The desktop app as a user starts it. Needs a built app (`electron-vite build` → out/) and the
// Electron binary, which it installs the way `npm start` does when missing (Electron's own installer,
// via scripts/ensure-electron.mjs); where that cannot be done (Node.js < 22.12, no internet) the specs
// skip with the installer's reason.
import { test, expect, _electron, type ElectronApplication, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const root = resolve(import.meta.dirname, '..', '..')
const mainEntry = join(root, 'out', 'main', 'index.js')

/** The binary's path, or null. Checks path.txt first: requiring 'electron' without it starts a download. */
function electronBinary(): string | null {
  try {
    const packageDir = dirname(require.resolve('electron/package.json'))
    const pathFile = join(packageDir, 'path.txt')
    const override = process.env['ELECTRON_OVERRIDE_DIST_PATH']
    if (!existsSync(pathFile) && override === undefined) return null
    const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : 'electron'
    if (!existsSync(override !== undefined ? join(override, relative) : join(packageDir, 'dist', relative))) return null
    const binary: unknown = require('electron')
    return typeof binary === 'string' && existsSync(binary) ? binary : null
  } catch {
    return null
  }
}

/** Installs the binary when missing, as `npm start` does. The binary, or why it cannot be had here. */
function installElectron(): { binary: string } | { reason: string } {
  const installed = electronBinary()
  if (installed !== null) return { binary: installed }
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-electron.mjs')], {
    cwd: root,
    encoding: 'utf8',
    timeout: 600_000,
  })
  const binary = run.status === 0 ? electronBinary() : null
  if (binary !== null) return { binary }
  const why = `${run.stderr ?? ''}`.trim() || `the installer exited with ${String(run.status ?? run.signal)}`
  return {
    reason: `Electron's binary is not installed and could not be installed here, so the desktop specs are skipped:\n${why}`,
  }
}

type PageGlobals = {
  holotable?: Record<string, unknown> & { appInfo?: () => Promise<{ name: string }> }
  location: { href: string }
  open: (url: string) => unknown
}

test.describe('Holotable desktop app', () => {
  let app: ElectronApplication
  let page: Page
  let userData = ''

  test.beforeAll(async () => {
    test.setTimeout(660_000) // a first install downloads about 100 MB
    const electron = installElectron()
    if ('reason' in electron) {
      console.log(electron.reason)
      test.skip(true, electron.reason)
      return
    }
    if (!existsSync(mainEntry)) throw new Error(`${mainEntry} is missing: run \`electron-vite build\` first.`)
    userData = mkdtempSync(join(tmpdir(), 'holotable-e2e-'))
    const env = { ...process.env } as Record<string, string>
    delete env['ELECTRON_RENDERER_URL']
    const args = [mainEntry, `--user-data-dir=${userData}`]
    // Chromium refuses to start as root without this; the page's sandbox: true setting still applies.
    if (process.getuid?.() === 0) args.push('--no-sandbox')
    app = await _electron.launch({ executablePath: electron.binary, args, env })
    page = await app.firstWindow()
    await page.waitForLoadState('domcontentloaded')
  })

  test.afterAll(async () => {
    await app?.close()
    if (userData !== '') rmSync(userData, { recursive: true, force: true })
  })

  test('opens its window on the app:// page', async () => {
    expect(page.url()).toMatch(/^app:\/\/holotable\//)
    expect(app.windows()).toHaveLength(1)
  })

  test('gives the page no Node globals', async () => {
    const kinds = await page.evaluate(() => [typeof require, typeof process, typeof module])
    expect(kinds).toEqual(['undefined', 'undefined', 'undefined'])
  })

  test('exposes window.holotable as functions only, and they reach the main process', async () => {
    const members = await page.evaluate(() =>
      Object.entries((globalThis as unknown as PageGlobals).holotable ?? {}).map(([k, v]) => [k, typeof v]),
    )
    expect(members.length).toBe(9)
    for (const [, kind] of members) expect(kind).toBe('function')
    const info = await page.evaluate(() => (globalThis as unknown as PageGlobals).holotable?.appInfo?.())
    expect(info?.name.length).toBeGreaterThan(0)
  })

  test('blocks navigating away and opening new windows', async () => {
    await page.evaluate(() => {
      ;(globalThis as unknown as PageGlobals).location.href = 'https://example.com/'
    })
    await page.waitForTimeout(1500)
    expect(page.url()).toMatch(/^app:\/\/holotable\//)
    const opened = await page.evaluate(() => (globalThis as unknown as PageGlobals).open('https://example.com/'))
    expect(opened).toBeNull()
    expect(app.windows()).toHaveLength(1)
  })
})

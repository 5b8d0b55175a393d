// Boots the BUILT main process (out/main/index.js) in plain Node with a recording stand-in for
// `electron`, and loads the BUILT preload the way a sandboxed renderer does. Unlike the per-module
// unit tests (electron mocked, sources imported), this checks the wiring of what ships: output paths,
// the preload's module format, the app:// handler on the real renderer build, IPC handlers for the
// whole contract, CSP, permissions and the menu.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import vm from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as ipcContract from '../../src-shared/ipc'
import { ensureDesktopBuild, mainEntry, preloadDir, rendererIndex, root } from './built-app'

const require = createRequire(import.meta.url)
const APP = 'app://holotable/'

/** Channel names of the contract: every exported enum/object whose values are all 'holotable:…' names. */
function contractChannels(): string[] {
  const channels = new Set<string>()
  for (const value of Object.values(ipcContract as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue
    const names = Object.values(value)
    if (names.length > 0 && names.every((n) => typeof n === 'string' && n.startsWith('holotable:'))) {
      for (const n of names) channels.add(n as string)
    }
  }
  return [...channels].sort()
}

interface ProtocolResult {
  url: string
  raw: boolean
  status: number
  contentType: string | null
  csp: string | null
  body: string
}
interface IpcResult {
  ok: boolean
  value?: unknown
  error?: string
}
interface MenuItem {
  label: string | null
  role: string | null
  type: string | null
  accelerator: string | null
  submenu?: MenuItem[]
}
interface BootReport {
  stubFailure?: string
  singleInstanceLock: number
  privilegedSchemes: Array<{ scheme: string; privileges: Record<string, boolean> }>
  protocolSchemes: string[]
  ipcChannels: string[]
  appListeners: string[]
  windows: Array<{
    options: { webPreferences: Record<string, unknown> } & Record<string, unknown>
    loadedUrls: string[]
  }>
  errorBoxes: string[]
  exits: number[]
  protocol: ProtocolResult[]
  ipcFromApp: Array<IpcResult | null>
  ipcFromStranger: Record<string, IpcResult>
  cspHook: { responseHeaders: Record<string, string[]> } | null
  permissionRequest: boolean | null
  permissionCheck: boolean | null
  menu: MenuItem[] | null
  menuClicks: Array<{ label: string; sent: unknown[][]; openedPaths: string[] }>
}

interface PreloadRecord {
  exposed: Record<string, unknown>
  invoked: string[]
  subscribed: string[]
  unsubscribed: string[]
}

/**
 * Runs the built preload as Electron runs a sandboxed one: a CommonJS function body whose `require`
 * knows only `electron` (contextBridge, ipcRenderer) and a few plain modules. An ES module preload
 * fails to compile here, as it fails to load in the sandbox.
 */
function loadPreloadLikeSandbox(file: string): PreloadRecord {
  const record: PreloadRecord = { exposed: {}, invoked: [], subscribed: [], unsubscribed: [] }
  const electron = {
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => {
        record.exposed[key] = api
      },
    },
    ipcRenderer: {
      invoke: (channel: string) => {
        record.invoked.push(channel)
        return Promise.resolve({ ok: true, value: null })
      },
      on: (channel: string) => {
        record.subscribed.push(channel)
      },
      removeListener: (channel: string) => {
        record.unsubscribed.push(channel)
      },
    },
  }
  const allowed: Record<string, unknown> = {
    electron,
    events: require('node:events'),
    timers: require('node:timers'),
    url: require('node:url'),
  }
  const sandboxRequire = (name: string): unknown => {
    const key = name.replace(/^node:/, '')
    if (key in allowed) return allowed[key]
    throw new Error(`module not found: ${name} (a sandboxed preload can require only electron, events, timers, url)`)
  }
  const module = { exports: {} as unknown }
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, process, Buffer, global, setImmediate, clearImmediate) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void
  wrapper(module.exports, sandboxRequire, module, process, Buffer, globalThis, setImmediate, clearImmediate)
  return record
}

let report: BootReport | undefined
let bootError: unknown
/** The boot report; a boot that failed fails every test that needs it, with the reason. */
function booted(): BootReport {
  if (report === undefined) throw bootError instanceof Error ? bootError : new Error(String(bootError))
  return report
}
let preloadFile = ''
let indexHtml = ''
let scriptAsset = ''
const workDir = mkdtempSync(join(tmpdir(), 'holotable-boot-'))

beforeAll(() => {
  try {
    boot()
  } catch (error) {
    bootError = error
  }
}, 240_000)

function boot(): void {
  ensureDesktopBuild()
  indexHtml = readFileSync(rendererIndex, 'utf8')
  scriptAsset = /<script[^>]*\ssrc="\.\/([^"]+\.js)"/.exec(indexHtml)?.[1] ?? ''
  const requests = [
    { url: APP },
    { url: `${APP}index.html` },
    { url: `${APP}${scriptAsset}` },
    { url: `${APP}no-such-file.js` },
    // Raw URLs as a page could send them, before any URL parsing folds the dots away.
    { url: `${APP}../main/index.js`, raw: true },
    { url: `${APP}assets/../../main/index.js`, raw: true },
    { url: `${APP}..%2fmain%2findex.js` },
    { url: `${APP}%2e%2e%5cmain%5cindex.js`, raw: true },
  ]
  const userData = join(workDir, 'userData')
  const reportFile = join(workDir, 'report.json')
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOLOTABLE_BOOT_REPORT: reportFile,
    HOLOTABLE_BOOT_USERDATA: userData,
    HOLOTABLE_BOOT_REQUESTS: JSON.stringify(requests),
    HOLOTABLE_BOOT_IPC_CALLS: JSON.stringify([{ channel: ipcContract.Channel.AppInfo, args: [] }]),
  }
  delete env['ELECTRON_RENDERER_URL']
  delete env['NODE_OPTIONS']
  const hook = pathToFileURL(join(import.meta.dirname, 'boot', 'register.mjs')).href
  const child = spawnSync(process.execPath, ['--import', hook, mainEntry], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  })
  if (child.status !== 0 || !existsSync(reportFile)) {
    throw new Error(`The built main process did not boot (exit ${child.status}):\n${child.stdout}\n${child.stderr}`)
  }
  const parsed = JSON.parse(readFileSync(reportFile, 'utf8')) as BootReport
  if (parsed.stubFailure !== undefined) throw new Error(parsed.stubFailure)
  report = parsed
  preloadFile = String(parsed.windows[0]?.options.webPreferences['preload'] ?? '')
}

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true })
})

describe('built main process boots', () => {
  it('starts without an error box or an exit, behind the single-instance lock', () => {
    expect(booted().errorBoxes).toEqual([])
    expect(booted().exits).toEqual([])
    expect(booted().singleInstanceLock).toBe(1)
    expect(booted().appListeners).toEqual(
      expect.arrayContaining(['second-instance', 'before-quit', 'web-contents-created', 'window-all-closed']),
    )
  })

  it('opens one locked-down window on app://holotable/index.html', () => {
    expect(booted().windows).toHaveLength(1)
    const win = booted().windows[0]!
    expect(win.loadedUrls).toEqual([`${APP}index.html`])
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    })
  })

  it('points the window at a preload that exists and is CommonJS (.cjs)', () => {
    expect(extname(preloadFile)).toBe('.cjs')
    expect(existsSync(preloadFile)).toBe(true)
    expect(readdirSync(preloadDir)).toContain(preloadFile.slice(preloadDir.length + 1))
  })

  it('registers app:// as a privileged standard scheme and handles it', () => {
    expect(booted().privilegedSchemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
    ])
    expect(booted().protocolSchemes).toEqual(['app'])
  })
})

describe('app:// serves the built renderer', () => {
  const byUrl = (url: string): ProtocolResult => {
    const found = booted().protocol.find((r) => r.url === url)
    if (found === undefined) throw new Error(`no response recorded for ${url}`)
    return found
  }

  it('serves out/renderer/index.html at / and /index.html, with the CSP', () => {
    for (const url of [APP, `${APP}index.html`]) {
      const response = byUrl(url)
      expect(response.status).toBe(200)
      expect(response.contentType).toBe('text/html; charset=utf-8')
      expect(response.body).toBe(indexHtml)
      expect(response.csp).toContain("script-src 'self'")
    }
  })

  it('serves the script index.html loads', () => {
    expect(scriptAsset).toMatch(/^assets\/.+\.js$/)
    const response = byUrl(`${APP}${scriptAsset}`)
    expect(response.status).toBe(200)
    expect(response.contentType).toBe('text/javascript; charset=utf-8')
    expect(response.body).toBe(readFileSync(join(rendererIndex, '..', scriptAsset), 'utf8'))
  })

  it('answers 404 for a missing file and for every path-traversal attempt', () => {
    const refused = booted().protocol.filter(
      (r) => r.url !== APP && r.url !== `${APP}index.html` && !r.url.endsWith(scriptAsset),
    )
    expect(refused.map((r) => [r.url, r.status])).toEqual([
      [`${APP}no-such-file.js`, 404],
      [`${APP}../main/index.js`, 404],
      [`${APP}assets/../../main/index.js`, 404],
      [`${APP}..%2fmain%2findex.js`, 404],
      [`${APP}%2e%2e%5cmain%5cindex.js`, 404],
    ])
    for (const r of refused) expect(r.body).not.toContain('import ')
  })
})

describe('IPC: main and the built preload cover the whole contract', () => {
  // Loaded by the first test that needs it, so a preload that fails to load fails each test by name.
  let loaded: PreloadRecord | undefined
  function preloadRun(): PreloadRecord {
    if (loaded !== undefined) return loaded
    const record = loadPreloadLikeSandbox(preloadFile)
    const bridge = (record.exposed['holotable'] ?? {}) as Record<string, (...args: unknown[]) => unknown>
    for (const member of Object.values(bridge)) {
      const result = member(() => undefined)
      if (typeof result === 'function') (result as () => void)()
    }
    loaded = record
    return record
  }

  it('the preload exposes window.holotable, functions only', () => {
    const preload = preloadRun()
    expect(Object.keys(preload.exposed)).toEqual(['holotable'])
    const members = Object.values(preload.exposed['holotable'] as Record<string, unknown>)
    expect(members.length).toBeGreaterThan(0)
    for (const member of members) expect(typeof member).toBe('function')
  })

  it('every channel of src-shared/ipc.ts is used by the preload', () => {
    const preload = preloadRun()
    const contract = contractChannels()
    expect(contract.length).toBeGreaterThan(0)
    expect([...new Set([...preload.invoked, ...preload.subscribed])].sort()).toEqual(contract)
  })

  it('every channel the preload invokes has exactly one handler in main, and main handles no other', () => {
    const preload = preloadRun()
    expect([...booted().ipcChannels].sort()).toEqual([...new Set(preload.invoked)].sort())
    // Where the contract lists its invoke channels at run time, main handles exactly that list.
    const listed = (ipcContract as Record<string, unknown>)['INVOKE_CHANNELS']
    if (Array.isArray(listed)) expect([...booted().ipcChannels].sort()).toEqual([...(listed as string[])].sort())
  })

  it('listeners the preload adds can be removed', () => {
    const preload = preloadRun()
    expect([...preload.unsubscribed].sort()).toEqual([...preload.subscribed].sort())
  })

  it('handlers answer the app page and refuse any other page', () => {
    const appInfo = booted().ipcFromApp[0]
    expect(appInfo).toMatchObject({ ok: true, value: { name: 'Holotable', version: '0.0.0-boot-test' } })
    for (const channel of booted().ipcChannels) {
      expect(booted().ipcFromStranger[channel]).toEqual({
        ok: false,
        error: 'Blocked a call from a page that is not Holotable.',
      })
    }
  })
})

describe('session hardening and menu', () => {
  it('replaces any Content-Security-Policy header with the app policy', () => {
    const headers = booted().cspHook?.responseHeaders ?? {}
    expect(Object.keys(headers)).toEqual(['Content-Security-Policy'])
    expect(headers['Content-Security-Policy']?.[0]).toContain("script-src 'self'")
    expect(headers['Content-Security-Policy']?.[0]).not.toContain('unsafe-eval')
  })

  it('denies permission requests and checks', () => {
    expect(booted().permissionRequest).toBe(false)
    expect(booted().permissionCheck).toBe(false)
  })

  it('has File › Export game…, Import game… and Show backups folder, wired to the page and the folder', () => {
    const file = booted().menu?.find((m) => m.label === 'File')
    expect(file?.submenu?.filter((i) => i.label !== null).map((i) => [i.label, i.accelerator])).toEqual([
      ['Export game…', 'CmdOrCtrl+E'],
      ['Import game…', 'CmdOrCtrl+O'],
      ['Show backups folder', null],
    ])
    const clicks = Object.fromEntries(booted().menuClicks.map((c) => [c.label, c]))
    expect(clicks['Export game…']?.sent).toEqual([[ipcContract.Channel.MenuCommand, 'export-game']])
    expect(clicks['Import game…']?.sent).toEqual([[ipcContract.Channel.MenuCommand, 'import-game']])
    expect(clicks['Show backups folder']?.openedPaths).toEqual([join(workDir, 'userData', 'backups')])
  })

  it('has no DevTools outside development: no menu entry, devTools off in the window', () => {
    const roles = JSON.stringify(booted().menu)
    expect(roles).toContain('"forceReload"')
    expect(roles).not.toContain('toggleDevTools')
    expect(booted().windows[0]?.options.webPreferences['devTools']).toBe(false)
  })
})

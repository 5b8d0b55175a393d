import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Channel } from '../../../src-shared/ipc'

const h = vi.hoisted(() => ({
  order: [] as string[],
  lock: true,
  userData: '',
  windows: [] as Array<{ options: Record<string, unknown>; loadURL: ReturnType<typeof import('vitest').vi.fn> }>,
  appListeners: new Map<string, Array<(...args: unknown[]) => void>>(),
  ipcChannels: [] as string[],
  quit: null as null | ReturnType<typeof import('vitest').vi.fn>,
  packaged: true,
  menu: null as unknown,
}))

vi.mock('electron', async () => {
  const { vi } = await import('vitest')
  const { FakeEmitter } = await import('./fakes')
  h.quit = vi.fn(() => h.order.push('quit'))
  class BrowserWindow extends FakeEmitter {
    static getFocusedWindow = () => null
    static getAllWindows = () => h.windows
    webContents = { send: vi.fn(), on: vi.fn() }
    loadURL = vi.fn(async () => undefined)
    constructor(readonly options: Record<string, unknown>) {
      super()
      h.windows.push(this as never)
      h.order.push('window')
    }
    isDestroyed = () => false
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 })
    isMaximized = () => false
    maximize = vi.fn()
    show = vi.fn()
  }
  return {
    app: {
      get isPackaged() {
        return h.packaged
      },
      requestSingleInstanceLock: () => {
        h.order.push('lock')
        return h.lock
      },
      quit: h.quit,
      exit: vi.fn(),
      on: (name: string, listener: (...args: unknown[]) => void) => {
        h.appListeners.set(name, [...(h.appListeners.get(name) ?? []), listener])
      },
      getPath: (name: string) => (name === 'userData' ? h.userData : join(h.userData, name)),
      getName: () => 'Holotable',
      getLocale: () => 'de-DE',
      getVersion: () => '0.1.0',
      whenReady: async () => {
        h.order.push('ready')
      },
    },
    BrowserWindow,
    dialog: { showErrorBox: vi.fn(), showSaveDialog: vi.fn(), showOpenDialog: vi.fn() },
    ipcMain: { handle: (channel: string) => h.ipcChannels.push(channel) },
    protocol: {
      registerSchemesAsPrivileged: () => h.order.push('register-scheme'),
      handle: (scheme: string) => h.order.push(`handle-${scheme}`),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        webRequest: { onHeadersReceived: vi.fn() },
      },
    },
    shell: { openExternal: vi.fn(), openPath: vi.fn(async () => '') },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => (h.menu = m) },
  }
})

beforeEach(() => {
  vi.resetModules()
  h.order.length = 0
  h.windows.length = 0
  h.ipcChannels.length = 0
  h.appListeners.clear()
  h.quit?.mockClear()
  h.userData = mkdtempSync(join(tmpdir(), 'holotable-index-'))
  h.packaged = true
  h.menu = null
})

afterEach(() => {
  rmSync(h.userData, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

describe('main process start-up', () => {
  it('registers the scheme before ready, then serves it, wires IPC and opens the app page', async () => {
    h.lock = true
    await import('../../../src-main/index')
    await vi.waitFor(() => expect(h.windows).toHaveLength(1))
    expect(h.order).toEqual(['lock', 'register-scheme', 'ready', 'handle-app', 'window'])
    expect(h.windows[0]?.loadURL).toHaveBeenCalledWith('app://holotable/index.html')
    expect(h.ipcChannels).toHaveLength(8)
    expect(h.ipcChannels).toContain(Channel.BackupGame)
    expect([...h.appListeners.keys()].sort()).toEqual([
      'activate',
      'before-quit',
      'second-instance',
      'web-contents-created',
      'window-all-closed',
    ])
  })

  it('a second instance quits at once and touches nothing', async () => {
    h.lock = false
    await import('../../../src-main/index')
    await Promise.resolve()
    expect(h.order).toEqual(['lock', 'quit'])
    expect(h.windows).toHaveLength(0)
    expect(h.ipcChannels).toHaveLength(0)
  })

  it('focuses the existing window when a second instance starts', async () => {
    h.lock = true
    await import('../../../src-main/index')
    await vi.waitFor(() => expect(h.windows).toHaveLength(1))
    const win = h.windows[0] as unknown as { show: ReturnType<typeof vi.fn>; focus?: unknown }
    Object.assign(win, { isMinimized: () => true, restore: vi.fn(), focus: vi.fn() })
    for (const listener of h.appListeners.get('second-instance') ?? []) listener({}, [], '/')
    expect((win as unknown as { restore: ReturnType<typeof vi.fn> }).restore).toHaveBeenCalledTimes(1)
    expect(win.show).toHaveBeenCalledTimes(1)
    expect((win as unknown as { focus: ReturnType<typeof vi.fn> }).focus).toHaveBeenCalledTimes(1)
  })

  it('a packaged app ignores the dev-server variables: app:// page, no DevTools, no DevTools menu', async () => {
    h.lock = true
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173/')
    vi.stubEnv('NODE_ENV_ELECTRON_VITE', 'development')
    await import('../../../src-main/index')
    await vi.waitFor(() => expect(h.windows).toHaveLength(1))
    expect(h.windows[0]?.loadURL).toHaveBeenCalledWith('app://holotable/index.html')
    expect(h.windows[0]?.options['webPreferences']).toMatchObject({ devTools: false })
    await vi.waitFor(() => expect(h.menu).not.toBeNull())
    expect(JSON.stringify(h.menu)).not.toContain('toggleDevTools')
  })

  it('an unpackaged app started without the dev flag is treated as packaged', async () => {
    h.lock = true
    h.packaged = false
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173/')
    vi.stubEnv('NODE_ENV_ELECTRON_VITE', '')
    await import('../../../src-main/index')
    await vi.waitFor(() => expect(h.windows).toHaveLength(1))
    expect(h.windows[0]?.loadURL).toHaveBeenCalledWith('app://holotable/index.html')
    expect(h.windows[0]?.options['webPreferences']).toMatchObject({ devTools: false })
  })

  it('development (unpackaged, electron-vite dev) loads the dev server and has DevTools', async () => {
    h.lock = true
    h.packaged = false
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173/')
    vi.stubEnv('NODE_ENV_ELECTRON_VITE', 'development')
    await import('../../../src-main/index')
    await vi.waitFor(() => expect(h.windows).toHaveLength(1))
    expect(h.windows[0]?.loadURL).toHaveBeenCalledWith('http://localhost:5173')
    expect(h.windows[0]?.options['webPreferences']).toMatchObject({ devTools: true })
    expect(JSON.stringify(h.menu)).toContain('toggleDevTools')
  })
})

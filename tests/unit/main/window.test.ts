import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const created = vi.hoisted(() => [] as Array<{ options: Record<string, unknown>; win: unknown }>)
const messageBox = vi.hoisted(() => ({ choice: 0, calls: [] as unknown[][] }))

vi.mock('electron', async () => {
  const { FakeEmitter } = await import('./fakes')
  class BrowserWindow extends FakeEmitter {
    maximized = false
    shown = false
    loadedUrl = ''
    webContents = new FakeEmitter()
    constructor(readonly options: Record<string, unknown>) {
      super()
      created.push({ options, win: this })
    }
    maximize(): void {
      this.maximized = true
    }
    isMaximized(): boolean {
      return this.maximized
    }
    show(): void {
      this.shown = true
    }
    getNormalBounds() {
      return { x: 11, y: 22, width: 1111, height: 777 }
    }
    loadURL(url: string): Promise<void> {
      this.loadedUrl = url
      return Promise.resolve()
    }
  }
  return {
    BrowserWindow,
    dialog: {
      showMessageBoxSync: (...args: unknown[]) => {
        messageBox.calls.push(args)
        return messageBox.choice
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  }
})

const { createMainWindow, secureWebPreferences } = await import('../../../src-main/window')

interface FakeWin {
  webContents: { emit(name: string, ...args: unknown[]): void }
  maximized: boolean
  shown: boolean
  loadedUrl: string
  emit(name: string, ...args: unknown[]): void
}

let dir = ''
beforeEach(() => {
  created.length = 0
  dir = mkdtempSync(join(tmpdir(), 'holotable-win-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('main window', () => {
  it('locks the page down: isolation, sandbox, no Node, web security, our preload', () => {
    const statePath = join(dir, 'window-state.json')
    createMainWindow({ preloadPath: '/app/out/preload/index.cjs', statePath, url: 'app://holotable/index.html' })
    expect(created).toHaveLength(1)
    const prefs = created[0]?.options['webPreferences'] as Record<string, unknown>
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: '/app/out/preload/index.cjs',
      webviewTag: false,
      allowRunningInsecureContent: false,
      devTools: false,
    })
    expect(secureWebPreferences('/p.cjs')).toEqual({ ...prefs, preload: '/p.cjs' })
    expect(secureWebPreferences('/p.cjs', true)).toEqual({ ...prefs, preload: '/p.cjs', devTools: true })
  })

  it('opens at the default size, hidden until painted, on the app URL', () => {
    createMainWindow({ preloadPath: '/p.cjs', statePath: join(dir, 'missing.json'), url: 'app://holotable/index.html' })
    const options = created[0]?.options
    expect(options).toMatchObject({ width: 1280, height: 800, show: false })
    expect(options).not.toHaveProperty('x')
    const win = created[0]?.win as FakeWin
    expect(win.loadedUrl).toBe('app://holotable/index.html')
    expect(win.shown).toBe(false)
    win.emit('ready-to-show')
    expect(win.shown).toBe(true)
  })

  it('restores the remembered bounds and maximised flag, and saves them on close', () => {
    const statePath = join(dir, 'window-state.json')
    writeFileSync(statePath, JSON.stringify({ width: 1500, height: 950, x: 100, y: 80, isMaximized: true }))
    createMainWindow({ preloadPath: '/p.cjs', statePath, url: 'app://holotable/index.html' })
    expect(created[0]?.options).toMatchObject({ width: 1500, height: 950, x: 100, y: 80 })
    const win = created[0]?.win as FakeWin
    expect(win.maximized).toBe(true)
    win.emit('close')
    expect(JSON.parse(readFileSync(statePath, 'utf8'))).toEqual({
      x: 11,
      y: 22,
      width: 1111,
      height: 777,
      isMaximized: true,
    })
  })

  it('asks before closing while the page has unsaved changes, and closes only when told to', () => {
    createMainWindow({ preloadPath: '/p.cjs', statePath: join(dir, 's.json'), url: 'app://holotable/index.html' })
    const win = created[0]?.win as FakeWin
    messageBox.calls.length = 0
    messageBox.choice = 0
    const stay = { preventDefault: vi.fn() }
    win.webContents.emit('will-prevent-unload', stay)
    expect(stay.preventDefault).not.toHaveBeenCalled() // the page's refusal stands: the window stays
    expect(messageBox.calls).toHaveLength(1)
    expect(messageBox.calls[0]?.[0]).toBe(win)
    expect(messageBox.calls[0]?.[1]).toMatchObject({
      message: 'Some of your changes are not saved yet.',
      buttons: ['Keep the window open', 'Close anyway'],
      cancelId: 0,
    })
    messageBox.choice = 1
    const leave = { preventDefault: vi.fn() }
    win.webContents.emit('will-prevent-unload', leave)
    expect(leave.preventDefault).toHaveBeenCalledTimes(1) // overrides beforeunload: the window closes
  })

  it('centres a window remembered on a display that is gone', () => {
    const statePath = join(dir, 'window-state.json')
    writeFileSync(statePath, JSON.stringify({ width: 1000, height: 700, x: 4000, y: 80, isMaximized: false }))
    createMainWindow({ preloadPath: '/p.cjs', statePath, url: 'app://holotable/index.html' })
    expect(created[0]?.options).toMatchObject({ width: 1000, height: 700 })
    expect(created[0]?.options).not.toHaveProperty('x')
  })
})

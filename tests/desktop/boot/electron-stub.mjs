// A recording stand-in for the `electron` module, for booting the BUILT main process (out/main/index.js)
// in plain Node. It offers the API surface the main process uses, records every registration, and
// when start-up has settled (the event loop is empty) it exercises what was registered — the app://
// handler, IPC handlers, CSP hook, permission handlers, menu — and writes a JSON report to the file
// named by HOLOTABLE_BOOT_REPORT. A name the code imports that is missing here fails the import, and a
// missing method throws inside start-up (reported through dialog.showErrorBox): both fail the test.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const reportFile = process.env.HOLOTABLE_BOOT_REPORT
const userData = process.env.HOLOTABLE_BOOT_USERDATA
const requests = JSON.parse(process.env.HOLOTABLE_BOOT_REQUESTS ?? '[]')
const ipcCalls = JSON.parse(process.env.HOLOTABLE_BOOT_IPC_CALLS ?? '[]')

const rec = {
  singleInstanceLock: 0,
  privilegedSchemes: [],
  protocolHandlers: {},
  ipcHandlers: {},
  appListeners: {},
  windows: [],
  menu: null,
  headersListener: null,
  permissionRequestHandler: null,
  permissionCheckHandler: null,
  errorBoxes: [],
  exits: [],
  quits: 0,
  openedPaths: [],
  openedExternal: [],
}

class Emitter {
  constructor() {
    this.listeners = {}
  }
  on(name, listener) {
    ;(this.listeners[name] ??= []).push(listener)
    return this
  }
  once(name, listener) {
    return this.on(name, listener)
  }
  removeListener(name, listener) {
    this.listeners[name] = (this.listeners[name] ?? []).filter((l) => l !== listener)
    return this
  }
}

export const app = {
  isPackaged: false,
  requestSingleInstanceLock: () => {
    rec.singleInstanceLock += 1
    return true
  },
  on: (name, listener) => {
    ;(rec.appListeners[name] ??= []).push(listener)
    return app
  },
  once: (name, listener) => app.on(name, listener),
  whenReady: () => Promise.resolve(),
  isReady: () => true,
  getPath: (name) => (name === 'userData' ? userData : join(userData, `path-${name}`)),
  getName: () => 'Holotable',
  getVersion: () => '0.0.0-boot-test',
  getLocale: () => 'en-US',
  quit: () => {
    rec.quits += 1
  },
  exit: (code) => {
    rec.exits.push(code)
  },
}

export class BrowserWindow extends Emitter {
  static all = []
  static getAllWindows = () => BrowserWindow.all.filter((w) => !w.destroyed)
  static getFocusedWindow = () => null
  constructor(options) {
    super()
    this.options = options
    this.destroyed = false
    this.loadedUrls = []
    this.sent = []
    const sent = this.sent
    this.webContents = Object.assign(new Emitter(), {
      send: (channel, ...args) => sent.push([channel, ...args]),
      setWindowOpenHandler: () => undefined,
    })
    BrowserWindow.all.push(this)
    rec.windows.push(this)
  }
  loadURL(url) {
    this.loadedUrls.push(url)
    return Promise.resolve()
  }
  isDestroyed = () => this.destroyed
  isMinimized = () => false
  isMaximized = () => false
  getNormalBounds = () => ({ x: 10, y: 10, width: 1280, height: 800 })
  maximize = () => undefined
  restore = () => undefined
  show = () => undefined
  focus = () => undefined
}

export const ipcMain = {
  handle: (channel, handler) => {
    if (rec.ipcHandlers[channel] !== undefined)
      throw new Error(`Attempted to register a second handler for '${channel}'`)
    rec.ipcHandlers[channel] = handler
  },
}

export const protocol = {
  registerSchemesAsPrivileged: (schemes) => rec.privilegedSchemes.push(...schemes),
  handle: (scheme, handler) => {
    rec.protocolHandlers[scheme] = handler
  },
}

export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => {
      rec.permissionRequestHandler = handler
    },
    setPermissionCheckHandler: (handler) => {
      rec.permissionCheckHandler = handler
    },
    webRequest: {
      onHeadersReceived: (listener) => {
        rec.headersListener = listener
      },
    },
  },
}

export const dialog = {
  showErrorBox: (title, content) => rec.errorBoxes.push(`${title}: ${content}`),
  showSaveDialog: async () => ({ canceled: true }),
  showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
}

export const shell = {
  openExternal: async (url) => {
    rec.openedExternal.push(url)
  },
  openPath: async (path) => {
    rec.openedPaths.push(path)
    return ''
  },
}

export const screen = {
  getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
}

export const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu: (menu) => {
    rec.menu = menu
  },
}

export default { app, BrowserWindow, ipcMain, protocol, session, dialog, shell, screen, Menu }

function describeMenu(items) {
  return (items ?? []).map((item) => ({
    label: item.label ?? null,
    role: item.role ?? null,
    type: item.type ?? null,
    accelerator: item.accelerator ?? null,
    ...(Array.isArray(item.submenu) ? { submenu: describeMenu(item.submenu) } : {}),
  }))
}

async function clickMenuItems(items, out) {
  for (const item of items ?? []) {
    if (Array.isArray(item.submenu)) await clickMenuItems(item.submenu, out)
    if (typeof item.click !== 'function') continue
    const window = rec.windows[0]
    const sentBefore = window ? window.sent.length : 0
    const pathsBefore = rec.openedPaths.length
    item.click()
    await new Promise((done) => setTimeout(done, 20))
    out.push({
      label: item.label,
      sent: window ? window.sent.slice(sentBefore) : [],
      openedPaths: rec.openedPaths.slice(pathsBefore),
    })
  }
}

async function callProtocol(handler, request) {
  const input = request.raw
    ? { url: request.url, method: request.method ?? 'GET' }
    : new Request(request.url, { method: request.method ?? 'GET' })
  const response = await handler(input)
  const body = Buffer.from(await response.arrayBuffer())
  return {
    url: request.url,
    raw: Boolean(request.raw),
    status: response.status,
    contentType: response.headers.get('content-type'),
    csp: response.headers.get('content-security-policy'),
    body: body.toString('utf8'),
  }
}

async function callIpc(channel, senderUrl, args) {
  const event = { senderFrame: { url: senderUrl }, sender: {} }
  try {
    return { ok: true, value: await rec.ipcHandlers[channel](event, ...args) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

async function exercise() {
  const report = {
    singleInstanceLock: rec.singleInstanceLock,
    privilegedSchemes: rec.privilegedSchemes,
    protocolSchemes: Object.keys(rec.protocolHandlers),
    ipcChannels: Object.keys(rec.ipcHandlers),
    appListeners: Object.keys(rec.appListeners),
    windows: rec.windows.map((w) => ({ options: w.options, loadedUrls: w.loadedUrls })),
    errorBoxes: rec.errorBoxes,
    exits: rec.exits,
    quits: rec.quits,
  }
  const appHandler = rec.protocolHandlers.app
  report.protocol = appHandler ? await Promise.all(requests.map((r) => callProtocol(appHandler, r))) : []

  const trusted = 'app://holotable/index.html'
  report.ipcFromApp = []
  for (const call of ipcCalls) {
    report.ipcFromApp.push(rec.ipcHandlers[call.channel] ? await callIpc(call.channel, trusted, call.args) : null)
  }
  report.ipcFromStranger = {}
  for (const channel of Object.keys(rec.ipcHandlers)) {
    report.ipcFromStranger[channel] = await callIpc(channel, 'https://example.com/', [])
  }

  if (rec.headersListener) {
    report.cspHook = await new Promise((done) =>
      rec.headersListener(
        { url: trusted, responseHeaders: { 'content-security-policy': ["script-src 'unsafe-eval'"] } },
        done,
      ),
    )
  } else report.cspHook = null

  report.permissionRequest = rec.permissionRequestHandler
    ? await new Promise((done) => rec.permissionRequestHandler({}, 'media', done, {}))
    : null
  report.permissionCheck = rec.permissionCheckHandler ? rec.permissionCheckHandler({}, 'media', trusted, {}) : null

  report.menu = rec.menu ? describeMenu(rec.menu.template) : null
  report.menuClicks = []
  if (rec.menu) await clickMenuItems(rec.menu.template, report.menuClicks)
  return report
}

let exercised = false
process.on('beforeExit', () => {
  if (exercised) return
  exercised = true
  exercise()
    .then((report) => writeFileSync(reportFile, JSON.stringify(report, null, 2)))
    .catch((error) => writeFileSync(reportFile, JSON.stringify({ stubFailure: String(error && error.stack) })))
    .finally(() => process.exit(0))
})

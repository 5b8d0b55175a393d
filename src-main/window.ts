// The one main window: locked-down web preferences, remembered bounds, shown once painted.
import { BrowserWindow, dialog, screen, type WebPreferences } from 'electron'
import {
  keepOnDisplays,
  loadWindowState,
  MIN_HEIGHT,
  MIN_WIDTH,
  saveWindowState,
  type WindowState,
} from './window-state'
import { mainWords } from './main-words'

/** `development` (see app-origin.ts isDevelopment) is the only case that gets DevTools. */
export function secureWebPreferences(preloadPath: string, development = false): WebPreferences {
  return {
    preload: preloadPath,
    devTools: development,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  }
}

export interface MainWindowOptions {
  preloadPath: string
  /** JSON file in userData holding the window state. */
  statePath: string
  url: string
  /** Development only: DevTools available. */
  development?: boolean
}

function currentState(win: BrowserWindow): WindowState {
  const bounds = win.getNormalBounds()
  return { ...bounds, isMaximized: win.isMaximized() }
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((d) => d.workArea)
  const state = keepOnDisplays(loadWindowState(options.statePath), workAreas)
  const win = new BrowserWindow({
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: MIN_WIDTH,
    minHeight: MIN_HEIGHT,
    title: 'Holotable',
    show: false,
    backgroundColor: '#101418',
    webPreferences: secureWebPreferences(options.preloadPath, options.development === true),
  })
  if (state.isMaximized) win.maximize()
  win.once('ready-to-show', () => win.show())
  win.on('close', () => saveWindowState(options.statePath, currentState(win)))
  // The page refuses to unload while a change is not saved yet (beforeunload); Electron shows no
  // prompt of its own, so ask here. Leaving anyway is the player's choice.
  win.webContents.on('will-prevent-unload', (event) => {
    if (confirmLeaveUnsaved(win)) event.preventDefault()
  })
  win.loadURL(options.url).catch((error: unknown) => console.error('Holotable: could not load the app page', error))
  return win
}

/** True when the player chooses to close although changes are still being saved. */
function confirmLeaveUnsaved(win: BrowserWindow): boolean {
  const w = mainWords()
  const choice = dialog.showMessageBoxSync(win, {
    type: 'warning',
    buttons: [w.keepOpen, w.closeAnyway],
    defaultId: 0,
    cancelId: 0,
    title: w.unsavedTitle,
    message: w.unsavedMessage,
    detail: w.unsavedDetail,
  })
  return choice === 1
}

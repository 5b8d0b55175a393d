// Main process entry: single instance, the app:// protocol, security hooks, IPC, backups, menu.
import { app, BrowserWindow, dialog, ipcMain, protocol, session, shell } from 'electron'
import { join } from 'node:path'
import { Channel, type MenuCommand } from '../src-shared/ipc'
import { APP_INDEX_URL, APP_SCHEME, devServerUrl, isDevelopment } from './app-origin'
import { nodeFileSystem } from './atomic-file'
import { BackupStore } from './backups'
import { exportGame, importGame, showBackupsFolder, type DialogDeps } from './dialogs'
import { registerIpcHandlers, sendToRenderer } from './ipc'
import { installMenu } from './menu'
import { mainWords, setMainLocale } from './main-words'
import { localeFromLanguageTag } from '../src-shared/locale'
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol'
import { flushBeforeQuit } from './quit-flush'
import { installSecurity } from './security'
import { createMainWindow } from './window'

// Built layout: out/main/index.js, out/preload/index.cjs, out/renderer/index.html.
const here = import.meta.dirname
const rendererRoot = join(here, '../renderer')
const preloadPath = join(here, '../preload/index.cjs')

let mainWindow: BrowserWindow | null = null

function focusMainWindow(): void {
  if (mainWindow === null || mainWindow.isDestroyed()) return
  if (mainWindow.isMinimized()) mainWindow.restore()
  mainWindow.show()
  mainWindow.focus()
}

function targetWindow(): BrowserWindow | null {
  const focused = BrowserWindow.getFocusedWindow()
  if (focused !== null) return focused
  return mainWindow !== null && !mainWindow.isDestroyed() ? mainWindow : null
}

function sendMenuCommand(command: MenuCommand): void {
  const win = targetWindow()
  if (win !== null) sendToRenderer(win.webContents, Channel.MenuCommand, command)
}

async function start(): Promise<void> {
  const development = isDevelopment(app.isPackaged, process.env)
  const devOrigin = devServerUrl(app.isPackaged, process.env)
  const userDataDir = app.getPath('userData')
  const backupsDir = join(userDataDir, 'backups')

  const backups = new BackupStore({
    dir: backupsDir,
    onNotice: (notice) => {
      for (const win of BrowserWindow.getAllWindows()) {
        if (!win.isDestroyed()) sendToRenderer(win.webContents, Channel.BackupNotice, notice)
      }
    },
  })
  flushBeforeQuit(app, () => backups.flushAll())
  // A crash mid-write leaves a temp file beside the backups; nothing ever reads it.
  void backups.removeOrphanedTempFiles()

  const openBackupsFolder = (): Promise<void> => showBackupsFolder(nodeFileSystem, backupsDir)

  await app.whenReady()
  // Until the page says otherwise, the system's language (de-* → German).
  setMainLocale(localeFromLanguageTag(app.getLocale()))

  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererRoot))
  installSecurity(app, session.defaultSession, { devOrigin, openExternal: (url) => shell.openExternal(url) })

  const dialogDeps: DialogDeps = {
    dialog,
    fs: nodeFileSystem,
    defaultDir: app.getPath('documents'),
    parentWindow: targetWindow,
  }
  registerIpcHandlers({
    ipcMain,
    devOrigin,
    appInfo: () => ({
      name: app.getName(),
      version: app.getVersion(),
      platform: process.platform,
      userDataDir,
      backupsDir,
    }),
    backups,
    showBackupsFolder: openBackupsFolder,
    exportGame: (fileName, json) => exportGame(dialogDeps, fileName, json),
    importGame: () => importGame(dialogDeps),
    // The renderer reports the language chosen in Settings: the menu is built again in it.
    setLanguage: (locale) => {
      setMainLocale(locale)
      menu()
    },
  })

  const isMac = process.platform === 'darwin'
  const menu = (): void =>
    installMenu(
      isMac,
      {
        sendMenuCommand,
        showBackupsFolder: () => {
          openBackupsFolder().catch((error: unknown) =>
            console.error('Holotable: could not open the backups folder:', error),
          )
        },
      },
      development,
    )
  menu()

  const openWindow = (): void => {
    mainWindow = createMainWindow({
      preloadPath,
      statePath: join(userDataDir, 'window-state.json'),
      url: devOrigin ?? APP_INDEX_URL,
      development,
    })
    mainWindow.on('closed', () => {
      mainWindow = null
    })
  }
  openWindow()

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow()
  })
  app.on('window-all-closed', () => {
    if (!isMac) app.quit()
  })
}

// Before anything else: a second launch hands over to the running instance and exits.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', focusMainWindow)
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])
  start().catch((error: unknown) => {
    console.error('Holotable failed to start:', error)
    dialog.showErrorBox(mainWords().startFailed, error instanceof Error ? error.message : String(error))
    app.exit(1)
  })
}

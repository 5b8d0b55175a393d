// The application menu: the platform's standard menus plus the game file commands.
import { Menu, type MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '../src-shared/ipc'
import { mainWords } from './main-words'

export interface MenuActions {
  /** Tells the focused window's page to run a command (it owns the game data). */
  sendMenuCommand: (command: MenuCommand) => void
  showBackupsFolder: () => void
}

/** View without DevTools: the standard view menu minus toggleDevTools, which only development gets. */
function viewMenu(development: boolean): MenuItemConstructorOptions {
  return {
    label: mainWords().view,
    submenu: [
      { role: 'reload' },
      { role: 'forceReload' },
      ...(development ? [{ role: 'toggleDevTools' } as const] : []),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  }
}

export function buildMenuTemplate(
  isMac: boolean,
  actions: MenuActions,
  development = false,
): MenuItemConstructorOptions[] {
  const w = mainWords()
  const fileMenu: MenuItemConstructorOptions = {
    label: w.file,
    submenu: [
      { label: w.exportGame, accelerator: 'CmdOrCtrl+E', click: () => actions.sendMenuCommand('export-game') },
      { label: w.importGame, accelerator: 'CmdOrCtrl+O', click: () => actions.sendMenuCommand('import-game') },
      { type: 'separator' },
      { label: w.showBackupsFolder, click: () => actions.showBackupsFolder() },
      { type: 'separator' },
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  }
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    fileMenu,
    { role: 'editMenu' },
    viewMenu(development),
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ role: 'about' }] },
  ]
}

export function installMenu(isMac: boolean, actions: MenuActions, development = false): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(isMac, actions, development)))
}

// The only door from the page into the main process: a few named functions, no generic invoke,
// and listeners that can be removed. Bundled to CommonJS so it runs in the sandbox.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { Channel, type BackupNotice, type HolotableBridge, type MenuCommand } from '../../src-shared/ipc'

function subscribe<T>(channel: Channel, listener: (value: T) => void): () => void {
  // Wrapped so the page never receives the IPC event object (it exposes `sender`).
  const wrapped = (_event: IpcRendererEvent, value: T): void => listener(value)
  ipcRenderer.on(channel, wrapped)
  return () => {
    ipcRenderer.removeListener(channel, wrapped)
  }
}

export const bridge: HolotableBridge = {
  appInfo: () => ipcRenderer.invoke(Channel.AppInfo),
  backupGame: (gameId, json) => ipcRenderer.invoke(Channel.BackupGame, gameId, json),
  listBackups: (gameId) => ipcRenderer.invoke(Channel.BackupList, gameId),
  readBackup: (file) => ipcRenderer.invoke(Channel.BackupRead, file),
  showBackupsFolder: () => ipcRenderer.invoke(Channel.ShowBackupsFolder),
  exportGame: (suggestedName, json) => ipcRenderer.invoke(Channel.ExportGame, suggestedName, json),
  importGame: () => ipcRenderer.invoke(Channel.ImportGame),
  onMenuCommand: (listener) => subscribe<MenuCommand>(Channel.MenuCommand, listener),
  onBackupNotice: (listener) => subscribe<BackupNotice>(Channel.BackupNotice, listener),
}

contextBridge.exposeInMainWorld('holotable', bridge)

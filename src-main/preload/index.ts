// The only door from the page into the main process: a few named functions, no generic invoke,
// and listeners that can be removed. Bundled to CommonJS so it runs in the sandbox. Every type
// comes from InvokeMap / EventMap in src-shared/ipc.ts.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import {
  Channel,
  type EventChannel,
  type EventMap,
  type HolotableBridge,
  type InvokeArgs,
  type InvokeChannel,
  type InvokeResult,
} from '../../src-shared/ipc'

function invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> {
  return ipcRenderer.invoke(channel, ...args)
}

function subscribe<C extends EventChannel>(channel: C, listener: (value: EventMap[C]) => void): () => void {
  // Wrapped so the page never receives the IPC event object (it exposes `sender`).
  const wrapped = (_event: IpcRendererEvent, value: EventMap[C]): void => listener(value)
  ipcRenderer.on(channel, wrapped)
  return () => {
    ipcRenderer.removeListener(channel, wrapped)
  }
}

export const bridge: HolotableBridge = {
  appInfo: () => invoke(Channel.AppInfo),
  backupGame: (gameId, json) => invoke(Channel.BackupGame, gameId, json),
  listBackups: (gameId) => invoke(Channel.BackupList, gameId),
  readBackup: (file) => invoke(Channel.BackupRead, file),
  showBackupsFolder: () => invoke(Channel.ShowBackupsFolder),
  exportGame: (suggestedName, json) => invoke(Channel.ExportGame, suggestedName, json),
  importGame: () => invoke(Channel.ImportGame),
  setLanguage: (locale) => invoke(Channel.SetLanguage, locale),
  onMenuCommand: (listener) => subscribe(Channel.MenuCommand, listener),
  onBackupNotice: (listener) => subscribe(Channel.BackupNotice, listener),
}

contextBridge.exposeInMainWorld('holotable', bridge)

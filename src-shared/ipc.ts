// The typed bridge between renderer and main, written once. Channel names live here and nowhere
// else; InvokeMap is the contract the preload, main's handlers and the renderer's bridge type are
// all derived from, so a channel without a handler or a handler with the wrong result fails to compile.

import type { Locale } from './locale'

export enum Channel {
  AppInfo = 'holotable:app-info',
  BackupGame = 'holotable:backup-game',
  BackupList = 'holotable:backup-list',
  BackupRead = 'holotable:backup-read',
  ShowBackupsFolder = 'holotable:show-backups-folder',
  ExportGame = 'holotable:export-game',
  ImportGame = 'holotable:import-game',
  /** The interface language chosen in Settings (main's menus and dialogs follow it). */
  SetLanguage = 'holotable:set-language',
  /** main → renderer: a menu item was chosen */
  MenuCommand = 'holotable:menu-command',
  /** main → renderer: a backup could not be written (non-blocking notice) */
  BackupNotice = 'holotable:backup-notice',
}

/** Largest payload main accepts over IPC. */
export const MAX_PAYLOAD_BYTES = 20 * 1024 * 1024

export interface AppInfo {
  name: string
  version: string
  platform: string
  userDataDir: string
  backupsDir: string
}

export interface BackupEntry {
  gameId: string
  file: string // file name inside the backups folder, e.g. '<gameId>/2026-11-30T10-00-00-000Z.json'
  savedAt: string // ISO
  bytes: number
}

export interface ImportedFile {
  path: string
  text: string
}

export type MenuCommand = 'export-game' | 'import-game'

export interface BackupNotice {
  gameId: string
  message: string
}

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: string }

/** Renderer → main calls (`ipcRenderer.invoke` / `ipcMain.handle`): the arguments and the result. */
export interface InvokeMap {
  [Channel.AppInfo]: { args: []; result: AppInfo }
  /** Queue a backup of one game's export JSON; main writes at most once per 2 s per game, and on quit. */
  [Channel.BackupGame]: { args: [gameId: string, json: string]; result: BridgeResult<null> }
  /** Every game's backups, or one game's. */
  [Channel.BackupList]: { args: [gameId?: string]; result: BridgeResult<BackupEntry[]> }
  [Channel.BackupRead]: { args: [file: string]; result: BridgeResult<string> }
  [Channel.ShowBackupsFolder]: { args: []; result: void }
  /** Save dialog; the chosen path, or null when cancelled. */
  [Channel.ExportGame]: { args: [suggestedName: string, json: string]; result: BridgeResult<string | null> }
  /** Open dialog; the file's text, or null when cancelled. */
  [Channel.ImportGame]: { args: []; result: BridgeResult<ImportedFile | null> }
  [Channel.SetLanguage]: { args: [locale: Locale]; result: BridgeResult<null> }
}

export type InvokeChannel = keyof InvokeMap
export type InvokeArgs<C extends InvokeChannel> = InvokeMap[C]['args']
export type InvokeResult<C extends InvokeChannel> = InvokeMap[C]['result']

/** Main → renderer messages (`webContents.send` / `ipcRenderer.on`): the one value each carries. */
export interface EventMap {
  [Channel.MenuCommand]: MenuCommand
  [Channel.BackupNotice]: BackupNotice
}

export type EventChannel = keyof EventMap

/** Channels the renderer may invoke, at run time (main registers exactly these). */
export const INVOKE_CHANNELS = [
  Channel.AppInfo,
  Channel.BackupGame,
  Channel.BackupList,
  Channel.BackupRead,
  Channel.ShowBackupsFolder,
  Channel.ExportGame,
  Channel.ImportGame,
  Channel.SetLanguage,
] as const satisfies readonly InvokeChannel[]

type Unlisted = Exclude<InvokeChannel, (typeof INVOKE_CHANNELS)[number]>
/** Compile-time guard: the build fails, naming the channel, when INVOKE_CHANNELS misses one of InvokeMap. @public */
export const INVOKE_CHANNELS_COMPLETE: [Unlisted] extends [never] ? true : { missing: Unlisted } = true

/** A renderer-side call of one channel: the contract's arguments, its result as a promise. */
export type Invoke<C extends InvokeChannel> = (...args: InvokeArgs<C>) => Promise<InvokeResult<C>>
/** A renderer-side subscription to one main → renderer message; returns the unsubscribe function. */
export type Subscribe<C extends EventChannel> = (listener: (value: EventMap[C]) => void) => () => void

/** What the preload exposes on `window.holotable`: named functions only, no generic invoke. */
export interface HolotableBridge {
  appInfo: Invoke<Channel.AppInfo>
  backupGame: Invoke<Channel.BackupGame>
  listBackups: Invoke<Channel.BackupList>
  readBackup: Invoke<Channel.BackupRead>
  showBackupsFolder: Invoke<Channel.ShowBackupsFolder>
  exportGame: Invoke<Channel.ExportGame>
  importGame: Invoke<Channel.ImportGame>
  setLanguage: Invoke<Channel.SetLanguage>
  onMenuCommand: Subscribe<Channel.MenuCommand>
  onBackupNotice: Subscribe<Channel.BackupNotice>
}

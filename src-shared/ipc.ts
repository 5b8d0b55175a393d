// The typed bridge between renderer and main. Channel names live here and nowhere else.

export enum Channel {
  AppInfo = 'holotable:app-info',
  BackupGame = 'holotable:backup-game',
  BackupList = 'holotable:backup-list',
  BackupRead = 'holotable:backup-read',
  ShowBackupsFolder = 'holotable:show-backups-folder',
  ExportGame = 'holotable:export-game',
  ImportGame = 'holotable:import-game',
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

export type MenuCommand = 'export-game' | 'import-game'

export interface BackupNotice {
  gameId: string
  message: string
}

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: string }

export interface HolotableBridge {
  appInfo(): Promise<AppInfo>
  /** Queue a backup of one game's export JSON; main writes at most once per 2 s per game, and on quit. */
  backupGame(gameId: string, json: string): Promise<BridgeResult<null>>
  listBackups(gameId?: string): Promise<BridgeResult<BackupEntry[]>>
  readBackup(file: string): Promise<BridgeResult<string>>
  showBackupsFolder(): Promise<void>
  /** Save dialog; resolves with the chosen path, or null when cancelled. */
  exportGame(suggestedName: string, json: string): Promise<BridgeResult<string | null>>
  /** Open dialog; resolves with the file's text, or null when cancelled. */
  importGame(): Promise<BridgeResult<{ path: string; text: string } | null>>
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
  onBackupNotice(listener: (notice: BackupNotice) => void): () => void
}

// Every renderer → main call. Each handler first checks that the call comes from this app's own
// page, then validates its arguments; malformed input gets a BridgeResult error, never a crash.
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { Channel, type AppInfo, type BackupEntry, type BridgeResult } from '../src-shared/ipc'
import { isAppUrl } from './app-origin'
import type { BackupStore } from './backups'
import { isGameId, parseBackupFile, payloadTooLargeMessage, safeFileName } from './validate'

export interface IpcDeps {
  ipcMain: Pick<IpcMain, 'handle'>
  devOrigin: string | null
  appInfo: () => AppInfo
  backups: Pick<BackupStore, 'queue' | 'list' | 'read'>
  showBackupsFolder: () => Promise<void>
  exportGame: (fileName: string, json: string) => Promise<BridgeResult<string | null>>
  importGame: () => Promise<BridgeResult<{ path: string; text: string } | null>>
}

/** Channels the renderer may invoke (the other two flow main → renderer). */
export const INVOKE_CHANNELS = [
  Channel.AppInfo,
  Channel.BackupGame,
  Channel.BackupList,
  Channel.BackupRead,
  Channel.ShowBackupsFolder,
  Channel.ExportGame,
  Channel.ImportGame,
] as const

export const UNTRUSTED_SENDER = 'Blocked a call from a page that is not Holotable.'

export function isTrustedSender(event: IpcMainInvokeEvent, devOrigin: string | null): boolean {
  const url = event.senderFrame?.url
  return typeof url === 'string' && isAppUrl(url, devOrigin)
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function jsonError(json: unknown): string | null {
  if (typeof json !== 'string') return 'The game data must be text.'
  return payloadTooLargeMessage(json)
}

export function registerIpcHandlers(deps: IpcDeps): void {
  const handle = (channel: Channel, handler: (...args: unknown[]) => unknown): void => {
    deps.ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, deps.devOrigin)) throw new Error(UNTRUSTED_SENDER)
      return handler(...args)
    })
  }

  handle(Channel.AppInfo, (): AppInfo => deps.appInfo())

  handle(Channel.BackupGame, (gameId, json): BridgeResult<null> => {
    if (!isGameId(gameId)) return fail('Not a valid game id.')
    const problem = jsonError(json)
    if (problem !== null) return fail(problem)
    deps.backups.queue(gameId, json as string)
    return { ok: true, value: null }
  })

  handle(Channel.BackupList, async (gameId): Promise<BridgeResult<BackupEntry[]>> => {
    if (gameId !== undefined && !isGameId(gameId)) return fail('Not a valid game id.')
    try {
      return { ok: true, value: await deps.backups.list(gameId) }
    } catch (error) {
      return fail(`The backups could not be listed: ${reasonOf(error)}`)
    }
  })

  handle(Channel.BackupRead, async (file): Promise<BridgeResult<string>> => {
    if (parseBackupFile(file) === null) return fail('Not a backup file name.')
    try {
      return { ok: true, value: await deps.backups.read(file as string) }
    } catch (error) {
      return fail(`The backup could not be read: ${reasonOf(error)}`)
    }
  })

  handle(Channel.ShowBackupsFolder, async (): Promise<void> => {
    await deps.showBackupsFolder()
  })

  handle(Channel.ExportGame, async (suggestedName, json): Promise<BridgeResult<string | null>> => {
    const fileName = safeFileName(suggestedName)
    if (fileName === null) return fail('Not a valid file name.')
    const problem = jsonError(json)
    if (problem !== null) return fail(problem)
    try {
      return await deps.exportGame(fileName, json as string)
    } catch (error) {
      return fail(`The game could not be exported: ${reasonOf(error)}`)
    }
  })

  handle(Channel.ImportGame, async (): Promise<BridgeResult<{ path: string; text: string } | null>> => {
    try {
      return await deps.importGame()
    } catch (error) {
      return fail(`The file could not be imported: ${reasonOf(error)}`)
    }
  })
}

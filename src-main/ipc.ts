// Every renderer → main call. Each handler first checks that the call comes from this app's own
// page, then validates its arguments; malformed input gets a BridgeResult error, never a crash.
// The contract (arguments, result) is InvokeMap in src-shared/ipc.ts: a channel without a handler
// here, or a handler answering with the wrong type, does not compile.
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron'
import {
  Channel,
  INVOKE_CHANNELS,
  type AppInfo,
  type EventChannel,
  type EventMap,
  type ImportedFile,
  type InvokeArgs,
  type InvokeChannel,
  type InvokeResult,
  type BridgeResult,
} from '../src-shared/ipc'
import { isAppUrl } from './app-origin'
import type { BackupStore } from './backups'
import { isGameId, isLanguage, parseBackupFile, payloadTooLargeMessage, safeFileName } from './validate'
import type { Locale } from '../src-shared/locale'

export interface IpcDeps {
  ipcMain: Pick<IpcMain, 'handle'>
  devOrigin: string | null
  appInfo: () => AppInfo
  backups: Pick<BackupStore, 'queue' | 'list' | 'read'>
  showBackupsFolder: () => Promise<void>
  exportGame: (fileName: string, json: string) => Promise<BridgeResult<string | null>>
  importGame: () => Promise<BridgeResult<ImportedFile | null>>
  setLanguage: (locale: Locale) => void
}

/**
 * What a handler receives: one `unknown` per argument of the contract. Values from the renderer are
 * untrusted, so each handler narrows them by validation before use.
 */
export type Untrusted<A extends readonly unknown[]> = { [K in keyof A]: unknown }
export type InvokeHandler<C extends InvokeChannel> = (
  ...args: Untrusted<InvokeArgs<C>>
) => InvokeResult<C> | Promise<InvokeResult<C>>
/** One handler per channel of InvokeMap, no more, no fewer. */
export type InvokeHandlers = { [C in InvokeChannel]: InvokeHandler<C> }

export const UNTRUSTED_SENDER = 'Blocked a call from a page that is not Holotable.'

function isTrustedSender(event: IpcMainInvokeEvent, devOrigin: string | null): boolean {
  const url = event.senderFrame?.url
  return typeof url === 'string' && isAppUrl(url, devOrigin)
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The game JSON when it is text of an allowed size, otherwise the failure the player reads. */
function checkedJson(json: unknown): BridgeResult<string> {
  if (typeof json !== 'string') return fail('The game data must be text.')
  const tooLarge = payloadTooLargeMessage(json)
  return tooLarge === null ? { ok: true, value: json } : fail(tooLarge)
}

export function invokeHandlers(deps: Omit<IpcDeps, 'ipcMain' | 'devOrigin'>): InvokeHandlers {
  return {
    [Channel.AppInfo]: () => deps.appInfo(),

    [Channel.BackupGame]: (gameId, json) => {
      if (!isGameId(gameId)) return fail('Not a valid game id.')
      const data = checkedJson(json)
      if (!data.ok) return data
      deps.backups.queue(gameId, data.value)
      return { ok: true, value: null }
    },

    [Channel.BackupList]: async (gameId) => {
      if (gameId !== undefined && !isGameId(gameId)) return fail('Not a valid game id.')
      try {
        return { ok: true, value: await deps.backups.list(gameId) }
      } catch (error) {
        return fail(`The backups could not be listed: ${reasonOf(error)}`)
      }
    },

    [Channel.BackupRead]: async (file) => {
      const parsed = parseBackupFile(file)
      if (parsed === null) return fail('Not a backup file name.')
      try {
        return { ok: true, value: await deps.backups.read(`${parsed.gameId}/${parsed.name}`) }
      } catch (error) {
        return fail(`The backup could not be read: ${reasonOf(error)}`)
      }
    },

    [Channel.ShowBackupsFolder]: async () => {
      await deps.showBackupsFolder()
    },

    [Channel.ExportGame]: async (suggestedName, json) => {
      const fileName = safeFileName(suggestedName)
      if (fileName === null) return fail('Not a valid file name.')
      const data = checkedJson(json)
      if (!data.ok) return data
      try {
        return await deps.exportGame(fileName, data.value)
      } catch (error) {
        return fail(`The game could not be exported: ${reasonOf(error)}`)
      }
    },

    [Channel.SetLanguage]: (locale) => {
      if (!isLanguage(locale)) return fail('Not a language Holotable offers (en or de).')
      deps.setLanguage(locale)
      return { ok: true, value: null }
    },

    [Channel.ImportGame]: async () => {
      try {
        return await deps.importGame()
      } catch (error) {
        return fail(`The file could not be imported: ${reasonOf(error)}`)
      }
    },
  }
}

export function registerIpcHandlers(deps: IpcDeps): void {
  const handlers = invokeHandlers(deps)
  const register = (channel: InvokeChannel, handler: (...args: unknown[]) => unknown): void => {
    deps.ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, deps.devOrigin)) throw new Error(UNTRUSTED_SENDER)
      return handler(...args)
    })
  }
  for (const channel of INVOKE_CHANNELS) register(channel, handlers[channel])
}

/** The one way main sends a message to a page: the value's type comes from EventMap. */
export function sendToRenderer<C extends EventChannel>(
  contents: Pick<WebContents, 'send'>,
  channel: C,
  value: EventMap[C],
): void {
  contents.send(channel, value)
}

import { describe, it, expect, expectTypeOf, vi } from 'vitest'
import {
  Channel,
  type AppInfo,
  type BackupNotice,
  type BridgeResult,
  type HolotableBridge,
  type ImportedFile,
  type MenuCommand,
} from '../../../src-shared/ipc'

type Listener = (event: unknown, value: unknown) => void

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>()
  return {
    listeners,
    exposed: new Map<string, unknown>(),
    invoke: vi.fn(async (..._args: unknown[]) => 'answer'),
    emit(channel: string, value: unknown) {
      for (const l of listeners.get(channel) ?? []) l({ sender: 'secret' }, value)
    },
  }
})

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: {
    invoke: electron.invoke,
    on: (channel: string, l: Listener) =>
      electron.listeners.set(channel, [...(electron.listeners.get(channel) ?? []), l]),
    removeListener: (channel: string, l: Listener) =>
      electron.listeners.set(
        channel,
        (electron.listeners.get(channel) ?? []).filter((x) => x !== l),
      ),
  },
}))

await import('../../../src-main/preload/index')
const bridge = electron.exposed.get('holotable') as Record<string, (...args: unknown[]) => unknown>

describe('preload bridge', () => {
  it('exposes only the named functions on window.holotable', () => {
    expect([...electron.exposed.keys()]).toEqual(['holotable'])
    expect(Object.keys(bridge).sort()).toEqual([
      'appInfo',
      'backupGame',
      'exportGame',
      'importGame',
      'listBackups',
      'onBackupNotice',
      'onMenuCommand',
      'readBackup',
      'setLanguage',
      'showBackupsFolder',
    ])
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function')
    expect(bridge).not.toHaveProperty('invoke')
  })

  it('sends each call on its own channel with its arguments', async () => {
    await expect(bridge['backupGame']?.('g1', '{}')).resolves.toBe('answer')
    await bridge['appInfo']?.()
    await bridge['listBackups']?.('g1')
    await bridge['readBackup']?.('g1/2026-11-30T10-00-00-000Z.json')
    await bridge['showBackupsFolder']?.()
    await bridge['exportGame']?.('g.json', '{"a":1}')
    await bridge['importGame']?.()
    await bridge['setLanguage']?.('de')
    expect(electron.invoke.mock.calls).toEqual([
      [Channel.BackupGame, 'g1', '{}'],
      [Channel.AppInfo],
      [Channel.BackupList, 'g1'],
      [Channel.BackupRead, 'g1/2026-11-30T10-00-00-000Z.json'],
      [Channel.ShowBackupsFolder],
      [Channel.ExportGame, 'g.json', '{"a":1}'],
      [Channel.ImportGame],
      [Channel.SetLanguage, 'de'],
    ])
  })

  it('delivers menu commands without the IPC event, until unsubscribed', () => {
    const received: unknown[] = []
    const unsubscribe = bridge['onMenuCommand']?.((command: unknown) => received.push(command)) as () => void
    electron.emit(Channel.MenuCommand, 'export-game')
    unsubscribe()
    electron.emit(Channel.MenuCommand, 'import-game')
    expect(received).toEqual(['export-game'])
    expect(electron.listeners.get(Channel.MenuCommand)).toEqual([])
  })

  it('delivers backup notices to each listener separately', () => {
    const a: unknown[] = []
    const b: unknown[] = []
    const offA = bridge['onBackupNotice']?.((n: unknown) => a.push(n)) as () => void
    bridge['onBackupNotice']?.((n: unknown) => b.push(n))
    const notice = { gameId: 'g1', message: 'disk full' }
    electron.emit(Channel.BackupNotice, notice)
    offA()
    electron.emit(Channel.BackupNotice, notice)
    expect(a).toEqual([notice])
    expect(b).toEqual([notice, notice])
  })
})

describe('the bridge type comes from InvokeMap and EventMap', () => {
  it("has the contract's arguments and results", () => {
    expectTypeOf<HolotableBridge['appInfo']>().toEqualTypeOf<() => Promise<AppInfo>>()
    expectTypeOf<HolotableBridge['backupGame']>().parameters.toEqualTypeOf<[gameId: string, json: string]>()
    expectTypeOf<HolotableBridge['backupGame']>().returns.toEqualTypeOf<Promise<BridgeResult<null>>>()
    expectTypeOf<HolotableBridge['listBackups']>().parameters.toEqualTypeOf<[gameId?: string]>()
    expectTypeOf<HolotableBridge['readBackup']>().returns.toEqualTypeOf<Promise<BridgeResult<string>>>()
    expectTypeOf<HolotableBridge['showBackupsFolder']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<HolotableBridge['exportGame']>().returns.toEqualTypeOf<Promise<BridgeResult<string | null>>>()
    expectTypeOf<HolotableBridge['importGame']>().returns.toEqualTypeOf<Promise<BridgeResult<ImportedFile | null>>>()
    expectTypeOf<Parameters<HolotableBridge['onMenuCommand']>[0]>().toEqualTypeOf<(value: MenuCommand) => void>()
    expectTypeOf<Parameters<HolotableBridge['onBackupNotice']>[0]>().toEqualTypeOf<(value: BackupNotice) => void>()
  })
})

import { describe, it, expect, vi } from 'vitest'
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { Channel, INVOKE_CHANNELS, MAX_PAYLOAD_BYTES, type AppInfo, type InvokeChannel } from '../../../src-shared/ipc'
import {
  invokeHandlers,
  registerIpcHandlers,
  sendToRenderer,
  UNTRUSTED_SENDER,
  type InvokeHandlers,
} from '../../../src-main/ipc'

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown

const INFO: AppInfo = {
  name: 'Holotable',
  version: '0.1.0',
  platform: 'linux',
  userDataDir: '/home/u/.config/Holotable',
  backupsDir: '/home/u/.config/Holotable/backups',
}

function setup(devOrigin: string | null = null) {
  const handlers = new Map<string, Handler>()
  const ipcMain = { handle: (channel: string, handler: Handler) => handlers.set(channel, handler) }
  const deps = {
    ipcMain: ipcMain as unknown as Pick<IpcMain, 'handle'>,
    devOrigin,
    appInfo: vi.fn(() => INFO),
    backups: { queue: vi.fn(), list: vi.fn(async () => []), read: vi.fn(async () => '{"saved":true}') },
    showBackupsFolder: vi.fn(async () => undefined),
    exportGame: vi.fn(async () => ({ ok: true as const, value: '/home/u/game.json' })),
    importGame: vi.fn(async () => ({ ok: true as const, value: { path: '/x.json', text: '{}' } })),
    setLanguage: vi.fn(),
  }
  registerIpcHandlers(deps)
  const call = (channel: Channel, url: string | null, ...args: unknown[]) => {
    const handler = handlers.get(channel)
    if (handler === undefined) throw new Error(`no handler for ${channel}`)
    const event = { senderFrame: url === null ? null : { url } } as unknown as IpcMainInvokeEvent
    return Promise.resolve().then(() => handler(event, ...args))
  }
  const fromApp = (channel: Channel, ...args: unknown[]) => call(channel, 'app://holotable/index.html#/games', ...args)
  return { handlers, deps, call, fromApp }
}

describe('IPC registration', () => {
  it('handles every renderer → main channel and nothing else', () => {
    const { handlers } = setup()
    expect([...handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort())
    expect(handlers.size).toBe(8)
    expect(handlers.has(Channel.MenuCommand)).toBe(false)
    expect(handlers.has(Channel.BackupNotice)).toBe(false)
  })

  it('lists every invoke channel of the enum, the two main → renderer ones excepted', () => {
    const all = Object.values(Channel).sort()
    expect([...INVOKE_CHANNELS, Channel.MenuCommand, Channel.BackupNotice].sort()).toEqual(all)
    expect(new Set(INVOKE_CHANNELS).size).toBe(INVOKE_CHANNELS.length)
  })

  it('registers a handler for exactly the channels of the handler map', () => {
    const { deps } = setup()
    const keys: string[] = Object.keys(invokeHandlers(deps))
    expect(keys.sort()).toEqual([...INVOKE_CHANNELS].sort())
  })

  it('passes the arguments through as sent, extra ones included, to the validating handler', async () => {
    const { fromApp, deps } = setup()
    await expect(fromApp(Channel.BackupGame, 'g1', '{}', 'extra')).resolves.toEqual({ ok: true, value: null })
    expect(deps.backups.queue).toHaveBeenCalledExactlyOnceWith('g1', '{}')
  })
})

describe('the contract is checked by the compiler', () => {
  // The typecheck (tsc -p tsconfig.node.json) is the real assertion: every line marked with an
  // expect-error directive must fail to compile, or the directive itself becomes an error.
  it('refuses a missing handler, a wrong result and an unknown channel', () => {
    const { deps } = setup()
    const good = invokeHandlers(deps)
    const { [Channel.ImportGame]: _dropped, ...missingOne } = good
    // @ts-expect-error a channel of InvokeMap without a handler
    const missing: InvokeHandlers = missingOne
    // @ts-expect-error a handler answering with the wrong type
    const wrongResult: InvokeHandlers = { ...good, [Channel.BackupRead]: async () => ({ ok: true, value: 42 }) }
    // @ts-expect-error a channel that is not in InvokeMap
    const unknownChannel: InvokeChannel = Channel.MenuCommand
    expect([missing, wrongResult, unknownChannel]).toHaveLength(3)
  })

  it('sends main → renderer messages with the value type of EventMap', () => {
    const send = vi.fn()
    sendToRenderer({ send }, Channel.MenuCommand, 'export-game')
    sendToRenderer({ send }, Channel.BackupNotice, { gameId: 'g1', message: 'disk full' })
    // @ts-expect-error a menu command that does not exist
    sendToRenderer({ send }, Channel.MenuCommand, 'format-disk')
    // @ts-expect-error an invoke channel is not a message channel
    sendToRenderer({ send }, Channel.AppInfo, 'x')
    expect(send.mock.calls).toEqual([
      [Channel.MenuCommand, 'export-game'],
      [Channel.BackupNotice, { gameId: 'g1', message: 'disk full' }],
      [Channel.MenuCommand, 'format-disk'],
      [Channel.AppInfo, 'x'],
    ])
  })
})

describe('sender check', () => {
  const strangers = ['https://evil.example/', 'file:///tmp/index.html', 'http://localhost:5173/', 'app://other/', null]

  it.each([...INVOKE_CHANNELS])('%s rejects calls from pages that are not the app', async (channel) => {
    const { call, deps } = setup()
    for (const url of strangers) {
      await expect(call(channel, url, 'game-1', '{}')).rejects.toThrow(UNTRUSTED_SENDER)
    }
    expect(deps.backups.queue).not.toHaveBeenCalled()
    expect(deps.backups.read).not.toHaveBeenCalled()
    expect(deps.backups.list).not.toHaveBeenCalled()
    expect(deps.showBackupsFolder).not.toHaveBeenCalled()
    expect(deps.exportGame).not.toHaveBeenCalled()
    expect(deps.importGame).not.toHaveBeenCalled()
    expect(deps.appInfo).not.toHaveBeenCalled()
  })

  it('accepts the dev server only when it is configured', async () => {
    const { call } = setup('http://localhost:5173')
    await expect(call(Channel.AppInfo, 'http://localhost:5173/#/games')).resolves.toEqual(INFO)
    await expect(call(Channel.AppInfo, 'http://localhost:5174/')).rejects.toThrow(UNTRUSTED_SENDER)
  })
})

describe('backupGame', () => {
  it('queues a valid backup', async () => {
    const { fromApp, deps } = setup()
    await expect(fromApp(Channel.BackupGame, 'game_1-a', '{"events":[]}')).resolves.toEqual({ ok: true, value: null })
    expect(deps.backups.queue).toHaveBeenCalledExactlyOnceWith('game_1-a', '{"events":[]}')
  })

  it('rejects a payload over 20 MB with a message the player can read', async () => {
    const { fromApp, deps } = setup()
    const json = 'x'.repeat(MAX_PAYLOAD_BYTES + 1)
    await expect(fromApp(Channel.BackupGame, 'game-1', json)).resolves.toEqual({
      ok: false,
      error: 'This game is too large to save (20.1 MB; the limit is 20 MB).',
    })
    const big = 'x'.repeat(25 * 1024 * 1024)
    await expect(fromApp(Channel.BackupGame, 'game-1', big)).resolves.toEqual({
      ok: false,
      error: 'This game is too large to save (25 MB; the limit is 20 MB).',
    })
    expect(deps.backups.queue).not.toHaveBeenCalled()
  })

  it('counts bytes, not characters', async () => {
    const { fromApp } = setup()
    const json = 'é'.repeat(MAX_PAYLOAD_BYTES / 2 + 1) // 2 bytes each in UTF-8
    const result = await fromApp(Channel.BackupGame, 'game-1', json)
    expect(result).toEqual({ ok: false, error: 'This game is too large to save (20.1 MB; the limit is 20 MB).' })
  })

  it('accepts a payload of exactly 20 MB', async () => {
    const { fromApp } = setup()
    await expect(fromApp(Channel.BackupGame, 'g', 'x'.repeat(MAX_PAYLOAD_BYTES))).resolves.toEqual({
      ok: true,
      value: null,
    })
  })

  it('rejects bad game ids and non-text payloads', async () => {
    const { fromApp, deps } = setup()
    for (const id of ['../etc', '', 'a'.repeat(65), 'a b', 42, null, 'a/b']) {
      await expect(fromApp(Channel.BackupGame, id, '{}')).resolves.toEqual({ ok: false, error: 'Not a valid game id.' })
    }
    await expect(fromApp(Channel.BackupGame, 'g', { events: [] })).resolves.toEqual({
      ok: false,
      error: 'The game data must be text.',
    })
    expect(deps.backups.queue).not.toHaveBeenCalled()
  })
})

describe('listBackups and readBackup', () => {
  it('lists all or one game and refuses a bad id', async () => {
    const { fromApp, deps } = setup()
    await expect(fromApp(Channel.BackupList)).resolves.toEqual({ ok: true, value: [] })
    await expect(fromApp(Channel.BackupList, 'g1')).resolves.toEqual({ ok: true, value: [] })
    expect(deps.backups.list).toHaveBeenNthCalledWith(1, undefined)
    expect(deps.backups.list).toHaveBeenNthCalledWith(2, 'g1')
    await expect(fromApp(Channel.BackupList, '..')).resolves.toEqual({ ok: false, error: 'Not a valid game id.' })
  })

  it('reads a backup by name and refuses traversal', async () => {
    const { fromApp, deps } = setup()
    await expect(fromApp(Channel.BackupRead, 'g1/2026-11-30T10-00-00-000Z.json')).resolves.toEqual({
      ok: true,
      value: '{"saved":true}',
    })
    for (const file of ['../../etc/passwd', 'g1/../../x.json', '/etc/passwd', 'g1\\..\\x.json', 7]) {
      await expect(fromApp(Channel.BackupRead, file)).resolves.toEqual({ ok: false, error: 'Not a backup file name.' })
    }
    expect(deps.backups.read).toHaveBeenCalledTimes(1)
  })

  it('turns a read failure into a result, not a crash', async () => {
    const { fromApp, deps } = setup()
    deps.backups.read.mockRejectedValueOnce(new Error('ENOENT: no such file'))
    await expect(fromApp(Channel.BackupRead, 'g1/2026-11-30T10-00-00-000Z.json')).resolves.toEqual({
      ok: false,
      error: 'The backup could not be read: ENOENT: no such file',
    })
  })
})

describe('export, import, folder, info', () => {
  it('exports under a safe file name', async () => {
    const { fromApp, deps } = setup()
    await expect(fromApp(Channel.ExportGame, '../Rebellion: game 3', '{}')).resolves.toEqual({
      ok: true,
      value: '/home/u/game.json',
    })
    expect(deps.exportGame).toHaveBeenCalledExactlyOnceWith('-Rebellion- game 3.json', '{}')
  })

  it('refuses an oversized export and a non-text name', async () => {
    const { fromApp, deps } = setup()
    await expect(fromApp(Channel.ExportGame, 'g.json', 'x'.repeat(MAX_PAYLOAD_BYTES + 1))).resolves.toEqual({
      ok: false,
      error: 'This game is too large to save (20.1 MB; the limit is 20 MB).',
    })
    await expect(fromApp(Channel.ExportGame, 12, '{}')).resolves.toEqual({ ok: false, error: 'Not a valid file name.' })
    expect(deps.exportGame).not.toHaveBeenCalled()
  })

  it('imports, opens the folder and reports app info', async () => {
    const { fromApp, deps } = setup()
    await expect(fromApp(Channel.ImportGame)).resolves.toEqual({ ok: true, value: { path: '/x.json', text: '{}' } })
    await expect(fromApp(Channel.ShowBackupsFolder)).resolves.toBeUndefined()
    expect(deps.showBackupsFolder).toHaveBeenCalledTimes(1)
    await expect(fromApp(Channel.AppInfo)).resolves.toEqual(INFO)
  })
})

describe('the interface language', () => {
  it('accepts en and de from the app page and passes them on; refuses anything else with the reason', async () => {
    const { fromApp, deps } = setup()
    expect(await fromApp(Channel.SetLanguage, 'de')).toEqual({ ok: true, value: null })
    expect(deps.setLanguage).toHaveBeenCalledWith('de')
    for (const bad of ['fr', 'DE', '', 42, null, { locale: 'de' }])
      expect(await fromApp(Channel.SetLanguage, bad)).toEqual({
        ok: false,
        error: 'Not a language Holotable offers (en or de).',
      })
    expect(deps.setLanguage).toHaveBeenCalledTimes(1)
  })
})

import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserWindow } from 'electron'

const shell = vi.hoisted(() => ({ openPath: vi.fn(async (_path: string) => '') }))
vi.mock('electron', () => ({ shell }))

const { exportGame, importGame, showBackupsFolder } = await import('../../../src-main/dialogs')
const { nodeFileSystem } = await import('../../../src-main/atomic-file')
type DialogDeps = import('../../../src-main/dialogs').DialogDeps
type FileSystem = import('../../../src-main/atomic-file').FileSystem

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'holotable-dialogs-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function deps(choice: { canceled: boolean; filePath?: string; filePaths?: string[] }, fs: FileSystem = nodeFileSystem) {
  const dialog = {
    showSaveDialog: vi.fn(async () => ({ canceled: choice.canceled, filePath: choice.filePath ?? '' })),
    showOpenDialog: vi.fn(async () => ({ canceled: choice.canceled, filePaths: choice.filePaths ?? [] })),
  }
  const value: DialogDeps = {
    dialog: dialog as unknown as DialogDeps['dialog'],
    fs,
    defaultDir: '/home/u/Documents',
    parentWindow: () => null as BrowserWindow | null,
  }
  return { value, dialog }
}

describe('export', () => {
  it('suggests the name in Documents and writes the chosen file whole', async () => {
    const target = join(dir, 'rebellion.json')
    writeFileSync(target, 'old contents')
    const { value, dialog } = deps({ canceled: false, filePath: target })
    await expect(exportGame(value, 'rebellion.json', '{"game":1}')).resolves.toEqual({ ok: true, value: target })
    expect(readFileSync(target, 'utf8')).toBe('{"game":1}')
    expect(readdirSync(dir)).toEqual(['rebellion.json'])
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: '/home/u/Documents/rebellion.json', title: 'Export game' }),
    )
  })

  it('resolves with null when cancelled and writes nothing', async () => {
    const { value } = deps({ canceled: true })
    await expect(exportGame(value, 'x.json', '{}')).resolves.toEqual({ ok: true, value: null })
    expect(readdirSync(dir)).toEqual([])
  })

  it('reports a failed write and keeps the old file', async () => {
    const target = join(dir, 'game.json')
    writeFileSync(target, 'old contents')
    const failingRename = (() => Promise.reject(new Error('EIO: i/o error'))) as FileSystem['rename']
    const { value } = deps({ canceled: false, filePath: target }, { ...nodeFileSystem, rename: failingRename })
    await expect(exportGame(value, 'game.json', '{"new":true}')).resolves.toEqual({
      ok: false,
      error: 'The game could not be exported: EIO: i/o error',
    })
    expect(readFileSync(target, 'utf8')).toBe('old contents')
    expect(readdirSync(dir)).toEqual(['game.json'])
  })
})

describe('import', () => {
  it('reads the chosen JSON file', async () => {
    const file = join(dir, 'game.json')
    writeFileSync(file, '{"id":"g1"}')
    const { value, dialog } = deps({ canceled: false, filePaths: [file] })
    await expect(importGame(value)).resolves.toEqual({ ok: true, value: { path: file, text: '{"id":"g1"}' } })
    const options = dialog.showOpenDialog.mock.calls[0] as unknown as [{ filters: Array<{ extensions: string[] }> }]
    expect(options[0].filters[0]?.extensions).toEqual(['json'])
  })

  it('resolves with null when cancelled', async () => {
    const { value } = deps({ canceled: true })
    await expect(importGame(value)).resolves.toEqual({ ok: true, value: null })
  })

  it('refuses a file over 20 MB without reading it', async () => {
    const readFile = vi.fn()
    const stat = (async () => ({ size: 21 * 1024 * 1024, isFile: () => true })) as unknown as FileSystem['stat']
    const fs = { ...nodeFileSystem, stat, readFile: readFile as unknown as FileSystem['readFile'] }
    const { value } = deps({ canceled: false, filePaths: ['/big.json'] }, fs)
    await expect(importGame(value)).resolves.toEqual({
      ok: false,
      error: 'This file is too large to import (21 MB; the limit is 20 MB).',
    })
    expect(readFile).not.toHaveBeenCalled()
  })

  it('reports a file that cannot be read', async () => {
    const { value } = deps({ canceled: false, filePaths: [join(dir, 'gone.json')] })
    const result = await importGame(value)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.error).toMatch(/^The file could not be read: ENOENT/)
  })
})

describe('show backups folder', () => {
  it('creates the folder and opens it in the file manager', async () => {
    const backups = join(dir, 'backups')
    await showBackupsFolder(nodeFileSystem, backups)
    expect(readdirSync(dir)).toEqual(['backups'])
    expect(shell.openPath).toHaveBeenCalledExactlyOnceWith(backups)
  })

  it('throws the reason the file manager gave', async () => {
    shell.openPath.mockResolvedValueOnce('No application is registered')
    await expect(showBackupsFolder(nodeFileSystem, join(dir, 'b'))).rejects.toThrow('No application is registered')
  })
})

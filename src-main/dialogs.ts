// Export and import of one game's JSON through the system file dialogs.
import { shell, type BrowserWindow, type Dialog } from 'electron'
import { join } from 'node:path'
import type { BridgeResult } from '../src-shared/ipc'
import { writeFileAtomic, type FileSystem } from './atomic-file'
import { fileTooLargeMessage } from './validate'
import { mainWords } from './main-words'

export interface DialogDeps {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>
  fs: FileSystem
  /** Where the save dialog starts (the Documents folder). */
  defaultDir: string
  parentWindow: () => BrowserWindow | null
}

const jsonFilters = () => [
  { name: mainWords().gameFiles, extensions: ['json'] },
  { name: mainWords().allFiles, extensions: ['*'] },
]

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** `fileName` and `json` are already validated. Resolves with the saved path, or null when cancelled. */
export async function exportGame(
  deps: DialogDeps,
  fileName: string,
  json: string,
): Promise<BridgeResult<string | null>> {
  const options = {
    title: mainWords().exportTitle,
    defaultPath: join(deps.defaultDir, fileName),
    filters: jsonFilters(),
    properties: ['createDirectory', 'showOverwriteConfirmation'] as Array<
      'createDirectory' | 'showOverwriteConfirmation'
    >,
  }
  const parent = deps.parentWindow()
  const choice = parent ? await deps.dialog.showSaveDialog(parent, options) : await deps.dialog.showSaveDialog(options)
  if (choice.canceled || !choice.filePath) return { ok: true, value: null }
  try {
    await writeFileAtomic(deps.fs, choice.filePath, json)
    return { ok: true, value: choice.filePath }
  } catch (error) {
    return { ok: false, error: `The game could not be exported: ${reason(error)}` }
  }
}

export async function importGame(deps: DialogDeps): Promise<BridgeResult<{ path: string; text: string } | null>> {
  const options = {
    title: mainWords().importTitle,
    filters: jsonFilters(),
    properties: ['openFile'] as Array<'openFile'>,
  }
  const parent = deps.parentWindow()
  const choice = parent ? await deps.dialog.showOpenDialog(parent, options) : await deps.dialog.showOpenDialog(options)
  const path = choice.filePaths[0]
  if (choice.canceled || path === undefined) return { ok: true, value: null }
  try {
    const stat = await deps.fs.stat(path)
    if (!stat.isFile()) return { ok: false, error: 'That is not a file.' }
    const tooLarge = fileTooLargeMessage(stat.size)
    if (tooLarge !== null) return { ok: false, error: tooLarge }
    const text = await deps.fs.readFile(path, 'utf8')
    // The file could have grown between stat and read.
    const grown = fileTooLargeMessage(Buffer.byteLength(text, 'utf8'))
    if (grown !== null) return { ok: false, error: grown }
    return { ok: true, value: { path, text } }
  } catch (error) {
    return { ok: false, error: `The file could not be read: ${reason(error)}` }
  }
}

/** Opens the backups folder in the system file manager, creating it first so there is something to open. */
export async function showBackupsFolder(fs: FileSystem, backupsDir: string): Promise<void> {
  await fs.mkdir(backupsDir, { recursive: true })
  const problem = await shell.openPath(backupsDir)
  if (problem !== '') throw new Error(problem)
}

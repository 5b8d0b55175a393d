// Atomic file replacement: a reader sees either the old file or the complete new one, never half.
import * as fsp from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** The parts of node:fs/promises the main process uses; tests swap single functions to simulate failures. */
export type FileSystem = Pick<typeof fsp, 'open' | 'rename' | 'unlink' | 'mkdir' | 'readdir' | 'stat' | 'readFile'>

export const nodeFileSystem: FileSystem = fsp

let tempCounter = 0

/** Write to a temp file in the same folder, fsync, close, then rename over the target. */
export async function writeFileAtomic(fs: FileSystem, target: string, data: string): Promise<void> {
  const dir = dirname(target)
  tempCounter += 1
  const temp = join(dir, `.${basename(target)}.${process.pid}.${tempCounter}.tmp`)
  try {
    const handle = await fs.open(temp, 'w')
    try {
      await handle.writeFile(data, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await fs.rename(temp, target)
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined)
    throw error
  }
  await syncDirectory(fs, dir)
}

/** Makes the rename itself durable on POSIX; Windows cannot open a folder, which is fine to skip. */
async function syncDirectory(fs: FileSystem, dir: string): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // Best effort only.
  }
}
